/**
 * Numbers typed into forms and CSV cells, turned into canonical decimal strings (never floats).
 * Accepted (TYPED_DECIMAL in core/money/decimal-text): optional sign, digits with an optional fraction
 * (".5" and "5." too), and thousands separators in the usual 1,234,567.89 grouping.
 */
import type { DecimalString } from '../domain/entities';
import { Dec } from '../money/decimal';
import { canonicalDecimalText, parseDecimalText, TYPED_DECIMAL } from '../money/decimal-text';

/** Plain digits, no exponent, and no "-0". */
const canonical = (d: Dec): DecimalString => (d.isZero() ? '0' : d.toFixed());

export type NumericInput = string | number | null | undefined;

/** The canonical decimal text, null for an empty input, or 'INVALID'. */
export const parseDecimalInput = (value: NumericInput): DecimalString | null | 'INVALID' => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? canonical(new Dec(value)) : 'INVALID';
  const text = value.trim();
  if (text === '') return null;
  const parts = parseDecimalText(text, TYPED_DECIMAL);
  return parts ? canonicalDecimalText(parts, { keepScale: false }) : 'INVALID';
};

/** A whole number (e.g. term days), null for empty, or 'INVALID' (fractions, text, unsafe sizes). */
export const parseWholeNumberInput = (value: NumericInput): number | null | 'INVALID' => {
  const d = parseDecimalInput(value);
  if (d === null || d === 'INVALID') return d;
  const n = new Dec(d);
  return n.isInteger() && n.abs().lte(Number.MAX_SAFE_INTEGER) ? n.toNumber() : 'INVALID';
};
