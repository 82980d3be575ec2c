/**
 * Two servers on one PostgreSQL database: two stores with their own connection pools on one schema,
 * bidders saving and confirming through both at once. The ledger must stay one chain (no two
 * entries with one number, no gap) whose replay equals the tables. Runs when DATABASE_URL is a
 * postgres URL.
 */
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import { twoServersOnOnePostgres } from './two-servers.test-kit';
import { bidsSave } from '../http/tests/kits/participation.test-kit';
import { confirmBids, saveBids } from '../../core/bids/bids';
import { verifyAuctionLedger } from '../../core/audit/ledger-checks';
import { createActor } from '../../fixtures/actors';
import { fixedClock } from '../../core/ports/clock';
import { seedBiddingWorld } from '../../fixtures/bidding-world';

describe.skipIf(!POSTGRES_URL)('bid ledger with two servers on one PostgreSQL', () => {
  const clock = fixedClock(Date.parse('2026-11-22T15:00:00.000Z'));
  const servers = twoServersOnOnePostgres('ledger', clock);

  it('keeps one chain while bidders save and confirm through both servers at once', async () => {
    const world = await seedBiddingWorld(servers.a.deps.store, clock.nowMs(), { bidders: 16, lots: 2 });
    const auctionId = world.auction.id;
    const [lot1, lot2] = world.lots;
    const outcomes = await Promise.all(
      world.bidders.map(async (bidder, i) => {
        const server = i % 2 === 0 ? servers.a : servers.b;
        const first = await saveBids(server.deps, bidder, auctionId, bidsSave([{ lotId: lot1.id, basisPoints: `${10 + i}.25` }]));
        const second = await saveBids(server.deps, bidder, auctionId, bidsSave([{ lotId: lot2.id, fixed: `${1000 * (i + 1)}` }], `bidder ${i}`));
        const confirmed = await confirmBids(server.deps, bidder, auctionId);
        return [first.ok, second.ok, confirmed.ok];
      }),
    );
    expect(outcomes.flat().every(Boolean)).toBe(true);

    // Read through the other server: same chain, numbers 1..n without gaps or repeats.
    const entries = await servers.b.deps.store.audit.list(auctionId);
    // Per bidder: save (bids.saved + supplemental.saved), save (bids.saved, bids.deleted, supplemental.saved), confirm.
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 16 * 6 }, (_, i) => i + 1));
    const verified = await verifyAuctionLedger(servers.b.deps, await createActor(servers.b.deps.store, ['REPORT']), auctionId);
    expect(verified.ok && verified.value).toMatchObject({ intact: true, problem: null, entries: 96 });
    expect(new Set(entries.map((e) => e.hash)).size).toBe(entries.length);
  });
});
