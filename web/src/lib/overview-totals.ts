/**
 * The Bid Overview's totals and its workbook (participation-and-reporting §4): the screen shows the totals
 * beside the table, and the exported workbook carries the same lines, labels included, under its rows.
 *
 * - Total: the selected rows' sum, or the original total while nothing is selected (award-selection.ts);
 * - Original Total: each single lot's top bid (award-rules.ts overviewTopBidsTotal);
 * - Selected: how many rows are selected;
 * - per currency, the shown total's rows unconverted ("Subtotal EUR"), when they are not all in the auction's.
 * The two totals are in the auction's currency, each row at its lot's FX rate, and labelled so when some row
 * is in another currency ("Total in USD at lot FX rates", core/money/fx.ts).
 */
import type { DecimalString, Id } from '../../../core/domain/entities';
import { amountInput, bpsInput, percentInput, type ExportCellInput } from '../../../core/documents/export-cells';
import { collateralLabel } from '../../../core/documents/export-labels';
import { amountFigure, countFigure, totalsExportRows, type TotalsLine } from './totals-lines';
import { convertedTotalLabel, hasForeignLots } from '../../../core/money/fx';
import { subtotalsByCurrency } from '../../../core/money/money';
import { overviewTopBidsTotal, type ValuedCandidate } from '../../../core/awards/award-rules';
import { displayedRows, displayedTotal } from '../../../core/awards/award-selection';

export interface OverviewTotals {
  /** The auction's currency: the totals are in it. */
  currency: string;
  total: DecimalString;
  originalTotal: DecimalString;
  selectedCount: number;
  /** The shown total's rows per currency, unconverted (the auction's first). */
  subtotals: { amount: DecimalString; currency: string }[];
  /** Some row is in another currency than the auction's: the totals are conversions. */
  converted: boolean;
}

type OverviewCandidate = ValuedCandidate & { currency: string };

/** The totals of the overview's rows with `selected` picked; `originalTotal` when the caller already has it. */
export const overviewTotals = (
  rows: readonly OverviewCandidate[],
  selected: readonly Id[],
  auctionCurrency: string,
  originalTotal: DecimalString = overviewTopBidsTotal(rows),
): OverviewTotals => ({
  currency: auctionCurrency,
  total: displayedTotal(rows, selected, originalTotal),
  originalTotal,
  selectedCount: selected.length,
  subtotals: subtotalsByCurrency(
    displayedRows(rows, selected).map((r) => ({ amount: r.totalBidValue, currency: r.currency })),
    auctionCurrency,
  ),
  converted: hasForeignLots(rows, auctionCurrency),
});

/** The totals as the screen lists them and the workbook's rows carry them. */
export const overviewTotalsLines = (t: OverviewTotals): TotalsLine[] => [
  { label: convertedTotalLabel('Total', t.currency, t.converted), figure: amountFigure(t.total, t.currency) },
  { label: convertedTotalLabel('Original Total', t.currency, t.converted), figure: amountFigure(t.originalTotal, t.currency) },
  { label: 'Selected', figure: countFigure(t.selectedCount) },
  ...(t.subtotals.some((s) => s.currency !== t.currency) ? t.subtotals.map((s) => ({ label: `Subtotal ${s.currency}`, figure: amountFigure(s.amount, s.currency) })) : []),
];

/** What an exported overview row reads of a bid overview row (contract/overview-row.ts). */
export interface OverviewExportFields {
  lotNumber: string;
  lotName: string;
  lotSize: DecimalString;
  currency: string;
  termDays: number;
  bidder: string;
  collateralType: string;
  fixedCashBid: DecimalString | null;
  bpsBid: DecimalString | null;
  annualizedBid: DecimalString;
  allInBid: DecimalString | null;
  totalBidValue: DecimalString;
  comments: string;
}

/** A bid overview row as an exported workbook row (header caption -> cell: amounts in the lot's currency, labels as shown). */
export const overviewExportRow = (r: OverviewExportFields): Record<string, ExportCellInput> => ({
  Lot: r.lotNumber,
  'Lot Name': r.lotName,
  'Lot Size': amountInput(r.lotSize, r.currency),
  Currency: r.currency,
  'Term Days': r.termDays,
  Bidder: r.bidder,
  'Collateral Type': collateralLabel(r.collateralType),
  'Fixed Cash Bid': amountInput(r.fixedCashBid, r.currency),
  'Bps Bid': bpsInput(r.bpsBid),
  'Annualized Bid (bps)': bpsInput(r.annualizedBid),
  'All-in Bid': percentInput(r.allInBid),
  'Total Bid Value': amountInput(r.totalBidValue, r.currency),
  Comments: r.comments,
});

/**
 * The Bid Overview workbook's rows: the exported bid rows, then the screen's totals lines, label under Lot and
 * figure under Lot Name as in the Bid Rankings workbook (the data columns keep only the bids' own figures, so
 * a count never lands in an amount column). No rows to export is no workbook ([]).
 */
export const bidOverviewWorkbookRows = (exported: readonly OverviewExportFields[], totals: OverviewTotals): Record<string, ExportCellInput>[] =>
  exported.length === 0 ? [] : [...exported.map(overviewExportRow), ...totalsExportRows(overviewTotalsLines(totals), 'Lot', 'Lot Name')];
