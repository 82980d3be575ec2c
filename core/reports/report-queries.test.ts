// The report reads called directly (no HTTP), over confirmed bids written into the known test world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUseCaseWorld, type UseCaseWorld } from '../../fixtures/use-case-world.test-kit';
import { makeBid } from '../../fixtures/builders';
import { MSG } from '../domain/messages';
import { auctionInfo, lots, topBids } from './report-queries';

let w: UseCaseWorld;
beforeAll(async () => {
  w = await openUseCaseWorld();
  const { live } = w.world.auctions;
  const { lot1, lot2 } = w.world.lots;
  const { bidder1, bidder2 } = w.world.users;
  const bid = (lotId: number, user: typeof bidder1, borrowerId: number, bps: string, confirmed: boolean) =>
    w.deps.store.bids.insert(makeBid({ auctionId: live.id, lotId, userId: user.id, borrowerId, basisPointGuarantee: bps, confirmed }));
  await bid(lot1.id, bidder1, w.world.borrowers.first.id, '25.00', true);
  await bid(lot1.id, bidder2, w.world.borrowers.second.id, '30.00', true);
  await bid(lot2.id, bidder1, w.world.borrowers.first.id, '20.00', true);
  // Not confirmed: no report counts it, though it would lead lot 2.
  await bid(lot2.id, bidder2, w.world.borrowers.second.id, '99.00', false);
});
afterAll(() => w.close());

describe('auctionInfo', () => {
  it('summarises the auction: client, approved bidders, who placed confirmed bids, lots and totals', async () => {
    const r = await auctionInfo(w.deps, w.actor('reporter'), w.world.auctions.live.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const info = r.value;
    expect(info).toMatchObject({ id: w.world.auctions.live.id, auctionName: 'Live Auction', currency: 'USD', collateralType: 'Both', totalLots: 2, comboLots: 1, converted: false });
    expect(info.client).toEqual({ id: w.world.clients.acme.id, clientCode: 'ACME', clientName: 'Acme Pension Fund' });
    expect(info.approvedBidders).toEqual(['First Borrower Bank']);
    expect(info.bidsPlacedBy.sort()).toEqual(['Bidder1 Tester', 'Bidder2 Tester']);
    expect(info.lots.map((l) => [l.lotNumber, l.comboFlag])).toEqual([['1', false], ['2', false], ['3', true]]);
    const single = Number(w.world.lots.lot1.marketValue) + Number(w.world.lots.lot2.marketValue);
    expect(Number(info.totalMarketValue)).toBe(single);
    expect(info.bidRankings.totals.totalBidsPlaced).toBe(3);
  });

  it('keeps a client out of another client\'s auction (404) and of its own before the end (403)', async () => {
    expect(await auctionInfo(w.deps, w.actor('client'), w.world.auctions.ended.id)).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    expect(await auctionInfo(w.deps, w.actor('client'), w.world.auctions.live.id)).toEqual({ ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN });
  });

  it('lets the client read its own auction once it has ended', async () => {
    const now = w.clock.nowMs();
    w.clock.set(Date.parse(w.world.auctions.live.auctionEndDate) + 60_000);
    try {
      expect(await auctionInfo(w.deps, w.actor('client'), w.world.auctions.live.id)).toMatchObject({ ok: true, value: { auctionName: 'Live Auction' } });
    } finally {
      w.clock.set(now);
    }
  });

  it('is refused to a bidder, and NOT_FOUND for an unknown auction', async () => {
    expect(await auctionInfo(w.deps, w.actor('bidder1'), w.world.auctions.live.id)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(await auctionInfo(w.deps, w.actor('reporter'), 999_999)).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
  });
});

describe('lots', () => {
  it('lists the auction\'s lots with their asset class and discretionary estimate', async () => {
    const r = await lots(w.deps, w.actor('manager'), w.world.auctions.live.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((l) => l.lotName)).toEqual(['US Large Cap', 'US Small Cap', 'Combo 1+2']);
    const first = r.value[0];
    expect(first).toMatchObject({ id: w.world.lots.lot1.id, termDays: 90, eslBps: w.world.lots.lot1.eslBps, comboLotIds: [] });
    expect(first.assetClass).not.toBe('');
    expect(Number(first.discretionaryEstimate)).toBeGreaterThan(0);
    expect(r.value[2].comboLotIds).toEqual([w.world.lots.lot1.id, w.world.lots.lot2.id]);
  });
});

describe('topBids', () => {
  it('answers the best confirmed bid of each lot, in lot order, ignoring unconfirmed bids', async () => {
    const r = await topBids(w.deps, w.actor('reporter'), w.world.auctions.live.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.auctionCurrency).toBe('USD');
    expect(r.value.rows.map((row) => [row.lotNumber, row.bidderLoginName, row.bpsBid])).toEqual([
      ['1', 'bidder2', '30.00'],
      ['2', 'bidder1', '20.00'],
    ]);
    const [lot1Top] = r.value.rows;
    expect(lot1Top.bidder).toBe('Second Street Securities');
    expect(Number(lot1Top.totalBidValue)).toBeGreaterThan(0);
  });
});
