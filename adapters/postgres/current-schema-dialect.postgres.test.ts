/**
 * A store's migrations read only its own schema: stores migrating while other schemas of the same database
 * are dropped (tests finishing, a tenant removed) all migrate, and a schema's tables are not another's.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import { migrateDatabase } from '../kysely/migrations/migrations';
import type { KyselyStore } from '../kysely/store';
import { openPostgresStore } from './open-postgres-store';

const schemaName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const migratedStore = async (prefix: string): Promise<KyselyStore> => {
  const store = await openPostgresStore(POSTGRES_URL ?? '', { schema: schemaName(prefix), max: 2, dropSchemaOnClose: true });
  await migrateDatabase(store.db, 'postgres');
  return store;
};

describe.skipIf(!POSTGRES_URL)('the PostgreSQL introspector of a store', () => {
  it('migrates while other schemas of the database are dropped', async () => {
    const doomed = await Promise.all(Array.from({ length: 6 }, () => migratedStore('doomed')));
    const fresh: KyselyStore[] = [];
    try {
      const migrations = Array.from({ length: 6 }, async () => fresh.push(await migratedStore('fresh')));
      await Promise.all([...migrations, ...doomed.map((s) => s.close())]);
      expect(fresh).toHaveLength(6);
    } finally {
      await Promise.all(fresh.map((s) => s.close()));
    }
  }, 60_000);

  it("lists its own schema's tables only, kysely's own when asked", async () => {
    const [a, b] = [await migratedStore('own_a'), await migratedStore('own_b')];
    try {
      const tables = await a.db.introspection.getTables();
      expect(new Set(tables.map((t) => t.schema)).size).toBe(1);
      expect(tables.map((t) => t.name)).toContain('auctions');
      expect(tables.map((t) => t.name)).not.toContain('kysely_migration');
      const withKysely = await a.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withKysely.map((t) => t.name)).toContain('kysely_migration');
      const auctions = tables.find((t) => t.name === 'auctions');
      expect(auctions?.columns.find((c) => c.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
