/**
 * Revenue-optimal award proposal: the optimiser over the auction's confirmed bids, with
 * optional per-borrower caps, beside the spec's top-bid preselection. It proposes and saves nothing;
 * `applyAwardProposal` saves a proposal the way Generate Award does. Both are the `award` capability's
 * (the endpoint policy's access of /award/auctions/{id}/optimize).
 *
 * The problem: each confirmed bid is a candidate worth its total bid value covering its coveredLots; what a
 * cap counts for a bid is its lot's market value (a combo lot's own market value) and its lot count (a combo
 * counts the lots it spans).
 *
 * Currency: the objective adds bids of lots in different currencies, so every value the optimiser
 * sees is in integer cents of the AUCTION's currency: the bid's value (and its lot's market value, for a cap)
 * converted at its lot's FX rate (core/money/fx.ts: amount x fxRate, half-up to cents). A market-value cap is
 * given in the auction's currency, and every total it answers (total, preselection, gain, gap, cap costs) is
 * in the auction's currency.
 */
import type { z } from 'zod';
import type { CoreDeps } from '../app/deps';
import type { Borrower, CurrencyCode, DecimalString, Id } from '../domain/entities';
import { fail, ok, type Result } from '../domain/result';
import { MSG } from '../domain/messages';
import { coveredLots, preselectTopBids } from './award-rules';
import { tieBreakRanks } from './tie-break';
import { dec } from '../money/decimal';
import { scaledOf } from '../money/decimal-arith';
import { inAuctionCurrency } from '../money/fx';
import { buildOverviewRows, type OverviewRow } from '../reports/overview-rows';
import { selectionProblems, type AwardProblem, type BorrowerCap, type CapKind } from './optimizer/award-problem';
import { capCosts, solveAwardProblem } from './optimizer/winner-determination';
import { OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS, OptimizeRequest } from './optimizer/optimize-request';
import { replaceAwards, type AwardsSaved } from './award-service';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { issueFields } from '../validation/field-failure';

/** An amount of the auction's currency as integer cents. */
const cents = (amount: DecimalString): number => dec(amount).times(100).toNumber();
/** An amount of a lot as integer cents of the auction's currency, at the lot's FX rate (half-up to cents). */
const centsInAuctionCurrency = (amount: DecimalString, fxRate: DecimalString): number => Number(scaledOf(inAuctionCurrency(amount, fxRate)).units);
const money = (c: number): DecimalString => dec(c).div(100).toFixed(2);

