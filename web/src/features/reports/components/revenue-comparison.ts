/**
 * The Award Summary's three revenue-comparison bar charts (spec §2.6). Decision where the spec names
 * the charts only: each of the first two compares Baseline, Provider Discretionary and Auction Revenue — for
 * Portfolios Table 1 and Table 2 (the edited figures); the third compares, for the whole auction,
 * the total discretionary estimate, the revenue projection (Total Intrinsic Revenue) and the
 * revenue of the saved awards.
 * The portfolio figures are amounts (core/reports/award-summary-fields.ts, checked on
 * save); text stored before that rule ("$1.2m") charts as 0 unless it is a plain number (thousands
 * separators and a currency symbol allowed).
 *
 * Nothing is drawn from nothing: a portfolio whose figures nobody has entered says "Not yet entered"
 * instead of a chart, a figure not entered is null (not 0), and a chart whose figures are all zero or not
 * entered says so (`note`) rather than drawing an empty 0 to 1 axis, on screen and in the PNG.
 */
import type { AwardSummaryFields, DecimalString } from '../../../../../core/domain/entities';
import { isDecimalString } from '../../../../../core/money/decimal-text';
import { NO_FIGURES_YET, NOT_YET_ENTERED } from '../../../../../core/domain/staff-messages';

export interface RevenueComparison {
  title: string;
  labels: string[];
  /** Each bar's figure; null when it has not been entered. */
  values: (DecimalString | null)[];
  /** Shown instead of the chart when there is nothing to draw; null when the chart is drawn. */
  note: string | null;
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

/** A figure as typed: null when blank (not entered), else its chart value. */
const enteredFigure = (text: string | null | undefined): DecimalString | null => ((text ?? '').trim() === '' ? null : chartFigure(text));

const isZero = (v: DecimalString): boolean => /^0*\.?0*$/.test(v);

const comparison = (title: string, labels: string[], values: (DecimalString | null)[]): RevenueComparison => ({
  title,
  labels,
  values,
  note: values.every((v) => v === null) ? NOT_YET_ENTERED : values.every((v) => v === null || isZero(v)) ? NO_FIGURES_YET : null,
});

export const revenueComparisons = ({ auctionSummary: s, totals }: RevenueSources): RevenueComparison[] => [
  comparison(s.portfoliosTitle1 || 'Portfolio 1', [...REVENUE_LABELS], [s.baseline1, s.providerDiscretionary1, s.auctionRevenue1].map(enteredFigure)),
  comparison(s.portfoliosTitle2 || 'Portfolio 2', [...REVENUE_LABELS], [s.baseline2, s.providerDiscretionary2, s.auctionRevenue2].map(enteredFigure)),
  comparison(
    'Total Auction',
    ['Total Discretionary Estimate', 'Total Intrinsic Revenue', 'Awarded Revenue'],
    [totals.totalDiscretionaryEstimate, totals.totalIntrinsicRevenue, totals.awardedRevenue].map(chartFigure),
  ),
];
