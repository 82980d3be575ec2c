/**
 * Exact decimal arithmetic for money and rates (decimal.js), never floating point.
 * Values travel as `DecimalString`s; this module turns them into decimals and back,
 * with one named function per rounding rule.
 */
import Decimal from 'decimal.js';
import type { DecimalString } from '../domain/entities';

/** Our decimal type: 40 significant digits (plenty for 15-digit market values), never exponent notation. */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
export type Dec = InstanceType<typeof Dec>;

/** Day-count basis (spec section 9). */
export const DAY_COUNT_BASIS = 360;
/** Basis-point factor: 10.25 bps means 0.001025. */
export const BPS_FACTOR = 10_000;

import { DECIMAL_TEXT } from './decimal-text';

export { isDecimalString } from './decimal-text';

/**
 * A stored/wire decimal as a decimal. Throws on malformed text: stored values are validated on the
 * way in (core/bids parses user input), so a bad one here is a broken invariant.
 */
export const dec = (value: DecimalString | number | Dec): Dec => {
  if (typeof value === 'string' && !DECIMAL_TEXT.test(value)) throw new Error(`Not a decimal: "${value}"`);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return new Dec(value);
};

/** A decimal, or zero for a missing value (null, undefined or empty text). */
export const decOrZero = (value: DecimalString | null | undefined): Dec =>
  value === null || value === undefined || value === '' ? new Dec(0) : dec(value);

/**
 * Money rounding: half-up (half away from zero) to cents. Half-up, not banker's rounding, because
 * each amount is shown to a person on its own and half-up is what people check by hand; sums are
 * taken over the rounded amounts so totals always equal the sum of the lines shown.
 */
export const roundMoneyHalfUp = (d: Dec): DecimalString => normalizeZero(d.toFixed(2, Dec.ROUND_HALF_UP));

/**
 * Rate rounding: basis points (and percentages) half-up to 2 decimals. Bids are entered with at most
 * 2 decimals (spec section 5), so a computed rate at the same precision is comparable with typed
 * ones; half-up for the same reason as money.
 */
export const roundRateHalfUp = (d: Dec): DecimalString => normalizeZero(d.toFixed(2, Dec.ROUND_HALF_UP));

/** Half-up to a given number of decimals (percent of top bid uses 1). */
export const roundHalfUp = (d: Dec, decimals: number): DecimalString =>
  normalizeZero(d.toFixed(decimals, Dec.ROUND_HALF_UP));

/** "-0.00" is a rounding artefact; show it as "0.00". */
const normalizeZero = (s: string): string => (/^-0(\.0*)?$/.test(s) ? s.slice(1) : s);

/** Sum of decimal strings (exact). */
export const sumDecimals = (values: readonly (DecimalString | null | undefined)[]): Dec =>
  values.reduce<Dec>((acc, v) => acc.plus(decOrZero(v)), new Dec(0));
