/**
 * Builds the application's dependencies from the environment: one place for the HTTP server,
 * the CLI and tests (which override pieces such as the clock), on the embedding factory
 * (create-core.ts), so the application and an embedder wire the core the same way.
 */
import path from 'node:path';
import type { CoreDeps, Settings, SuperBidderAfterClose } from '../core/app/deps';
import { clockOf, type Clock } from '../core/ports/clock';
import type { FileStore } from '../core/ports/file-store';
import { scryptParamsFromEnv, scryptPasswordHasher } from './crypto/scrypt-password-hasher';
import type { TrackedBackgroundTasks } from './background-tasks';
import { DEFAULT_SETTINGS, wireCore } from './create-core';
import { wholeNumberFromEnv } from './env-number';
import { defaultPasswordChecksAtOnce, passwordCheckGate } from './password-check-gate';
import { databaseFileStore } from './files/database-file-store';
import { localFileStore } from './files/local-file-store';
import { kyselyOf } from './kysely/kysely-of';
import { createMailer } from './mail/nodemailer-mailer';
import { dataDir as dataDirFromEnv, openStoreFromEnv } from './store-from-env';
import { DEFAULT_EXTENSION_MINIMUM_MINUTES, DEFAULT_REMINDER_OFFSETS_MINUTES } from '../core/close/close-settings';
import { DEFAULT_HOLDINGS_TOLERANCE_PCT } from '../core/holdings/holding-values';
import { agentOf, DEFAULT_AGENT, DEFAULT_NEW_YORK_HOLIDAYS, holidayListOf, type AgentSettings } from '../core/parties/agent-settings';

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

/** Settings from the environment, with the documented defaults (DEFAULT_SETTINGS of create-core.ts). */
export const settingsFromEnv = (env: Env = process.env): Settings => ({
  publicUrl: text(env, 'PUBLIC_URL', `http://localhost:${text(env, 'PORT', '8080')}`).replace(/\/+$/, ''),
  tokenTtlSeconds: intFromEnv(env, 'TOKEN_TTL_SECONDS', DEFAULT_SETTINGS.tokenTtlSeconds),
  refreshTtlSeconds: intFromEnv(env, 'REFRESH_TTL_SECONDS', DEFAULT_SETTINGS.refreshTtlSeconds),
  sessionMaxSeconds: intFromEnv(env, 'SESSION_MAX_SECONDS', DEFAULT_SETTINGS.sessionMaxSeconds),
  resetTtlSeconds: intFromEnv(env, 'RESET_TTL_SECONDS', DEFAULT_SETTINGS.resetTtlSeconds),
  oauthClientId: text(env, 'OAUTH_CLIENT_ID', DEFAULT_SETTINGS.oauthClientId),
  oauthClientSecret: text(env, 'OAUTH_CLIENT_SECRET', DEFAULT_SETTINGS.oauthClientSecret),
  maxFailedLogins: intFromEnv(env, 'MAX_FAILED_LOGINS', DEFAULT_SETTINGS.maxFailedLogins),
  signInLockSeconds: intFromEnv(env, 'SIGN_IN_LOCK_SECONDS', DEFAULT_SETTINGS.signInLockSeconds),
  environmentLabel: text(env, 'ENVIRONMENT_LABEL', DEFAULT_SETTINGS.environmentLabel),
  mailFrom: text(env, 'MAIL_FROM', DEFAULT_SETTINGS.mailFrom),
  superBidderAfterClose: superBidderAfterCloseFrom(env.SUPER_BIDDER_AFTER_CLOSE),
  reminderOffsetsMinutes: reminderMinutesFrom(env.CLOSE_REMINDER_MINUTES),
  extensionMinimumMinutes: intFromEnv(env, 'EXTENSION_MINIMUM_MINUTES', DEFAULT_EXTENSION_MINIMUM_MINUTES),
  holdingsTolerancePct: holdingsToleranceFrom(env.HOLDINGS_TOLERANCE_PCT),
  agent: agentFrom(env),
  newYorkHolidays: newYorkHolidaysFrom(env.NY_HOLIDAYS),
});

