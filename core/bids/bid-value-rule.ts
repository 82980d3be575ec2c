/**
 * The bid value rule (so no absurd or worthless bid is saved): a row's values within their hard ceilings
 * (`bidCeilingRefusal`: 10,000 bps, the lot's market value for a fixed bid and a minimum balance
 * guarantee, 200 all-in points; why those: ./bid-rules.ts), and a bid whose computed value (core/money
 * bidTotalValue: the fixed amount, bps over the lot's term, the all-in uplift over the net dividend)
 * is zero or negative refused; every refusal names the lot and shows its amounts in the lot's
 * currency. One rule for the server (core/bids/bid-input.ts) and the browser (the wizard loads this
 * module with import() when NEXT is clicked: it brings decimal.js, which the bidder's first screens
 * do not download). Plugged into validateBidRows as its `valueRule`.
 */
import type { DecimalString, Lot } from '../domain/entities';
import { bidAllInAboveCeiling, bidBpsAboveCeiling, bidFixedAboveMarketValue, bidValueNotPositive, minBalanceAboveMarketValue } from '../domain/messages';
import { bidTotalValue, type LotForValue } from '../money/bid-values';
import { bidAmountOf, bidKindSpec, BID_KINDS, type BidAmounts, type BidKind } from '../domain/bid-kinds';
import { dec } from '../money/decimal';
import { compareDecimalText } from '../money/decimal-arith';
import { isDecimalString } from '../money/decimal-text';
import { ALL_IN_CEILING, BPS_CEILING, type BidRuleRefusal, type BidRuleTerms, type BidValueRule, type LotForCeiling } from './bid-rules';

/** The lot fields the bid value rule needs (its number and name in the message, its currency for the amounts). */
export type LotForBidRule = LotForValue & LotForCeiling & Pick<Lot, 'id'>;

const above = (value: DecimalString | null, ceiling: DecimalString): value is DecimalString => value !== null && compareDecimalText(value, ceiling) > 0;

/** Each bid kind's hard ceiling: the refusal of an amount above it, else null (`mv`: the lot's market value, if any). */
const CEILING_OF: Record<BidKind, (amount: DecimalString, lot: LotForCeiling, mv: DecimalString | null) => string | null> = {
  BPS: (a, lot) => (above(a, BPS_CEILING) ? bidBpsAboveCeiling(lot, a, BPS_CEILING) : null),
  FIXED: (a, lot, mv) => (mv !== null && above(a, mv) ? bidFixedAboveMarketValue(lot, a) : null),
  ALL_IN: (a, lot) => (above(a, ALL_IN_CEILING) ? bidAllInAboveCeiling(lot, a, ALL_IN_CEILING) : null),
};

/**
 * The hard ceilings of a row's parsed terms on its lot (see the module's doc), the first one passed
 * refused; null within all of them. Exact decimal comparisons (BigInt, no decimal library). A lot
 * without a market value (not stored by the lot rules, but defensively) has no market-value ceilings.
 */
export const bidCeilingRefusal = (terms: BidRuleTerms, lot: LotForCeiling): BidRuleRefusal | null => {
  const mv = isDecimalString(lot.marketValue) && compareDecimalText(lot.marketValue, '0') > 0 ? lot.marketValue : null;
  for (const k of BID_KINDS) {
    const amount = terms[k.field];
    const message = amount === null ? null : CEILING_OF[k.code](amount, lot, mv);
    if (message !== null) return { field: k.input, message };
  }
  if (mv !== null && above(terms.minBalGuarantee, mv)) return { field: 'minBalance', message: minBalanceAboveMarketValue(lot, terms.minBalGuarantee) };
  return null;
};

/** The bid's computed value when it is not positive (the bid is refused), else null. */
export const nonPositiveBidValue = (bid: BidAmounts, lot: LotForValue): DecimalString | null => {
  const value = bidTotalValue(bid, lot);
  return dec(value).gt(0) ? null : value;
};

/** The rule over the auction's lots: a row on a lot not listed is left to the caller's own checks. */
export const bidValueRule = (lots: readonly LotForBidRule[]): BidValueRule => {
  const byId = new Map(lots.map((l) => [l.id, l]));
  return (lotId, terms) => {
    const lot = byId.get(lotId);
    if (!lot) return null;
    const ceiling = bidCeilingRefusal(terms, lot);
    if (ceiling !== null) return ceiling;
    const bid = bidAmountOf(terms);
    if (bid === null) return null;
    const worthless = nonPositiveBidValue(terms, lot);
    if (worthless === null) return null;
    return { field: bidKindSpec(bid.kind).input, message: bidValueNotPositive(lot, worthless) };
  };
};
