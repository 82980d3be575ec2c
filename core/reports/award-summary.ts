/**
 * Award Summary report (spec section 2.6): the editable summary fields plus numbers, tables and the
 * three chart series computed from the saved awards (core/money formulas). Internal roles only.
 *
 * Chart decisions (the spec names the charts, not their axes):
 * - lendableAssestsChart ("High Bids by lendable assets"): per winning borrower, the market value of the lots it won;
 * - breakdownByRevenueChart ("by revenue"): per asset class, the awarded revenue;
 * - revenueByCounterpartyChart: per winning borrower, the awarded revenue.
 * Combo lots count with their own market value in the revenue series and are left out of lendable assets
 * (their value is already counted by the lots they span).
 */
import type { CoreDeps } from '../app/deps';
import type { AwardSummaryFields, DecimalString, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { freeTextsTooLong } from '../validation/text-limit-fields';
import { fail, ok, type Result } from '../domain/result';
import { totalMarketValue } from '../money/formulas';
import type { RankingTotals } from '../awards/bid-rankings';
import { rankingsOf } from './bid-rankings-report';
import { dec, roundMoneyHalfUp, sumDecimals } from '../money/decimal';
import type { Actor } from '../bids/actor';
import { editableReportAuction, internalReportAuction } from './report-access';
import type { SummaryTextField } from './award-summary-fields';
import { loadRankingData, valuedBidsOf } from './overview-rows';

export interface ChartSeries {
  labels: string[];
  values: DecimalString[];
}
export type LabelValue = [string, string];

export interface AwardSummaryReport {
  auctionId: Id;
  auctionName: string;
  auctionSummary: AwardSummaryFields;
  portfolio1Table: LabelValue[];
  portfolio2Table: LabelValue[];
  auctionSummaryTable: LabelValue[];
  totalAuctionTable: LabelValue[];
  lendableAssestsChart: ChartSeries;
  breakdownByRevenueChart: ChartSeries;
  revenueByCounterpartyChart: ChartSeries;
  /** The Bid Rankings totals (core/awards) plus the revenue of the saved awards. */
  totals: RankingTotals & { awardedRevenue: DecimalString };
}

export const EMPTY_SUMMARY: AwardSummaryFields = {
  totalAuctionDate: null,
  auctionMarketValue: '',
  lottingStrategy: '',
  collateralProfile: '',
  portfoliosTitle1: '',
  portfoliosTitle2: '',
  baseline1: '',
  baseline2: '',
  providerDiscretionary1: '',
  providerDiscretionary2: '',
  auctionRevenue1: '',
  auctionRevenue2: '',
  bidSummary: '',
};

function series(map: Map<string, ReturnType<typeof dec>>): ChartSeries {
  const entries = [...map.entries()].sort((a, b) => b[1].comparedTo(a[1]) || a[0].localeCompare(b[0]));
  return { labels: entries.map((e) => e[0]), values: entries.map((e) => roundMoneyHalfUp(e[1])) };
}

const add = (m: Map<string, ReturnType<typeof dec>>, k: string, v: DecimalString) => m.set(k, (m.get(k) ?? dec(0)).plus(dec(v)));

export async function awardSummary(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AwardSummaryReport>> {
  const r = await internalReportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const auction = r.value;
  const [data, awards, stored, classes] = await Promise.all([
    loadRankingData(deps.store, auctionId),
    deps.store.awards.listByAuction(auctionId),
    deps.store.reports.getAwardSummary(auctionId),
    deps.store.reference.assetClasses(),
  ]);
  const summary = stored ?? EMPTY_SUMMARY;
  const valued = valuedBidsOf(data);
  const awardedBidIds = new Set(awards.map((a) => a.bidId));
  const awarded = valued.filter((x) => awardedBidIds.has(x.bidId));
  const rankings = rankingsOf(auction, data, valued).totals;
  const awardedRevenue = roundMoneyHalfUp(sumDecimals(awarded.map((x) => x.totalBidValue)));

  const lendable = new Map<string, ReturnType<typeof dec>>();
  const byClass = new Map<string, ReturnType<typeof dec>>();
  const byBidder = new Map<string, ReturnType<typeof dec>>();
  const classById = new Map(classes.map((c) => [c.id, c.acFormDescr]));
  for (const x of awarded) {
    const lot = x.lot;
    if (!lot.comboFlag) add(lendable, x.bidder, lot.marketValue);
    add(byClass, classById.get(lot.assetClassId) ?? '', x.totalBidValue);
    add(byBidder, x.bidder, x.totalBidValue);
  }
  return ok({
    auctionId,
    auctionName: auction.auctionName,
    auctionSummary: summary,
    portfolio1Table: [
      ['Portfolios Title', summary.portfoliosTitle1],
      ['Baseline', summary.baseline1],
      ['Provider Discretionary', summary.providerDiscretionary1],
      ['Auction Revenue', summary.auctionRevenue1],
    ],
    portfolio2Table: [
      ['Portfolios Title', summary.portfoliosTitle2],
      ['Baseline', summary.baseline2],
      ['Provider Discretionary', summary.providerDiscretionary2],
      ['Auction Revenue', summary.auctionRevenue2],
    ],
    auctionSummaryTable: [
      ['Total Market Value', totalMarketValue(data.lots)],
      ['Total # Lots', String(data.lots.length)],
      ['Lots Awarded', String(new Set(awarded.map((x) => x.lotId)).size)],
      ['Total Bids Placed', String(rankings.totalBidsPlaced)],
      ['Total Intrinsic Revenue', rankings.totalIntrinsicRevenue],
      ['Total Discretionary Estimate', rankings.totalDiscretionaryEstimate],
      ['Exclusive Premium %', rankings.exclusivePremiumPct],
      ['Awarded Revenue', awardedRevenue],
    ],
    totalAuctionTable: [
      ['Total Auction', summary.totalAuctionDate ?? ''],
      ['Auction Market Value', summary.auctionMarketValue],
      ['Lotting Strategy', summary.lottingStrategy],
      ['Collateral Profile', summary.collateralProfile],
    ],
    lendableAssestsChart: series(lendable),
    breakdownByRevenueChart: series(byClass),
    revenueByCounterpartyChart: series(byBidder),
    totals: { ...rankings, awardedRevenue },
  });
}


/** The award summary save, as the contract reads its body (contract/reports.ts). */
export interface AwardSummarySave {
  auctionId: Id;
  /** The date as sent; an invalid one is saved as null (below). */
  totalAuctionDate: string | null;
  /** Each text field as sent ('' when absent). */
  texts: Record<SummaryTextField, string>;
}

/** An ISO instant or yyyy-mm-dd; anything else (an invalid date) is saved as null, as the spec says. */
function dateOrNull(v: string | null): string | null {
  if (v === null || v.trim() === '') return null;
  const t = Date.parse(v.trim());
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** POST /report/awardSummary/awardSummarySave: {auctionId, ...summary fields}. */
export async function saveAwardSummary(deps: CoreDeps, actor: Actor, input: AwardSummarySave): Promise<Result<{ message: string }>> {
  const a = await editableReportAuction(deps, actor, input.auctionId);
  if (!a.ok) return a;
  const fields: AwardSummaryFields = { ...EMPTY_SUMMARY, ...input.texts, totalAuctionDate: dateOrNull(input.totalAuctionDate) };
  const long = freeTextsTooLong(input.texts);
  if (Object.keys(long).length) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, long);
  await deps.store.reports.saveAwardSummary(input.auctionId, fields);
  return ok({ message: MSG.SAVED_SUCCESSFULLY });
}
