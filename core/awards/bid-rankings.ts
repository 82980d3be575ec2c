/**
 * The Bid Rankings report (participation-and-reporting §2.5 report 1, §3, §9): per lot the lead,
 * cover and third bids (bidder, bid type, total bid value, percent of the top bid for the 2nd and
 * 3rd, to 1 decimal) and the bids placed; totals Total Intrinsic Revenue, Total Discretionary
 * Estimate, Exclusive Premium % and Total Bids Placed.
 *
 * Decisions where the spec is silent:
 * - The provider's own estimate competes as a bid labelled Discretionary (the spec's "the
 *   provider's own bid"), with the lot's discretionary estimate (`discretionaryEstimate`)
 *   as its value, when the lot has an eSL bps. It is not counted in Bids Placed. On equal value an
 *   exclusive bid ranks ahead of it; equal exclusive bids rank the bid whose value was saved first
 *   first (its bidDate, then its id).
 * - Total Intrinsic Revenue (the revenue projection) is the sum of each lot's lead value (the best
 *   of the exclusive bids and the discretionary estimate); Total Discretionary Estimate the sum of
 *   the estimates. Both exclude combo lots, like the overview total, so a lot is never counted
 *   twice. Total Bids Placed counts every confirmed bid, combo lots included.
 * - Lots are listed in lot number order (compareLotNumbers).
 * - Currencies: a lot's bids and its estimate are ranked in the lot's own currency (one rate would
 *   scale them alike), so each row is in its lot's currency (`currency`). The totals add lots of several
 *   currencies, so they are in the auction's currency (`totals.currency`): each lot's lead value and estimate
 *   converted at its FX rate to cents, then added; `converted` says whether any lot is in
 *   another currency, and `subtotals` gives the same totals per lot currency, unconverted. The Exclusive
 *   Premium % is computed from the converted totals.
 */
import type { CurrencyCode, DecimalString, Id, Instant } from '../domain/entities';
import { tieBreakRanks } from './tie-break';
import { BID_KINDS, type BidKind, type BidKindOf } from '../domain/bid-kinds';
import { compareScaled, scaledOf, type Scaled } from '../money/decimal-arith';
import { exclusivePremiumPct, percentOfTopBid } from '../money/formulas';
import { hasForeignLots, totalInAuctionCurrency, type FxAmount } from '../money/fx';
import { moneyOf, subtotalsByCurrency, type Money } from '../money/money';
import { sortByLotNumber } from '../domain/lot-number-order';

/** The ranking's bid types: each bid kind's (`rankingLabel`), and the provider's estimate. */
export const BID_TYPE_LABELS = {
  DISCRETIONARY: 'Discretionary',
  ...(Object.fromEntries(BID_KINDS.map((k) => [k.code, k.rankingLabel])) as { [K in BidKind]: BidKindOf<K>['rankingLabel'] }),
} as const;
export type BidTypeLabel = (typeof BID_TYPE_LABELS)[keyof typeof BID_TYPE_LABELS];

export interface RankingLot {
  lotId: Id;
  lotNumber: string;
  lotName: string;
  marketValue: DecimalString;
  /** The lot's currency: its market value, bids and estimate are in it. */
  currency: CurrencyCode;
  /** The lot's rate into the auction's currency (core/money/fx.ts fxRateOf). */
  fxRate: DecimalString;
  comboFlag: boolean;
  /** The provider's discretionary estimate for the lot, or null when the lot has no eSL bps. */
  discretionaryEstimate: DecimalString | null;
}

/** A confirmed bid as the overview rows carry it. */
export interface RankingBid {
  bidId: Id;
  /** When the bid's value was last saved (the tie rule, tie-break.ts). */
  bidDate: Instant;
  lotId: Id;
  bidder: string;
  bidKind: BidKind | null;
  totalBidValue: DecimalString;
}

