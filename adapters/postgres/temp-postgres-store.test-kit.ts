/** A migrated Postgres store in a fresh schema of the database at `url`, dropped on close: for tests. */
import { randomBytes } from 'node:crypto';
import type { KyselyStore } from '../kysely/store';
import { migrateDatabase } from '../kysely/migrations/migrations';
import { openPostgresStore } from './open-postgres-store';

/** A schema name no other test file uses. */
export const tempSchemaName = (): string => `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export async function openTempPostgresStore(url: string, schema = tempSchemaName()): Promise<KyselyStore> {
  const store = await openPostgresStore(url, { schema, dropSchemaOnClose: true, max: 5 });
  await migrateDatabase(store.db, 'postgres');
  return store;
}