export interface CapCostRow {
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

export interface AwardProposal {
  auctionId: Id;
  /** The auction's currency: the totals, the gain, the gap and the caps' amounts are in it (the awards' own amounts in their lots'). */
  currency: CurrencyCode;
  /** The proposed awards as Bid Overview rows, in lot order. */
  awards: OverviewRow[];
  /** Their bid ids: the Bid Overview selection the proposal stands for. */
  selectedBidIds: Id[];
  total: DecimalString;
  /** The spec's preselection (top bid per lot, combos when worth more) and its total. */
  preselectionBidIds: Id[];
  preselectionTotal: DecimalString;
  /** False when the preselection breaks a cap (it cannot be awarded as it is). */
  preselectionWithinCaps: boolean;
  /** total - preselectionTotal. */
  gain: DecimalString;
  /** True when the proposal is proven optimal; false when the time limit stopped the solver. */
  proven: boolean;
  /** How much more an optimal award could at most be worth (0.00 when proven). */
  gap: DecimalString;
  solveMs: number;
  capCosts: CapCostRow[];
}

/** A borrower named by its code or its name (either, case-insensitively). */
const findBorrower = (borrowers: readonly Borrower[], ref: string): Borrower | undefined => {
  const key = ref.trim().toLowerCase();
  return borrowers.find((b) => b.companyCode.toLowerCase() === key) ?? borrowers.find((b) => b.companyName.toLowerCase() === key);
};

/** The award problem of the overview rows, in cents of the auction's currency. Problem bidders are borrower ids (as text). */
export const problemOfRows = (
  rows: readonly Pick<OverviewRow, 'bidId' | 'bidDate' | 'borrowerId' | 'lotId' | 'comboFlag' | 'comboLotId' | 'totalBidValue' | 'lotSize' | 'fxRate'>[],
  caps: Readonly<Record<string, BorrowerCap>>,
): AwardProblem => {
  // Ties between bids of equal value: the value saved first (tie-break.ts), as the rankings and the preselection.
  // The bids go to the search and the solver in that order too.
  const seniority = tieBreakRanks(rows);
  const ordered = [...rows].sort((a, b) => (seniority.get(a.bidId) ?? 0) - (seniority.get(b.bidId) ?? 0));
  return { bids: ordered.map((r) => ({
    id: r.bidId,
    bidder: String(r.borrowerId),
    lots: coveredLots(r),
    value: centsInAuctionCurrency(r.totalBidValue, r.fxRate),
    marketValue: centsInAuctionCurrency(r.lotSize, r.fxRate),
    lotCount: r.comboFlag ? Math.max(1, r.comboLotId.length) : 1,
    seniority: seniority.get(r.bidId),
  })),
  caps,
  };
};

/** The request checked with the OptimizeRequest schema (the HTTP body's and the CLI options'), its first message the summary. */
function validOptimizeRequest(input: z.input<typeof OptimizeRequest>): Result<OptimizeRequest, 'VALIDATION'> {
  const parsed = OptimizeRequest.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const fields = issueFields(parsed.error);
  return fail('VALIDATION', Object.values(fields)[0] ?? MSG.INVALID_VALUE, fields);
}

/**
 * POST /award/auctions/{id}/optimize: the optimal award proposal.
 *
 * @example
 * ```ts
 * const proposal = unwrap(await core.awards.optimize(awarder, auctionId, {}));
 * console.log(`${proposal.total} ${proposal.currency}, ${proposal.gain} above the top bid per lot`);
 * ```
 */
export const optimizeAwards = useCase(
  { name: 'awards.optimize', access: 'award' },
  async (deps: CoreDeps, _actor: Actor, auctionId: Id, input: z.input<typeof OptimizeRequest>): Promise<Result<AwardProposal>> => {
    const valid = validOptimizeRequest(input);
    if (!valid.ok) return valid;
    const request = valid.value;
    const auction = await deps.store.auctions.get(auctionId);
    if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const [rows, borrowers] = await Promise.all([buildOverviewRows(deps.store, auction), deps.store.borrowers.list()]);
    const bidding = new Set(rows.map((r) => r.borrowerId));
    const caps: Record<string, BorrowerCap> = {};
    const names = new Map<string, string>();
    for (const [i, cap] of (request.caps ?? []).entries()) {
      const borrower = findBorrower(borrowers, cap.borrower);
      if (!borrower || !bidding.has(borrower.id)) {
        const message = `No borrower "${cap.borrower}" has confirmed bids in this auction.`;
        return fail('VALIDATION', message, { [`caps.${i}.borrower`]: message });
      }
      const key = String(borrower.id);
      if (caps[key]) {
        const message = `Borrower ${borrower.companyName} is capped twice: give one cap entry with marketValue and/or lots.`;
        return fail('VALIDATION', message, { [`caps.${i}.borrower`]: message });
      }
      caps[key] = { ...(cap.marketValue === undefined ? {} : { marketValue: cents(cap.marketValue) }), ...(cap.lots === undefined ? {} : { lots: cap.lots }) };
      names.set(key, borrower.companyName);
    }

    const problem = problemOfRows(rows, caps);
    const options = { timeLimitMs: (request.timeLimitSeconds ?? OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS) * 1000, now: () => deps.clock.nowMs() };
    const started = deps.clock.nowMs();
    const best = await solveAwardProblem(problem, deps.awardSolver, options);
    const solveMs = Math.max(0, Math.round(deps.clock.nowMs() - started));

    const preselection = preselectTopBids(rows);
    const preselectionIds = preselection.map((r) => r.bidId);
    const preselectionCents = preselection.reduce((acc, r) => acc + centsInAuctionCurrency(r.totalBidValue, r.fxRate), 0);
    const preselectionWithinCaps = selectionProblems(problem, preselectionIds).length === 0;
    // Stopped by the time limit below the preselection: never propose less than the screen already shows.
    const fallBack = !best.proven && preselectionWithinCaps && preselectionCents > best.objective;
    const objective = fallBack ? preselectionCents : best.objective;
    const chosen = new Set(fallBack ? preselectionIds : best.winners);
    const awards = rows.filter((r) => chosen.has(r.bidId)).sort((a, b) => a.lotId - b.lotId || a.bidId - b.bidId);
    const costs = await capCosts(problem, { ...best, winners: [...chosen], objective }, deps.awardSolver, options);
    return ok({
      auctionId,
      currency: auction.currency,
      awards,
      selectedBidIds: awards.map((r) => r.bidId),
      total: money(objective),
      preselectionBidIds: preselectionIds,
      preselectionTotal: money(preselectionCents),
      preselectionWithinCaps,
      gain: money(objective - preselectionCents),
      proven: best.proven,
      gap: Number.isFinite(best.bound) ? money(Math.max(0, best.bound - objective)) : 'unknown',
      solveMs,
      capCosts: costs.map((c) => ({
        borrower: names.get(c.bidder) ?? c.bidder,
        kind: c.kind,
        limit: c.kind === 'marketValue' ? money(c.limit) : String(c.limit),
        used: c.kind === 'marketValue' ? money(c.used) : String(c.used),
        cost: money(c.cost),
        binding: c.cost > 0,
        proven: c.proven,
      })),
    });
  },
);

/** Saves a proposal as the auction's awards, replacing the unconfirmed ones (like Generate Award). */
export const applyAwardProposal = useCase(
  { name: 'awards.applyProposal', access: 'award' },
  async (deps: CoreDeps, actor: Actor, proposal: AwardProposal): Promise<Result<AwardsSaved>> => replaceAwards(deps, actor, proposal.auctionId, proposal.awards),
);
