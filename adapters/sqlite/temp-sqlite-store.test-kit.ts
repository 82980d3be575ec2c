/** A migrated SQLite store in a fresh temporary file, deleted on close: for tests of any layer. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase } from '../kysely/migrations/migrations';
import { openSqliteStore, type SqliteStore } from './open-sqlite-store';

export async function openTempSqliteStore(): Promise<SqliteStore> {
  const dir = mkdtempSync(join(tmpdir(), 'sla-store-'));
  const store = openSqliteStore(join(dir, 'test.db'));
  await migrateDatabase(store.db, 'sqlite');
  const closeStore = () => store.close();
  return {
    ...store,
    async close() {
      await closeStore();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
