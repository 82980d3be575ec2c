/**
 * The award optimiser end to end on HiGHS (the properties the optimiser promises): every answer is a valid award,
 * never below the spec's top-bid preselection when that is valid, equal to brute force on small
 * problems, and equal to HiGHS on the whole undecomposed program (presolve and decomposition never
 * change the optimum). Loading the solver must not reach the network: fetch throws in this file.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { binaryProgramOf, selectionProblems } from '../../core/awards/optimizer/award-problem';
import { problemFromInstance } from '../../core/awards/optimizer/award-instance';
import { capCosts, solveAwardProblem } from '../../core/awards/optimizer/winner-determination';
import { bruteForceOptimum, preselectionOf, problemArb } from '../../core/awards/optimizer/problems.test-kit';
import { generateAwardInstance } from '../../bench/award-instances';
import { highsSolver } from './highs-solver';

const solver = highsSolver();
const options = { timeLimitMs: 10_000, now: () => performance.now() };

beforeAll(() => {
  globalThis.fetch = () => {
    throw new Error('the solver must not download anything');
  };
});

describe('award optimiser on HiGHS', () => {
  it('answers a valid award, at least the preselection, equal to brute force and to the undecomposed solve', async () => {
    await fc.assert(
      fc.asyncProperty(problemArb(14, { caps: true }), async (problem) => {
        const best = await solveAwardProblem(problem, solver, options);
        expect(selectionProblems(problem, best.winners)).toEqual([]);
        expect(best.proven).toBe(true);
        expect(best.bound).toBe(best.objective);
        expect(best.objective).toBe(bruteForceOptimum(problem));
        const pre = preselectionOf(problem);
        if (selectionProblems(problem, pre.ids).length === 0) expect(best.objective).toBeGreaterThanOrEqual(pre.total);
        const whole = await solveAwardProblem(problem, solver, { ...options, reduce: false });
        expect(selectionProblems(problem, whole.winners)).toEqual([]);
        expect(whole.objective).toBe(best.objective);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('matches the undecomposed solve on larger CATS-like instances with caps', async () => {
    for (const shape of ['paths', 'regions', 'arbitrary'] as const) {
      const instance = generateAwardInstance({ lots: 60, bids: 400, shape, seed: 11, borrowers: 8 });
      const parsed = problemFromInstance({ ...instance, caps: { B1: { lots: 3 }, B2: { marketValue: 2_000_000_000 } } });
      if (!parsed.ok) throw new Error(parsed.message);
      const best = await solveAwardProblem(parsed.value, solver, options);
      const whole = await solveAwardProblem(parsed.value, solver, { ...options, reduce: false });
      expect(selectionProblems(parsed.value, best.winners)).toEqual([]);
      expect([best.proven, whole.proven]).toEqual([true, true]);
      expect(best.objective).toBe(whole.objective);
    }
  }, 60_000);

  it('says what each cap costs: the optimum without it minus with it', async () => {
    // B1 bids best on both lots but may take one; B2 is second on lot 2.
    const parsed = problemFromInstance({
      lots: [{ id: 1, marketValue: 100 }, { id: 2, marketValue: 100 }, { id: 3, marketValue: 100 }],
      bids: [
        { id: 1, bidder: 'B1', lots: [1], value: 900 },
        { id: 2, bidder: 'B1', lots: [2], value: 800 },
        { id: 3, bidder: 'B2', lots: [2], value: 500 },
        { id: 4, bidder: 'B2', lots: [3], value: 100 },
      ],
      caps: { B1: { lots: 1 }, B2: { marketValue: 1000 } },
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const best = await solveAwardProblem(parsed.value, solver, options);
    expect(best.winners).toEqual([1, 3, 4]);
    expect(best.objective).toBe(1500);
    expect(await capCosts(parsed.value, best, solver, options)).toEqual([
      { bidder: 'B1', kind: 'lots', limit: 1, used: 1, cost: 300, proven: true },
      { bidder: 'B2', kind: 'marketValue', limit: 1000, used: 200, cost: 0, proven: true },
    ]);
  });

  it('stops at the time limit with a valid selection, not proven, and a bound above it', async () => {
    const instance = generateAwardInstance({ lots: 2000, bids: 15000, shape: 'arbitrary', seed: 3 });
    const parsed = problemFromInstance(instance);
    if (!parsed.ok) throw new Error(parsed.message);
    const cut = await solver.solve(binaryProgramOf(parsed.value), { timeLimitMs: 1 });
    expect(cut.proven).toBe(false);
    expect(cut.bound).toBeGreaterThanOrEqual(cut.objective);
    expect(selectionProblems(parsed.value, cut.chosen.map((j) => parsed.value.bids[j]?.id ?? -1))).toEqual([]);
  }, 60_000);
});
