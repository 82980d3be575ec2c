/** `sla backup`: better-sqlite3's online backup, consistent while the server keeps writing. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { openSqliteConnection, type SqliteStore } from './open-sqlite-store';

/**
 * Copies the database (an open SQLite store or the path of an existing file) to `targetFile`;
 * returns the pages copied. Throws when the source file does not exist.
 */
export async function backupSqlite(source: SqliteStore | string, targetFile: string): Promise<number> {
  mkdirSync(dirname(targetFile), { recursive: true });
  const ownConnection = typeof source === 'string';
  const conn: SqliteDatabase.Database = typeof source === 'string' ? openSqliteConnection(source, { mustExist: true }) : source.connection;
  try {
    const result = await conn.backup(targetFile);
    return result.totalPages;
  } finally {
    if (ownConnection) conn.close();
  }
}
