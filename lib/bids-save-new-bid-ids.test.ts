/**
 * The new-bid marker as an embedder meets it: the save use case called with a decoded body it built
 * itself (no contract decoder in between). The contract decodes the wire's markers ("-1", "", null) to
 * NEW_BID_ID; core's one check (core/bids/bids-save.ts `isExistingBidId`) reads any id that is not
 * positive as a new bid, and a positive id that is none of the saver's bids is refused, nothing written.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreDeps, type ComposedDeps } from '../adapters/compose';
import { openTempSqliteStore } from '../adapters/sqlite/temp-sqlite-store.test-kit';
import { bidsSave } from '../adapters/http/tests/kits/participation.test-kit';
import { saveBids } from '../core/bids/bids';
import { NEW_BID_ID } from '../core/bids/bids-save';
import { MSG } from '../core/domain/messages';
import type { Store } from '../core/ports/repositories';
import { seedBiddingWorld } from '../fixtures/bidding-world';

describe('bid ids in a save called without the decoder', () => {
  let dir: string;
  let store: Store;
  let composed: ComposedDeps;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sla-new-bid-ids-'));
    store = await openTempSqliteStore();
    composed = await createCoreDeps({ DATA_DIR: dir }, { store });
  });
  afterAll(async () => {
    await composed?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads NEW_BID_ID and any other id that is not positive as a new bid, keeps an own id, refuses a stranger', async () => {
    const { deps } = composed;
    const world = await seedBiddingWorld(store, Date.now(), { bidders: 1, lots: 4 });
    const [bidder] = world.bidders;
    const auctionId = world.auction.id;
    const [l1, l2, l3, l4] = world.lots.map((l) => l.id);

    const first = await saveBids(deps, bidder, auctionId, bidsSave([{ bidId: NEW_BID_ID, lotId: l1, basisPoints: '10' }, { bidId: 0, lotId: l2, basisPoints: '11' }, { bidId: -5, lotId: l3, basisPoints: '12' }]));
    expect(first.ok).toBe(true);
    const saved = await store.bids.listByUser(auctionId, bidder.user.id);
    expect(saved.map((b) => [b.lotId, b.basisPointGuarantee]).sort()).toEqual([[l1, '10'], [l2, '11'], [l3, '12']].sort());

    const own = saved.find((b) => b.lotId === l1)!.id;
    const stranger = Math.max(...saved.map((b) => b.id)) + 1000;
    const refused = await saveBids(deps, bidder, auctionId, bidsSave([{ bidId: own, lotId: l1, basisPoints: '20' }, { bidId: stranger, lotId: l4, basisPoints: '21' }]));
    expect(refused).toMatchObject({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect(await store.bids.listByUser(auctionId, bidder.user.id)).toEqual(saved);

    const kept = await saveBids(deps, bidder, auctionId, bidsSave([{ bidId: own, lotId: l1, basisPoints: '20' }]));
    expect(kept.ok).toBe(true);
    const after = await store.bids.listByUser(auctionId, bidder.user.id);
    expect(after.map((b) => [b.id, b.basisPointGuarantee])).toEqual([[own, '20']]);
  });
});
