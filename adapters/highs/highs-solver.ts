/**
 * The exact 0-1 solver port (core/ports/exact-solver.ts) on HiGHS compiled to WebAssembly (npm
 * `highs`): branch-and-cut with presolve, cuts and heuristics, single-threaded, no native add-on.
 *
 * The wasm file is read from the installed package and handed to the loader (`wasmBinary`), so
 * loading never fetches anything. Loader and wasm are loaded once per process, on the first solve (~0.2 s).
 * Gaps: objectives are integers (cents), so an absolute gap below 1 proves optimality; the relative
 * gap is 0 (HiGHS's default 1e-4 would stop short of the optimum on large objectives).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Highs } from 'highs';
import type { BinaryProgram, BinarySolution, ExactSolver } from '../../core/ports/exact-solver';

let runtime: Promise<Highs> | null = null;

const highsRuntime = (): Promise<Highs> => {
  runtime ??= (async () => {
    // The loader too is imported on the first solve: a caller that never optimises never loads it.
    const { default: loadHighs } = await import('highs');
    const wasmPath = createRequire(import.meta.url).resolve('highs/runtime');
    return loadHighs({ wasmBinary: await readFile(wasmPath) });
  })();
  return runtime;
};

/** Builds the row-wise sparse matrix HiGHS takes. */
const matrixOf = (program: BinaryProgram, numCols: number) => {
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of program.rows) {
    row.variables.forEach((v, k) => {
      indices.push(v);
      values.push(row.coefficients[k]);
    });
    starts.push(indices.length);
  }
  return { format: 'csr' as const, numRows: program.rows.length, numCols, starts, indices, values };
};

/** Checks the rounded selection exactly (integers), so a tolerance never lets a cap slip. */
const assertFeasible = (program: BinaryProgram, chosen: ReadonlySet<number>): void => {
  for (const row of program.rows) {
    let sum = 0;
    row.variables.forEach((v, k) => {
      if (chosen.has(v)) sum += row.coefficients[k];
    });
    if (sum > row.limit) throw new Error(`HiGHS answered a selection that breaks a constraint (${sum} > ${row.limit})`);
  }
};

export const highsSolver = (): ExactSolver => ({
  async solve(program: BinaryProgram, { timeLimitMs }): Promise<BinarySolution> {
    const n = program.values.length;
    if (program.rows.length === 0) {
      const chosen = program.values.flatMap((v, j) => (v > 0 ? [j] : []));
      const objective = chosen.reduce((a, j) => a + (program.values[j]), 0);
      return { chosen, objective, bound: objective, proven: true };
    }
    const highs = await highsRuntime();
    const model = highs.createModel({
      numCols: n,
      numRows: program.rows.length,
      sense: highs.constants.objectiveSense.maximize,
      colCost: program.values,
      colLower: new Float64Array(n),
      colUpper: new Float64Array(n).fill(1),
      rowLower: new Float64Array(program.rows.length).fill(-highs.infinity),
      rowUpper: program.rows.map((r) => r.limit),
      matrix: matrixOf(program, n),
      integrality: new Int32Array(n).fill(highs.constants.variableType.integer),
    });
    try {
      model.options.set({ output_flag: false, time_limit: Math.max(0.001, timeLimitMs / 1000), mip_rel_gap: 0, mip_abs_gap: 0.999 });
      model.run();
      const status = model.getModelStatus();
      const { modelStatus } = highs.constants;
      if (status !== modelStatus.optimal && status !== modelStatus.timeLimit && status !== modelStatus.interrupted) {
        throw new Error(`HiGHS stopped with model status ${status}`);
      }
      const chosen: number[] = [];
      // primal_solution_status 2 = feasible: a time-limited solve may have found no selection yet.
      if (Number(model.info.get('primal_solution_status')) === 2) {
        model.getSolution().colValue.forEach((x, j) => {
          if (x > 0.5) chosen.push(j);
        });
      }
      assertFeasible(program, new Set(chosen));
      const objective = chosen.reduce((a, j) => a + (program.values[j]), 0);
      const proven = status === modelStatus.optimal;
      const dualBound = Number(model.info.get('mip_dual_bound'));
      const bound = proven ? objective : Number.isFinite(dualBound) ? Math.max(objective, dualBound) : Number.POSITIVE_INFINITY;
      return { chosen, objective, bound, proven };
    } finally {
      model.dispose();
    }
  },
});
