/**
 * The library's `optimizeAward`: core's optimiser on plain data (core/awards/award-optimizer.ts) with the
 * HiGHS solver and the process clock, for a program with no store and no actor (a risk system).
 */
import { performance } from 'node:perf_hooks';
import type { Result } from '../../core/domain/result';
import type { ExactSolver } from '../../core/ports/exact-solver';
import { optimizeAwardWith, type OptimizedAward } from '../../core/awards/award-optimizer';
import type { AwardOptimizerInstanceInput } from '../../core/awards/optimizer/award-optimizer-instance';
import { highsSolver } from './highs-solver';

export interface OptimizeAwardOptions {
  /** The exact 0-1 solver (default: HiGHS in WebAssembly, loaded on the first solve). */
  solver?: ExactSolver;
}

/**
 * The revenue-optimal award of an instance given as plain data: the same objective, tie rule (the value
 * saved first wins), per-borrower caps and cap costs as the `awards.optimize` use case, which builds the
 * instance of a stored auction and calls the same function. Money is exact decimal text; every total answered
 * is in the instance's `currency`. The instance may come from anywhere: a bad one (a negative market value,
 * a bid on a lot not listed, an FX rate of 0, a repeated id, a combo spanning a missing lot, more than
 * 10,000 lots or 500,000 bids) answers a VALIDATION failure naming each field, and nothing is solved.
 *
 * @example
 * ```ts
 * import { optimizeAward } from 'securities-lending-auction';
 *
 * const r = await optimizeAward({
 *   currency: 'USD',
 *   lots: [
 *     { id: 1, marketValue: '10000000.00', currency: 'USD' },
 *     { id: 2, marketValue: '8000000.00', currency: 'EUR', fxRate: '1.0850' },
 *     { id: 3, marketValue: '18680000.00', currency: 'USD', comboLotIds: [1, 2] },
 *   ],
 *   bids: [
 *     { id: 1, borrower: 'ACME', lotId: 1, value: '5000.00', valueSavedAt: '2026-11-02T15:00:00Z' },
 *     { id: 2, borrower: 'BETA', lotId: 2, value: '4000.00', valueSavedAt: '2026-11-02T15:01:00Z' },
 *     { id: 3, borrower: 'BETA', lotId: 3, value: '9800.00', valueSavedAt: '2026-11-02T15:02:00Z' },
 *   ],
 *   caps: [{ borrower: 'BETA', lots: 1 }],
 * });
 * if (r.ok) console.log(r.value.selectedBidIds, r.value.total, r.value.currency); // [1, 2] '9340.00' 'USD'
 * else console.error(r.message, r.fields); // e.g. 'bids.2.lotId: Bid 3 is on lot 9, which is not in "lots".'
 * ```
 */
export const optimizeAward = (instance: AwardOptimizerInstanceInput, options: OptimizeAwardOptions = {}): Promise<Result<OptimizedAward, 'VALIDATION'>> =>
  optimizeAwardWith(instance, { solver: options.solver ?? highsSolver(), now: () => performance.now() });
