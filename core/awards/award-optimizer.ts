/**
 * The revenue-optimal award of plain data: `optimizeAward(instance)` (the instance:
 * `AwardOptimizerInstanceInput`). The one implementation: `awards.optimize`
 * reads a stored auction, builds its instance and calls this.
 *
 * The problem: each bid is a candidate worth its value covering its coveredLots; what a cap counts for a bid
 * is its lot's market value (a combo lot's own market value) and its lot count (a combo counts the lots it
 * spans).
 *
 * Currency: the objective adds bids of lots in different currencies, so every value the optimiser
 * sees is in integer cents of the instance's (the auction's) currency: the bid's value (and its lot's market
 * value, for a cap) converted at its lot's FX rate (amount x fxRate, half-up to cents). A
 * market-value cap is given in that currency, and every total answered (total, preselection, gain, gap, cap
 * costs) is in it, named by `currency`.
 */
import type { CurrencyCode, DecimalString, Id } from '../domain/entities';
import { ok, type Result } from '../domain/result';
import type { ExactSolver } from '../ports/exact-solver';
import { coveredLots, preselectTopBids, type ValuedCandidate } from './award-rules';
import { tieBreakRanks } from './tie-break';
import { dec } from '../money/decimal';
import { scaledOf } from '../money/decimal-arith';
import { inAuctionCurrency } from '../money/fx';
import { selectionProblems, type AwardProblem, type BorrowerCap, type CapKind } from './optimizer/award-problem';
import { capCosts, solveAwardProblem } from './optimizer/winner-determination';
import { OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS } from './optimizer/optimize-request';
import { validateAwardInstance, type AwardOptimizerInstanceData } from './optimizer/award-optimizer-instance';

/** An amount of the auction's currency as integer cents. */
const cents = (amount: DecimalString): number => dec(amount).times(100).toNumber();
/** An amount of a lot as integer cents of the auction's currency, at the lot's FX rate (half-up to cents). */
const centsInAuctionCurrency = (amount: DecimalString, fxRate: DecimalString): number => Number(scaledOf(inAuctionCurrency(amount, fxRate)).units);
const money = (c: number): DecimalString => dec(c).div(100).toFixed(2);

export interface CapCostRow {
  /** The capped borrower (the instance's name for it; `awards.optimize`: the company name). */
  borrower: string;
  kind: CapKind;
  /** The cap: an amount for marketValue, a count for lots. */
  limit: string;
  /** What the proposal gives the borrower against the cap. */
  used: string;
  /** Revenue the cap costs (optimum without it minus with it); "0.00" when it does not bind. */
  cost: DecimalString;
  binding: boolean;
  proven: boolean;
}

/** The optimal award of an instance. Every amount is in `currency`. */
export interface OptimizedAward {
  /** The instance's (the auction's) currency: the totals, the gain, the gap and the caps' amounts are in it. */
  currency: CurrencyCode;
  /** The awarded bids, in lot order (then bid id). */
  selectedBidIds: Id[];
  total: DecimalString;
  /** The spec's preselection (top bid per lot, combos when worth more) and its total. */
  preselectionBidIds: Id[];
  preselectionTotal: DecimalString;
  /** False when the preselection breaks a cap (it cannot be awarded as it is). */
  preselectionWithinCaps: boolean;
  /** total - preselectionTotal. */
  gain: DecimalString;
  /** True when the award is proven optimal; false when the time limit stopped the solver. */
  proven: boolean;
  /** How much more an optimal award could at most be worth ("0.00" when proven, "unknown" without a bound). */
  gap: DecimalString;
  solveMs: number;
  capCosts: CapCostRow[];
}

/** What the optimiser needs besides the instance: the exact 0-1 solver and a millisecond clock. */
export interface OptimizerEnv {
  solver: ExactSolver;
  /** Milliseconds from some fixed origin: the time limit and `solveMs` read it. */
  now: () => number;
}

/** A bid as the award rules and the optimiser read it: its lot's figures joined, its borrower by name. */
export interface AwardCandidateRow extends ValuedCandidate {
  /** The borrower (what caps are keyed by). */
  bidder: string;
  /** The bid's lot's market value, in the lot's currency. */
  lotSize: DecimalString;
  comboFlag: boolean;
  comboLotId: readonly Id[];
}

