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
 *
 * Before anyone edits it, every field of the Edit form reads "Not yet entered" in the tables (never a
 * blank cell); the figures computed from the lots, bids and awards are shown whatever was entered.
 *
 * Currencies: every figure of the tables and every chart series adds lots, so all are in the
 * auction's currency (`currency`), each lot's amount at its FX rate (core/money/fx.ts); `converted` says
 * whether any lot is in another currency, and the screens then label them ("in USD at lot FX rates").
 */
import type { CoreDeps } from '../app/deps';
import type { AwardSummaryFields, CurrencyCode, DecimalString, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fieldsTooLong, freeTextsTooLong } from '../validation/text-limit-fields';
import { validationFailure, type Validated } from '../validation/field-failure';
import { isIdInRange } from '../validation/input-id';
import { ok, type Result } from '../domain/result';
import { totalMarketValue } from '../money/market-value';
import { hasForeignLots, inAuctionCurrency, totalInAuctionCurrency } from '../money/fx';
import type { RankingTotals } from '../awards/bid-rankings';
import { dec, roundMoneyHalfUp } from '../money/decimal';
import type { Actor } from '../policy/actor';
import { reportAuction } from './report-access';
import { useCase } from '../app/use-case';
import { AWARD_SUMMARY_TEXT_FIELDS, type SummaryTextField } from './award-summary-fields';
import { readSummaryAmounts } from '../validation/award-summary-amounts';
import { loadRankingLookups } from './overview-rows';
import { figuresByLotGroups } from './lot-groups';
import { lotCountOf, totalLotsValue } from '../domain/lot-count';
import { NOT_YET_ENTERED } from '../domain/staff-messages';

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
  /** The Bid Rankings totals plus the revenue of the saved awards. */
  totals: RankingTotals & { awardedRevenue: DecimalString };
  /** The currency of every amount of the tables and charts: the auction's. */
  currency: CurrencyCode;
  /** True when some lot is in another currency: the amounts are conversions at the lots' FX rates. */
  converted: boolean;
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

/** A field of the Edit form as the tables show it: "Not yet entered" rather than a blank cell. */
const entered = (v: string | null): string => (v === null || v.trim() === '' ? NOT_YET_ENTERED : v);

const add = (m: Map<string, ReturnType<typeof dec>>, k: string, v: DecimalString) => m.set(k, (m.get(k) ?? dec(0)).plus(dec(v)));

/**
 * GET /report/awardSummary/{auctionId}: the Award Summary report of an auction (staff report roles): its figures, the portfolio tables and
 * the charts' series, with the texts staff entered ("Not yet entered" where none).
 *
 * @example
 * ```ts
 * const summary = unwrap(await core.reports.awardSummary(reporter, auctionId));
 * for (const [label, value] of summary.totalAuctionTable) console.log(`${label}: ${value}`);
 * ```
 */
export const awardSummary = useCase({ name: 'reports.awardSummary', access: 'seeStaffReports' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AwardSummaryReport>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const auction = r.value;
  const [data, awards, stored, classes] = await Promise.all([
    loadRankingLookups(deps.store, auctionId),
    deps.store.awards.listByAuction(auctionId),
    deps.store.reports.getAwardSummary(auctionId),
    deps.store.reference.assetClasses(),
  ]);
  const summary = stored ?? EMPTY_SUMMARY;
  // The bids a group of lots at a time (lot-groups.ts): the rankings' totals and the awarded bids in one pass.
  const figures = await figuresByLotGroups(deps.store, auction, data, { rankings: true, keepIds: new Set(awards.map((a) => a.bidId)) });
  const awarded = figures.kept;
  const rankings = figures.rankings.totals;
  const awardedRevenue = totalInAuctionCurrency(awarded.map((x) => ({ amount: x.totalBidValue, fxRate: x.fxRate })));

  const lendable = new Map<string, ReturnType<typeof dec>>();
  const byClass = new Map<string, ReturnType<typeof dec>>();
  const byBidder = new Map<string, ReturnType<typeof dec>>();
  const classById = new Map(classes.map((c) => [c.id, c.acFormDescr]));
  for (const x of awarded) {
    const lot = x.lot;
    const revenue = inAuctionCurrency(x.totalBidValue, x.fxRate);
    if (!lot.comboFlag) add(lendable, x.bidder, inAuctionCurrency(lot.marketValue, x.fxRate));
    add(byClass, classById.get(lot.assetClassId) ?? '', revenue);
    add(byBidder, x.bidder, revenue);
  }
  return ok({
    auctionId,
    auctionName: auction.auctionName,
    auctionSummary: summary,
    portfolio1Table: [
      ['Portfolios Title', entered(summary.portfoliosTitle1)],
      ['Baseline', entered(summary.baseline1)],
      ['Provider Discretionary', entered(summary.providerDiscretionary1)],
      ['Auction Revenue', entered(summary.auctionRevenue1)],
    ],
    portfolio2Table: [
      ['Portfolios Title', entered(summary.portfoliosTitle2)],
      ['Baseline', entered(summary.baseline2)],
      ['Provider Discretionary', entered(summary.providerDiscretionary2)],
      ['Auction Revenue', entered(summary.auctionRevenue2)],
    ],
    auctionSummaryTable: [
      ['Total Market Value', totalMarketValue(data.lots, auction.currency)],
      ['Total # Lots', totalLotsValue(lotCountOf(data.lots))],
      // Single lots, as Total # Lots counts them: an awarded combo awards the lots it spans.
      ['Lots Awarded', String(new Set(awarded.flatMap((x) => (x.lot.comboFlag ? x.lot.comboLotIds : [x.lotId]))).size)],
      ['Total Bids Placed', String(rankings.totalBidsPlaced)],
      ['Total Intrinsic Revenue', rankings.totalIntrinsicRevenue],
      ['Total Discretionary Estimate', rankings.totalDiscretionaryEstimate],
      ['Exclusive Premium %', rankings.exclusivePremiumPct],
      ['Awarded Revenue', awardedRevenue],
    ],
    totalAuctionTable: [
      ['Total Auction', entered(summary.totalAuctionDate)],
      ['Auction Market Value', entered(summary.auctionMarketValue)],
      ['Lotting Strategy', entered(summary.lottingStrategy)],
      ['Collateral Profile', entered(summary.collateralProfile)],
    ],
    lendableAssestsChart: series(lendable),
    breakdownByRevenueChart: series(byClass),
    revenueByCounterpartyChart: series(byBidder),
    totals: { ...rankings, awardedRevenue },
    currency: auction.currency,
    converted: hasForeignLots(data.lots, auction.currency),
  });
});

