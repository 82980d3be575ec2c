/**
 * Bid Rankings (report 1) over an auction's confirmed bids: core/awards bidRankings with the lots'
 * discretionary estimates (core/money, over the auction's term length). The Auction Summary answer and
 * the Award Summary totals both use it, so the figures agree everywhere.
 */
import type { Auction, BidValueFields, Lot } from '../domain/entities';
import { termLengthDays } from '../clock/eastern-time';
import { discretionaryEstimate } from '../money/formulas';
import { fxRateOf } from '../money/fx';
import { bidRankings, bidRankingsBuilder, type BidRankings, type BidRankingsBuilder, type RankingLot } from '../awards/bid-rankings';
import type { ReportData, ValuedBid } from './overview-rows';
import { PROVIDER_NAME } from './provider';

function rankingLotsOf(auction: Auction, lots: readonly Lot[]): RankingLot[] {
  const term = termLengthDays(auction.termStartDate, auction.termEndDate);
  return lots.map((l) => ({
    lotId: l.id,
    lotNumber: l.lotNumber,
    lotName: l.lotName,
    marketValue: l.marketValue,
    currency: l.currency,
    fxRate: fxRateOf(l, auction.currency),
    comboFlag: l.comboFlag,
    discretionaryEstimate: l.eslBps === null || l.eslBps === '' ? null : discretionaryEstimate(l.eslBps, l.marketValue, term),
  }));
}

/** The rankings of the auction's `lots`, built a lot at a time (core/reports/lot-groups.ts adds each lot with its valued bids). */
export const rankingsBuilderOf = (auction: Auction, lots: readonly Lot[]): BidRankingsBuilder =>
  bidRankingsBuilder(rankingLotsOf(auction, lots), PROVIDER_NAME, auction.currency);

/** `valued`: the auction's confirmed bids with their values (valuedBidsOf), not full overview rows. */
export function rankingsOf(auction: Auction, data: Pick<ReportData<BidValueFields>, 'lots'>, valued: readonly ValuedBid[]): BidRankings {
  return bidRankings(rankingLotsOf(auction, data.lots), valued, PROVIDER_NAME, auction.currency);
}
