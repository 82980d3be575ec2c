/**
 * Uploaded documents and client logos in the database (adapters/files/database-file-store.ts), so
 * every server on one PostgreSQL sees the same files. Created on both engines to keep one schema;
 * only PostgreSQL deployments store files here (SQLite has one server and keeps them on disk).
 * Named 0005 to sort after the ledger's 0004.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';

export const storedFiles = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    await db.schema
      .createTable('stored_files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('content', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .execute();
  },
});
