import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAuction, makeClient } from '../../fixtures/builders';
import { openTempPostgresStore } from '../postgres/temp-postgres-store.test-kit';
import { openTempSqliteStore } from '../sqlite/temp-sqlite-store.test-kit';
import { POSTGRES_URL, TEST_ENGINES } from './engines.test-kit';
import { prepared, type At } from './prepared';
import type { KyselyStore } from './store';

describe.each(TEST_ENGINES)('queries prepared once per shape (%s)', (engine) => {
  let store: KyselyStore;
  beforeAll(async () => {
    store = engine === 'postgres' ? await openTempPostgresStore(POSTGRES_URL ?? '') : await openTempSqliteStore();
  });
  afterAll(async () => store?.close());
  const ctx = () => ({ db: store.db, engine });

  it('builds a shape once and runs it with each run\'s values, booleans included', async () => {
    const client = await store.clients.create(makeClient());
    const a = await store.auctions.create(makeAuction({ clientId: client.id, dollarBid: true }));
    const b = await store.auctions.create(makeAuction({ clientId: client.id, dollarBid: false }));
    let builds = 0;
    const byFlag = prepared((db, at: At<{ clientId: number; dollarBid: boolean }>) => {
      builds++;
      return db
        .selectFrom('auctions')
        .select(['id', 'dollarBid'])
        .where('clientId', '=', at((p) => p.clientId))
        .where('dollarBid', '=', at((p) => p.dollarBid));
    });
    expect(await byFlag.rows(ctx(), { clientId: client.id, dollarBid: true })).toEqual([{ id: a.id, dollarBid: true }]);
    expect(await byFlag.rows(ctx(), { clientId: client.id, dollarBid: false })).toEqual([{ id: b.id, dollarBid: false }]);
    expect(await byFlag.first(ctx(), { clientId: client.id + 1000, dollarBid: true })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('keeps one shape per list length, in a transaction as outside', async () => {
    const client = await store.clients.create(makeClient());
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await store.auctions.create(makeAuction({ clientId: client.id }))).id);
    const shapes: number[] = [];
    const named = prepared(
      (db, at: At<readonly number[]>, n: number) => {
        shapes.push(n);
        return db
          .selectFrom('auctions')
          .select('id')
          .where('id', 'in', Array.from({ length: n }, (_, i) => at((list) => list[i] ?? 0)))
          .orderBy('id');
      },
      (list) => list.length,
    );
    expect((await named.rows(ctx(), [ids[2] ?? 0, ids[0] ?? 0])).map((r) => r.id)).toEqual([ids[0], ids[2]]);
    expect((await named.rows(ctx(), [ids[1] ?? 0])).map((r) => r.id)).toEqual([ids[1]]);
    await store.db.transaction().execute(async (trx) => {
      expect((await named.rows({ db: trx, engine }, [ids[0] ?? 0, ids[1] ?? 0])).map((r) => r.id)).toEqual([ids[0], ids[1]]);
    });
    expect(shapes).toEqual([2, 1]);
  });
});
