/**
 * The Bid Rankings' totals as the screen shows them, and its workbook: a row per lot in the lot's currency,
 * then the same totals lines as the screen, labels included ("Total Intrinsic Revenue in USD at lot FX rates"
 * when some lot is in another currency), then, when converted, the per-currency subtotals the screen lists
 * below them.
 */
import type { DecimalString } from '../../../../../core/domain/entities';
import { amountInput, percentInput, type ExportCellInput } from '../../../../../core/documents/export-cells';
import { amountFigure, countFigure, percentFigure, totalsExportRows, type TotalsLine } from '../../../lib/totals-lines';
import { convertedTotalLabel } from '../../../../../core/money/fx';
import type { RankingTotals } from '../../../../../core/awards/bid-rankings';

/** The lead, cover and third bids' column prefixes. */
export const RANKING_PLACES = ['Lead', 'Cover', 'Third'] as const;

/** What the workbook reads of the rankings (core BidRankings, or the same on the wire). */
export interface RankingsForWorkbook {
  rows: readonly {
    lotNumber: string;
    lotName: string;
    marketValue: DecimalString;
    currency: string;
    bidsPlaced: number;
    bids: readonly { bidder: string; bidType: string; totalBidValue: DecimalString; percentOfTopBid: DecimalString | null }[];
  }[];
  totals: RankingTotals;
  currency: string;
  converted: boolean;
  subtotals: readonly { currency: string; totalIntrinsicRevenue: DecimalString; totalDiscretionaryEstimate: DecimalString }[];
}

/** The four totals, in the auction's currency, labelled as converted when some lot is in another currency. */
export const bidRankingsTotalsLines = (r: Pick<RankingsForWorkbook, 'totals' | 'currency' | 'converted'>): TotalsLine[] => {
  const t = r.totals;
  return [
    { label: convertedTotalLabel('Total Intrinsic Revenue', r.currency, r.converted), figure: amountFigure(t.totalIntrinsicRevenue, r.currency) },
    { label: convertedTotalLabel('Total Discretionary Estimate', r.currency, r.converted), figure: amountFigure(t.totalDiscretionaryEstimate, r.currency) },
    { label: 'Exclusive Premium %', figure: percentFigure(t.exclusivePremiumPct, 2) },
    { label: 'Total Bids Placed', figure: countFigure(t.totalBidsPlaced) },
  ];
};

/** The screen's subtotals table (currency, Intrinsic Revenue, Discretionary Estimate) as lines; none unless converted. */
export const bidRankingsSubtotalLines = (r: Pick<RankingsForWorkbook, 'subtotals' | 'converted'>): TotalsLine[] =>
  r.converted
    ? r.subtotals.flatMap((s) => [
        { label: `Intrinsic Revenue ${s.currency}`, figure: amountFigure(s.totalIntrinsicRevenue, s.currency) },
        { label: `Discretionary Estimate ${s.currency}`, figure: amountFigure(s.totalDiscretionaryEstimate, s.currency) },
      ])
    : [];

/**
 * The Bid Rankings workbook's rows: per lot its market value and lead, cover and third bids in the lot's
 * currency, then the totals and subtotals lines (label under Lot, figure under Lot Name). No lot is no workbook.
 */
export const bidRankingsWorkbookRows = (r: RankingsForWorkbook): Record<string, ExportCellInput>[] => {
  if (r.rows.length === 0) return [];
  const rows = r.rows.map((lot) => {
    const out: Record<string, ExportCellInput> = { Lot: lot.lotNumber, 'Lot Name': lot.lotName, 'Market Value': amountInput(lot.marketValue, lot.currency) };
    RANKING_PLACES.forEach((p, i) => {
      const b = lot.bids[i];
      out[`${p} Bidder`] = b?.bidder ?? '';
      out[`${p} Bid Type`] = b?.bidType ?? '';
      out[`${p} Total Bid Value`] = amountInput(b?.totalBidValue, lot.currency);
      if (i > 0) out[`${p} % of Top Bid`] = percentInput(b?.percentOfTopBid, 1);
    });
    out['Bids Placed'] = lot.bidsPlaced;
    return out;
  });
  return [...rows, ...totalsExportRows([...bidRankingsTotalsLines(r), ...bidRankingsSubtotalLines(r)], 'Lot', 'Lot Name')];
};
