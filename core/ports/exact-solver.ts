/**
 * An exact solver for 0-1 programs, the part of award optimisation core cannot do by itself.
 * The default is HiGHS in WebAssembly.
 */

/** One constraint: the sum of `coefficients[k]` over the chosen `variables[k]` is at most `limit`. */
export interface BinaryRow {
  variables: readonly number[];
  coefficients: readonly number[];
  limit: number;
}

/** Maximise the sum of `values[j]` over the chosen variables j, subject to every row. Integers only. */
export interface BinaryProgram {
  values: readonly number[];
  rows: readonly BinaryRow[];
}

export interface BinarySolution {
  /** Indices of the variables set to 1, ascending (the best selection found). */
  chosen: number[];
  /** Its objective. */
  objective: number;
  /** The best upper bound proven on the optimum; equals `objective` when `proven`. */
  bound: number;
  /** True when the solver proved `chosen` optimal; false when it stopped at the time limit. */
  proven: boolean;
}

export interface ExactSolver {
  /**
   * Solves `program` exactly, or stops after `timeLimitMs` with the best selection found so far
   * (possibly none) and `proven: false`. The empty selection is always feasible (limits are >= 0).
   */
  solve(program: BinaryProgram, options: { timeLimitMs: number }): Promise<BinarySolution>;
}
