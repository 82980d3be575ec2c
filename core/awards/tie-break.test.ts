import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExactSolver } from '../ports/exact-solver';
import { problemOfCandidates } from './award-optimizer';
import { preselectTopBids } from './award-rules';
import { bidRankings } from './bid-rankings';
import { solveAwardProblem } from './optimizer/winner-determination';
import { compareTieBreak, tieBreakRanks } from './tie-break';

const T0 = Date.parse('2026-11-20T14:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

/** Every part of these problems is one lot: the optimiser decides it in core, never calling the solver. */
const noSolver: ExactSolver = {
  solve: () => Promise.reject(new Error('the solver is not expected here')),
};

interface Spec {
  bidId: number;
  lotId: number;
  value: string;
  bidDate: string;
}

const rowOf = (s: Spec) => ({
  bidId: s.bidId,
  bidDate: s.bidDate,
  lotId: s.lotId,
  bidder: String(s.bidId),
  comboFlag: false,
  comboLotId: [] as number[],
  totalBidValue: s.value,
  lotSize: '1000000.00',
  fxRate: '1',
});

/** The bid each of the three places awards per lot: the rankings' lead, the preselection, the optimiser. */
async function winnersOf(specs: readonly Spec[]) {
  const rows = specs.map(rowOf);
  const lots = [...new Set(specs.map((s) => s.lotId))].sort((a, b) => a - b);
  const rankings = bidRankings(
    lots.map((lotId) => ({ lotId, lotNumber: String(lotId), lotName: `Lot ${lotId}`, marketValue: '1000000.00', currency: 'USD', fxRate: '1', comboFlag: false, discretionaryEstimate: null })),
    rows.map((r) => ({ bidId: r.bidId, bidDate: r.bidDate, lotId: r.lotId, bidder: `B${r.bidId}`, bidKind: 'FIXED' as const, totalBidValue: r.totalBidValue })),
    'Provider',
    'USD',
  );
  const optimum = await solveAwardProblem(problemOfCandidates(rows, {}), noSolver, { timeLimitMs: 1000, now: () => 0 });
  return {
    rankings: rankings.rows.map((r) => Number(r.bids[0]?.bidder.slice(1))),
    preselection: preselectTopBids(rows).map((r) => r.bidId),
    optimiser: [...optimum.winners].sort((a, b) => (rows.find((r) => r.bidId === a)?.lotId ?? 0) - (rows.find((r) => r.bidId === b)?.lotId ?? 0)),
  };
}

describe('ties between bids of equal value: one rule, the same on every screen', () => {
  it('go to the bid whose value was saved first, not the lower id: a borrower who raised late to equal a rival loses the tie', async () => {
    // Bid 1 was placed first (lower id) but low, and raised at 10:40 to 500; bid 2 bid 500 at 10:05.
    const specs = [
      { bidId: 1, lotId: 1, value: '500.00', bidDate: at(40) },
      { bidId: 2, lotId: 1, value: '500.00', bidDate: at(5) },
      { bidId: 3, lotId: 1, value: '400.00', bidDate: at(0) },
    ];
    expect(await winnersOf(specs)).toEqual({ rankings: [2], preselection: [2], optimiser: [2] });
  });

  it('saved in the same millisecond: the lower id', async () => {
    const specs = [
      { bidId: 7, lotId: 1, value: '500.00', bidDate: at(5) },
      { bidId: 4, lotId: 1, value: '500.00', bidDate: at(5) },
    ];
    expect(await winnersOf(specs)).toEqual({ rankings: [4], preselection: [4], optimiser: [4] });
  });

  it('property: rankings, preselection and optimiser award every lot to its highest bid, ties to the value saved first, then the lower id', async () => {
    const spec = fc.record({ lotId: fc.integer({ min: 1, max: 4 }), cents: fc.integer({ min: 1, max: 4 }), minute: fc.integer({ min: 0, max: 5 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(spec, { minLength: 1, maxLength: 14 }), async (raw) => {
        // Ids in an order unrelated to the dates: ids are given in reverse of the list order.
        const specs = raw.map((r, i) => ({ bidId: raw.length - i, lotId: r.lotId, value: `${r.cents * 100}.00`, bidDate: at(r.minute) }));
        const lots = [...new Set(specs.map((s) => s.lotId))].sort((a, b) => a - b);
        const expected = lots.map((lotId) => {
          const on = specs.filter((s) => s.lotId === lotId);
          const top = Math.max(...on.map((s) => Number(s.value)));
          return on.filter((s) => Number(s.value) === top).sort(compareTieBreak)[0].bidId;
        });
        expect(await winnersOf(specs)).toEqual({ rankings: expected, preselection: expected, optimiser: expected });
      }),
      { numRuns: 200 },
    );
  });

  it('orders bids totally: earlier date first, then lower id; ranks start at 1', () => {
    const bids = [
      { bidId: 3, bidDate: at(1) },
      { bidId: 1, bidDate: at(2) },
      { bidId: 2, bidDate: at(1) },
    ];
    expect([...tieBreakRanks(bids).entries()]).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });
});
