/**
 * The part of a bid's total value (core/money/bid-values.ts `bidTotalValueOn`) computed exactly on BigInt
 * decimal text, without decimal.js: fixed bids and basis-point bids (nearly all). An all-in bid, or a
 * basis-point product beyond decimal-arith's exact range, answers null: the caller takes decimal.js's
 * formula (bid-values.ts does; the web loads that module only when such a bid is on the sheet, so the
 * bidder's first screens stay within their JavaScript budget).
 */
import type { Bid, DecimalString, Lot } from '../domain/entities';
import { fixedFromBpsCentsOn, roundHalfUpText } from './decimal-arith';

/** The three ways to bid on a row; exactly one is filled on a saved bid. */
export type BidKind = 'BPS' | 'FIXED' | 'ALL_IN';

export type BidAmounts = Pick<Bid, 'basisPointGuarantee' | 'fixed' | 'allIn'>;

const filled = (v: DecimalString | null): v is DecimalString => v !== null && v !== '';

/** Which of the three values the bid carries (the first filled, in the order bps, fixed, all-in); null if none. */
export const bidKindOf = (bid: BidAmounts): BidKind | null =>
  filled(bid.basisPointGuarantee) ? 'BPS' : filled(bid.fixed) ? 'FIXED' : filled(bid.allIn) ? 'ALL_IN' : null;

/**
 * bidTotalValueOn(lot) where BigInt suffices: "0.00" for an empty bid, the fixed amount to cents,
 * fixedFromBps to cents; null for an all-in bid or a bps product beyond the exact range.
 */
export const bidTotalValueFastOn = (lot: Pick<Lot, 'marketValue' | 'termDays'>): ((bid: BidAmounts) => DecimalString | null) => {
  let bpsCents: ((bps: DecimalString) => string | null) | undefined;
  return (bid) => {
    switch (bidKindOf(bid)) {
      case null:
        return '0.00';
      case 'FIXED':
        return roundHalfUpText(bid.fixed as string, 2);
      case 'BPS':
        bpsCents ??= fixedFromBpsCentsOn(lot.marketValue, lot.termDays);
        return bpsCents(bid.basisPointGuarantee as string);
      default:
        return null;
    }
  };
};
