/**
 * The linear rewrites of the ranking and preselection answer exactly what the original
 * implementations answered. The originals are kept here, verbatim, as the oracle: decimals built in
 * the sort comparators, and the preselection scanning the whole selection for every combo. Since lots may be
 * in other currencies the rules convert into the auction's currency; with every lot in the auction's currency (rate 1) they
 * must still answer exactly what the originals answered (an auction in one currency keeps its figures).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Id } from '../domain/entities';
import { dec } from '../money/decimal';
import { exclusivePremiumPct, percentOfTopBid } from '../money/formulas';
import { compareLotNumbers } from '../domain/lot-number-order';
import { BID_TYPE_LABELS, bidRankings, type BidRankings, type RankedBid, type RankingBid, type RankingLot, type RankingRow } from './bid-rankings';
import { coveredLots, overlaps, overviewTopBidsTotal, preselectTopBids, topRowPerLot, type AwardCandidate, type ValuedCandidate } from './award-rules';

// ---- the original implementations (oracle) ----

const oldCompareByValueDesc = (a: ValuedCandidate, b: ValuedCandidate): number =>
  dec(b.totalBidValue).comparedTo(dec(a.totalBidValue)) || a.bidId - b.bidId;

const oldTopRowPerLot = <T extends ValuedCandidate>(rows: readonly T[]): T[] => {
  const best = new Map<Id, T>();
  for (const r of rows) {
    const cur = best.get(r.lotId);
    if (!cur || oldCompareByValueDesc(r, cur) < 0) best.set(r.lotId, r);
  }
  return [...best.values()].sort((a, b) => a.lotId - b.lotId);
};

const oldIsCombo = (row: AwardCandidate): boolean => coveredLots(row).length > 1 || row.comboFlag === true;

const oldPreselectTopBids = <T extends ValuedCandidate>(rows: readonly T[]): T[] => {
  const tops = oldTopRowPerLot(rows);
  let selected = tops.filter((r) => !oldIsCombo(r));
  const combos = tops.filter(oldIsCombo).sort(oldCompareByValueDesc);
  for (const combo of combos) {
    const displaced = selected.filter((s) => overlaps(s, combo));
    const displacedValue = displaced.reduce((acc, s) => acc.plus(dec(s.totalBidValue)), dec(0));
    if (dec(combo.totalBidValue).gt(displacedValue)) {
      selected = [...selected.filter((s) => !displaced.includes(s)), combo];
    }
  }
  return selected.sort((a, b) => a.lotId - b.lotId || a.bidId - b.bidId);
};

const oldOverviewTopBidsTotal = (rows: readonly ValuedCandidate[]): string =>
  oldTopRowPerLot(rows.filter((r) => !oldIsCombo(r)))
    .reduce((acc, r) => acc.plus(dec(r.totalBidValue)), dec(0))
    .toFixed(2);

interface OldEntry {
  ranked: Omit<RankedBid, 'percentOfTopBid'>;
  order: number;
}

type OldBidRankings = Pick<BidRankings, 'totals'> & { rows: Omit<RankingRow, 'currency'>[] };

const oldBidRankings = (lots: readonly RankingLot[], bids: readonly RankingBid[], providerName: string): OldBidRankings => {
  const byLot = new Map<Id, RankingBid[]>();
  for (const b of bids) {
    const list = byLot.get(b.lotId);
    if (list) list.push(b);
    else byLot.set(b.lotId, [b]);
  }
  let intrinsic = dec(0);
  let estimate = dec(0);
  const rows = [...lots]
    .sort((a, b) => compareLotNumbers(a.lotNumber, b.lotNumber))
    .map((lot): Omit<RankingRow, 'currency'> => {
      const lotBids = byLot.get(lot.lotId) ?? [];
      const entries: OldEntry[] = lotBids.map((b) => ({
        ranked: { bidder: b.bidder, bidType: b.bidKind ? BID_TYPE_LABELS[b.bidKind] : BID_TYPE_LABELS.BPS, totalBidValue: b.totalBidValue },
        order: b.bidId,
      }));
      if (lot.discretionaryEstimate !== null) {
        entries.push({
          ranked: { bidder: providerName, bidType: BID_TYPE_LABELS.DISCRETIONARY, totalBidValue: lot.discretionaryEstimate },
          order: Number.MAX_SAFE_INTEGER,
        });
      }
      entries.sort((a, b) => dec(b.ranked.totalBidValue).comparedTo(dec(a.ranked.totalBidValue)) || a.order - b.order);
      const top = entries[0];
      if (!lot.comboFlag) {
        if (top) intrinsic = intrinsic.plus(dec(top.ranked.totalBidValue));
        if (lot.discretionaryEstimate !== null) estimate = estimate.plus(dec(lot.discretionaryEstimate));
      }
      return {
        lotId: lot.lotId,
        lotNumber: lot.lotNumber,
        lotName: lot.lotName,
        marketValue: lot.marketValue,
        comboFlag: lot.comboFlag,
        bidsPlaced: lotBids.length,
        bids: entries.slice(0, 3).map((e, i) => ({
          ...e.ranked,
          percentOfTopBid: i === 0 || !top ? null : percentOfTopBid(e.ranked.totalBidValue, top.ranked.totalBidValue),
        })),
      };
    });
  const totalIntrinsicRevenue = intrinsic.toFixed(2);
  const totalDiscretionaryEstimate = estimate.toFixed(2);
  return {
    rows,
    totals: {
      totalIntrinsicRevenue,
      totalDiscretionaryEstimate,
      exclusivePremiumPct: exclusivePremiumPct(totalIntrinsicRevenue, totalDiscretionaryEstimate),
      totalBidsPlaced: bids.length,
    },
  };
};

// ---- random inputs: few distinct values so ties (value and lot number) are frequent ----

const money = fc.integer({ min: 0, max: 400 }).map((c) => (c * 25 / 100).toFixed(2));
const lotIdArb = fc.integer({ min: 1, max: 12 });

const candidate = fc.record({
  lotId: lotIdArb,
  combo: fc.boolean(),
  comboLots: fc.uniqueArray(lotIdArb, { maxLength: 4 }),
  comboFlagGiven: fc.constantFrom<boolean | undefined>(true, false, undefined),
  totalBidValue: money,
});

const candidates = fc.array(candidate, { maxLength: 40 }).map((specs) =>
  specs.map((s, i): ValuedCandidate => ({
    bidId: i + 1,
    bidDate: '2026-01-01T00:00:00.000Z',
    lotId: s.combo ? 100 + s.lotId : s.lotId,
    ...(s.comboFlagGiven === undefined ? {} : { comboFlag: s.combo ? s.comboFlagGiven || s.comboLots.length === 0 : s.comboFlagGiven && false }),
    comboLotId: s.combo ? s.comboLots : [],
    totalBidValue: s.totalBidValue,
    fxRate: '1',
  })),
);

describe('linear award rules equal the originals', () => {
  it('topRowPerLot, preselectTopBids and overviewTopBidsTotal', () => {
    fc.assert(
      fc.property(candidates, (rows) => {
        expect(topRowPerLot(rows)).toEqual(oldTopRowPerLot(rows));
        expect(preselectTopBids(rows)).toEqual(oldPreselectTopBids(rows));
        expect(overviewTopBidsTotal(rows)).toBe(oldOverviewTopBidsTotal(rows));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('bidRankings with decimals converted once equals the original', () => {
  const lotNumber = fc.constantFrom('1', '2', '10', '10A', '10a', '010', 'X', ' 3', '2B');
  const lotsArb = fc.uniqueArray(
    fc.record({ lotId: lotIdArb, lotNumber, comboFlag: fc.boolean(), est: fc.option(money, { nil: null }) }),
    { selector: (l) => l.lotId, maxLength: 10 },
  );
  const bidsArb = fc.array(
    fc.record({ lotId: lotIdArb, bidder: fc.constantFrom('Alpha', 'Beta', 'Gamma'), bidKind: fc.constantFrom<RankingBid['bidKind']>('BPS', 'FIXED', 'ALL_IN', null), totalBidValue: money }),
    { maxLength: 50 },
  );
  it('on random lots and bids', () => {
    fc.assert(
      fc.property(lotsArb, bidsArb, (lotSpecs, bidSpecs) => {
        const lots: RankingLot[] = lotSpecs.map((l) => ({
          lotId: l.lotId,
          lotNumber: l.lotNumber,
          lotName: `Lot ${l.lotId}`,
          marketValue: '1000000.00',
          currency: 'USD',
          fxRate: '1',
          comboFlag: l.comboFlag,
          discretionaryEstimate: l.est,
        }));
        const bids: RankingBid[] = bidSpecs.map((b, i) => ({ bidId: i + 1, bidDate: '2026-01-01T00:00:00.000Z', ...b }));
        const { rows, totals, converted } = bidRankings(lots, bids, 'eSecLending', 'USD');
        expect({ rows: rows.map(({ currency: _c, ...row }) => row), totals }).toEqual(oldBidRankings(lots, bids, 'eSecLending'));
        expect(converted).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
