/**
 * SQLite through better-sqlite3: one file, WAL journal (readers never block the writer),
 * foreign keys enforced, and a busy timeout so a second process (e.g. `sla backup` while the
 * server runs) waits instead of failing. Statements are prepared once and cached, work waiting
 * for the one connection is served first come, first served, and bid saves and confirms arriving in
 * one event-loop turn share one COMMIT, each in its own savepoint (sqlite-dialect.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { withSqliteBooleans } from '../kysely/column-plugins';
import { createKyselyStore, type KyselyStore } from '../kysely/store';
import type { StoredDatabase } from '../kysely/schema';
import { requireOptional } from '../optional-dependency';
import { CachingSqliteDialect } from './sqlite-dialect';

export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database file, creating it (and its folder) unless `mustExist`;
 * `:memory:` gives a private in-memory database.
 */
export function openSqliteConnection(file: string, opts: { mustExist?: boolean } = {}): SqliteDatabase.Database {
  if (file !== ':memory:' && !opts.mustExist) mkdirSync(dirname(file), { recursive: true });
  // An optional peer of the library (compiled on install): loaded by the first SQLite store only.
  const Sqlite = requireOptional<typeof SqliteDatabase>('better-sqlite3', 'SQLite (openSqlite)');
  const conn = new Sqlite(file, { timeout: SQLITE_BUSY_TIMEOUT_MS, fileMustExist: opts.mustExist === true });
  conn.pragma('journal_mode = WAL');
  conn.pragma('foreign_keys = ON');
  conn.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  conn.pragma('synchronous = NORMAL');
  return conn;
}

export interface SqliteStore extends KyselyStore {
  /** The better-sqlite3 connection (for the online backup). */
  readonly connection: SqliteDatabase.Database;
}

/** A store over the file; run the migrations with migrateToLatest (store-from-env does). */
export function openSqliteStore(file: string): SqliteStore {
  const connection = openSqliteConnection(file);
  const dialect = new CachingSqliteDialect(connection);
  const db = new Kysely<StoredDatabase>({ dialect: withSqliteBooleans(dialect) });
  // Bid saves and confirms commit in groups, one COMMIT per event-loop turn (sqlite-dialect.ts).
  const grouped = new Kysely<StoredDatabase>({ dialect: withSqliteBooleans(dialect.grouped()) });
  return { ...createKyselyStore(db, 'sqlite', undefined, { grouped }), connection };
}
