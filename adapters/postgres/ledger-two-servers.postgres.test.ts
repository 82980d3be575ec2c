/**
 * Two servers on one PostgreSQL database: two stores with their own connection pools on one schema,
 * bidders saving and confirming through both at once. The ledger must stay one chain (no two
 * entries with one number, no gap) whose replay equals the tables. Runs when DATABASE_URL is a
 * postgres URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import { createCoreDeps, type ComposedDeps } from '../compose';
import { migrateDatabase } from '../kysely/migrations/migrations';
import { openPostgresStore } from './open-postgres-store';
import { bidsSave } from '../http/participation/participation.test-kit';
import { confirmBids, saveBids } from '../../core/bids/bids';
import { verifyAuctionLedger } from '../../core/audit/ledger-checks';
import { createActor } from '../../fixtures/actors';
import { fixedClock } from '../../core/ports/clock';
import { seedBiddingWorld } from '../../fixtures/bidding-world';

const url = POSTGRES_URL ?? '';

describe.skipIf(!POSTGRES_URL)('bid ledger with two servers on one PostgreSQL', () => {
  const schema = `ledger_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const clock = fixedClock(Date.parse('2026-11-22T15:00:00.000Z'));
  let dir: string;
  let serverA: ComposedDeps;
  let serverB: ComposedDeps;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sla-two-servers-'));
    const storeA = await openPostgresStore(url, { schema, dropSchemaOnClose: true, max: 4 });
    await migrateDatabase(storeA.db, 'postgres');
    const storeB = await openPostgresStore(url, { schema, max: 4 });
    serverA = await createCoreDeps({ DATA_DIR: dir }, { store: storeA, clock });
    serverB = await createCoreDeps({ DATA_DIR: dir }, { store: storeB, clock });
  });
  afterAll(async () => {
    await serverB?.close();
    await serverA?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps one chain while bidders save and confirm through both servers at once', async () => {
    const world = await seedBiddingWorld(serverA.deps.store, clock.nowMs(), { bidders: 16, lots: 2 });
    const auctionId = world.auction.id;
    const [lot1, lot2] = world.lots;
    const outcomes = await Promise.all(
      world.bidders.map(async (bidder, i) => {
        const server = i % 2 === 0 ? serverA : serverB;
        const first = await saveBids(server.deps, bidder, auctionId, bidsSave([{ lotId: lot1.id, basisPoints: `${10 + i}.25` }]));
        const second = await saveBids(server.deps, bidder, auctionId, bidsSave([{ lotId: lot2.id, fixed: `${1000 * (i + 1)}` }], `bidder ${i}`));
        const confirmed = await confirmBids(server.deps, bidder, auctionId);
        return [first.ok, second.ok, confirmed.ok];
      }),
    );
    expect(outcomes.flat().every(Boolean)).toBe(true);

    // Read through the other server: same chain, numbers 1..n without gaps or repeats.
    const entries = await serverB.deps.store.audit.list(auctionId);
    // Per bidder: save (bids.saved + supplemental.saved), save (bids.saved, bids.deleted, supplemental.saved), confirm.
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 16 * 6 }, (_, i) => i + 1));
    const verified = await verifyAuctionLedger(serverB.deps, await createActor(serverB.deps.store, ['REPORT']), auctionId);
    expect(verified.ok && verified.value).toMatchObject({ intact: true, problem: null, entries: 96 });
    expect(new Set(entries.map((e) => e.hash)).size).toBe(entries.length);
  });
});
