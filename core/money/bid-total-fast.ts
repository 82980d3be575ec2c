/**
 * The part of a bid's total value (core/money/bid-values.ts `bidTotalValueOn`) computed exactly on BigInt
 * decimal text, without decimal.js: fixed bids and basis-point bids (nearly all). An all-in bid, or a
 * basis-point product beyond decimal-arith's exact range, answers null: the caller takes decimal.js's
 * formula (bid-values.ts does; the web loads that module only when such a bid is on the sheet, so the
 * bidder's first screens stay within their JavaScript budget).
 */
import type { DecimalString, Lot } from '../domain/entities';
import { bidAmountOf, bidKindOf, type BidAmounts, type BidKind } from '../domain/bid-kinds';
import { fixedFromBpsCentsOn, roundHalfUpText } from './decimal-arith';

export { bidKindOf, type BidAmounts, type BidKind };

/**
 * bidTotalValueOn(lot) where BigInt suffices: "0.00" for an empty bid, the fixed amount to cents,
 * fixedFromBps to cents; null for an all-in bid or a bps product beyond the exact range.
 */
export const bidTotalValueFastOn = (lot: Pick<Lot, 'marketValue' | 'termDays'>): ((bid: BidAmounts) => DecimalString | null) => {
  let bpsCents: ((bps: DecimalString) => string | null) | undefined;
  return (bid) => {
    const a = bidAmountOf(bid);
    switch (a?.kind) {
      case undefined:
        return '0.00';
      case 'FIXED':
        return roundHalfUpText(a.amount, 2);
      case 'BPS':
        bpsCents ??= fixedFromBpsCentsOn(lot.marketValue, lot.termDays);
        return bpsCents(a.amount);
      default:
        return null;
    }
  };
};
