import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../fixtures/builders';
import { columnPlugins } from './column-plugins';
import type { Database } from './schema';
import { openTempSqliteStore } from '../sqlite/temp-sqlite-store';
import type { SqliteStore } from '../sqlite/open-sqlite-store';

describe('column plugins on SQLite', () => {
  let store: SqliteStore;
  beforeAll(async () => {
    store = await openTempSqliteStore();
  });
  afterAll(() => store.close());

  it('stores snake_case columns and 1/0 for booleans, and reads camelCase entities with booleans', async () => {
    const created = await store.clients.create(makeClient({ clientCode: 'PLUG', active: true }));
    await store.clients.create(makeClient({ clientCode: 'PLUGOFF', active: false }));
    const raw = await sql<{ client_code: string; active: unknown }>`select client_code, active from clients order by id`.execute(store.db);
    expect(raw.rows).toEqual([
      { client_code: 'PLUG', active: 1 },
      { client_code: 'PLUGOFF', active: 0 },
    ]);
    expect(await store.clients.get(created.id)).toEqual({ ...created, active: true });
    expect((await store.clients.getByCode('PLUGOFF'))?.active).toBe(false);
  });

  it('maps names in both directions and binds booleans as integers', () => {
    const db = columnPlugins('sqlite').reduce((k, plugin) => k.withPlugin(plugin), store.db) as unknown as Kysely<Database>;
    const q = db.selectFrom('lotComboLinks').select('comboLotId').where('lotId', 'in', [1, 2]).compile();
    expect(q.sql).toBe('select "combo_lot_id" from "lot_combo_links" where "lot_id" in (?, ?)');
    const b = db.updateTable('bids').set({ confirmed: true }).where('confirmed', '=', false).compile();
    expect(b.sql).toBe('update "bids" set "confirmed" = ? where "confirmed" = ?');
    expect(b.parameters).toEqual([1, 0]);
  });
});
