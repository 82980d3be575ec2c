/**
 * Ties: of two bids worth the same, the one whose value was saved first wins.
 *
 * The rule, applied the same way by the Bid Rankings (bid-rankings.ts), the top-bid preselection
 * (award-rules.ts) and the optimiser (optimizer/: presolve's dominance, a lot's best bid, the small
 * part search's order):
 *   1. the earlier `bidDate`: the time the bid's value was last saved. A save moves it only when the
 *      bid's value terms change (core/bids/bids.ts `valueSavedAt`), so re-saving a sheet keeps a bid's
 *      place; confirming does not move it (a confirmed bid can no longer change);
 *   2. then the lower bid id (two values saved in the same millisecond).
 *
 * A bid keeps its id when it is edited, so the id alone gave the tie to a borrower who bid early and
 * low and raised late to equal a rival over the rival who bid that value first. Open tender systems
 * (18F's micropurchase, Prozorro) give a tie to the earliest bid; so does this.
 */
import type { Id, Instant } from '../domain/entities';

/** What the tie rule reads of a bid. */
export interface TieBreakFields {
  bidId: Id;
  /** When the bid's value was last saved (ISO instant). */
  bidDate: Instant;
}

/** An unreadable date sorts after every readable one (never expected: stored dates are valid). */
const msOf = (iso: Instant): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.MAX_SAFE_INTEGER : ms;
};

/** Negative when `a` wins a tie against `b`: earlier value saved, then lower id. A total order. */
export const compareTieBreak = (a: TieBreakFields, b: TieBreakFields): number => msOf(a.bidDate) - msOf(b.bidDate) || a.bidId - b.bidId;

/** Each bid's place in the tie order, 1 for the bid that wins every tie (the optimiser's `seniority`). */
export const tieBreakRanks = (bids: readonly TieBreakFields[]): Map<Id, number> =>
  new Map([...bids].sort(compareTieBreak).map((b, i) => [b.bidId, i + 1]));
