import { describe, expect, it } from 'vitest';
import { bidRankings, type RankingBid, type RankingLot } from './bid-rankings';

const lot = (lotId: number, lotNumber: string, discretionaryEstimate: string | null, comboFlag = false, fx: Pick<RankingLot, 'currency' | 'fxRate'> = { currency: 'USD', fxRate: '1' }): RankingLot => ({
  lotId,
  lotNumber,
  lotName: `Lot ${lotNumber}`,
  marketValue: '1000000.00',
  ...fx,
  comboFlag,
  discretionaryEstimate,
});
const bid = (bidId: number, lotId: number, bidder: string, bidKind: RankingBid['bidKind'], totalBidValue: string): RankingBid => ({
  bidId,
  bidDate: '2026-01-01T00:00:00.000Z',
  lotId,
  bidder,
  bidKind,
  totalBidValue,
});

describe('bidRankings', () => {
  const lots = [lot(1, '10', '1000.00'), lot(2, '2', null), lot(3, '3', '500.00'), lot(9, '20', '50.00', true)];
  const bids = [
    bid(1, 1, 'Alpha', 'BPS', '1500.00'),
    bid(2, 1, 'Beta', 'FIXED', '1200.00'),
    bid(3, 1, 'Gamma', 'ALL_IN', '900.00'),
    bid(4, 2, 'Alpha', 'FIXED', '300.00'),
    bid(5, 9, 'Beta', 'BPS', '2000.00'),
  ];
  const r = bidRankings(lots, bids, 'eSecLending', 'USD');

  it('lists lots in lot number order with lead, cover and third', () => {
    expect(r.rows.map((x) => x.lotNumber)).toEqual(['2', '3', '10', '20']);
    expect(r.rows[2]).toEqual({
      lotId: 1,
      lotNumber: '10',
      lotName: 'Lot 10',
      marketValue: '1000000.00',
      currency: 'USD',
      comboFlag: false,
      bidsPlaced: 3,
      bids: [
        { bidder: 'Alpha', bidType: 'Exclusive Basis Point', totalBidValue: '1500.00', percentOfTopBid: null },
        { bidder: 'Beta', bidType: 'Exclusive Fixed Cash', totalBidValue: '1200.00', percentOfTopBid: '80.0' },
        { bidder: 'eSecLending', bidType: 'Discretionary', totalBidValue: '1000.00', percentOfTopBid: '66.7' },
      ],
    });
  });

  it('lets the discretionary estimate lead a lot with lower or no bids', () => {
    expect(r.rows[1]?.bids).toEqual([{ bidder: 'eSecLending', bidType: 'Discretionary', totalBidValue: '500.00', percentOfTopBid: null }]);
    expect(r.rows[1]?.bidsPlaced).toBe(0);
    expect(r.rows[0]?.bids.map((b) => b.bidType)).toEqual(['Exclusive Fixed Cash']);
  });

  it('totals lead values and estimates without combo lots, counting every bid', () => {
    // Intrinsic: 1500 + 300 + 500 = 2300; estimate: 1000 + 500 = 1500; premium (2300-1500)/1500 = 53.33 %.
    expect(r.totals).toEqual({
      totalIntrinsicRevenue: '2300.00',
      totalDiscretionaryEstimate: '1500.00',
      exclusivePremiumPct: '53.33',
      totalBidsPlaced: 5,
    });
    expect(r).toMatchObject({ currency: 'USD', converted: false, subtotals: [{ currency: 'USD', totalIntrinsicRevenue: '2300.00', totalDiscretionaryEstimate: '1500.00' }] });
  });

  it('ranks within a lot in its currency and totals lots of several currencies in the auction currency', () => {
    const eur = { currency: 'EUR', fxRate: '1.0850' } as const;
    const jpy = { currency: 'JPY', fxRate: '0.0067' } as const;
    const m = bidRankings(
      [lot(1, '1', '1000.00'), lot(2, '2', '2000.00', false, eur), lot(3, '3', null, false, jpy), lot(4, '4C', null, true, eur)],
      [bid(1, 1, 'A', 'BPS', '1500.00'), bid(2, 2, 'B', 'BPS', '1600.00'), bid(3, 2, 'C', 'FIXED', '1000.00'), bid(4, 3, 'A', 'FIXED', '100000'), bid(5, 4, 'B', 'FIXED', '9999.00')],
      'P',
      'USD',
    );
    // Lot 2 (EUR): the estimate 2,000 leads the bids 1,600 and 1,000, percentages in euros.
    expect(m.rows[1]).toMatchObject({ currency: 'EUR', bids: [{ bidder: 'P', totalBidValue: '2000.00' }, { bidder: 'B', percentOfTopBid: '80.0' }, { bidder: 'C', percentOfTopBid: '50.0' }] });
    // USD 1,500 + EUR 2,000 at 1.085 (2,170) + JPY 100,000 at 0.0067 (670) = 4,340; estimates 1,000 + 2,170 = 3,170.
    expect(m.totals).toMatchObject({ totalIntrinsicRevenue: '4340.00', totalDiscretionaryEstimate: '3170.00', exclusivePremiumPct: '36.91' });
    expect(m.converted).toBe(true);
    expect(m.subtotals).toEqual([
      { currency: 'USD', totalIntrinsicRevenue: '1500.00', totalDiscretionaryEstimate: '1000.00' },
      { currency: 'EUR', totalIntrinsicRevenue: '2000.00', totalDiscretionaryEstimate: '2000.00' },
      { currency: 'JPY', totalIntrinsicRevenue: '100000.00', totalDiscretionaryEstimate: '0.00' },
    ]);
  });

  it('ranks an exclusive bid ahead of an equal estimate, and earlier bids first', () => {
    const t = bidRankings([lot(1, '1', '100.00')], [bid(8, 1, 'Late', 'FIXED', '100.00'), bid(7, 1, 'Early', 'FIXED', '100.00')], 'P', 'USD');
    expect(t.rows[0]?.bids.map((b) => b.bidder)).toEqual(['Early', 'Late', 'P']);
    expect(t.rows[0]?.bids[1]?.percentOfTopBid).toBe('100.0');
  });

  it('gives 0 premium when there is no estimate', () => {
    expect(bidRankings([lot(1, '1', null)], [bid(1, 1, 'A', 'BPS', '10.00')], 'P', 'USD').totals.exclusivePremiumPct).toBe('0');
  });
});
