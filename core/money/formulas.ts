/**
 * The spec's formulas (participation-and-reporting section 5), exactly as written, in decimal
 * arithmetic. Each computes at full precision and rounds once at the end (money to cents,
 * rates to 2 decimals, both half-up; see decimal.ts).
 *
 * Division by zero (a lot with no market value or a zero-day term) has no meaning in the spec;
 * we answer zero, as the spec itself does for the exclusive premium with a zero estimate.
 */
import type { DecimalString } from '../domain/entities';
import { BPS_FACTOR, DAY_COUNT_BASIS, dec, Dec, roundMoneyHalfUp, roundRateHalfUp } from './decimal';

/** bps bid = (fixed bid / lot market value) x (360 / days in term) x 10,000. Rounded half-up to 2 decimals. */
export const bpsFromFixed = (fixed: DecimalString, marketValue: DecimalString, termDays: number): DecimalString =>
  roundRateHalfUp(bpsFromFixedExact(fixed, marketValue, termDays));

/** Unrounded bps, for chaining into other formulas without double rounding. */
export const bpsFromFixedExact = (fixed: DecimalString | Dec, marketValue: DecimalString, termDays: number): Dec => {
  const mv = dec(marketValue);
  if (mv.isZero() || termDays === 0) return new Dec(0);
  return dec(fixed).div(mv).times(new Dec(DAY_COUNT_BASIS).div(termDays)).times(BPS_FACTOR);
};

/** fixed bid = (bps / 10,000) x market value x (days / 360). Rounded half-up to cents. */
export const fixedFromBps = (bps: DecimalString, marketValue: DecimalString, days: number): DecimalString =>
  roundMoneyHalfUp(fixedFromBpsExact(bps, marketValue, days));

/** Unrounded fixed amount. */
export const fixedFromBpsExact = (bps: DecimalString | Dec, marketValue: DecimalString, days: number): Dec =>
  dec(bps).div(BPS_FACTOR).times(dec(marketValue)).times(days).div(DAY_COUNT_BASIS);

/**
 * Implied annual guarantee = bps / 10,000 x market value x term days / 360. The spec's formula is
 * literally the fixed-bid formula (the name notwithstanding), so both names share one implementation.
 */
export const impliedAnnualGuarantee = fixedFromBps;

/**
 * Discretionary estimate per lot = bps / 10,000 x market value / 360 x term length in days.
 * `eslBps` is the lot's eSL (comparison) bps; `termLengthDays` is the AUCTION's term length
 * (core/clock termLengthDays), not the lot's termDays. A lot without eSL bps estimates zero.
 */
export const discretionaryEstimate = (
  eslBps: DecimalString | null,
  marketValue: DecimalString,
  termLengthDays: number,
): DecimalString =>
  eslBps === null || eslBps === '' ? '0.00' : roundMoneyHalfUp(fixedFromBpsExact(eslBps, marketValue, termLengthDays));

/**
 * Exclusive premium % = (total intrinsic - total discretionary estimate) / estimate x 100,
 * half-up to 2 decimals; "0" when the estimate is 0 (the spec's words).
 */
export const exclusivePremiumPct = (totalIntrinsic: DecimalString, totalEstimate: DecimalString): DecimalString => {
  const est = dec(totalEstimate);
  if (est.isZero()) return '0';
  return roundRateHalfUp(dec(totalIntrinsic).minus(est).div(est).times(100));
};

/** Percent of the top bid (Bid Rankings), half-up to 1 decimal; "0.0" when the top bid is 0. */
export const percentOfTopBid = (value: DecimalString, topValue: DecimalString): DecimalString => {
  const top = dec(topValue);
  if (top.isZero()) return '0.0';
  return dec(value).div(top).times(100).toFixed(1, Dec.ROUND_HALF_UP);
};

export { totalMarketValue } from './market-value';
