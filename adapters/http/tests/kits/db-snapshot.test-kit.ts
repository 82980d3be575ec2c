/**
 * Test helper: a comparable snapshot of everything a request can write, i.e. every table's rows (read
 * from the SQLite file over a second, read-only connection) and every stored file (name and size).
 * Under DATABASE_URL=postgres… the rows are read from the test's own schema through the store's connection.
 *
 * Reading every table is most of a refused request's cost in the robustness files, and almost every refused
 * request writes nothing: the rows are read again only when a write was committed since the last read. On
 * SQLite the read-only connection's `PRAGMA data_version` changes with every commit of another connection;
 * on PostgreSQL a statement trigger on each table of the schema adds a row to a table of its own (in the
 * statement's transaction, so a rolled-back write leaves none). A commit that leaves the rows as they were
 * reads them again and compares equal.
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

/** The table the PostgreSQL triggers write to: not part of a snapshot. */
const WRITES_TABLE = 'snapshot_writes';

interface TableReader {
  /** Changes whenever a write was committed since the last call (and may change without one). */
  writeMark(): Promise<number>;
  rows(): Promise<string[]>;
  close(): void;
}

function sqliteReader(t: TestApp): TableReader {
  const db = new Database(join(t.dataDir, 'app.db'), { readonly: true });
  return {
    writeMark: async () => db.pragma('data_version', { simple: true }) as number,
    rows: async () => {
      const parts: string[] = [];
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>;
      for (const { name } of tables) parts.push(name, JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()));
      return parts;
    },
    close: () => db.close(),
  };
}

function postgresReader(pg: NonNullable<ReturnType<typeof kyselyOf>>): TableReader {
  let tables: Promise<string[]> | undefined;
  /** Lists the schema's tables and puts the write-noting trigger on each (again for a second snapshotter of the same app). */
  const install = async (): Promise<string[]> => {
    const schema = (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(pg)).rows[0].s;
    const listed = (await sql<{ name: string; type: string }>`SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = ${schema} AND table_name <> ${WRITES_TABLE} ORDER BY table_name`.execute(pg)).rows;
    const writes = sql.table(`${schema}.${WRITES_TABLE}`);
    const note = sql.raw(`"${schema}".note_snapshot_write`);
    await sql`CREATE TABLE IF NOT EXISTS ${writes} (n bigserial PRIMARY KEY)`.execute(pg);
    await sql`CREATE OR REPLACE FUNCTION ${note}() RETURNS trigger LANGUAGE plpgsql AS ${sql.raw(`$$ BEGIN INSERT INTO "${schema}".${WRITES_TABLE} DEFAULT VALUES; RETURN NULL; END $$`)}`.execute(pg);
    for (const { name } of listed.filter((r) => r.type === 'BASE TABLE')) {
      await sql`CREATE OR REPLACE TRIGGER note_snapshot_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(`${schema}.${name}`)} FOR EACH STATEMENT EXECUTE FUNCTION ${note}()`.execute(pg);
    }
    return listed.map((r) => r.name);
  };
  return {
    writeMark: async () => {
      await (tables ??= install());
      return Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(WRITES_TABLE)}`.execute(pg)).rows[0].n);
    },
    rows: async () => {
      const names = await (tables ??= install());
      // Every table's rows in one round trip (a query per table made the snapshot most of a robustness run).
      const columns = names.map((name, i) => sql`(SELECT coalesce(json_agg(r ORDER BY r::text), '[]') FROM ${sql.table(name)} r)::text AS ${sql.ref(`t${i}`)}`);
      const [row] = (await sql<Record<string, string>>`SELECT ${sql.join(columns)}`.execute(pg)).rows;
      return names.flatMap((name, i) => [name, row[`t${i}`]]);
    },
    close: () => undefined,
  };
}

export function snapshotter(t: TestApp): Snapshotter {
  const pg = POSTGRES_URL !== undefined ? kyselyOf(t.deps.store) : null;
  const reader = pg ? postgresReader(pg) : sqliteReader(t);
  let lastRead: { mark: number; rows: string[] } | undefined;
  const snapshot = async (): Promise<string> => {
    const mark = await reader.writeMark();
    if (lastRead?.mark !== mark) lastRead = { mark, rows: await reader.rows() };
    const parts = [...lastRead.rows];
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
  return { snapshot, close: () => reader.close() };
}
