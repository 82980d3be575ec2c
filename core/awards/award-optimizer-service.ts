/**
 * Revenue-optimal award proposal of a stored auction: the optimiser (award-optimizer.ts `optimizeCheckedAward`,
 * the one implementation, which the library's `optimizeAward` calls on plain data once it has checked it) over
 * the auction's instance (`instanceOfAuction`: its lots and confirmed bids),
 * with optional per-borrower caps named by code or name, beside the spec's top-bid preselection. It proposes
 * and saves nothing; `applyAwardProposal` saves a proposal the way Generate Award does. Both are the `award`
 * capability's (the endpoint policy's access of /award/auctions/{id}/optimize).
 */
import type { z } from 'zod';
import type { CoreDeps } from '../app/deps';
import type { Auction, Borrower, Id, Lot } from '../domain/entities';
import { fail, ok, type Result } from '../domain/result';
import { MSG } from '../domain/messages';
import { fxRateOf } from '../money/fx';
import { buildOverviewRows, type OverviewRow } from '../reports/overview-rows';
import { OptimizeRequest, type CapRequest } from './optimizer/optimize-request';
import type { AwardOptimizerInstanceData } from './optimizer/award-optimizer-instance';
import { optimizeCheckedAward, type OptimizedAward } from './award-optimizer';
import { replaceAwards, type AwardsSaved } from './award-service';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { issueFields } from '../validation/field-failure';

export type { CapCostRow } from './award-optimizer';

export interface AwardProposal extends OptimizedAward {
  auctionId: Id;
  /** The proposed awards as Bid Overview rows, in lot order (their amounts in their lots' currencies). */
  awards: OverviewRow[];
}

/** A borrower named by its code or its name (either, case-insensitively). */
const findBorrower = (borrowers: readonly Borrower[], ref: string): Borrower | undefined => {
  const key = ref.trim().toLowerCase();
  return borrowers.find((b) => b.companyCode.toLowerCase() === key) ?? borrowers.find((b) => b.companyName.toLowerCase() === key);
};

/** The request checked with the OptimizeRequest schema (the HTTP body's and the CLI options'), its first message the summary. */
function validOptimizeRequest(input: z.input<typeof OptimizeRequest>): Result<OptimizeRequest, 'VALIDATION'> {
  const parsed = OptimizeRequest.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const fields = issueFields(parsed.error);
  return fail('VALIDATION', Object.values(fields)[0] ?? MSG.INVALID_VALUE, fields);
}

/**
 * The instance of a stored auction: every lot (a combo may span lots nobody bid on) at its effective rate,
 * every confirmed bid with its total value and the time its value was saved, borrowers by id (as text).
 * Stored lots and bids passed their own validation when saved, so the instance is not checked again (zod
 * over 97,000 bids costs most of a second).
 */
export const instanceOfAuction = (
  auction: Pick<Auction, 'currency'>,
  lots: readonly Lot[],
  rows: readonly Pick<OverviewRow, 'bidId' | 'borrowerId' | 'lotId' | 'totalBidValue' | 'bidDate'>[],
  caps: readonly CapRequest[],
  timeLimitSeconds: number | undefined,
): AwardOptimizerInstanceData => ({
  currency: auction.currency,
  lots: lots.map((l) => ({
    id: l.id,
    marketValue: l.marketValue,
    currency: l.currency,
    fxRate: fxRateOf(l, auction.currency),
    // A combo whose lots were all deleted covers its own lot only, as a single lot does.
    comboLotIds: l.comboFlag ? l.comboLotIds : [],
  })),
  bids: rows.map((r) => ({ id: r.bidId, borrower: String(r.borrowerId), lotId: r.lotId, value: r.totalBidValue, valueSavedAt: r.bidDate })),
  caps: caps.map((c) => ({ borrower: c.borrower, ...(c.marketValue === undefined ? {} : { marketValue: c.marketValue }), ...(c.lots === undefined ? {} : { lots: c.lots }) })),
  ...(timeLimitSeconds === undefined ? {} : { timeLimitSeconds }),
});

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
    const [rows, lots, borrowers] = await Promise.all([buildOverviewRows(deps.store, auction), deps.store.lots.listByAuction(auction.id), deps.store.borrowers.list()]);
    const bidding = new Set(rows.map((r) => r.borrowerId));
    // Caps name a borrower by code or name; the instance names borrowers by id.
    const caps: CapRequest[] = [];
    const names = new Map<string, string>();
    for (const [i, cap] of (request.caps ?? []).entries()) {
      const borrower = findBorrower(borrowers, cap.borrower);
      if (!borrower || !bidding.has(borrower.id)) {
        const message = `No borrower "${cap.borrower}" has confirmed bids in this auction.`;
        return fail('VALIDATION', message, { [`caps.${i}.borrower`]: message });
      }
      const key = String(borrower.id);
      if (names.has(key)) {
        const message = `Borrower ${borrower.companyName} is capped twice: give one cap entry with marketValue and/or lots.`;
        return fail('VALIDATION', message, { [`caps.${i}.borrower`]: message });
      }
      caps.push({ ...cap, borrower: key });
      names.set(key, borrower.companyName);
    }

    const optimized = await optimizeCheckedAward(instanceOfAuction(auction, lots, rows, caps, request.timeLimitSeconds), {
      solver: deps.awardSolver,
      now: () => deps.clock.nowMs(),
    });
    const byId = new Map(rows.map((r) => [r.bidId, r]));
    return ok({
      auctionId,
      awards: optimized.selectedBidIds.flatMap((id) => byId.get(id) ?? []),
      ...optimized,
      capCosts: optimized.capCosts.map((c) => ({ ...c, borrower: names.get(c.borrower) ?? c.borrower })),
    });
  },
);

/** Saves a proposal as the auction's awards, replacing the unconfirmed ones (like Generate Award). */
export const applyAwardProposal = useCase(
  { name: 'awards.applyProposal', access: 'award' },
  async (deps: CoreDeps, actor: Actor, proposal: AwardProposal): Promise<Result<AwardsSaved>> => replaceAwards(deps, actor, proposal.auctionId, proposal.awards),
);
