/**
 * Test helper: runs the real `sla` command (node bin/sla.mjs) as a process over a test's own
 * environment (DATABASE_URL, DATA_DIR, ...), and opens that SQLite database to check what was written.
 */
import { execFile } from 'node:child_process';
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

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `sla` with `env()` (read at each call, so a test may set it in beforeAll) over the process environment. */
export const slaRunner =
  (env: () => Record<string, string>) =>
  (...args: string[]): Promise<Run> =>
    new Promise((resolve) => {
      execFile(process.execPath, [path.join(ROOT, 'bin/sla.mjs'), ...args], { cwd: ROOT, env: { ...process.env, ...env() } }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      });
    });

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
