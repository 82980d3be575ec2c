/**
 * Test helper: runs the real `sla` command (node bin/sla.mjs) as a process over a test's own
 * environment (DATABASE_URL, DATA_DIR, ...), and opens that SQLite database to check what was written.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
