/**
 * Test helper: runs the real `sla` program (cli/program.ts, what bin/sla.mjs runs) over a test's own
 * environment (DATABASE_URL, DATA_DIR, ...), and opens that SQLite database to check what was written.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../adapters/kysely/schema';
import { POSTGRES_URL } from '../adapters/kysely/engines.test-kit';
import type { KyselyStore } from '../adapters/kysely/store';
import { migrateDatabase } from '../adapters/kysely/migrations/migrations';
import { openPostgresStore } from '../adapters/postgres/open-postgres-store';
import { openSqliteStore } from '../adapters/sqlite/open-sqlite-store';
import type { Store } from '../core/ports/repositories';
import { runSla } from './program';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `sla` with `env()` (read at each call, so a test may set it in beforeAll) over the process environment, run in
 * this process (runSla, the program bin/sla.mjs runs) with its output captured: a new process for each call cost
 * over a second of loading. The process itself is tested where it matters (exit on a closed pipe, sla.test.ts).
 * Calls run one at a time, in the order made: SQLite waits for a lock synchronously, so two runs in one process
 * writing the same file would wait on each other until the lock times out.
 */
export const slaRunner = (env: () => Record<string, string>) => {
  let last: Promise<unknown> = Promise.resolve();
  return (...args: string[]): Promise<Run> => {
    const run = last.then(() => runCaptured(args, { ...process.env, ...env() }));
    last = run.catch(() => undefined);
    return run;
  };
};

const runCaptured = async (args: string[], env: Record<string, string | undefined>): Promise<Run> => {
  let stdout = '';
  let stderr = '';
  const code = await runSla(args, { env, out: (text) => void (stdout += text), err: (text) => void (stderr += text), isTTY: false });
  return { code, stdout, stderr };
};

/** Opens the SQLite database at `url` (migrated by `sla migrate`), runs `fn`, closes it. */
export const withSqliteStore = async <T>(url: string, fn: (store: Store) => Promise<T>): Promise<T> => {
  const store = openSqliteStore(url);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
};

/** A migrated database of `engine` in a new temporary folder, the environment `sla` needs to use it, and how to remove both. */
export interface CliDatabase {
  store: KyselyStore;
  env: Record<string, string>;
  dir: string;
  /** Removes the folder (close the store, or the deps built on it, first: a PostgreSQL schema is dropped on close). */
  dispose(): Promise<void>;
}

export async function cliDatabase(engine: Engine, name: string): Promise<CliDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), `sla-${name}-`));
  let store: KyselyStore;
  let env: Record<string, string>;
  if (engine === 'postgres' && POSTGRES_URL) {
    const schema = `${name.replace(/\W/g, '_')}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    store = await openPostgresStore(POSTGRES_URL, { schema, dropSchemaOnClose: true, max: 2 });
    env = { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, DATA_DIR: path.join(dir, 'data') };
  } else {
    const file = path.join(dir, 'app.db');
    store = openSqliteStore(file);
    env = { DATABASE_URL: file, DATA_DIR: path.join(dir, 'data') };
  }
  await migrateDatabase(store.db, engine);
  return { store, env, dir, dispose: async () => rm(dir, { recursive: true, force: true }) };
}