export interface RankedBid {
  bidder: string;
  bidType: BidTypeLabel;
  totalBidValue: DecimalString;
  /** Percent of the lead's value to 1 decimal, for the cover and third bids; null for the lead. */
  percentOfTopBid: DecimalString | null;
}

export interface RankingRow {
  lotId: Id;
  lotNumber: string;
  lotName: string;
  marketValue: DecimalString;
  /** The lot's currency: the market value and the bids' values of the row are in it. */
  currency: CurrencyCode;
  comboFlag: boolean;
  bidsPlaced: number;
  /** Lead, cover, third (fewer when fewer bids). */
  bids: RankedBid[];
}

/** The totals, in the auction's currency. */
export interface RankingTotals {
  totalIntrinsicRevenue: DecimalString;
  totalDiscretionaryEstimate: DecimalString;
  exclusivePremiumPct: DecimalString;
  totalBidsPlaced: number;
}

/** The two money totals of the lots of one currency, in that currency (not converted). */
export interface RankingSubtotal {
  currency: CurrencyCode;
  totalIntrinsicRevenue: DecimalString;
  totalDiscretionaryEstimate: DecimalString;
}

export interface BidRankings {
  rows: RankingRow[];
  totals: RankingTotals;
  /** The currency of the totals: the auction's. */
  currency: CurrencyCode;
  /** True when some lot is in another currency: the totals are conversions at the lots' FX rates. */
  converted: boolean;
  /** Per lot currency (the auction's first), the totals of its lots in that currency. */
  subtotals: RankingSubtotal[];
}

interface Entry {
  ranked: Omit<RankedBid, 'percentOfTopBid'>;
  /** The value read once as an exact integer (sorting builds nothing). */
  value: Scaled;
  order: number;
}

/** One lot's row of the rankings and what the totals need of it. */
interface RankedLot {
  row: RankingRow;
  /** The lead's value (a bid or the estimate), null when the lot has neither. */
  lead: DecimalString | null;
}

/** A lot's row: its bids and its estimate ranked (the bids are all of the lot's confirmed bids). */
function rankLot(lot: RankingLot, lotBids: readonly RankingBid[], providerName: string): RankedLot {
  // Equal values: the bid whose value was saved first ranks first (tie-break.ts); the estimate after every bid.
  const tieRank = tieBreakRanks(lotBids);
  const entries: Entry[] = lotBids.map((b) => ({
    ranked: { bidder: b.bidder, bidType: b.bidKind ? BID_TYPE_LABELS[b.bidKind] : BID_TYPE_LABELS.BPS, totalBidValue: b.totalBidValue },
    value: scaledOf(b.totalBidValue),
    order: tieRank.get(b.bidId) ?? Number.MAX_SAFE_INTEGER - 1,
  }));
  if (lot.discretionaryEstimate !== null) {
    entries.push({
      ranked: { bidder: providerName, bidType: BID_TYPE_LABELS.DISCRETIONARY, totalBidValue: lot.discretionaryEstimate },
      value: scaledOf(lot.discretionaryEstimate),
      order: Number.MAX_SAFE_INTEGER,
    });
  }
  entries.sort((a, b) => compareScaled(b.value, a.value) || a.order - b.order);
  const top = entries[0];
  return {
    lead: top ? top.ranked.totalBidValue : null,
    row: {
      lotId: lot.lotId,
      lotNumber: lot.lotNumber,
      lotName: lot.lotName,
      marketValue: lot.marketValue,
      currency: lot.currency,
      comboFlag: lot.comboFlag,
      bidsPlaced: lotBids.length,
      bids: entries.slice(0, 3).map((e, i) => ({
        ...e.ranked,
        percentOfTopBid: i === 0 || !top ? null : percentOfTopBid(e.ranked.totalBidValue, top.ranked.totalBidValue),
      })),
    },
  };
}

/**
 * The rankings built a lot at a time: `addLot` takes one lot and ALL of its confirmed bids (a lot's
 * bids are never split between calls), so a report can read its bids a group of lots at a time and
 * drop each group once added (core/reports lot-groups.ts); only the rows (three bids a lot) are kept.
 * `result` gives exactly what `bidRankings` gives over the same lots and bids.
 */
