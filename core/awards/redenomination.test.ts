/**
 * The totals, the rankings and the award do not depend on the currency a lot is denominated in.
 * Re-denominating a lot (its market value, fixed bids and minimum balances x k, its FX rate / k, its
 * currency another one) changes what each of its amounts reads but not what it is worth in the auction's
 * currency, so every figure in the auction's currency, every order across lots, the Bid Rankings' order
 * and percentages within a lot, the top-bid preselection and the optimiser's award must be exactly the
 * same. The decimals are chosen so that nothing rounds differently: market values are multiples of
 * 360,000,000 (a bps bid on them is whole cents at any k below), fixed bids whole units, k one of
 * 10, 5, 4, 2, 1/2, 1/4, 1/5, 1/10 and rates of 4 decimals (rate / k stays an exact decimal).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_BID_AMOUNTS } from '../domain/bid-kinds';
import { bidTotalValueOn } from '../money/bid-values';
import { multiplyDecimalText } from '../money/decimal-arith';
import { discretionaryEstimate } from '../money/formulas';
import { fxRateOf } from '../money/fx';
import { totalMarketValue } from '../money/market-value';
import type { BinaryProgram, ExactSolver } from '../ports/exact-solver';
import { overviewTopBidsTotal, preselectTopBids } from './award-rules';
import { selectedTotal } from './award-selection';
import { problemOfCandidates } from './award-optimizer';
import { bidRankings } from './bid-rankings';
import { solveAwardProblem } from './optimizer/winner-determination';
import { WORLD_CURRENCY as AUCTION, worldArb, type World, type WorldLot } from './priced-world.test-kit';

const TERM = 120;


/** Every variable of a small 0-1 program tried (tests only): the optimiser's exact solver port. */
const bruteForceSolver: ExactSolver = {
  solve: async (program: BinaryProgram) => {
    const n = program.values.length;
    let best: number[] = [];
    let bestValue = 0;
    for (let mask = 0; mask < 1 << n; mask++) {
      const chosen = Array.from({ length: n }, (_, j) => j).filter((j) => mask & (1 << j));
      const fits = program.rows.every((r) => r.variables.reduce((s, v, k) => s + (chosen.includes(v) ? (r.coefficients[k] ?? 0) : 0), 0) <= r.limit);
      const value = chosen.reduce((s, j) => s + (program.values[j] ?? 0), 0);
      if (fits && value > bestValue) [best, bestValue] = [chosen, value];
    }
    return { chosen: best, objective: bestValue, bound: bestValue, proven: true };
  },
};

const K = fc.constantFrom(['10', '0.1'], ['5', '0.2'], ['4', '0.25'], ['2', '0.5'], ['0.5', '2'], ['0.25', '4'], ['0.2', '5'], ['0.1', '10']);

/** The lot re-denominated: amounts x k, rate x 1/k (a lot in the auction's currency takes rate 1 x 1/k), in another currency. */
const redenominate = (world: World, lotId: number, [k, inverse]: readonly [string, string]): World => ({
  lots: world.lots.map((l) =>
    l.id !== lotId
      ? l
      : {
          ...l,
          marketValue: multiplyDecimalText(l.marketValue, k),
          fxRate: multiplyDecimalText(fxRateOf(l, AUCTION), inverse),
          currency: l.currency === 'SEK' ? 'AUD' : 'SEK',
        },
  ),
  bids: world.bids.map((b) =>
    b.lotId !== lotId
      ? b
      : { ...b, fixed: b.fixed === null ? null : multiplyDecimalText(b.fixed, k), minBalGuarantee: b.minBalGuarantee === null ? null : multiplyDecimalText(b.minBalGuarantee, k) },
  ),
});

