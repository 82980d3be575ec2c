/**
 * Test helper: a comparable snapshot of everything a request can write, i.e. every table's rows (read
 * from the SQLite file over a second, read-only connection) and every stored file (name and size).
 * Under DATABASE_URL=postgres… the rows are read from the test's own schema through the store's connection.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { TestApp } from './test-app.test-kit';
import { kyselyOf } from '../../../kysely/kysely-of';
import { POSTGRES_URL } from '../../../kysely/engines.test-kit';

export interface Snapshotter {
  snapshot(): Promise<string>;
  close(): void;
}

export function snapshotter(t: TestApp): Snapshotter {
  const onPostgres = POSTGRES_URL !== undefined;
  const db = onPostgres ? null : new Database(join(t.dataDir, 'app.db'), { readonly: true });
  let pgTables: string[] | undefined;
  const snapshot = async (): Promise<string> => {
    const parts: string[] = [];
    if (db) {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>;
      for (const { name } of tables) parts.push(name, JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()));
    }
    const pg = onPostgres ? kyselyOf(t.deps.store) : null;
    if (pg) {
      pgTables ??= (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`.execute(pg)).rows.map((r) => r.name);
      // Every table's rows in one round trip (a query per table made the snapshot most of a robustness run).
      const columns = pgTables.map((name, i) => sql`(SELECT coalesce(json_agg(r ORDER BY r::text), '[]') FROM ${sql.table(name)} r)::text AS ${sql.ref(`t${i}`)}`);
      const [row] = (await sql<Record<string, string>>`SELECT ${sql.join(columns)}`.execute(pg)).rows;
      pgTables.forEach((name, i) => parts.push(name, row[`t${i}`]));
    }
    const walk = async (dir: string): Promise<void> => {
      for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
        const p = join(dir, entry.name);
        if (entry.isDirectory()) await walk(p);
        else if (!entry.name.startsWith('app.db')) parts.push(p, String((await stat(p)).size));
      }
    };
    await walk(t.dataDir);
    return parts.join('\n');
  };
  return { snapshot, close: () => db?.close() };
}