/** The award summary save, as the contract reads its body. */
export interface AwardSummarySave {
  auctionId: Id;
  /** The date as sent; an invalid one is saved as null (below). */
  totalAuctionDate: string | null;
  /** Each text field as sent ('' when absent). */
  texts: Record<SummaryTextField, string>;
}

/**
 * The award summary save's checks, as its form and body have them: an auction id; the date a text
 * (an invalid date is saved as null, not refused) of at most 255 characters; each text field a text
 * ('' when absent) within the free-text limit (the web's freeTextsTooLong); the Portfolios Tables'
 * figures amounts (`readSummaryAmounts`: exact decimal, not negative, at most 2
 * decimals and 15 integer digits), kept canonical. "Unable to save." naming each field at fault.
 * Idempotent.
 */
export function validateAwardSummarySave(input: AwardSummarySave): Validated<AwardSummarySave> {
  if (typeof input !== 'object' || input === null) return validationFailure({ _: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
  if (typeof input.auctionId !== 'number' || !isIdInRange(input.auctionId)) return validationFailure({ auctionId: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
  const date = input.totalAuctionDate ?? null;
  if (date !== null && typeof date !== 'string') return validationFailure({ totalAuctionDate: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
  const given: Partial<Record<SummaryTextField, unknown>> = typeof input.texts === 'object' && input.texts !== null ? input.texts : {};
  const texts = {} as Record<SummaryTextField, string>;
  for (const f of AWARD_SUMMARY_TEXT_FIELDS) {
    const v = given[f] ?? '';
    if (typeof v !== 'string') return validationFailure({ [f]: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
    texts[f] = v;
  }
  const long = { ...fieldsTooLong({ totalAuctionDate: date }), ...freeTextsTooLong(texts) };
  if (Object.keys(long).length > 0) return validationFailure(long, MSG.UNABLE_TO_SAVE);
  const amounts = readSummaryAmounts(texts);
  if (!amounts.ok) return validationFailure(amounts.fields, MSG.UNABLE_TO_SAVE);
  return ok({ auctionId: input.auctionId, totalAuctionDate: date, texts: amounts.value });
}

/** An ISO instant or yyyy-mm-dd; anything else (an invalid date) is saved as null, as the spec says. */
function dateOrNull(v: string | null): string | null {
  if (v === null || v.trim() === '') return null;
  const t = Date.parse(v.trim());
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** POST /report/awardSummary/awardSummarySave: {auctionId, ...summary fields}. */
export const saveAwardSummary = useCase(
  { name: 'reports.saveAwardSummary', access: 'editReports' },
  async (deps: CoreDeps, actor: Actor, input: AwardSummarySave): Promise<Result<{ message: string }>> => {
    const valid = validateAwardSummarySave(input);
    if (!valid.ok) return valid;
    const { auctionId, texts, totalAuctionDate } = valid.value;
    const a = await reportAuction(deps, actor, auctionId);
    if (!a.ok) return a;
    const fields: AwardSummaryFields = { ...EMPTY_SUMMARY, ...texts, totalAuctionDate: dateOrNull(totalAuctionDate) };
    await deps.store.reports.saveAwardSummary(auctionId, fields);
    return ok({ message: MSG.SAVED_SUCCESSFULLY });
  },
);
