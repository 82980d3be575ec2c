/**
 * The per-bid values the reports, the confirm step and the exports show. The spec names them
 * (totalBidValue, annualizedBid, allInBidValue, cashUpside, estimatedBid) but gives formulas only
 * for the bps/fixed conversion; the rest are OUR DECISIONS, documented on each function.
 * Money results are rounded half-up to cents, rates half-up to 2 decimals (decimal.ts).
 */
import type { Auction, Bid, DecimalString, Lot } from '../domain/entities';
import { BPS_FACTOR, DAY_COUNT_BASIS, dec, Dec, decOrZero, roundMoneyHalfUp, roundRateHalfUp } from './decimal';
import { bpsFromFixedExact, fixedFromBpsExact } from './formulas';
import { roundHalfUpText } from './decimal-arith';
import { bidKindOf, bidTotalValueFastOn, type BidAmounts, type BidKind } from './bid-total-fast';
import { bidAmountOf } from '../domain/bid-kinds';

export { bidKindOf, type BidAmounts, type BidKind };
export type BidForValue = BidAmounts & Pick<Bid, 'collateralType'>;
export type LotForValue = Pick<Lot, 'marketValue' | 'termDays' | 'grossDividend' | 'taxRate'>;
export type AuctionForValue = Pick<Auction, 'reinvest'>;

const filled = (v: DecimalString | null): v is DecimalString => v !== null && v !== '';

/**
 * All-in bid value (OUR DECISION). An all-in bid of X points promises the lender X% of the gross
 * dividend; without lending, the lender keeps the dividend net of withholding tax, (100 - taxRate)%.
 * The bid's value is the uplift over that, on the lot's market value:
 *   marketValue x grossDividend/100 x (allIn - (100 - taxRate)) / 100
 * with grossDividend and taxRate in percent (as entered on the lot, "20.00 not 0.20").
 * No gross dividend -> 0; no tax rate -> 0% tax. Negative when the bid is below the net dividend
 * (an honest value: such a bid is worth less than not lending).
 */
export const allInBidValueExact = (allIn: DecimalString, lot: LotForValue): Dec => {
  if (!filled(lot.grossDividend)) return new Dec(0);
  const netKeptPct = new Dec(100).minus(decOrZero(lot.taxRate));
  return dec(lot.marketValue).times(dec(lot.grossDividend).div(100)).times(dec(allIn).minus(netKeptPct).div(100));
};

export const allInBidValue = (allIn: DecimalString, lot: LotForValue): DecimalString =>
  roundMoneyHalfUp(allInBidValueExact(allIn, lot));

/** Each bid kind's value to the lender over the lot's term, exact (one entry per kind of core/domain/bid-kinds.ts). */
const VALUE_OF: Record<BidKind, (amount: DecimalString, lot: LotForValue) => Dec> = {
  FIXED: (amount) => dec(amount),
  BPS: (amount, lot) => fixedFromBpsExact(amount, lot.marketValue, lot.termDays),
  ALL_IN: allInBidValueExact,
};

const bidValueExact = (bid: BidAmounts, lot: LotForValue): Dec | null => {
  const a = bidAmountOf(bid);
  return a === null ? null : VALUE_OF[a.kind](a.amount, lot);
};

/**
 * Total bid value (cents): what the bid is worth to the lender over the lot's term.
 * fixed -> the fixed amount; bps -> fixedFromBps(bps, marketValue, lot termDays);
 * all-in -> allInBidValue. Cash upside is a separate column and NOT included. "0.00" for an empty bid.
 */
export const bidTotalValue = (
  bid: BidAmounts,
  lot: LotForValue,
  /** Accepted for call-site symmetry with cashUpside; the value does not depend on the auction. */
  _auction?: AuctionForValue,
): DecimalString => bidTotalValueOn(lot)(bid);

/** bidTotalValue of many bids on one lot (the reports value every bid of an auction): the lot is read once. */
export const bidTotalValueOn = (lot: LotForValue): ((bid: BidAmounts) => DecimalString) => {
  // Fixed and bps bids (nearly all) in exact BigInt arithmetic (./bid-total-fast.ts); all-in bids in decimal.js.
  const fast = bidTotalValueFastOn(lot);
  return (bid) => {
    const cents = fast(bid);
    if (cents !== null) return cents;
    const v = bidValueExact(bid, lot);
    return v === null ? '0.00' : roundMoneyHalfUp(v);
  };
};

/**
 * Estimated bid value returned by bidssave and shown as "Estimated Bid Value" on the confirm step
 * and in the exports (OUR DECISION: the same number as the total bid value, so the bidder sees what
 * the reports will rank).
 */
export const estimatedBid = bidTotalValue;

/**
 * Annualized bid (OUR DECISION): the bid as basis points per year on the lot's market value, so
 * every bid type compares on one scale. bps -> itself; fixed and all-in -> bpsFromFixed of their
 * total value over the lot's termDays. 2 decimals, half-up. "0.00" for an empty bid.
 */
export const annualizedBid = (bid: BidAmounts, lot: LotForValue): DecimalString => {
  const a = bidAmountOf(bid);
  if (a === null) return '0.00';
  if (a.kind === 'BPS') return roundHalfUpText(a.amount, 2);
  return roundRateHalfUp(bpsFromFixedExact(bidValueExact(bid, lot) as Dec, lot.marketValue, lot.termDays));
};

/**
 * Cash upside (OUR DECISION): for a bid on Cash collateral, what the lender earns by reinvesting
 * the cash at the auction's BPS Reinvest rate over the lot's term:
 *   reinvest/10,000 x marketValue x termDays/360
 * "0.00" for Non_Cash bids or when the auction has no reinvest rate.
 */
export const cashUpside = (bid: Pick<Bid, 'collateralType'>, lot: LotForValue, auction: AuctionForValue): DecimalString => {
  if (bid.collateralType !== 'Cash' || !filled(auction.reinvest)) return '0.00';
  return roundMoneyHalfUp(
    dec(auction.reinvest).div(BPS_FACTOR).times(dec(lot.marketValue)).times(lot.termDays).div(DAY_COUNT_BASIS),
  );
};

/** Everything a report row needs about one bid's value, computed once. */
export interface BidValues {
  kind: BidKind | null;
  totalBidValue: DecimalString;
  annualizedBid: DecimalString;
  allInBidValue: DecimalString | null;
  cashUpside: DecimalString;
}

/**
 * The values of bids on one lot (a report's rows): what depends only on the lot and the auction (the
 * bps formula's lot part, the cash upside of a Cash bid) is computed once.
 */
export const bidValuesOn = (lot: LotForValue, auction: AuctionForValue): ((bid: BidForValue) => BidValues) => {
  const totalOf = bidTotalValueOn(lot);
  let cashUpsideOfCash: DecimalString | undefined;
  return (bid) => ({
    kind: bidKindOf(bid),
    totalBidValue: totalOf(bid),
    annualizedBid: annualizedBid(bid, lot),
    allInBidValue: filled(bid.allIn) ? allInBidValue(bid.allIn, lot) : null,
    cashUpside: bid.collateralType === 'Cash' ? (cashUpsideOfCash ??= cashUpside(bid, lot, auction)) : '0.00',
  });
};