/** The award problem of the candidates, in cents of the auction's currency. */
export const problemOfCandidates = (rows: readonly AwardCandidateRow[], caps: Readonly<Record<string, BorrowerCap>>): AwardProblem => {
  // Ties between bids of equal value: the value saved first (tie-break.ts), as the rankings and the preselection.
  // The bids go to the search and the solver in that order too.
  const seniority = tieBreakRanks(rows);
  const ordered = [...rows].sort((a, b) => (seniority.get(a.bidId) ?? 0) - (seniority.get(b.bidId) ?? 0));
  return {
    bids: ordered.map((r) => ({
      id: r.bidId,
      bidder: r.bidder,
      lots: coveredLots(r),
      value: centsInAuctionCurrency(r.totalBidValue, r.fxRate),
      marketValue: centsInAuctionCurrency(r.lotSize, r.fxRate),
      lotCount: r.comboFlag ? Math.max(1, r.comboLotId.length) : 1,
      seniority: seniority.get(r.bidId),
    })),
    caps,
  };
};

const candidatesOf = (instance: AwardOptimizerInstanceData): AwardCandidateRow[] => {
  const lots = new Map(instance.lots.map((l) => [l.id, l]));
  return instance.bids.flatMap((b) => {
    const lot = lots.get(b.lotId);
    if (!lot) return [];
    return [{
      bidId: b.id,
      bidDate: b.valueSavedAt,
      lotId: lot.id,
      bidder: b.borrower,
      comboFlag: lot.comboLotIds.length > 0,
      comboLotId: lot.comboLotIds,
      totalBidValue: b.value,
      lotSize: lot.marketValue,
      fxRate: lot.fxRate,
    }];
  });
};

const capsOf = (instance: AwardOptimizerInstanceData): Record<string, BorrowerCap> =>
  Object.fromEntries(
    instance.caps.map((c) => [c.borrower, { ...(c.marketValue === undefined ? {} : { marketValue: cents(c.marketValue) }), ...(c.lots === undefined ? {} : { lots: c.lots }) }]),
  );

/** The optimal award of a checked instance (validateAwardInstance). */
export async function optimizeCheckedAward(instance: AwardOptimizerInstanceData, env: OptimizerEnv): Promise<OptimizedAward> {
  const rows = candidatesOf(instance);
  const problem = problemOfCandidates(rows, capsOf(instance));
  const options = { timeLimitMs: (instance.timeLimitSeconds ?? OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS) * 1000, now: env.now };
  const started = env.now();
  const best = await solveAwardProblem(problem, env.solver, options);
  const solveMs = Math.max(0, Math.round(env.now() - started));

  const preselection = preselectTopBids(rows);
  const preselectionIds = preselection.map((r) => r.bidId);
  const preselectionCents = preselection.reduce((acc, r) => acc + centsInAuctionCurrency(r.totalBidValue, r.fxRate), 0);
  const preselectionWithinCaps = selectionProblems(problem, preselectionIds).length === 0;
  // Stopped by the time limit below the preselection: never propose less than the screen already shows.
  const fallBack = !best.proven && preselectionWithinCaps && preselectionCents > best.objective;
  const objective = fallBack ? preselectionCents : best.objective;
  const chosen = new Set(fallBack ? preselectionIds : best.winners);
  const selected = rows.filter((r) => chosen.has(r.bidId)).sort((a, b) => a.lotId - b.lotId || a.bidId - b.bidId);
  const costs = await capCosts(problem, { ...best, winners: [...chosen], objective }, env.solver, options);
  return {
    currency: instance.currency,
    selectedBidIds: selected.map((r) => r.bidId),
    total: money(objective),
    preselectionBidIds: preselectionIds,
    preselectionTotal: money(preselectionCents),
    preselectionWithinCaps,
    gain: money(objective - preselectionCents),
    proven: best.proven,
    gap: Number.isFinite(best.bound) ? money(Math.max(0, best.bound - objective)) : 'unknown',
    solveMs,
    capCosts: costs.map((c) => ({
      borrower: c.bidder,
      kind: c.kind,
      limit: c.kind === 'marketValue' ? money(c.limit) : String(c.limit),
      used: c.kind === 'marketValue' ? money(c.used) : String(c.used),
      cost: money(c.cost),
      binding: c.cost > 0,
      proven: c.proven,
    })),
  };
}

/**
 * The revenue-optimal award of an instance given as plain data, with no store and no actor: the same
 * objective, tie rule, caps and cap costs as `awards.optimize`. A bad instance changes nothing and answers
 * VALIDATION naming each field (`bids.4.lotId`). The library's `optimizeAward` (adapters/highs) supplies
 * the HiGHS solver and the clock.
 */
export async function optimizeAwardWith(input: unknown, env: OptimizerEnv): Promise<Result<OptimizedAward, 'VALIDATION'>> {
  const valid = validateAwardInstance(input);
  return valid.ok ? ok(await optimizeCheckedAward(valid.value, env)) : valid;
}