export interface BidRankingsBuilder {
  /** Ranks `lot` among `lots` with its confirmed bids; a lot not among `lots` is ignored. */
  addLot(lotId: Id, lotBids: readonly RankingBid[]): void;
  /** Bids counted in Total Bids Placed without a lot among `lots` (bidRankings counts every bid given). */
  countOtherBids(n: number): void;
  /** The rankings; a lot of `lots` never added has no bids. */
  result(): BidRankings;
}

export function bidRankingsBuilder(lots: readonly RankingLot[], providerName: string, auctionCurrency: CurrencyCode): BidRankingsBuilder {
  const lotById = new Map(lots.map((l) => [l.lotId, l]));
  const ranked = new Map<Id, RankedLot>();
  let placed = 0;
  return {
    addLot(lotId, lotBids) {
      const lot = lotById.get(lotId);
      if (!lot) return;
      placed += lotBids.length;
      ranked.set(lotId, rankLot(lot, lotBids, providerName));
    },
    countOtherBids(n) {
      placed += n;
    },
    result() {
      const intrinsic: (FxAmount & Money)[] = [];
      const estimate: (FxAmount & Money)[] = [];
      const rows = sortByLotNumber(lots).map((lot): RankingRow => {
        const r = ranked.get(lot.lotId) ?? rankLot(lot, [], providerName);
        if (!lot.comboFlag) {
          if (r.lead !== null) intrinsic.push({ amount: r.lead, fxRate: lot.fxRate, currency: lot.currency });
          if (lot.discretionaryEstimate !== null) estimate.push({ amount: lot.discretionaryEstimate, fxRate: lot.fxRate, currency: lot.currency });
        }
        return r.row;
      });
      const totalIntrinsicRevenue = totalInAuctionCurrency(intrinsic);
      const totalDiscretionaryEstimate = totalInAuctionCurrency(estimate);
      const revenueBy = new Map(subtotalsByCurrency(intrinsic).map((m) => [m.currency, m.amount]));
      const estimateBy = new Map(subtotalsByCurrency(estimate).map((m) => [m.currency, m.amount]));
      const currencies = subtotalsByCurrency(lots.filter((l) => !l.comboFlag).map((l) => moneyOf('0', l.currency)), auctionCurrency).map((m) => m.currency);
      return {
        rows,
        totals: {
          totalIntrinsicRevenue,
          totalDiscretionaryEstimate,
          exclusivePremiumPct: exclusivePremiumPct(totalIntrinsicRevenue, totalDiscretionaryEstimate),
          totalBidsPlaced: placed,
        },
        currency: auctionCurrency,
        converted: hasForeignLots(lots, auctionCurrency),
        subtotals: currencies.map((currency) => ({
          currency,
          totalIntrinsicRevenue: revenueBy.get(currency) ?? '0.00',
          totalDiscretionaryEstimate: estimateBy.get(currency) ?? '0.00',
        })),
      };
    },
  };
}

/** The rankings over every bid at once (bidRankingsBuilder, each lot added with its bids). */
export const bidRankings = (lots: readonly RankingLot[], bids: readonly RankingBid[], providerName: string, auctionCurrency: CurrencyCode): BidRankings => {
  const byLot = new Map<Id, RankingBid[]>();
  for (const b of bids) {
    const list = byLot.get(b.lotId);
    if (list) list.push(b);
    else byLot.set(b.lotId, [b]);
  }
  const builder = bidRankingsBuilder(lots, providerName, auctionCurrency);
  const known = new Set(lots.map((l) => l.lotId));
  for (const [lotId, lotBids] of byLot) {
    if (known.has(lotId)) builder.addLot(lotId, lotBids);
    else builder.countOtherBids(lotBids.length);
  }
  return builder.result();
};
