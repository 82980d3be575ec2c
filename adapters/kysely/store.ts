/**
 * The `Store` port over kysely: the same repositories on SQLite and Postgres.
 * `transaction(fn)` hands `fn` repositories bound to one database transaction; if `fn` throws,
 * kysely rolls the transaction back and the error reaches the caller (driver errors already
 * translated into DuplicateError / ReferenceError_). If `fn` returns a failed Result, the
 * transaction is rolled back the same way and the failure is returned: services `return fail(...)`
 * from inside a transaction and nothing they wrote before stays.
 *
 * Transactions are serializable on both engines by default, so a service may read, check a rule and
 * write (e.g. "no confirmed bid yet, so save") without another request slipping in between. On
 * Postgres a transaction that loses a genuine serialization conflict (40001) or a deadlock (40P01) is
 * re-run from the start (up to MAX_ATTEMPTS): keep `fn` free of side effects outside the database
 * (send e-mails after it returns).
 * Transactions that all write one hot row (an auction's ledger head) pass `serialiseOn`: on Postgres
 * they queue on an advisory lock taken before the transaction begins, instead of failing each other.
 * Bid writes pass `ownerLock` instead: on Postgres they run READ COMMITTED (what they read is the
 * owner's rows, which the owner's lock keeps still), holding a shared advisory lock on `within` (the
 * `serialiseOn` key of the auction-wide changes, which take it exclusively) and an exclusive one on
 * `owner`, both taken as the transaction's first statements; different owners then contend only on
 * the ledger head's row (locked by `lockHead`, held from the append to the commit). Contention never
 * surfaces as an error: it is waiting. At most two of one owner's transactions hold connections at
 * once, the others queue in this process (`ownerQueue`): the advisory lock alone let one bidder
 * saving on many connections hold every pooled connection, all but one waiting on its own lock, while
 * every other request (other bidders' saves, its own next sign-in check) waited for a connection.
 * On SQLite there is one connection, taken first come first served, so every transaction is
 * serializable by construction; `ownerLock` transactions there share one COMMIT per event-loop turn
 * (group commit, each in its own savepoint: answered only after that COMMIT).
 *
 * On Postgres a failed statement aborts the whole transaction, so a service must not catch a
 * DuplicateError inside `transaction` and go on writing: let it escape, then return the failure.
 * Inside `fn`, use only the `tx` repositories: on SQLite a call on the outer store waits for the
 * transaction to finish, which never happens (deadlock).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Repositories, Store, TransactionOptions } from '../../core/ports/repositories';
import { isFailure, type Failure } from '../../core/domain/result';
import type { RepoContext } from './codec';
import { translateError, withTranslatedErrors } from './errors';
import { createActivityRepository } from './repositories/activity-repository';
import { createAuctionRepository } from './repositories/auction-repository';
import { createAuditLedgerRepository } from './repositories/audit-ledger-repository';
import { createAuthRepository } from './repositories/auth-repository';
import { createAwardRepository } from './repositories/award-repository';
import { createBidRepository } from './repositories/bid-repository';
import { createBorrowerRepository } from './repositories/borrower-repository';
import { createClientRepository } from './repositories/client-repository';
import { createInfoCentreRepository } from './repositories/info-centre-repository';
import { createInviteeRepository } from './repositories/invitee-repository';
import { createLotRepository } from './repositories/lot-repository';
import { createMailLogRepository } from './repositories/mail-log-repository';
import { createReminderRepository } from './repositories/reminder-repository';
import { createEventRepository } from './repositories/event-repository';
import { createHoldingRepository } from './repositories/holding-repository';
import { createLoanRepository } from './repositories/loan-repository';
import { createReferenceRepository } from './repositories/reference-repository';
import { createReportDataRepository } from './repositories/report-data-repository';
import { createRulesAcceptanceRepository } from './repositories/rules-acceptance-repository';
import { createUserRepository } from './repositories/user-repository';
import { withColumnPlugins } from './column-plugins';
import { LotCache } from './lot-cache';
import { keyedQueue } from './keyed-queue';
import type { Database, Engine, StoredDatabase } from './schema';

const REPOSITORIES: { [K in keyof Repositories]: (ctx: RepoContext) => Repositories[K] } = {
  clients: createClientRepository,
  borrowers: createBorrowerRepository,
  users: createUserRepository,
  auctions: createAuctionRepository,
  reference: createReferenceRepository,
  lots: createLotRepository,
  invitees: createInviteeRepository,
  infoCentre: createInfoCentreRepository,
  rulesAcceptance: createRulesAcceptanceRepository,
  bids: createBidRepository,
  activity: createActivityRepository,
  awards: createAwardRepository,
  audit: createAuditLedgerRepository,
  reports: createReportDataRepository,
  auth: createAuthRepository,
  mailLog: createMailLogRepository,
  reminders: createReminderRepository,
  events: createEventRepository,
  holdings: createHoldingRepository,
  loans: createLoanRepository,
};

/**
 * The repositories over `ctx`, each made when first used: a transaction (a bid save's uses four of
 * the seventeen) builds only the ones it touches.
 */
