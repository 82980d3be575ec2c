/**
 * Numbers typed into forms and CSV cells, turned into canonical decimal strings (never floats).
 * Accepted: optional sign, digits with an optional fraction (".5" and "5." too), and thousands
 * separators in the usual 1,234,567.89 grouping (people paste market values that way).
 */
import type { DecimalString } from '../domain/entities';
import { Dec } from '../money/decimal';

const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** Plain digits, no exponent, and no "-0". */
const canonical = (d: Dec): DecimalString => (d.isZero() ? '0' : d.toFixed());

export type NumericInput = string | number | null | undefined;

/** The canonical decimal text, null for an empty input, or 'INVALID'. */
export const parseDecimalInput = (value: NumericInput): DecimalString | null | 'INVALID' => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? canonical(new Dec(value)) : 'INVALID';
  const text = value.trim();
  if (text === '') return null;
  if (!PLAIN.test(text) && !GROUPED.test(text)) return 'INVALID';
  return canonical(new Dec(text.replace(/,/g, '')));
};

/** A whole number (e.g. term days), null for empty, or 'INVALID' (fractions, text, unsafe sizes). */
export const parseWholeNumberInput = (value: NumericInput): number | null | 'INVALID' => {
  const d = parseDecimalInput(value);
  if (d === null || d === 'INVALID') return d;
  const n = new Dec(d);
  return n.isInteger() && n.abs().lte(Number.MAX_SAFE_INTEGER) ? n.toNumber() : 'INVALID';
};
