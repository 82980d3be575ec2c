/**
 * Display of money, basis points and all-in values (spec section 5 display rules):
 * bps to 2 decimals; fixed amounts 0 decimals; money with its currency symbol and thousands
 * separators; all-in as a percentage with %; returned bps and all-in values with fewer than
 * 3 decimals show 2 decimals. All rounding here is half-up, on exact decimal text (decimal-arith.ts: no
 * decimal library in the bidder's screens).
 */
import type { DecimalString } from '../domain/entities';
import { isDecimalString, parseDecimalText } from './decimal-text';
import { isIntegerText, roundHalfUpText } from './decimal-arith';

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', SEK: 'kr' };

/** USD $, EUR €, GBP £, JPY ¥, SEK kr; CHF, AUD and any other or empty code: no symbol. */
export const currencySymbol = (currency: string | null | undefined): string =>
  currency ? (SYMBOLS[currency.trim().toUpperCase()] ?? '') : '';

/** "1234567.5" -> "1,234,567.5" (groups the integer part only; keeps the sign). */
export const groupThousands = (text: string): string => {
  const p = parseDecimalText(text);
  if (!p) return text;
  return `${p.negative ? '-' : ''}${p.integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${p.fraction ? `.${p.fraction}` : ''}`;
};

const fixedHalfUp = (value: DecimalString, decimals: number): string => {
  const s = roundHalfUpText(value, decimals);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
};

/**
 * Money with symbol and separators: formatMoney("1234567.891", "USD") -> "$1,234,567.89".
 * Negative amounts put the sign before the symbol ("-$1,200.00"). Null/empty shows "".
 */
export const formatMoney = (
  amount: DecimalString | null | undefined,
  currency: string | null | undefined,
  decimals = 2,
): string => {
  if (amount === null || amount === undefined || amount === '' || !isDecimalString(amount)) return amount ?? '';
  const grouped = groupThousands(fixedHalfUp(amount, decimals));
  const sym = currencySymbol(currency);
  return grouped.startsWith('-') ? `-${sym}${grouped.slice(1)}` : `${sym}${grouped}`;
};

/** Fixed amounts: 0 decimals, separators and symbol ("$25,000"). */
export const formatFixed = (amount: DecimalString | null | undefined, currency: string | null | undefined): string =>
  formatMoney(amount, currency, 0);

/** Basis points to 2 decimals ("100.00"); separators for the rare value above 999. */
export const formatBps = (bps: DecimalString | null | undefined): string =>
  bps === null || bps === undefined || bps === '' || !isDecimalString(bps) ? (bps ?? '') : groupThousands(fixedHalfUp(bps, 2));

/** All-in points as a percentage, 2 decimals ("95.50%"). */
export const formatAllIn = (allIn: DecimalString | null | undefined): string =>
  allIn === null || allIn === undefined || allIn === '' || !isDecimalString(allIn) ? (allIn ?? '') : `${fixedHalfUp(allIn, 2)}%`;

/**
 * "Returned basis points and all-in values with fewer than 3 decimals show 2 decimals": the value
 * refilled into the bid inputs from saved bids. "10" -> "10.00", "10.5" -> "10.50", "10.125" stays.
 * Never rounds (refilling must not change a bid).
 */
export const formatReturnedRate = (value: DecimalString | null | undefined): string => {
  if (value === null || value === undefined || value === '' || !isDecimalString(value)) return value ?? '';
  const decimals = value.split('.')[1]?.length ?? 0;
  return decimals < 3 ? roundHalfUpText(value, 2) : value;
};

/** Total market value for display: symbol-prefixed, separators, no decimals unless the sum has cents. */
export const formatTotalMarketValue = (total: DecimalString, currency: string | null | undefined): string =>
  formatMoney(total, currency, isIntegerText(total) ? 0 : 2);
