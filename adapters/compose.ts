/**
 * Builds the application's dependencies from the environment: one place for the HTTP server,
 * the CLI and tests (which override pieces such as the clock).
 */
import path from 'node:path';
import type { CoreDeps, Settings, SuperBidderAfterClose } from '../core/app/deps';
import { clockOf, type Clock } from '../core/ports/clock';
import type { FileStore } from '../core/ports/file-store';
import { nodeSecretGenerator } from './crypto/node-secret-generator';
import { nodeSha256 } from './crypto/node-sha256';
import { scryptParamsFromEnv, scryptPasswordHasher } from './crypto/scrypt-password-hasher';
import { bundledCommonPasswords } from './crypto/common-passwords';
import { backgroundTasks, type TrackedBackgroundTasks } from './background-tasks';
import { exceljsRenderer } from './excel/exceljs-renderer';
import { databaseFileStore } from './files/database-file-store';
import { localFileStore } from './files/local-file-store';
import { kyselyOf } from './kysely/store';
import { createMailer } from './mail/nodemailer-mailer';
import { otplibVerifier } from './otp/otplib-verifier';
import { pdfmakeRenderer } from './pdf/pdfmake-renderer';
import { highsSolver } from './highs/highs-solver';
import { dataDir as dataDirFromEnv, openStoreFromEnv } from './store-from-env';

export type Env = Record<string, string | undefined>;

export const systemClock: Clock = clockOf(() => Date.now());

const intFromEnv = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
};

const text = (env: Env, name: string, fallback: string): string => {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
};

/** Settings from the environment, with the documented defaults. */
export const settingsFromEnv = (env: Env = process.env): Settings => ({
  publicUrl: text(env, 'PUBLIC_URL', `http://localhost:${text(env, 'PORT', '8080')}`).replace(/\/+$/, ''),
  tokenTtlSeconds: intFromEnv(env, 'TOKEN_TTL_SECONDS', 1800),
  refreshTtlSeconds: intFromEnv(env, 'REFRESH_TTL_SECONDS', 28800),
  sessionMaxSeconds: intFromEnv(env, 'SESSION_MAX_SECONDS', 43200),
  resetTtlSeconds: intFromEnv(env, 'RESET_TTL_SECONDS', 86400),
  oauthClientId: text(env, 'OAUTH_CLIENT_ID', 'esecauction-web'),
  oauthClientSecret: text(env, 'OAUTH_CLIENT_SECRET', 'esecauction-web-secret'),
  maxFailedLogins: intFromEnv(env, 'MAX_FAILED_LOGINS', 10),
  signInLockSeconds: intFromEnv(env, 'SIGN_IN_LOCK_SECONDS', 900),
  environmentLabel: text(env, 'ENVIRONMENT_LABEL', 'DEMO'),
  mailFrom: text(env, 'MAIL_FROM', 'auctions@lending-agent.example'),
  superBidderAfterClose: superBidderAfterCloseFrom(env.SUPER_BIDDER_AFTER_CLOSE),
});

/**
 * SUPER_BIDDER_AFTER_CLOSE: `until-awards` (default: until awards are first generated for the auction),
 * `none`, or a whole number of minutes after the close.
 */
export function superBidderAfterCloseFrom(raw: string | undefined): SuperBidderAfterClose {
  const v = raw?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'until-awards') return { kind: 'untilAwards' };
  if (v === 'none' || v === '0') return { kind: 'none' };
  if (/^\d{1,7}$/.test(v)) return { kind: 'minutes', minutes: Number(v) };
  throw new Error(`SUPER_BIDDER_AFTER_CLOSE must be until-awards, none or a number of minutes, got ${JSON.stringify(raw)}`);
}

/**
 * Where uploaded documents and logos live: in the database with PostgreSQL (several servers share
 * it), else under DATA_DIR/files (SQLite: one server).
 */
export const fileStoreFor = (store: CoreDeps['store'], dataDir: string): FileStore => {
  const db = store.engine === 'postgres' ? kyselyOf(store) : null;
  return db ? databaseFileStore(db) : localFileStore(path.join(dataDir, 'files'));
};

export interface ComposedDeps {
  deps: CoreDeps;
  /** The DATA_DIR folder (files/, outbox/, and the default SQLite database live here). */
  dataDir: string;
  outboxDir: string;
  /** The background work of these deps (e-mails sent after the answer); `close` waits for it. */
  background: TrackedBackgroundTasks;
  close(): Promise<void>;
}

/**
 * Opens the store (running migrations) and wires every adapter. `overrides` replace single
 * dependencies (a fixed clock, faster hasher); `settings` overrides merge into the env settings.
 */
export const createCoreDeps = async (
  env: Env = process.env,
  overrides: Partial<Omit<CoreDeps, 'settings'>> & { settings?: Partial<Settings> } = {},
): Promise<ComposedDeps> => {
  const dataDir = dataDirFromEnv(env);
  const outboxDir = path.join(dataDir, 'outbox');
  const { settings: settingsOverride, ...rest } = overrides;
  const settings = { ...settingsFromEnv(env), ...settingsOverride };
  const store = rest.store ?? (await openStoreFromEnv(env));
  const clock = rest.clock ?? systemClock;
  const background = backgroundTasks();
  const deps: CoreDeps = {
    store,
    clock,
    secrets: rest.secrets ?? nodeSecretGenerator(),
    sha256: rest.sha256 ?? nodeSha256(),
    hasher: rest.hasher ?? scryptPasswordHasher(scryptParamsFromEnv(env)),
    commonPasswords: rest.commonPasswords ?? bundledCommonPasswords(),
    background,
    otp: rest.otp ?? otplibVerifier(),
    files: rest.files ?? fileStoreFor(store, dataDir),
    mailer:
      rest.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL?.trim() || undefined,
        outboxDir,
        from: settings.mailFrom,
        mailLog: store.mailLog,
        nowMs: () => clock.nowMs(),
      }),
    spreadsheets: rest.spreadsheets ?? exceljsRenderer(),
    pdf: rest.pdf ?? pdfmakeRenderer(),
    awardSolver: rest.awardSolver ?? highsSolver(),
    settings,
  };
  return {
    deps,
    dataDir,
    outboxDir,
    background,
    close: async () => {
      await background.idle();
      await store.close();
    },
  };
};
