/**
 * Exact operations on decimal text with the platform's BigInt (no decimal library): the display
 * rounding, sums and comparisons the bidder's screens need, so they do not download decimal.js
 * (core/money/decimal.ts keeps decimal.js for the formulas). Property-tested against decimal.js.
 * Reading decimal text is decimal-text.ts's job; this module computes on canonical text.
 */
import type { DecimalString } from '../domain/entities';

import { isDecimalString } from './decimal-text';

interface Scaled {
  units: bigint;
  scale: number;
}

const scaledOf = (text: DecimalString): Scaled => {
  if (!isDecimalString(text)) throw new Error(`Not a decimal: "${text}"`);
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(int + frac);
  return { units: negative ? -units : units, scale: frac.length };
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

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareDecimalText = (a: DecimalString, b: DecimalString): number => {
  const x = scaledOf(a);
  const y = scaledOf(b);
  const scale = Math.max(x.scale, y.scale);
  const d = rescale(x, scale) - rescale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** True when the value has no fractional part (trailing zeros aside). */
export const isIntegerText = (text: DecimalString): boolean => /^-?\d+(\.0+)?$/.test(text);

/**
 * bps / 10,000 x marketValue x days / 360, rounded half-up to cents (formulas.ts fixedFromBps), with
 * one exact BigInt division instead of decimal.js objects: the reports value every bid of an auction
 * this way. Exact, so it equals the decimal.js result (property-tested) as long as the product stays
 * within decimal.js's 40 significant digits; null beyond that (the caller then uses decimal.js).
 */
export const fixedFromBpsCentsText = (bps: DecimalString, marketValue: DecimalString, days: number): string | null => {
  if (!Number.isSafeInteger(days)) return null;
  const b = scaledOf(bps);
  const m = scaledOf(marketValue);
  const numerator = b.units * m.units * BigInt(days) * 100n;
  if ((numerator < 0n ? -numerator : numerator).toString().length > 38) return null;
  const divisor = 10n ** BigInt(b.scale + m.scale) * 3_600_000n;
  const abs = numerator < 0n ? -numerator : numerator;
  const cents = (2n * abs + divisor) / (2n * divisor);
  return textOf(numerator < 0n ? -cents : cents, 2);
};

