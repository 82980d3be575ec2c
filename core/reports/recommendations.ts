/**
 * Auction Recommendations (spec section 2.9): per lot the revenue analysis, the best exclusive bid and
 * the awarded bid, with the editable Award Analysis text. Internal report roles only.
 */
import type { CoreDeps } from '../app/deps';
import type { DecimalString, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { freeTextsTooLong } from '../validation/text-limit-fields';
import { fail, ok, type Result } from '../domain/result';
import { termLengthDays } from '../clock/eastern-time';
import { discretionaryEstimate, fixedFromBps } from '../money/formulas';
import { roundMoneyHalfUp, sumDecimals } from '../money/decimal';
import type { Actor } from '../bids/actor';
import { BID_TYPE_LABELS } from '../awards/bid-rankings';
import { editableReportAuction, internalReportAuction } from './report-access';
import { loadRankingData, valuedBidsOf, type ValuedBid } from './overview-rows';
import { topRowPerLot } from '../awards/award-rules';
import { annualizedBid } from '../money/bid-values';

export interface RecommendationRow {
  recommendationsTableId: Id | null;
  lotId: Id;
  lotNumber: string;
  lotName: string;
  accountCode: string | null;
  lotSize: DecimalString;
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
  /** The three total rows: total, baseline (eSL estimates), discretionary (datalend). */
  totals: { label: string; eslEstimate: DecimalString; awardedTotalBidValue: DecimalString }[];
}


export async function auctionRecommendations(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<RecommendationReport>> {
  const r = await internalReportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const auction = r.value;
  const [data, recs, awards, client, summary] = await Promise.all([
    loadRankingData(deps.store, auctionId),
    deps.store.reports.listRecommendations(auctionId),
    deps.store.awards.listByAuction(auctionId),
    deps.store.clients.get(auction.clientId),
    deps.store.reports.getAwardSummary(auctionId),
  ]);
  // Linear: values once per bid, full figures only for the bids shown (each lot's best and its award).
  const valued = valuedBidsOf(data);
  const top = new Map(topRowPerLot(valued).map((x) => [x.lotId, x]));
  const byBid = new Map(valued.map((x) => [x.bidId, x]));
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
  const single = table.filter((_, i) => !data.lots[i]?.comboFlag);
  const totalAwarded = roundMoneyHalfUp(sumDecimals(table.map((x) => x.awardedTotalBidValue)));
  const baseline = roundMoneyHalfUp(sumDecimals(single.map((x) => x.eslEstimate)));
  const datalend = roundMoneyHalfUp(
    sumDecimals(
      data.lots
        .filter((l) => !l.comboFlag && l.datalendDiscretionary !== null)
        .map((l) => fixedFromBps(l.datalendDiscretionary as string, l.marketValue, term)),
    ),
  );
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
  });
}

/** A saved award analysis, as the contract reads it. */
export interface RecommendationEdit {
  auctionId: Id;
  lotId: Id;
  awardAnalysis: string;
}

/** POST /report/auctionrecommendations/auctionRecommendationsSave: [{id, auctionId, lotId, awardAnalysis}]. */
export async function saveRecommendations(deps: CoreDeps, actor: Actor, rows: RecommendationEdit[]): Promise<Result<{ message: string }>> {
  for (const { awardAnalysis } of rows) {
    const long = freeTextsTooLong({ awardAnalysis });
    if (long.awardAnalysis) return fail('VALIDATION', MSG.UNABLE_TO_SAVE, long);
  }
  const auctionIds = new Set(rows.map((x) => x.auctionId));
  if (auctionIds.size !== 1) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
  const auctionId = rows[0].auctionId;
  const a = await editableReportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const lotIds = new Set((await deps.store.lots.listByAuction(auctionId)).map((l) => l.id));
  if (rows.some((x) => !lotIds.has(x.lotId))) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
  await deps.store.reports.saveRecommendations(rows);
  return ok({ message: MSG.SAVED_SUCCESSFULLY });
}
