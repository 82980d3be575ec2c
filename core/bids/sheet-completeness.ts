/**
 * The Place Bids sheet as a whole ("say what happened"): two refusals beyond each row's own
 * rules (./bid-rules.ts validateBidRows), applied by the server's save (./bid-input.ts) and by the
 * browser on NEXT, so neither side saves quietly what the bidder did not mean:
 * - a row with a Minimum Balance Gtee but none of basis points / fixed / all-in is refused, naming its
 *   lot (it used to be dropped as a lot placeholder, the guarantee lost without a word);
 * - a sheet without a single bid cannot be saved (NEXT used to say "Bids saved." and CONFIRM BIDS then
 *   failed). OUR DECISION: this holds also for a bidder who had saved bids and cleared them all: the
 *   unconfirmed bids stay as saved (only confirmed bids count anywhere), rather than a save that leaves
 *   nothing to confirm.
 * Pure and free of the decimal library: the rows are read as typed, after validateBidRows passed them.
 */
import type { Id, Lot } from '../domain/entities';
import { lotNamed } from '../domain/messages';
import type { BidInputField } from '../domain/bid-kinds';
import { filledBidFieldCount, isBlank, type BidRowInput } from './bid-rules';

/**
 * Ours: NEXT on a sheet without a single bid. Worded here, not in core/domain/messages.ts: the browser
 * loads this module on NEXT (with the bid value rule), so its words stay out of the first screens'
 * JavaScript, as the warnings' words do (web/src/features/bidding/hooks/bid-warnings.ts).
 */
export const NO_BIDS_ON_SHEET = 'Unable to save. The sheet has no bids: enter a bid for at least one lot, then press NEXT.';
/** Ours: a row with a Minimum Balance Gtee and no bid (it used to be dropped without a word), naming the lot. */
export const minBalanceWithoutBid = (lot: Pick<Lot, 'lotNumber' | 'lotName'>): string =>
  `Unable to save. The Minimum Balance Gtee on ${lotNamed(lot)} has no bid beside it: enter the bid in BID Basis points, BID Fixed Amount or BID All-In points, or clear the guarantee.`;

/** The lot fields the refusal names. */
export type LotForSheetMessage = Pick<Lot, 'id' | 'lotNumber' | 'lotName'>;

/** A refusal of the whole sheet: the message, and the cell it points at (`rows.<index>.<field>`) when there is one. */
export interface SheetRefusal {
  message: string;
  fields: Record<string, string>;
}

/**
 * The first reason the sheet may not be saved, or null. A guarantee without a bid on a lot not listed
 * in `lots` (the server refuses such a lot anyway) is named by its row instead.
 */
export const incompleteSheetRefusal = (rows: readonly Pick<BidRowInput, 'lotId' | BidInputField | 'minBalance'>[], lots: readonly LotForSheetMessage[]): SheetRefusal | null => {
  const guaranteeOnly = rows.findIndex((r) => filledBidFieldCount(r) === 0 && !isBlank(r.minBalance));
  if (guaranteeOnly >= 0) {
    const lotId: Id = rows[guaranteeOnly].lotId;
    const lot = lots.find((l) => l.id === lotId) ?? { lotNumber: `on row ${guaranteeOnly + 1}`, lotName: '' };
    const message = minBalanceWithoutBid(lot);
    return { message, fields: { [`rows.${guaranteeOnly}.minBalance`]: message } };
  }
  if (!rows.some((r) => filledBidFieldCount(r) > 0)) return { message: NO_BIDS_ON_SHEET, fields: {} };
  return null;
};
