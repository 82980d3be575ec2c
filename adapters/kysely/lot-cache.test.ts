/**
 * The lots a bid save reads are cached per server (lot-cache.ts): two stores on one database stand for
 * two servers, and every lot write through either is seen by the other's next read.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAuction, makeBorrower, makeClient, makeLot } from '../../fixtures/builders';
import { openPostgresStore } from '../postgres/open-postgres-store';
import { openSqliteStore } from '../sqlite/open-sqlite-store';
import { POSTGRES_URL, TEST_ENGINES } from './engines.test-kit';
import { migrateDatabase } from './migrations/migrations';
import type { Engine } from './schema';
import type { KyselyStore } from './store';

/** Two stores on one fresh database, the first migrated it; `cleanup` closes both and removes it. */
async function twoStores(engine: Engine): Promise<{ a: KyselyStore; b: KyselyStore; cleanup: () => Promise<void> }> {
  if (engine === 'postgres') {
    const schema = `lc_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const a = await openPostgresStore(POSTGRES_URL ?? '', { schema, max: 2 });
    await migrateDatabase(a.db, 'postgres');
    const b = await openPostgresStore(POSTGRES_URL ?? '', { schema, max: 2, dropSchemaOnClose: true });
    return { a, b, cleanup: async () => (await a.close(), await b.close()) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'sla-lot-cache-'));
  const a = openSqliteStore(join(dir, 'app.db'));
  await migrateDatabase(a.db, 'sqlite');
  const b = openSqliteStore(join(dir, 'app.db'));
  return { a, b, cleanup: async () => (await a.close(), await b.close(), rmSync(dir, { recursive: true, force: true })) };
}

describe.each(TEST_ENGINES)('lots read for bid saves, cached per server (%s)', { timeout: 30_000 }, (engine) => {
  let a: KyselyStore;
  let b: KyselyStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ a, b, cleanup } = await twoStores(engine)));
  afterAll(async () => cleanup?.());

  const auctionWithLots = async (count: number) => {
    const client = await a.clients.create(makeClient());
    const auction = await a.auctions.create(makeAuction({ clientId: client.id }));
    const lots = await a.lots.createMany(Array.from({ length: count }, () => makeLot({ auctionId: auction.id })));
    return { auction, lots };
  };

  it('answers the same lots from the cache, frozen, and sees another server\'s edit, combo links and delete at once', async () => {
    const { auction, lots } = await auctionWithLots(3);
    const [l1, l2, l3] = lots as [(typeof lots)[0], (typeof lots)[0], (typeof lots)[0]];
    const ids = [l1.id, l2.id, l3.id];
    expect(await a.lots.getMany(auction.id, ids)).toEqual(lots);
    const again = await a.lots.getMany(auction.id, ids);
    expect(again).toEqual(lots);
    expect(Object.isFrozen(again[0])).toBe(true);

    const renamed = await b.lots.update({ ...l1, lotName: 'Renamed by the other server' });
    expect((await a.lots.getMany(auction.id, ids))[0]?.lotName).toBe('Renamed by the other server');
    expect(renamed.lotName).toBe('Renamed by the other server');

    await b.lots.update({ ...l3, comboFlag: true, comboLotIds: [l1.id, l2.id] });
    expect((await a.lots.getMany(auction.id, [l3.id]))[0]?.comboLotIds).toEqual([l1.id, l2.id]);

    // Deleting l1 removes l3's link to it too: both are seen.
    await b.lots.delete([l1.id]);
    const after = await a.lots.getMany(auction.id, ids);
    expect(after.map((l) => l.id)).toEqual([l2.id, l3.id]);
    expect(after[1]?.comboLotIds).toEqual([l2.id]);
  });

  it('sees a lot created after an id was asked for and not found, and a lot upload', async () => {
    const { auction, lots } = await auctionWithLots(1);
    const first = lots[0]?.id ?? 0;
    expect(await a.lots.getMany(auction.id, [first, first + 1])).toHaveLength(1);
    const created = await b.lots.create(makeLot({ auctionId: auction.id }));
    const uploaded = await b.lots.createMany([makeLot({ auctionId: auction.id })]);
    const ids = [first, created.id, ...uploaded.map((l) => l.id)];
    expect((await a.lots.getMany(auction.id, ids)).map((l) => l.id)).toEqual(ids);
  });

  it('keeps nothing a rolled-back write read, and answers only the auction\'s lots', async () => {
    const { auction, lots } = await auctionWithLots(2);
    const other = await auctionWithLots(1);
    const [l1, l2] = lots as [(typeof lots)[0], (typeof lots)[0]];
    await expect(
      a.transaction(async (tx) => {
        await tx.lots.update({ ...l1, lotName: 'Never committed' });
        expect((await tx.lots.getMany(auction.id, [l1.id]))[0]?.lotName).toBe('Never committed');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await a.lots.getMany(auction.id, [l1.id, l2.id, other.lots[0]?.id ?? 0]))[0]?.lotName).toBe(l1.lotName);
    expect(await a.lots.getMany(other.auction.id, [l1.id])).toEqual([]);
  });

  it('takes the lots\' version read with the bidder\'s access, and answers no older lots than that version', async () => {
    const { auction, lots } = await auctionWithLots(2);
    const [l1, l2] = lots as [(typeof lots)[0], (typeof lots)[0]];
    const borrower = await a.borrowers.create(makeBorrower());
    const before = await a.auctions.getForBidder(auction.id, borrower.id, 0);
    expect(before?.lotsVersion).toEqual(expect.any(Number));
    expect(await a.lots.getMany(auction.id, [l1.id, l2.id], { lotsVersion: before?.lotsVersion })).toEqual(lots);
    // Another server edits a lot: the version moves, and the next access read's version serves the edit.
    await b.lots.update({ ...l1, lotName: 'Renamed after the access read' });
    const after = await a.auctions.getForBidder(auction.id, borrower.id, 0);
    expect(after?.lotsVersion).toBeGreaterThan(before?.lotsVersion ?? Infinity);
    expect((await a.lots.getMany(auction.id, [l1.id], { lotsVersion: after?.lotsVersion }))[0]?.lotName).toBe('Renamed after the access read');
    // An auction whose lots were never written has no version: the lots are read afresh.
    const bare = await a.auctions.create(makeAuction({ clientId: auction.clientId }));
    expect((await a.auctions.getForBidder(bare.id, borrower.id, 0))?.lotsVersion).toBeNull();
    expect(await a.lots.getMany(bare.id, [l1.id], { lotsVersion: null })).toEqual([]);
  });
});
