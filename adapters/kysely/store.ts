/**
 * The `Store` port over kysely: the same repositories on SQLite and Postgres.
 * `transaction(fn)` hands `fn` repositories bound to one database transaction; if `fn` throws,
 * kysely rolls the transaction back and the error reaches the caller (driver errors already
 * translated into DuplicateError / ReferenceError_). If `fn` returns a failed Result, the
 * transaction is rolled back the same way and the failure is returned: services `return fail(...)`
 * from inside a transaction and nothing they wrote before stays.
 *
 * Transactions are serializable on both engines, so a service may read, check a rule and write
 * (e.g. "no confirmed bid yet, so save") without another request slipping in between. On Postgres
 * a transaction that loses a serialization conflict is re-run from the start (up to MAX_ATTEMPTS):
 * keep `fn` free of side effects outside the database (send e-mails after it returns).
 *
 * On Postgres a failed statement aborts the whole transaction, so a service must not catch a
 * DuplicateError inside `transaction` and go on writing: let it escape, then return the failure.
 * Inside `fn`, use only the `tx` repositories: on SQLite a call on the outer store waits for the
 * transaction to finish, which never happens (deadlock).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Repositories, Store } from '../../core/ports/repositories';
import { isFailure, type Failure } from '../../core/domain/result';
import type { RepoContext } from './codec';
import { translateError, withTranslatedErrors } from './errors';
import { createActivityRepository } from './repositories/activity-repository';
import { createAuctionRepository } from './repositories/auction-repository';
import { createAuthRepository } from './repositories/auth-repository';
import { createAwardRepository } from './repositories/award-repository';
import { createBidRepository } from './repositories/bid-repository';
import { createBorrowerRepository } from './repositories/borrower-repository';
import { createClientRepository } from './repositories/client-repository';
import { createInfoCentreRepository } from './repositories/info-centre-repository';
import { createInviteeRepository } from './repositories/invitee-repository';
import { createLotRepository } from './repositories/lot-repository';
import { createMailLogRepository } from './repositories/mail-log-repository';
import { createReferenceRepository } from './repositories/reference-repository';
import { createReportDataRepository } from './repositories/report-data-repository';
import { createRulesAcceptanceRepository } from './repositories/rules-acceptance-repository';
import { createUserRepository } from './repositories/user-repository';
import type { Database, Engine } from './schema';

export function createRepositories(ctx: RepoContext): Repositories {
  return {
    clients: withTranslatedErrors(createClientRepository(ctx)),
    borrowers: withTranslatedErrors(createBorrowerRepository(ctx)),
    users: withTranslatedErrors(createUserRepository(ctx)),
    auctions: withTranslatedErrors(createAuctionRepository(ctx)),
    reference: withTranslatedErrors(createReferenceRepository(ctx)),
    lots: withTranslatedErrors(createLotRepository(ctx)),
    invitees: withTranslatedErrors(createInviteeRepository(ctx)),
    infoCentre: withTranslatedErrors(createInfoCentreRepository(ctx)),
    rulesAcceptance: withTranslatedErrors(createRulesAcceptanceRepository(ctx)),
    bids: withTranslatedErrors(createBidRepository(ctx)),
    activity: withTranslatedErrors(createActivityRepository(ctx)),
    awards: withTranslatedErrors(createAwardRepository(ctx)),
    reports: withTranslatedErrors(createReportDataRepository(ctx)),
    auth: withTranslatedErrors(createAuthRepository(ctx)),
    mailLog: withTranslatedErrors(createMailLogRepository(ctx)),
  };
}

/** Attempts of a Postgres transaction that lost a serialization conflict (it is re-run from the start). */
const MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 10;

/** Postgres serialization failure (40001) or deadlock (40P01): safe to re-run the transaction. */
const isSerializationFailure = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && ['40001', '40P01'].includes(String((e as { code?: unknown }).code));

/** Carries a failed Result out of kysely's transaction callback, so kysely rolls back. */
class FailedResult extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A `Store` with access to its kysely instance (for migrations, backup and tests). */
export interface KyselyStore extends Store {
  readonly db: Kysely<Database>;
}

export function createKyselyStore(db: Kysely<Database>, engine: Engine, onClose?: () => Promise<void>): KyselyStore {
  return {
    ...createRepositories({ db, engine }),
    engine,
    db,
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        try {
          const run = async (trx: Transaction<Database>) => {
            const value = await fn(createRepositories({ db: trx, engine }));
            if (isFailure(value)) throw new FailedResult(value);
            return value;
          };
          // SQLite runs one transaction at a time (one connection behind kysely's mutex), which is
          // serializable by construction; Postgres is asked for the same guarantee explicitly.
          return engine === 'postgres'
            ? await db.transaction().setIsolationLevel('serializable').execute(run)
            : await db.transaction().execute(run);
        } catch (e) {
          if (e instanceof FailedResult) return e.failure as Awaited<ReturnType<typeof fn>>;
          if (attempt < MAX_ATTEMPTS && isSerializationFailure(e)) {
            await sleep(RETRY_BASE_MS * attempt + Math.random() * RETRY_BASE_MS);
            continue;
          }
          throw translateError(e);
        }
      }
    },
    async close() {
      await db.destroy();
      await onClose?.();
    },
  };
}

/** The kysely instance behind a store created here, or null for another implementation. */
export const kyselyOf = (store: Store): Kysely<Database> | null =>
  'db' in store ? (store as KyselyStore).db : null;