/** HOLDINGS_TOLERANCE_PCT: percent of a lot's market value the sum of its holdings may differ by (default 0.5). */
export function holdingsToleranceFrom(raw: string | undefined): string {
  const v = raw?.trim() ?? '';
  if (v === '') return DEFAULT_HOLDINGS_TOLERANCE_PCT;
  if (/^\d{1,3}(\.\d{1,4})?$/.test(v) && Number(v) <= 100) return v;
  throw new Error(`HOLDINGS_TOLERANCE_PCT must be a percentage from 0 to 100 (e.g. 0.5), got ${JSON.stringify(raw)}`);
}

/** AGENT_NAME, AGENT_LEI and VENUE_NAME: the lending agent as regulatory reports name it; a bad LEI stops the start. */
export function agentFrom(env: Env): AgentSettings {
  const agent = agentOf({ name: text(env, 'AGENT_NAME', DEFAULT_AGENT.name), lei: env.AGENT_LEI?.trim() || DEFAULT_AGENT.lei, venueName: text(env, 'VENUE_NAME', DEFAULT_AGENT.venueName) });
  if (!agent.ok) throw new Error(`AGENT_NAME, AGENT_LEI, VENUE_NAME: ${agent.message}`);
  return agent.value;
}

/** NY_HOLIDAYS: New York business-day holidays, yyyy-mm-dd separated by commas (default: the 2026-2027 list of core/parties/agent-settings.ts). */
export function newYorkHolidaysFrom(raw: string | undefined): readonly string[] {
  const v = raw?.trim() ?? '';
  if (v === '') return DEFAULT_NEW_YORK_HOLIDAYS;
  const list = holidayListOf(v.split(','));
  if (!list.ok) throw new Error(`NY_HOLIDAYS: ${list.message}`);
  return list.value;
}

/** CLOSE_REMINDER_MINUTES: minutes before the end at which reminders go, comma-separated (default 60,15; `none` for no reminders). */
export function reminderMinutesFrom(raw: string | undefined): readonly number[] {
  const v = raw?.trim().toLowerCase() ?? '';
  if (v === '') return DEFAULT_REMINDER_OFFSETS_MINUTES;
  if (v === 'none') return [];
  const parts = v.split(',').map((p) => p.trim());
  if (parts.every((p) => /^\d{1,5}$/.test(p) && Number(p) > 0)) return parts.map(Number);
  throw new Error(`CLOSE_REMINDER_MINUTES must be minutes separated by commas (e.g. 60,15) or none, got ${JSON.stringify(raw)}`);
}

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
 * Opens the store (running migrations) and wires every adapter through `wireCore`, the embedding
 * factory: the environment only chooses the store, the settings, the scrypt cost, how many password
 * checks run at once (PASSWORD_CHECKS_AT_ONCE), where files and e-mails go. `overrides` replace single
 * dependencies (a fixed clock, a render pool); `settings` overrides merge into the env settings.
 */
export const createCoreDeps = async (
  env: Env = process.env,
  overrides: Partial<Omit<CoreDeps, 'settings' | 'background'>> & { settings?: Partial<Settings> } = {},
): Promise<ComposedDeps> => {
  const dataDir = dataDirFromEnv(env);
  const outboxDir = path.join(dataDir, 'outbox');
  const { settings: settingsOverride, ...rest } = overrides;
  const settings = { ...settingsFromEnv(env), ...settingsOverride };
  // Read before the store opens: a mistyped value stops the start with nothing left open.
  const passwordChecks = rest.passwordChecks ?? passwordCheckGate({ atOnce: wholeNumberFromEnv(env, 'PASSWORD_CHECKS_AT_ONCE', defaultPasswordChecksAtOnce(env)) });
  const store = rest.store ?? (await openStoreFromEnv(env));
  const clock = rest.clock ?? systemClock;
  const { deps, background } = wireCore({
    ...rest,
    store,
    clock,
    settings,
    hasher: rest.hasher ?? scryptPasswordHasher(scryptParamsFromEnv(env)),
    passwordChecks,
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
  });
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
