/**
 * The bid value rule (issue 12): a bid whose computed value (core/money bidTotalValue: the fixed
 * amount, bps over the lot's term, the all-in uplift over the net dividend) is zero or negative is
 * refused, naming the lot. One rule for the server (core/bids/bid-input.ts) and the browser
 * (the wizard loads this module with import() when NEXT is clicked: it brings decimal.js, which the
 * bidder's first screens do not download). Plugged into validateBidRows as its `valueRule`.
 */
import type { DecimalString, Lot } from '../domain/entities';
import { bidValueNotPositive } from '../domain/messages';
import { bidTotalValue, type LotForValue } from '../money/bid-values';
import { dec } from '../money/decimal';
import type { BidTerms, BidValueRule } from './bid-rules';

/** The lot fields the bid value rule needs (its number names it in the message). */
export type LotForBidRule = LotForValue & Pick<Lot, 'id' | 'lotNumber'>;

/** The bid's computed value when it is not positive (the bid is refused), else null. */
export const nonPositiveBidValue = (bid: Pick<BidTerms, 'basisPointGuarantee' | 'fixed' | 'allIn'>, lot: LotForValue): DecimalString | null => {
  const value = bidTotalValue(bid, lot);
  return dec(value).gt(0) ? null : value;
};

/** The rule over the auction's lots: a row on a lot not listed is left to the caller's own checks. */
export const bidValueRule = (lots: readonly LotForBidRule[]): BidValueRule => {
  const byId = new Map(lots.map((l) => [l.id, l]));
  return (lotId, amounts) => {
    const lot = byId.get(lotId);
    if (!lot) return null;
    const worthless = nonPositiveBidValue(amounts, lot);
    return worthless === null ? null : bidValueNotPositive(lot.lotNumber, worthless);
  };
};