export function createRepositories(ctx: RepoContext): Repositories {
  const repos = {} as Repositories;
  for (const name of Object.keys(REPOSITORIES) as Array<keyof Repositories>) {
    Object.defineProperty(repos, name, {
      enumerable: true,
      configurable: true,
      get() {
        const repo = withTranslatedErrors(REPOSITORIES[name](ctx) as object);
        Object.defineProperty(repos, name, { value: repo, enumerable: true });
        return repo;
      },
    });
  }
  return repos;
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

/**
 * Runs `begin` on one connection holding a session advisory lock on `key`, taken before the
 * transaction starts: a serializable snapshot taken after the lock sees the previous holder's
 * commit, so transactions serialised on one key never fail against each other.
 */
async function serialisedOn<T>(db: Kysely<Database>, key: string, begin: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtextextended(${key}, 0))`.execute(conn);
    try {
      return await begin(conn);
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended(${key}, 0))`.execute(conn);
    }
  });
}

/** A `Store` with access to its kysely instance (for migrations, backup and tests). */
export interface KyselyStore extends Store {
  readonly db: Kysely<Database>;
}

/**
 * A store over `stored` (a kysely instance naming the stored columns); its `db` has the column plugins.
 * `grouped` (SQLite): an instance over the same connection whose transactions share a COMMIT per
 * event-loop turn, each in its own savepoint (adapters/sqlite/sqlite-dialect.ts); the `ownerLock`
 * transactions (bid saves and confirms) run there.
 */
export function createKyselyStore(stored: Kysely<StoredDatabase>, engine: Engine, onClose?: () => Promise<void>, opts: { grouped?: Kysely<StoredDatabase> } = {}): KyselyStore {
  const db = withColumnPlugins(stored, engine);
  const groupedDb = opts.grouped && withColumnPlugins(opts.grouped, engine);
  const lotCache = new LotCache();
  // Postgres: at most two of one owner's bid writes hold pooled connections: one runs, the next waits on
  // the owner's lock inside the database (so it starts the moment the lock is free, not after a wait
  // for a connection behind everybody's reads); the others wait here, taking nothing from the pool.
  const ownerQueue = keyedQueue(2);
  const eventListeners = new Set<() => void>();
  const eventsCommitted = () => {
    for (const listener of [...eventListeners]) listener();
  };
  return {
    ...createRepositories({ db, engine, lotCache, eventsWritten: eventsCommitted }),
    engine,
    db,
    onEventsCommitted(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    async transaction(fn, options) {
      // Events written by a transaction are announced once it has committed (a spurious call after a
      // retried attempt costs a subscriber one read; a missed one would cost it a poll's wait).
      let wrote = false;
      const run = () =>
        runTransaction(fn, options, () => {
          wrote = true;
        });
      const owner = engine === 'postgres' ? options?.ownerLock?.owner : undefined;
      const value = owner === undefined ? await run() : await ownerQueue(owner, run);
      if (wrote && !isFailure(value)) eventsCommitted();
      return value;
    },
    async close() {
      await db.destroy();
      await onClose?.();
    },
  };

  async function runTransaction<T>(fn: (tx: Repositories) => Promise<T>, options: TransactionOptions | undefined, eventsWritten: () => void): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const run = async (trx: Transaction<Database>) => {
          const value = await fn(createRepositories({ db: trx, engine, lotCache, eventsWritten }));
          if (isFailure(value)) throw new FailedResult(value);
          return value;
        };
        // SQLite runs one transaction at a time (one connection, FIFO), which is serializable by
        // construction, bid writes grouped under one COMMIT a turn; Postgres is asked for the guarantee each kind of transaction needs.
        const owner = options?.ownerLock;
        if (engine !== 'postgres') return await (owner && groupedDb ? groupedDb : db).transaction().execute(run);
        if (owner) {
          return await db
            .transaction()
            .setIsolationLevel('read committed')
            .execute(async (trx) => {
              // One round trip; the shared lock first (the select list is evaluated left to right).
              await sql`select pg_advisory_xact_lock_shared(hashtextextended(${owner.within}, 0)), pg_advisory_xact_lock(hashtextextended(${owner.owner}, 0))`.execute(trx);
              return run(trx);
            });
        }
        const begin = (conn: Kysely<Database>) => conn.transaction().setIsolationLevel('serializable').execute(run);
        return options?.serialiseOn ? await serialisedOn(db, options.serialiseOn, begin) : await begin(db);
      } catch (e) {
        if (e instanceof FailedResult) return e.failure as T;
        if (attempt < MAX_ATTEMPTS && isSerializationFailure(e)) {
          await sleep(RETRY_BASE_MS * attempt + Math.random() * RETRY_BASE_MS);
          continue;
        }
        throw translateError(e);
      }
    }
  }
}

