/**
 * `createCore`: the one way to wire the core, for an embedding program, the HTTP server and the CLI
 * alike (the server and the CLI build its options from the environment). Only the store is required;
 * every other port has a default that costs nothing until used:
 * - clock: the system clock; sha256, secrets, password hashing: node:crypto (scrypt, N=2^14, r=8, p=5);
 * - passwordChecks: fair admission to the sign-in's password check in this process, per caller address
 *   (one check per address at a time, a few at once in all);
 * - files: the store's own `stored_files` table (documents and logos live in the database);
 * - spreadsheets (exceljs), pdf (pdfmake), the award solver (HiGHS) and the mailer (nodemailer) load
 *   their library on first use;
 * - uploads: the in-process reader of uploaded files, with the same
 *   byte and row budgets as the HTTP server's worker pool, which alone adds a time budget and a heap limit;
 * - mailer: none. A use case that sends e-mail then fails with MAIL_FAILED until a mailer is given
 *   (`outboxMailer` or `smtpMailer` from the adapters entry): mail is never dropped silently.
 */
import type { CoreDeps, Settings } from '../core/app/deps';
import { coreUseCasesOf, type CoreUseCases } from '../core/app/core-api';
import { actorIssuer, type IssuedActor } from '../core/auth/issued-actor';
import type { Id } from '../core/domain/entities';
import type { Result } from '../core/domain/result';
import { clockOf } from '../core/ports/clock';
import type { FileStore } from '../core/ports/file-store';
import type { Mailer } from '../core/ports/mailer';
import type { Store } from '../core/ports/repositories';
import { backgroundTasks, type TrackedBackgroundTasks } from './background-tasks';
import { bundledCommonPasswords } from './crypto/common-passwords';
import { bundledPasswordStrength } from './crypto/password-strength';
import { nodeSecretGenerator } from './crypto/node-secret-generator';
import { nodeSha256 } from './crypto/node-sha256';
import { scryptPasswordHasher } from './crypto/scrypt-password-hasher';
import { passwordCheckGate } from './password-check-gate';
import { exceljsRenderer } from './excel/exceljs-renderer';
import { databaseFileStore } from './files/database-file-store';
import { highsSolver } from './highs/highs-solver';
import { kyselyOf } from './kysely/kysely-of';
import { otplibVerifier } from './otp/otplib-verifier';
import { pdfmakeRenderer } from './pdf/pdfmake-renderer';
import { uploadReader } from './uploads/upload-reader';
import { coreEventsOf, type CoreEvents } from './event-feed';
import { DEFAULT_EXTENSION_MINIMUM_MINUTES, DEFAULT_REMINDER_OFFSETS_MINUTES } from '../core/close/close-settings';
import { DEFAULT_HOLDINGS_TOLERANCE_PCT } from '../core/holdings/holding-values';
import { DEFAULT_AGENT, DEFAULT_NEW_YORK_HOLIDAYS } from '../core/parties/agent-settings';

/** The settings a core runs with when the caller gives none (the configuration defaults of the operations guide). */
export const DEFAULT_SETTINGS: Settings = {
  publicUrl: 'http://localhost:8080',
  tokenTtlSeconds: 1800,
  refreshTtlSeconds: 28800,
  sessionMaxSeconds: 43200,
  resetTtlSeconds: 86400,
  oauthClientId: 'esecauction-web',
  oauthClientSecret: 'esecauction-web-secret',
  maxFailedLogins: 10,
  signInLockSeconds: 900,
  environmentLabel: 'DEMO',
  mailFrom: 'auctions@lending-agent.example',
  superBidderAfterClose: { kind: 'untilAwards' },
  reminderOffsetsMinutes: DEFAULT_REMINDER_OFFSETS_MINUTES,
  extensionMinimumMinutes: DEFAULT_EXTENSION_MINIMUM_MINUTES,
  holdingsTolerancePct: DEFAULT_HOLDINGS_TOLERANCE_PCT,
  agent: DEFAULT_AGENT,
  newYorkHolidays: DEFAULT_NEW_YORK_HOLIDAYS,
};

/** What `createCore` takes: the store, and any port or setting to use instead of its default. */
export type CoreOptions = { store: Store; settings?: Partial<Settings> } & Partial<Omit<CoreDeps, 'store' | 'settings' | 'background'>>;

/** The wired dependencies, and `idle()`: resolves once the e-mails queued after answers have been sent. */
export interface CoreWiring {
  deps: CoreDeps;
  background: TrackedBackgroundTasks;
}

