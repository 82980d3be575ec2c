/**
 * The bidder's own bids as exported from step 4 (DOWNLOAD BIDS: Excel or PDF) and attached to the
 * confirmation e-mail. The PDF's lines are display text (what the screen shows); the workbook's rows
 * are cells a spreadsheet computes with: amounts numbers in the lot's currency format, the
 * bid a number in its kind's format (basis points, an amount, an all-in percentage), labels as shown.
 */
import type { DecimalString } from '../domain/entities';
import { bidAmountOf, bidKindSpec, perKind, type BidKind, type BidKindSpec, type BidUnit } from '../domain/bid-kinds';
import { formatBidAmount, formatMoney } from '../money/format';
import { sortByLotNumber } from '../domain/lot-number-order';
import { COLLATERAL_LABELS, type BidTerms } from './bid-rules';
import type { Cell } from '../ports/documents';
import { bpsCell, moneyCell, percentCell } from '../documents/sheet-cells';

/** Bid types in exports (spec section 9), as the spec names them: a fixed amount in US dollars. */
export const BID_TYPE_LABELS: Record<BidKind, string> = perKind('code', (k) => k.exportLabel);

/** The currency the spec's "Fixed Dollar" means. */
const SPEC_DOLLAR = 'USD';

/**
 * A bid's "Bid Type" in the bidder's exports (PDF, Excel, the confirmation e-mail's PDF). A fixed amount in
 * US dollars keeps the spec's "Fixed Dollar"; one in another currency names its currency ("Fixed (GBP)",
 * "Fixed (JPY)"), because the amount beside it is in the lot's currency, not in dollars.
 */
export const bidTypeLabel = (kind: BidKind, currency: string): string => {
  const spec: BidKindSpec = bidKindSpec(kind);
  return spec.exportCurrencyLabel !== null && currency !== SPEC_DOLLAR ? `${spec.exportCurrencyLabel} (${currency})` : spec.exportLabel;
};

/** How an amount of each unit goes into the workbook. */
const CELL_OF: Record<BidUnit, (amount: DecimalString, currency: string) => Cell> = {
  bps: (a) => bpsCell(a),
  money: (a, currency) => moneyCell(a, currency),
  percent: (a) => percentCell(a, 2),
};

/** One saved bid with what the export shows about its lot. */
export interface ExportBid extends BidTerms {
  lotNumber: string;
  lotName: string;
  marketValue: DecimalString;
  /** The lot's currency code (symbols per core/money). */
  currency: string;
  /** Estimated bid value (core/money estimatedBid). */
  estimatedBid: DecimalString;
}

/** The Excel sheet's columns, in the spec's order (bidsExportRows builds its rows in this order). */
export const EXPORT_COLUMNS = [
  'Lot',
  'Lot Name',
  'Lot Size',
  'Collateral Type',
  'Bid Type',
  'Bid',
  'Bid Value',
  'Minimum Balance Gtee',
  'Lot Specific Comments',
] as const;
export const ADDITIONAL_COMMENTS_COLUMN = 'Additional Comments';

/** One workbook row: column caption -> cell. */
export type ExportRow = Record<string, Cell>;

/** The bid's type label and displayed value ("Basis points", "100.00"). */
export const bidTypeAndValue = (bid: ExportBid): { bidType: string; bid: string } => {
  const a = bidAmountOf(bid);
  return a === null ? { bidType: '', bid: '' } : { bidType: bidTypeLabel(a.kind, bid.currency), bid: formatBidAmount(bidKindSpec(a.kind).unit, a.amount, bid.currency) };
};

const bidTypeOf = (bid: ExportBid): string => {
  const a = bidAmountOf(bid);
  return a ? bidTypeLabel(a.kind, bid.currency) : '';
};

/** The bid as a workbook cell: basis points, an amount in the lot's currency or an all-in percentage. */
const bidCell = (bid: ExportBid): Cell => {
  const a = bidAmountOf(bid);
  return a === null ? null : CELL_OF[bidKindSpec(a.kind).unit](a.amount, bid.currency);
};

/**
 * The workbook's rows (column caption -> cell), ordered by lot number.
 * When supplemental comments exist, the first row gets an Additional Comments column holding them
 * (spec section 9); the other rows do not carry the key.
 */
export const bidsExportRows = (bids: readonly ExportBid[], supplementalComments: string): ExportRow[] => {
  const rows: ExportRow[] = sortByLotNumber(bids).map((b) => {
    return {
      Lot: b.lotNumber,
      'Lot Name': b.lotName,
      'Lot Size': moneyCell(b.marketValue, b.currency),
      'Collateral Type': COLLATERAL_LABELS[b.collateralType],
      'Bid Type': bidTypeOf(b),
      Bid: bidCell(b),
      'Bid Value': moneyCell(b.estimatedBid, b.currency),
      'Minimum Balance Gtee': moneyCell(b.minBalGuarantee, b.currency),
      'Lot Specific Comments': b.lotSpecificComments,
    };
  });
  const first = rows[0];
  if (first && supplementalComments.trim() !== '') first[ADDITIONAL_COMMENTS_COLUMN] = supplementalComments;
  return rows;
};

/** The PDF export's bid lines (spec: lot, lot size, bid type, bid, bid value), ordered by lot number. */
export interface PdfBidLine {
  lot: string;
  lotSize: string;
  bidType: string;
  bid: string;
  bidValue: string;
}

export const bidsPdfLines = (bids: readonly ExportBid[]): PdfBidLine[] =>
  sortByLotNumber(bids).map((b) => ({
    lot: b.lotNumber,
    lotSize: formatMoney(b.marketValue, b.currency, 0),
    ...bidTypeAndValue(b),
    bidValue: formatMoney(b.estimatedBid, b.currency),
  }));

export { bidsExportFileName } from './export-file-name';
