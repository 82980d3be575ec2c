/**
 * A minimal benchmark harness: time a function a number of times, print one line with the
 * iterations, median and p95 in milliseconds, the target and PASS/FAIL, and remember the outcome so
 * bin/bench.mjs can exit non-zero when any target failed.
 *
 * A run that throws (a wrong answer, a failed request) is a FAIL too: a fast wrong answer must not
 * pass. Warm-up iterations (JIT, SQLite page cache, prepared statements) are run but not measured.
 */
import { performance } from 'node:perf_hooks';

export type Statistic = 'median' | 'p95';

export interface MeasureOptions<T> {
  iterations: number;
  /** Untimed runs before the measured ones (default 1). */
  warmup?: number;
  /** The limit in milliseconds for `statistic` (default the median). */
  targetMs: number;
  statistic?: Statistic;
  /** Untimed preparation of each run (warm-up runs included); its value is passed to the run. */
  prepare?: (run: number) => Promise<T> | T;
}

export interface Measurement {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  targetMs: number;
  statistic: Statistic;
  pass: boolean;
  error?: string;
}

const results: Measurement[] = [];

/** Every measurement so far, in order (read by bin/bench.mjs for the summary and the exit code). */
export const benchResults = (): readonly Measurement[] => results;

/** The value at quantile q (0..1) of sorted samples, nearest-rank. */
export const quantile = (sorted: readonly number[], q: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
};

const ms = (v: number): string => (Number.isFinite(v) ? v.toFixed(1).padStart(8) : '       -');

export const formatMeasurement = (m: Measurement): string =>
  m.iterations === 0 && m.error !== undefined
    ? `FAIL  ${m.name.padEnd(66)} did not run  (${m.error})`
    : `${m.pass ? 'PASS' : 'FAIL'}  ${m.name.padEnd(66)} n=${String(m.iterations).padStart(3)}  median ${ms(m.medianMs)} ms  p95 ${ms(m.p95Ms)} ms  target ${m.statistic} < ${m.targetMs} ms` +
  (m.error ? `  (${m.error})` : '');

/** Runs `run` warmup + iterations times and records the measurement. */
export async function measure<T = undefined>(name: string, opts: MeasureOptions<T>, run: (prepared: T, index: number) => unknown): Promise<Measurement> {
  const statistic = opts.statistic ?? 'median';
  const warmup = opts.warmup ?? 1;
  const samples: number[] = [];
  let error: string | undefined;
  try {
    for (let i = 0; i < warmup + opts.iterations; i++) {
      const prepared = (opts.prepare ? await opts.prepare(i) : undefined) as T;
      const start = performance.now();
      await run(prepared, i);
      const elapsed = performance.now() - start;
      if (i >= warmup) samples.push(elapsed);
    }
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  samples.sort((a, b) => a - b);
  const medianMs = quantile(samples, 0.5);
  const p95Ms = quantile(samples, 0.95);
  const value = statistic === 'median' ? medianMs : p95Ms;
  const m: Measurement = {
    name,
    iterations: samples.length,
    medianMs,
    p95Ms,
    targetMs: opts.targetMs,
    statistic,
    pass: error === undefined && value < opts.targetMs,
    ...(error === undefined ? {} : { error }),
  };
  results.push(m);
  console.log(formatMeasurement(m));
  return m;
}

/**
 * Records a goal measured as a figure (a ratio to a baseline measured in the same run, a size, a count)
 * rather than a timing: prints `PASS|FAIL  name  value  goal  (detail)`.
 */
export function recordGoal(name: string, value: number, goal: { op: '<=' | '>='; limit: number; unit?: string }, detail = ''): Measurement {
  const pass = Number.isFinite(value) && (goal.op === '<=' ? value <= goal.limit : value >= goal.limit);
  const unit = goal.unit ?? '×';
  const m: Measurement = { name, iterations: 1, medianMs: value, p95Ms: value, targetMs: goal.limit, statistic: 'median', pass };
  results.push(m);
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(66)} ${value.toFixed(2).padStart(9)}${unit}  goal ${goal.op} ${goal.limit}${unit}${detail ? `  (${detail})` : ''}`);
  return m;
}

/** Records a benchmark file that could not even set up (counted as a failure). */
export function recordSetupFailure(name: string, e: unknown): void {
  const m: Measurement = {
    name,
    iterations: 0,
    medianMs: Number.NaN,
    p95Ms: Number.NaN,
    targetMs: 0,
    statistic: 'median',
    pass: false,
    error: e instanceof Error ? e.message : String(e),
  };
  results.push(m);
  console.log(formatMeasurement(m));
}

/** Throws unless the condition holds: benchmarks check their answers. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A small deterministic pseudo-random generator (mulberry32), so every run benchmarks the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Records a figure that is not a duration (a ratio to a baseline, a size) against its limit: one line
 * `PASS|FAIL name value unit limit`, counted in the summary like a timed measurement.
 */
export function recordFigure(name: string, value: number, limit: number, unit: string): void {
  const pass = Number.isFinite(value) && value <= limit;
  results.push({ name, iterations: 1, medianMs: value, p95Ms: value, targetMs: limit, statistic: 'median', pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(66)} ${value.toFixed(2)} ${unit}  target <= ${limit} ${unit}`);
}