/** Sending without a mailer: refused, never dropped. */
const noMailer: Mailer = {
  send: () => Promise.reject(new Error('No mailer: pass createCore({ mailer }) (outboxMailer or smtpMailer) to send e-mail.')),
};

/** A store built by this package keeps files in its database; any other store needs `files`. */
const filesOf = (store: Store): FileStore => {
  const db = kyselyOf(store);
  if (db) return databaseFileStore(db);
  const missing = () => Promise.reject(new Error('No file store: pass createCore({ files }).'));
  return { put: missing, putIfAbsent: missing, get: missing, delete: missing, exists: missing };
};

/** The dependencies of every use case, each given port or its default. */
export function wireCore(options: CoreOptions): CoreWiring {
  const { store, settings, ...given } = options;
  const background = backgroundTasks();
  const deps: CoreDeps = {
    store,
    clock: given.clock ?? clockOf(() => Date.now()),
    secrets: given.secrets ?? nodeSecretGenerator(),
    sha256: given.sha256 ?? nodeSha256(),
    hasher: given.hasher ?? scryptPasswordHasher(),
    // Per-process state: one gate per wiring, shared by every sign-in it answers.
    passwordChecks: given.passwordChecks ?? passwordCheckGate(),
    commonPasswords: given.commonPasswords ?? bundledCommonPasswords(),
    passwordStrength: given.passwordStrength ?? bundledPasswordStrength(),
    background,
    otp: given.otp ?? otplibVerifier(),
    mailer: given.mailer ?? noMailer,
    files: given.files ?? filesOf(store),
    spreadsheets: given.spreadsheets ?? exceljsRenderer(),
    uploads: given.uploads ?? uploadReader(),
    pdf: given.pdf ?? pdfmakeRenderer(),
    awardSolver: given.awardSolver ?? highsSolver(),
    settings: { ...DEFAULT_SETTINGS, ...settings },
  };
  return { deps, background };
}

/** The embedded core: every public use case with its dependencies bound. */
export type Core = CoreUseCases & {
  /** The wired dependencies (for the few helpers that take them, such as a demo seed). */
  readonly deps: CoreDeps;
  /**
   * The user with this login name as the actor of this core's use cases (NOT_FOUND, or FORBIDDEN when
   * disabled or locked). The actor is opaque: only this core's actors are accepted, and each call acts
   * with the user's roles as stored at that call.
   *
   * @example
   * ```ts
   * const acting = await core.actor('alice');
   * if (!acting.ok) throw new Error(`alice cannot act: ${acting.message}`);
   * const lots = await core.bids.lots(acting.value, auctionId);
   * ```
   */
  actor(loginName: string): Promise<Result<IssuedActor, 'NOT_FOUND' | 'FORBIDDEN'>>;
  /** The user with this id as the actor of this core's use cases, as `actor(loginName)` (NOT_FOUND, FORBIDDEN). */
  actorFor(userId: Id): Promise<Result<IssuedActor, 'NOT_FOUND' | 'FORBIDDEN'>>;
  /** Resolves once the e-mails queued after answers (confirmations, invitations) have been handed to the mailer. */
  idle(): Promise<void>;
  /** The auction events (`AUCTION_EVENT_KINDS`: a bidder's steps and reminders, the auction extended or ended, awards confirmed or unconfirmed, notices sent or failed). */
  readonly events: CoreEvents;
};

/**
 * The core for an embedding program: only `store` is required (see the module comment for each
 * default). Acting users come from `core.actor(login)` or `core.actorFor(userId)`, issued by this core
 * and refused by any other; each use case checks them itself.
 *
 * @example
 * ```ts
 * import { createCore, unwrap } from 'securities-lending-auction';
 * import { openSqlite, outboxMailer } from 'securities-lending-auction/adapters';
 *
 * const store = await openSqlite('auctions.db');
 * const core = createCore({ store, mailer: outboxMailer({ dir: 'outbox', store }) });
 * const manager = unwrap(await core.actor('manager'));
 * const auctions = unwrap(await core.auctions.list(manager, { archived: false }));
 * ```
 */
export function createCore(options: CoreOptions): Core {
  const { deps, background } = wireCore(options);
  const actors = actorIssuer(deps);
  return { ...coreUseCasesOf(deps, actors), deps, actor: actors.byLogin, actorFor: actors.byId, idle: () => background.idle(), events: coreEventsOf(deps) };
}
