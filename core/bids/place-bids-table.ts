/**
 * The Place Bids table (wizard step 2) as pure list operations, for the web: build the rows from the
 * lots and the saved bids, add and delete extra rows for a lot, and show returned values the spec's way.
 */
import type { Bid, CollateralType, DecimalString, Id } from '../domain/entities';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';
import { sortByLotNumber } from '../domain/lot-number-order';
import { formatAllIn, formatReturnedRate } from '../money/format';
import { compareDecimalText, sumDecimalText } from '../money/decimal-arith';
import { isDecimalString } from '../money/decimal-text';
import { rowHasValues, type BidRowInput } from './bid-rules';
import { NEW_BID_ID } from './bids-save';
import { EMPTY_BID_INPUTS, perKind, type BidAmountField } from '../domain/bid-kinds';

export type TableLot = { id: Id; lotNumber: string };
export type SavedBid = Pick<
  Bid,
  'id' | 'lotId' | 'collateralType' | BidAmountField | 'minBalGuarantee' | 'lotSpecificComments'
>;

/** Initial collateral of a new row: the auction's fixed type, or empty for Both (the bidder must choose). */
export const defaultRowCollateral = (auctionCollateral: CollateralType): string =>
  auctionCollateral === 'Both' ? '' : auctionCollateral;

/** A lot's placeholder row (the spec's "a lot with no bid shows a placeholder id"). */
export const placeholderRow = (lotId: Id, auctionCollateral: CollateralType): BidRowInput => ({
  bidId: NEW_BID_ID,
  lotId,
  collateralType: defaultRowCollateral(auctionCollateral),
  ...EMPTY_BID_INPUTS,
  minBalance: '',
  lotComment: '',
});

const text = (v: DecimalString | null): string => v ?? '';

/** A saved bid refilled into the inputs; rates (bps, all-in points) with fewer than 3 decimals show 2, amounts as stored. */
export const rowFromSavedBid = (bid: SavedBid): BidRowInput => ({
  bidId: bid.id,
  lotId: bid.lotId,
  collateralType: bid.collateralType,
  ...perKind('input', (k) => (k.unit === 'money' ? text(bid[k.field]) : formatReturnedRate(bid[k.field]))),
  minBalance: text(bid.minBalGuarantee),
  lotComment: bid.lotSpecificComments,
});

/**
 * One row per saved bid and a placeholder for every lot without one, in lot-number order
 * (a lot's bids in the order the server lists them: the order they were made; their ids on the wire
 * are opaque and carry no order). Saved bids of lots not in the list are left out.
 */
export const buildPlaceBidsRows = (
  lots: readonly TableLot[],
  savedBids: readonly SavedBid[],
  auctionCollateral: CollateralType,
): BidRowInput[] =>
  sortByLotNumber(lots).flatMap((lot) => {
    const own = savedBids.filter((b) => b.lotId === lot.id);
    return own.length ? own.map(rowFromSavedBid) : [placeholderRow(lot.id, auctionCollateral)];
  });

/** Add Row: a new empty row for the same lot, right after `index`. */
export const addBidRow = (rows: readonly BidRowInput[], index: number, auctionCollateral: CollateralType): BidRowInput[] => {
  const at = rows[index];
  if (!at) return [...rows];
  return [...rows.slice(0, index + 1), placeholderRow(at.lotId, auctionCollateral), ...rows.slice(index + 1)];
};

/** The confirmation Delete Row asks first when the row has values, or null to delete at once. */
export const deleteRowConfirmation = (row: BidRowInput): string | null =>
  rowHasValues(row) ? MSG.BID_ROW_DELETE_CONFIRMATION : null;

/**
 * Delete Row: removes the row; when it was the lot's last row, a fresh placeholder takes its place
 * so every lot keeps a row to bid in. (A deleted saved bid is deleted on the next save, because the
 * save replaces the bidder's unconfirmed set.)
 */
export const deleteBidRow = (rows: readonly BidRowInput[], index: number, auctionCollateral: CollateralType): BidRowInput[] => {
  const at = rows[index];
  if (!at) return [...rows];
  const rest = [...rows.slice(0, index), ...rows.slice(index + 1)];
  return rest.some((r) => r.lotId === at.lotId)
    ? rest
    : [...rows.slice(0, index), placeholderRow(at.lotId, auctionCollateral), ...rows.slice(index + 1)];
};

/**
 * What the all-in rule reads of a lot, shown under its BID All-In points cell (the sheet
 * never showed the gross dividend and tax rate a refused all-in bid depended on): "Gross dividend
 * 2.64%, tax rate 15.00%: an all-in bid must be above 85.00%". An all-in bid of X points pays the
 * lender X% of the gross dividend; without lending the lender keeps (100 - tax rate)%, so only a bid
 * above that is worth more than 0 (core/money allInBidValue). No tax rate counts as 0%, as the rule does.
 */
export const allInTermsNote = (lot: { grossDividend: DecimalString | null; taxRate: DecimalString | null }): string => {
  const gross = lot.grossDividend !== null && isDecimalString(lot.grossDividend) ? lot.grossDividend : null;
  if (gross === null || compareDecimalText(gross, '0') <= 0) return 'No gross dividend: an all-in bid is worth 0 on this lot';
  const tax = lot.taxRate !== null && isDecimalString(lot.taxRate) ? lot.taxRate : '0';
  const kept = sumDecimalText(['100', tax.startsWith('-') ? tax.slice(1) : `-${tax}`]);
  return `Gross dividend ${formatAllIn(gross)}, tax rate ${formatAllIn(tax)}: an all-in bid must be above ${formatAllIn(kept)}`;
};
