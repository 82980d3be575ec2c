/**
 * Exact operations on decimal text with the platform's BigInt (no decimal library): the display
 * rounding, sums and comparisons the bidder's screens need, so they do not download decimal.js
 * (core/money/decimal.ts keeps decimal.js for the formulas). Property-tested against decimal.js.
 * Reading decimal text is decimal-text.ts's job; this module computes on canonical text.
 */
import type { DecimalString } from '../domain/entities';

import { parseDecimalText } from './decimal-text';

/** Decimal text as an exact integer of units of 10^-scale ("-12.50": -1250n, scale 2). */
export interface Scaled {
  units: bigint;
  scale: number;
}

/** `text` (canonical decimal text) as a Scaled; throws on anything else. */
export const scaledOf = (text: DecimalString): Scaled => {
  const parts = parseDecimalText(text);
  if (!parts) throw new Error(`Not a decimal: "${text}"`);
  const units = BigInt(parts.integer + parts.fraction);
  return { units: parts.negative ? -units : units, scale: parts.fraction.length };
};

const rescale = (s: Scaled, scale: number): bigint => s.units * 10n ** BigInt(scale - s.scale);

const textOf = (units: bigint, scale: number): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative && /[1-9]/.test(digits) ? `-${text}` : text;
};

/** `text` rounded half-up (half away from zero) to `decimals` places, with exactly that many decimals. */
export const roundHalfUpText = (text: DecimalString, decimals: number): string => {
  const s = scaledOf(text);
  if (s.scale <= decimals) return textOf(rescale(s, decimals), decimals);
  const divisor = 10n ** BigInt(s.scale - decimals);
  const abs = s.units < 0n ? -s.units : s.units;
  const rounded = (abs + divisor / 2n) / divisor;
  return textOf(s.units < 0n ? -rounded : rounded, decimals);
};

/** Exact sum of decimal texts, as decimal text (no trailing-zero padding beyond the inputs' scale). */
export const sumDecimalText = (values: readonly DecimalString[]): DecimalString => {
  const scaled = values.map(scaledOf);
  const scale = Math.max(0, ...scaled.map((s) => s.scale));
  const total = scaled.reduce((sum, s) => sum + rescale(s, scale), 0n);
  return textOf(total, scale).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
};

/**
 * -1, 0 or 1 as `x` is below, equal to or above `y`. Values of one scale (money in cents) compare their
 * integers as they are: sorting bids by value parses each value once (scaledOf) and builds nothing per
 * comparison.
 */
export const compareScaled = (x: Scaled, y: Scaled): number => {
  const scale = Math.max(x.scale, y.scale);
  const a = x.scale === scale ? x.units : rescale(x, scale);
  const b = y.scale === scale ? y.units : rescale(y, scale);
  return a < b ? -1 : a > b ? 1 : 0;
};

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareDecimalText = (a: DecimalString, b: DecimalString): number => compareScaled(scaledOf(a), scaledOf(b));

/** The exact product of two values (scales add: "1.50" x "0.0067" has scale 6). */
export const multiplyScaled = (x: Scaled, y: Scaled): Scaled => ({ units: x.units * y.units, scale: x.scale + y.scale });

/** The exact sum of two values, at the larger scale. */
export const addScaled = (x: Scaled, y: Scaled): Scaled => {
  const scale = Math.max(x.scale, y.scale);
  return { units: rescale(x, scale) + rescale(y, scale), scale };
};

/** A Scaled as canonical decimal text at its own scale ("-12.50" back from -1250n, scale 2). */
export const textOfScaled = (s: Scaled): DecimalString => textOf(s.units, s.scale);

/** The exact product of two decimal texts, as decimal text at the sum of their scales ("2.50" x "1.085" = "2.71250"). */
export const multiplyDecimalText = (a: DecimalString, b: DecimalString): DecimalString => textOfScaled(multiplyScaled(scaledOf(a), scaledOf(b)));

/**
 * `x / y` rounded half-up (half away from zero) to `decimals` places, exactly (one BigInt division, whatever
 * the digits: no 40-digit limit). Throws on a zero divisor (a broken invariant: callers divide by FX rates,
 * which are validated positive).
 */
export const divideHalfUp = (x: Scaled, y: Scaled, decimals: number): DecimalString => {
  if (y.units === 0n) throw new Error('Division by zero');
  // x/y = (x.units / 10^x.scale) / (y.units / 10^y.scale); in units of 10^-decimals:
  const numerator = x.units * 10n ** BigInt(y.scale + decimals);
  const denominator = y.units * 10n ** BigInt(x.scale);
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return textOf(negative ? -rounded : rounded, decimals);
};

/** True when the value has no fractional part (trailing zeros aside). */
export const isIntegerText = (text: DecimalString): boolean => /^-?\d+(\.0+)?$/.test(text);

/** Beyond 38 digits decimal.js (40 significant digits) may round where this is exact: leave it to decimal.js. */
const EXACT_LIMIT = 10n ** 38n;

/**
 * bps / 10,000 x marketValue x days / 360 for bps values on one lot (the lot's part read once), rounded
 * half-up to cents (formulas.ts fixedFromBps), with one exact BigInt division instead of decimal.js
 * objects: the reports value every bid of an auction this way. Exact, so it equals the decimal.js result
 * (property-tested) as long as the product stays within decimal.js's 40 significant digits; null beyond
 * that (the caller then uses decimal.js).
 */
export const fixedFromBpsCentsOn = (marketValue: DecimalString, days: number): ((bps: DecimalString) => string | null) => {
  if (!Number.isSafeInteger(days)) return () => null;
  const m = scaledOf(marketValue);
  const factor = m.units * BigInt(days) * 100n;
  return (bps) => {
    const b = scaledOf(bps);
    const numerator = b.units * factor;
    const abs = numerator < 0n ? -numerator : numerator;
    if (abs >= EXACT_LIMIT) return null;
    const divisor = 10n ** BigInt(b.scale + m.scale) * 3_600_000n;
    const cents = (2n * abs + divisor) / (2n * divisor);
    return textOf(numerator < 0n ? -cents : cents, 2);
  };
};

