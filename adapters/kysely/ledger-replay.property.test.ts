/**
 * Property: whatever bidders (and a super bidder) save, replace, delete and confirm, in any order,
 * replaying the auction's ledger gives exactly the bids stored in the bids table, and refused
 * writes append nothing. Through the real services, on SQLite (and PostgreSQL when DATABASE_URL
 * points at one).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from './engines.test-kit';
import { openTempStore } from './temp-store.test-kit';
import { createCoreDeps, type ComposedDeps } from '../compose';
import { bidsSave } from '../http/tests/kits/participation.test-kit';
import { confirmBids, saveBids } from '../../core/bids/bids';
import { verifyAuctionLedger } from '../../core/audit/ledger-checks';
import { createActor } from '../../fixtures/actors';
import { bidStateOf } from '../../core/audit/ledger-replay';
import { checkChain, replayLedger } from '../../core/audit/ledger-verify';
import { fixedClock } from '../../core/ports/clock';
import type { Store } from '../../core/ports/repositories';
import { seedBiddingWorld, type BiddingWorld } from '../../fixtures/bidding-world';

const BIDDERS = 3;
const LOTS = 3;

const rowArb = fc.record({
  lot: fc.nat(LOTS - 1),
  kind: fc.constantFrom('bps', 'fixed'),
  value: fc.integer({ min: 1, max: 999_999 }),
  /** Update the bidder's existing bid on the lot (when there is one) instead of adding a row. */
  reuse: fc.boolean(),
  comment: fc.string({ maxLength: 12 }),
});
/** `who`: a bidder index, or BIDDERS for the super bidder (who bids for bidder 0). */
const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('save' as const), who: fc.nat(BIDDERS), rows: fc.array(rowArb, { minLength: 1, maxLength: 4 }), comments: fc.string({ maxLength: 20 }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('confirm' as const), who: fc.nat(BIDDERS) }) },
  // A save naming a bid the bidder does not hold: refused.
  { weight: 1, arbitrary: fc.record({ op: fc.constant('forge' as const), who: fc.nat(BIDDERS - 1) }) },
);

type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

describe.each(TEST_ENGINES)('ledger replay over random bid operations (%s)', { timeout: 300_000 }, (engine) => {
  let dir: string;
  let composed: ComposedDeps;
  let store: Store;
  const clock = fixedClock(Date.parse('2026-11-22T15:00:00.000Z'));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sla-ledger-'));
    store = await openTempStore(engine);
    composed = await createCoreDeps({ DATA_DIR: dir }, { store, clock });
  });
  afterAll(async () => {
    await composed?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = async (world: BiddingWorld, op: Op): Promise<boolean> => {
    const { deps } = composed;
    const auctionId = world.auction.id;
    const actor = op.who === BIDDERS ? world.superBidder : world.bidders[op.who];
    const owner = op.who === BIDDERS ? world.bidders[0].user : actor.user;
    clock.advance(1000);
    if (op.op === 'confirm') return (await confirmBids(deps, actor, auctionId)).ok;
    const mine = await store.bids.listByUser(auctionId, owner.id);
    if (op.op === 'forge') {
      const others = (await store.bids.listByAuction(auctionId)).filter((b) => b.userId !== owner.id);
      const foreign = others[0]?.id ?? 999_999;
      return (await saveBids(deps, actor, auctionId, bidsSave([{ bidId: foreign, lotId: world.lots[0].id, basisPoints: '1' }]))).ok;
    }
    const used = new Set<number>();
    const rows = op.rows.map((r) => {
      const lotId = world.lots[r.lot].id;
      const existing = r.reuse ? mine.find((b) => b.lotId === lotId && !used.has(b.id)) : undefined;
      if (existing) used.add(existing.id);
      const amount = r.kind === 'bps' ? { basisPoints: (r.value / 100).toFixed(2) } : { fixed: String(r.value) };
      return { bidId: existing?.id ?? -1, lotId, lotComment: r.comment, ...amount };
    });
    return (await saveBids(deps, actor, auctionId, bidsSave(rows, op.comments))).ok;
  };

  it('replays to exactly the stored bids, and refused writes append nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const world = await seedBiddingWorld(store, clock.nowMs(), { bidders: BIDDERS, lots: LOTS });
        const auctionId = world.auction.id;
        for (const op of ops) {
          const [headBefore, bidsBefore] = await Promise.all([store.audit.head(auctionId), store.bids.listByAuction(auctionId)]);
          const done = await run(world, op);
          const [headAfter, bidsAfter] = await Promise.all([store.audit.head(auctionId), store.bids.listByAuction(auctionId)]);
          if (done) expect(headAfter!.seq).toBeGreaterThan(headBefore?.seq ?? 0);
          else expect([headAfter, bidsAfter]).toEqual([headBefore, bidsBefore]);
        }
        const entries = await store.audit.list(auctionId);
        const chain = checkChain(composed.deps.sha256, auctionId, entries, await store.audit.head(auctionId));
        if (!chain.ok) throw new Error(chain.problem.message);
        const replayed = replayLedger(chain.bodies);
        if (!replayed.ok) throw new Error(replayed.problem.message);
        const stored = (await store.bids.listByAuction(auctionId)).map(bidStateOf);
        expect([...replayed.state.bids.values()].sort((a, b) => a.id - b.id)).toEqual(stored);
        const verified = await verifyAuctionLedger(composed.deps, await createActor(store, ['REPORT']), auctionId);
        expect(verified.ok && verified.value.problem).toBe(null);
      }),
      { numRuns: engine === 'postgres' ? 20 : 60 },
    );
  });
});
