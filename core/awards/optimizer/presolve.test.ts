import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionProblems, type AwardProblem, type ProblemBid } from './award-problem';
import { components } from './components';
import { presolve } from './presolve';
import { searchSmallPart } from './small-part-search';
import { bruteForceOptimum, problemArb } from './problems.test-kit';

const bid = (id: number, bidder: string, lots: number[], value: number, marketValue = 10): ProblemBid => ({ id, bidder, lots, value, marketValue, lotCount: lots.length });

describe('presolve', () => {
  it('keeps only the best single bid of a lot no combo touches, and drops worthless bids', () => {
    const problem: AwardProblem = { bids: [bid(1, 'A', [1], 50), bid(2, 'B', [1], 70), bid(3, 'C', [1], 70), bid(4, 'A', [2], 0), bid(5, 'A', [2], -5)], caps: {} };
    expect(presolve(problem).bids.map((b) => b.id)).toEqual([2]);
  });

  it('keeps a bid beaten only by a capped borrower, and drops bids that break a cap alone', () => {
    const problem: AwardProblem = { bids: [bid(1, 'A', [1], 50), bid(2, 'B', [1], 70), bid(3, 'B', [2], 70), bid(4, 'A', [3], 90, 1000)], caps: { B: { lots: 1 }, A: { marketValue: 100 } } };
    expect(presolve(problem).bids.map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it('drops a cap no selection can reach', () => {
    const problem: AwardProblem = { bids: [bid(1, 'A', [1], 50), bid(2, 'A', [2], 70)], caps: { A: { lots: 2, marketValue: 15 } } };
    expect(presolve(problem).caps).toEqual({ A: { marketValue: 15 } });
  });

  it('never changes the optimum (brute force before and after)', () => {
    fc.assert(
      fc.property(problemArb(12, { caps: true }), (problem) => {
        expect(bruteForceOptimum(presolve(problem))).toBe(bruteForceOptimum(problem));
      }),
      { numRuns: 300 },
    );
  });
});

describe('components and the small-part search', () => {
  it('split a problem into parts whose optima add up to the optimum', () => {
    fc.assert(
      fc.property(problemArb(12, { caps: true }), (problem) => {
        const reduced = presolve(problem);
        let total = 0;
        const winners: number[] = [];
        for (const part of components(reduced)) {
          const found = searchSmallPart(reduced, part, 1_000_000);
          expect(found).not.toBeNull();
          total += found?.objective ?? 0;
          winners.push(...(found?.chosen.map((b) => b.id) ?? []));
        }
        expect(selectionProblems(problem, winners)).toEqual([]);
        expect(total).toBe(bruteForceOptimum(problem));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps bids of one capped borrower in one part', () => {
    const problem: AwardProblem = { bids: [bid(1, 'A', [1], 5), bid(2, 'A', [2], 5), bid(3, 'B', [3], 5)], caps: { A: { lots: 1 } } };
    expect(components(problem).map((p) => p.map((b) => b.id)).sort()).toEqual([[1, 2], [3]]);
  });

  it('gives up after its node budget (the part then goes to the solver)', () => {
    const bids = Array.from({ length: 16 }, (_, k) => bid(k + 1, `B${k}`, [k % 8, (k * 3 + 1) % 8, 8 + (k % 4)], 10 + k));
    expect(searchSmallPart({ bids, caps: {} }, bids, 3)).toBeNull();
  });
});

describe('combos beaten by single bids', () => {
  it('drops a combo the best uncapped single bids on its lots beat or equal, keeps one they do not', () => {
    const problem: AwardProblem = {
      bids: [bid(1, 'A', [1], 50), bid(2, 'B', [2], 40), bid(3, 'C', [1, 2], 90), bid(4, 'C', [1, 2, 9], 95), bid(5, 'D', [3], 10), bid(6, 'E', [3, 4], 15)],
      caps: {},
    };
    expect(presolve(problem).bids.map((b) => b.id)).toEqual([1, 2, 4, 5, 6]);
  });

  it('does not count single bids of a capped borrower', () => {
    const problem: AwardProblem = { bids: [bid(1, 'A', [1], 50), bid(2, 'A', [2], 40), bid(3, 'C', [1, 2], 80)], caps: { A: { lots: 1 } } };
    expect(presolve(problem).bids.map((b) => b.id)).toEqual([1, 2, 3]);
  });
});
