/**
 * Auction Recommendations (spec section 2.9): per lot the revenue analysis, the best exclusive bid and
 * the awarded bid, with the editable Award Analysis text. Internal report roles only.
 *
 * Currencies: a row's amounts are in its lot's currency (`currency`); the three total rows add
 * lots, so they are in the auction's currency (`currency` of the report), each lot at its FX rate
 * (core/money/fx.ts); `converted` says whether any lot is in another currency, and `subtotals` gives the Total
 * row per lot currency, unconverted.
 */
import type { CoreDeps } from '../app/deps';
import type { CurrencyCode, DecimalString, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { freeTextsTooLong } from '../validation/text-limit-fields';
import { fail, ok, type Result } from '../domain/result';
import { termLengthDays } from '../clock/eastern-time';
import { discretionaryEstimate, fixedFromBps } from '../money/formulas';
import { fxRateOf, hasForeignLots, totalInAuctionCurrency } from '../money/fx';
import { moneyOf, subtotalsByCurrency } from '../money/money';
import type { Actor } from '../policy/actor';
import { BID_TYPE_LABELS } from '../awards/bid-rankings';
import { reportAuction } from './report-access';
import { useCase } from '../app/use-case';
import { validationFailure, type Validated } from '../validation/field-failure';
import { isIdInRange } from '../validation/input-id';
import { loadRankingLookups, type ValuedBid } from './overview-rows';
import { figuresByLotGroups } from './lot-groups';
import { annualizedBid } from '../money/bid-values';

export interface RecommendationRow {
  recommendationsTableId: Id | null;
  lotId: Id;
  lotNumber: string;
  lotName: string;
  accountCode: string | null;
  lotSize: DecimalString;
  /** The lot's currency: the row's amounts are in it. */
  currency: CurrencyCode;
  termDays: number;
  datalendDiscretionary: DecimalString | null;
  seasonalAnalysis: string | null;
  specialsAnalysis: string | null;
  /** Discretionary estimate of the lot (eSL bps over the auction's term length). */
  eslEstimate: DecimalString;
  eslBps: DecimalString | null;
  bidder: string;
  bidType: string;
  bpsBid: DecimalString | null;
  annualizedBid: DecimalString | null;
  awardedBidder: string;
  awardedAnnualizedBid: DecimalString | null;
  awardedEslEstimate: DecimalString | null;
  awardedTotalBidValue: DecimalString | null;
  awardAnalysis: string;
  concRisk: string | null;
}

export interface RecommendationReport {
  auctionId: Id;
  auctionName: string;
  auctionStartDate: string;
  marketValueDate: string;
  datalendEstimateDate: string;
  discretionaryEstimateDate: string;
  auctionMarketValue: string;
  collateralProfile: string;
  lottingStrategy: string;
  clientCode: string;
  reportAuctionRecommendationsTable: RecommendationRow[];
  /** The three total rows: total, baseline (eSL estimates), discretionary (datalend), in the auction's currency. */
  totals: { label: string; eslEstimate: DecimalString; awardedTotalBidValue: DecimalString }[];
  /** The auction's currency, the totals'. */
  currency: CurrencyCode;
  /** True when some lot is in another currency: the totals are conversions at the lots' FX rates. */
  converted: boolean;
  /** The Total row per lot currency (the auction's first), unconverted. */
  subtotals: { currency: CurrencyCode; eslEstimate: DecimalString; awardedTotalBidValue: DecimalString }[];
}

/** GET /report/auctionrecommendations/{id}: the recommended award per lot, with the staff's edits (staff report roles). */
export const auctionRecommendations = useCase(
  { name: 'reports.recommendations', access: 'seeStaffReports' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<RecommendationReport>> => {
    const r = await reportAuction(deps, actor, auctionId);
    if (!r.ok) return r;
    const auction = r.value;
    const [data, recs, awards, client, summary] = await Promise.all([
      loadRankingLookups(deps.store, auctionId),
      deps.store.reports.listRecommendations(auctionId),
      deps.store.awards.listByAuction(auctionId),
      deps.store.clients.get(auction.clientId),
      deps.store.reports.getAwardSummary(auctionId),
    ]);
    // Linear: values once per bid, full figures only for the bids shown (each lot's best and its award);
    // the values read a group of lots at a time (lot-groups.ts), only each lot's best and the awarded bids kept.
    const { tops, kept } = await figuresByLotGroups(deps.store, auction, data, { tops: true, keepIds: new Set(awards.map((a) => a.bidId)) });
    const top = new Map(tops.map((x) => [x.lotId, x]));
    const byBid = new Map(kept.map((x) => [x.bidId, x]));
    const awarded = new Map(awards.flatMap((a) => {
      const row = byBid.get(a.bidId);
      return row ? [[a.lotId, row] as const] : [];
    }));
    const annualized = (x: ValuedBid | undefined): DecimalString | null => (x ? annualizedBid(x.bid, x.lot) : null);
    const rec = new Map(recs.map((x) => [x.lotId, x]));
    const term = termLengthDays(auction.termStartDate, auction.termEndDate);
    const table: RecommendationRow[] = data.lots.map((lot) => {
      const best = top.get(lot.id);
      const win = awarded.get(lot.id);
      const est = discretionaryEstimate(lot.eslBps, lot.marketValue, term);
      return {
        recommendationsTableId: rec.get(lot.id)?.id ?? null,
        lotId: lot.id,
        lotNumber: lot.lotNumber,
        lotName: lot.lotName,
        accountCode: lot.accountCode,
        lotSize: lot.marketValue,
        currency: lot.currency,
        termDays: lot.termDays,
        datalendDiscretionary: lot.datalendDiscretionary,
        seasonalAnalysis: lot.seasonalAnalysis,
        specialsAnalysis: lot.specialsAnalysis,
        eslEstimate: est,
        eslBps: lot.eslBps,
        bidder: best?.bidder ?? '',
        bidType: best?.bidKind ? BID_TYPE_LABELS[best.bidKind] : '',
        bpsBid: best?.bid.basisPointGuarantee ?? null,
        annualizedBid: annualized(best),
        awardedBidder: win?.bidder ?? '',
        awardedAnnualizedBid: annualized(win),
        awardedEslEstimate: win ? est : null,
        awardedTotalBidValue: win?.totalBidValue ?? null,
        awardAnalysis: rec.get(lot.id)?.awardAnalysis ?? '',
        concRisk: lot.concRisk,
      };
    });
    const rate = new Map(data.lots.map((l) => [l.id, fxRateOf(l, auction.currency)]));
    const fx = (lotId: Id, amount: DecimalString) => ({ amount, fxRate: rate.get(lotId) ?? '1' });
    const single = table.filter((_, i) => !data.lots[i]?.comboFlag);
    const awardedRows = table.filter((x) => x.awardedTotalBidValue !== null);
    const totalAwarded = totalInAuctionCurrency(awardedRows.map((x) => fx(x.lotId, x.awardedTotalBidValue as string)));
    const baseline = totalInAuctionCurrency(single.map((x) => fx(x.lotId, x.eslEstimate)));
    const datalend = totalInAuctionCurrency(
      data.lots
        .filter((l) => !l.comboFlag && l.datalendDiscretionary !== null)
        .map((l) => fx(l.id, fixedFromBps(l.datalendDiscretionary as string, l.marketValue, term))),
    );
    const eslBy = new Map(subtotalsByCurrency(single.map((x) => moneyOf(x.eslEstimate, x.currency))).map((m) => [m.currency, m.amount]));
    const awardedBy = new Map(subtotalsByCurrency(awardedRows.map((x) => moneyOf(x.awardedTotalBidValue as string, x.currency))).map((m) => [m.currency, m.amount]));
    const currencies = subtotalsByCurrency(table.map((x) => moneyOf('0', x.currency)), auction.currency).map((m) => m.currency);
    return ok({
      auctionId,
      auctionName: auction.auctionName,
      auctionStartDate: auction.auctionStartDate,
      marketValueDate: auction.marketValueDate,
      datalendEstimateDate: auction.datalendEstimateDate,
      discretionaryEstimateDate: auction.discretionaryEstimateDate,
      auctionMarketValue: summary?.auctionMarketValue ?? '',
      collateralProfile: summary?.collateralProfile ?? '',
      lottingStrategy: summary?.lottingStrategy ?? '',
      clientCode: client?.clientCode ?? '',
      reportAuctionRecommendationsTable: table,
      totals: [
        { label: 'Total', eslEstimate: baseline, awardedTotalBidValue: totalAwarded },
        { label: 'Baseline', eslEstimate: baseline, awardedTotalBidValue: baseline },
        { label: 'Discretionary', eslEstimate: datalend, awardedTotalBidValue: datalend },
      ],
      currency: auction.currency,
      converted: hasForeignLots(data.lots, auction.currency),
      subtotals: currencies.map((currency) => ({ currency, eslEstimate: eslBy.get(currency) ?? '0.00', awardedTotalBidValue: awardedBy.get(currency) ?? '0.00' })),
    });
  },
);

/** A saved award analysis, as the contract reads it. */
export interface RecommendationEdit {
  auctionId: Id;
  lotId: Id;
  awardAnalysis: string;
}

const isId = (v: unknown): v is Id => typeof v === 'number' && isIdInRange(v);

/**
 * A save's checks, as its body has them: at least one row, all of one auction, each a lot id and an
 * award analysis text within the free-text limit (the web's freeTextsTooLong). "Unable to save.",
 * naming the field at fault. Whether the lots are the auction's is the save's own check. Idempotent.
 */
export function validateRecommendationEdits(rows: RecommendationEdit[]): Validated<RecommendationEdit[]> {
  if (!Array.isArray(rows)) return validationFailure({ _: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
  const edits: RecommendationEdit[] = [];
  for (const row of rows as unknown[]) {
    const r = row as Partial<Record<keyof RecommendationEdit, unknown>> | null;
    if (typeof r !== 'object' || r === null || !isId(r.auctionId)) return validationFailure({ auctionId: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
    if (!isId(r.lotId)) return validationFailure({ lotId: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
    const awardAnalysis = r.awardAnalysis ?? '';
    if (typeof awardAnalysis !== 'string') return validationFailure({ awardAnalysis: MSG.INVALID_VALUE }, MSG.UNABLE_TO_SAVE);
    const long = freeTextsTooLong({ awardAnalysis });
    if (long.awardAnalysis) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, long);
    edits.push({ auctionId: r.auctionId, lotId: r.lotId, awardAnalysis });
  }
  // Rows of one auction; none at all is nothing to save.
  if (new Set(edits.map((x) => x.auctionId)).size !== 1) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
  return { ok: true, value: edits };
}

/** POST /report/auctionrecommendations/auctionRecommendationsSave: [{id, auctionId, lotId, awardAnalysis}]. */
export const saveRecommendations = useCase(
  { name: 'reports.saveRecommendations', access: 'editReports' },
  async (deps: CoreDeps, actor: Actor, input: RecommendationEdit[]): Promise<Result<{ message: string }>> => {
    const valid = validateRecommendationEdits(input);
    if (!valid.ok) return valid;
    const rows = valid.value;
    const auctionId = rows[0].auctionId;
    const a = await reportAuction(deps, actor, auctionId);
    if (!a.ok) return a;
    const lotIds = new Set((await deps.store.lots.listByAuction(auctionId)).map((l) => l.id));
    if (rows.some((x) => !lotIds.has(x.lotId))) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
    await deps.store.reports.saveRecommendations(rows);
    return ok({ message: MSG.SAVED_SUCCESSFULLY });
  },
);
