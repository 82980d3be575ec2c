/**
 * The award optimiser against HiGHS solving the whole undecomposed 0-1 program, on
 * CATS-like instances (bench/award-instances.ts: paths, regions, arbitrary) at 200 lots / 1,200 bids
 * and 2,000 lots / 15,000 bids, two seeds each. Both run in this process on the same HiGHS runtime
 * (warmed up first); each line prints both objectives, which must be equal and proven optimal.
 *
 * Goals: identical objectives; median time ratio engine / undecomposed HiGHS <= 1.0; every
 * 2,000 / 15,000 instance solved by the engine in <= 2 s. The engine is what `sla award solve` runs
 * (solveAwardProblem), timed without the process start and file parsing; the baseline's time
 * includes building its program, as the engine's includes presolve and decomposition.
 */
import { performance } from 'node:perf_hooks';
import { problemFromInstance } from '../core/awards/optimizer/award-instance';
import { solveAwardProblem } from '../core/awards/optimizer/winner-determination';
import { highsSolver } from '../adapters/highs/highs-solver';
import { check, quantile, recordGoal } from './bench-kit';
import { generateAwardInstance, type BundleShape } from './award-instances';

const solver = highsSolver();
const now = () => performance.now();
const options = { timeLimitMs: 10_000, now };

const problemOf = (lots: number, bids: number, shape: BundleShape, seed: number) => {
  const parsed = problemFromInstance(generateAwardInstance({ lots, bids, shape, seed }));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

// Warm-up: load the wasm and let the JIT compile both paths.
for (const reduce of [true, false]) await solveAwardProblem(problemOf(200, 1200, 'arbitrary', 99), solver, { ...options, reduce });

const ratios: number[] = [];
let mismatches = 0;
let slowestLarge = 0;
for (const [lots, bids] of [
  [200, 1200],
  [2000, 15000],
] as const) {
  for (const shape of ['paths', 'regions', 'arbitrary'] as const) {
    for (const seed of [1, 2]) {
      const problem = problemOf(lots, bids, shape, seed);
      let t = now();
      const engine = await solveAwardProblem(problem, solver, options);
      const engineMs = now() - t;
      t = now();
      const whole = await solveAwardProblem(problem, solver, { ...options, reduce: false });
      const wholeMs = now() - t;
      check(engine.proven && whole.proven, `${lots}/${bids} ${shape} ${seed}: not proven optimal`);
      if (engine.objective !== whole.objective) mismatches++;
      ratios.push(engineMs / wholeMs);
      if (lots === 2000) slowestLarge = Math.max(slowestLarge, engineMs);
      const { keptBids, parts, solverParts } = engine.stats;
      console.log(
        `      ${`${lots} lots / ${bids} bids ${shape} #${seed}`.padEnd(40)} engine ${engineMs.toFixed(0).padStart(5)} ms  HiGHS whole ${wholeMs.toFixed(0).padStart(5)} ms  ` +
          `ratio ${(engineMs / wholeMs).toFixed(2)}  objectives ${engine.objective} ${engine.objective === whole.objective ? '=' : '≠'} ${whole.objective}  ` +
          `(${keptBids} bids after presolve, ${parts} parts, ${solverParts} to HiGHS)`,
      );
    }
  }
}
recordGoal('award optimiser: objectives differing from undecomposed HiGHS', mismatches, { op: '<=', limit: 0, unit: '' });
recordGoal(`award optimiser: median time vs undecomposed HiGHS (${ratios.length} instances)`, quantile([...ratios].sort((a, b) => a - b), 0.5), { op: '<=', limit: 1.0 });
recordGoal('award optimiser: slowest 2,000 lots / 15,000 bids solve', slowestLarge, { op: '<=', limit: 2000, unit: ' ms' });
