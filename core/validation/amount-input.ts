/**
 * An amount typed into a form (Award Summary's portfolio figures took "abc" and "-5"): exact
 * decimal text, never a float. OUR DECISIONS:
 * - blank (after trimming) means "not filled" and is kept as '';
 * - digits with an optional fraction, thousands separators in the usual grouping ("1,250,000.50"),
 *   ".5" and "5." as people type them; stored canonical ("1250000.5"), so every reader (the table, the
 *   charts, an export) reads one form;
 * - no sign (an amount of revenue is never negative: a minus gets its own message), no currency symbol
 *   (the amount is in the auction's currency, which the report shows), no exponent;
 * - at most 2 decimals (money in cents) and at most 15 integer digits: below 10^15, beyond every
 *   auction's revenue and market value (the largest demo auction holds about 10^9), while a pasted
 *   row of digits is caught.
 */
import type { DecimalString } from '../domain/entities';
import { MSG } from '../domain/messages';
import { canonicalDecimalText, decimalPlaces, parseDecimalText, TYPED_UNSIGNED_DECIMAL } from '../money/decimal-text';

export const AMOUNT_MAX_DECIMALS = 2;
export const AMOUNT_MAX_INTEGER_DIGITS = 15;

export type AmountInput = { ok: true; value: DecimalString | '' } | { ok: false; message: string };

/** The canonical amount ('' when blank), or the field message. */
export const parseAmountInput = (text: string): AmountInput => {
  const t = text.trim();
  if (t === '') return { ok: true, value: '' };
  const negative = t.startsWith('-') && parseDecimalText(t.slice(1).trim(), TYPED_UNSIGNED_DECIMAL) !== null;
  if (negative) return { ok: false, message: MSG.AMOUNT_MUST_NOT_BE_NEGATIVE };
  const parts = parseDecimalText(t, TYPED_UNSIGNED_DECIMAL);
  if (!parts) return { ok: false, message: MSG.AMOUNT_NOT_NUMERIC };
  const value = canonicalDecimalText(parts, { keepScale: false });
  if (decimalPlaces(value) > AMOUNT_MAX_DECIMALS) return { ok: false, message: MSG.AMOUNT_TOO_MANY_DECIMALS };
  if (value.split('.')[0].length > AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, message: MSG.AMOUNT_TOO_LARGE };
  return { ok: true, value };
};
