/**
 * The Award Summary's three revenue-comparison bar charts (spec §2.6). Decision where the spec names
 * the charts only: each of the first two compares Baseline, Provider Discretionary and Auction Revenue — for
 * Portfolios Table 1 and Table 2 (the edited figures); the third compares, for the whole auction,
 * the total discretionary estimate, the revenue projection (Total Intrinsic Revenue) and the
 * revenue of the saved awards.
 * The portfolio figures are amounts since issue 25 (core/reports/award-summary-fields.ts, checked on
 * save); text stored before that ("$1.2m") charts as 0 unless it is a plain number (thousands
 * separators and a currency symbol allowed).
 */
import type { AwardSummaryFields, DecimalString } from '../domain/entities';
import { isDecimalString } from '../money/decimal-text';

export interface RevenueComparison {
  title: string;
  labels: string[];
  values: DecimalString[];
}

export const REVENUE_LABELS = ['Baseline', 'Provider Discretionary', 'Auction Revenue'] as const;

/** "1,250,000" / "$1,250,000.50" -> "1250000" / "1250000.50"; anything else "0". */
export const chartFigure = (text: string | null | undefined): DecimalString => {
  const plain = (text ?? '').trim().replace(/^[$€£¥]|^kr\s*/, '').replace(/,/g, '');
  return isDecimalString(plain) ? plain : '0';
};

export interface RevenueSources {
  auctionSummary: Pick<
    AwardSummaryFields,
    'portfoliosTitle1' | 'portfoliosTitle2' | 'baseline1' | 'baseline2' | 'providerDiscretionary1' | 'providerDiscretionary2' | 'auctionRevenue1' | 'auctionRevenue2'
  >;

  totals: { totalDiscretionaryEstimate: DecimalString; totalIntrinsicRevenue: DecimalString; awardedRevenue: DecimalString };
}

export const revenueComparisons = ({ auctionSummary: s, totals }: RevenueSources): RevenueComparison[] => [
  { title: s.portfoliosTitle1 || 'Portfolio 1', labels: [...REVENUE_LABELS], values: [s.baseline1, s.providerDiscretionary1, s.auctionRevenue1].map(chartFigure) },
  { title: s.portfoliosTitle2 || 'Portfolio 2', labels: [...REVENUE_LABELS], values: [s.baseline2, s.providerDiscretionary2, s.auctionRevenue2].map(chartFigure) },
  {
    title: 'Total Auction',
    labels: ['Total Discretionary Estimate', 'Total Intrinsic Revenue', 'Awarded Revenue'],
    values: [totals.totalDiscretionaryEstimate, totals.totalIntrinsicRevenue, totals.awardedRevenue].map(chartFigure),
  },
];