/** What the auction's screens and the award compute from a world, keyed by what must not change. */
const figuresOf = async (world: World) => {
  const lotById = new Map(world.lots.map((l) => [l.id, l]));
  const rows = world.bids.map((b) => {
    const lot = lotById.get(b.lotId) as WorldLot;
    return {
      bidId: b.id,
      bidDate: '2026-01-01T00:00:00.000Z',
      lotId: lot.id,
      borrowerId: b.borrowerId,
      bidder: String(b.borrowerId),
      comboFlag: lot.comboFlag,
      comboLotId: lot.comboLotIds,
      totalBidValue: bidTotalValueOn(lot)(b),
      lotSize: lot.marketValue,
      fxRate: fxRateOf(lot, AUCTION),
    };
  });
  const rankings = bidRankings(
    world.lots.map((l) => ({
      lotId: l.id,
      lotNumber: l.lotNumber,
      lotName: l.lotNumber,
      marketValue: l.marketValue,
      currency: l.currency,
      fxRate: fxRateOf(l, AUCTION),
      comboFlag: l.comboFlag,
      discretionaryEstimate: l.eslBps === null ? null : discretionaryEstimate(l.eslBps, l.marketValue, TERM),
    })),
    rows.map((r) => ({ bidId: r.bidId, bidDate: r.bidDate, lotId: r.lotId, bidder: `B${r.borrowerId}`, bidKind: null, totalBidValue: r.totalBidValue })),
    'Provider',
    AUCTION,
  );
  const preselection = preselectTopBids(rows).map((r) => r.bidId);
  const optimum = await solveAwardProblem(problemOfCandidates(rows, { '1': { marketValue: 150_000_000_000, lots: 2 } }), bruteForceSolver, { timeLimitMs: 10_000, now: () => 0 });
  return {
    totalMarketValue: totalMarketValue(world.lots, AUCTION),
    rankingTotals: rankings.totals,
    // Within each lot: who leads, covers and comes third, and their percent of the top bid.
    rankingOrder: rankings.rows.map((r) => r.bids.map((b) => [b.bidder, b.percentOfTopBid])),
    preselection,
    overviewTotal: overviewTopBidsTotal(rows),
    selectedTotal: selectedTotal(rows, preselection),
    optimum: [optimum.objective, optimum.winners],
  };
};

describe('re-denominating a lot changes no figure in the auction currency', () => {
  it('totals, rankings, the preselection and the optimised award are invariant', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, fc.nat(), K, async (world, pick, k) => {
        const lot = world.lots[pick % world.lots.length];
        const after = redenominate(world, lot.id, k);
        expect(after).not.toEqual(world);
        expect(await figuresOf(after)).toEqual(await figuresOf(world));
      }),
      { numRuns: 300 },
    );
  });

  it('is not vacuous: the same amounts read in another currency without their rate change the figures', async () => {
    // Lot 2 is EUR 360,000,000 at 1.0850; read as if it were dollars, the totals would be wrong.
    const world: World = {
      lots: [
        { id: 1, lotNumber: '1', marketValue: '360000000.00', currency: 'USD', fxRate: null, termDays: 90, grossDividend: null, taxRate: null, comboFlag: false, comboLotIds: [], eslBps: '10.00' },
        { id: 2, lotNumber: '2', marketValue: '360000000.00', currency: 'EUR', fxRate: '1.0850', termDays: 90, grossDividend: null, taxRate: null, comboFlag: false, comboLotIds: [], eslBps: '10.00' },
      ],
      bids: [{ id: 1, lotId: 2, borrowerId: 1, ...NO_BID_AMOUNTS, basisPointGuarantee: '20.00', minBalGuarantee: null }],
    };
    const asDollars: World = { ...world, lots: world.lots.map((l) => ({ ...l, currency: 'USD', fxRate: null })) };
    const [real, wrong] = [await figuresOf(world), await figuresOf(asDollars)];
    expect(real.totalMarketValue).toBe('750600000');
    expect(wrong.totalMarketValue).toBe('720000000');
    // 20 bps on EUR 360m for 90 days = EUR 180,000 = USD 195,300
    expect(real.rankingTotals.totalIntrinsicRevenue).toBe('315300.00');
    expect(real.optimum[0]).toBe(19_530_000);
    expect(wrong.optimum[0]).toBe(18_000_000);
  });
});
