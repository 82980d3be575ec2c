/**
 * A bidder's Total Estimated Bid Value (the Place Bids sheet, Confirm Bids and Bids Submitted).
 *
 * OUR DECISION (the spec names the figure, not how alternatives add): the total is the most the bidder's
 * own bids could be awarded together, never a sum that counts mutually exclusive bids twice. A combo lot
 * re-offers the lots it spans, and two awarded bids may never cover one lot (core/awards/award-rules.ts),
 * so of a combo's bid and the bids on its lots only one side can be won. Precisely: the award's top-bid
 * preselection (award-rules.ts `preselectTopBids`) run on this bidder's bids alone —
 *   - of several bids on one lot, the highest counts;
 *   - each combo bid, highest first, counts instead of the counted bids on the lots it spans when it is
 *     worth strictly more than they are together, else those bids count and the combo does not;
 * every value compared and added in the auction's currency at its lot's FX rate (exact; core/money/fx.ts).
 * So when no two of the bids cover a common lot the total is their plain sum, and it is never more than
 * that sum (bids are worth more than nothing: the bid value rule refuses the others).
 *
 * The Place Bids sheet loads this module only when some of its bids are alternatives (sheet-estimate.ts
 * `selectionPending`): it brings the award rules, which the bidder's first screens need not download.
 * The figure's tooltip is bidder-messages.ts OWN_BIDS_TOTAL_NOTE.
 */
import type { DecimalString, Id, Instant } from '../../../../../core/domain/entities';
import { preselectTopBids } from '../../../../../core/awards/award-rules';

/** What the total reads of a bid: its lot, the lots a combo lot spans, and its value with its lot's rate. */
export interface OwnBid {
  lotId: Id;
  /** The lots a combo lot spans; empty for a single lot. */
  comboLotIds: readonly Id[];
  /** The bid's Estimated Bid Value, in its lot's currency. */
  amount: DecimalString;
  /** Its lot's rate into the auction's currency (core/money/fx.ts fxRateOf: "1" for a lot in it). */
  fxRate: DecimalString;
}

/** Equal values: the earlier bid in the list counts (the preselection's tie rule needs a date; one for all). */
const SAME_DATE: Instant = '1970-01-01T00:00:00.000Z';

/**
 * The bids the total counts, in the order given (see the module comment); the others are alternatives
 * to them. Linear in the bids but for the sort of the combos.
 */
export const countedOwnBids = <T extends OwnBid>(bids: readonly T[]): T[] => {
  const rows = bids.map((b, i) => ({
    bidId: i + 1,
    bidDate: SAME_DATE,
    lotId: b.lotId,
    comboFlag: b.comboLotIds.length > 0,
    comboLotIds: b.comboLotIds,
    totalBidValue: b.amount,
    fxRate: b.fxRate,
  }));
  const counted = new Set(preselectTopBids(rows).map((r) => r.bidId - 1));
  return bids.filter((_, i) => counted.has(i));
};
