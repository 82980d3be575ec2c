/**
 * Display of money, basis points and all-in values (spec section 5 display rules, so a lot in any currency reads as its own money):
 * bps to 2 decimals; fixed amounts 0 decimals; money with its currency's own symbol, placement and minor
 * units, and thousands separators; all-in as a percentage with %; returned bps and all-in values with fewer
 * than 3 decimals show 2 decimals. All rounding here is half-up, on exact decimal text (decimal-arith.ts: no
 * decimal library in the bidder's screens).
 *
 * Money goes through ONE formatter, `Intl.NumberFormat` with `style: 'currency'`, in one deliberately chosen
 * locale (DECISION): en-US, the lending agent's (New York: the auction clock is Eastern time), so every amount
 * groups its thousands with "," and uses "." as the decimal point, whatever its currency, and a table that
 * lists several currencies reads the same way on every row. The currency brings its own symbol and minor
 * units from CLDR: USD $1,234.50, EUR €1,234.50, GBP £1,234.50, JPY ¥1,235 (no minor unit), CHF "CHF 1,234.50",
 * AUD "A$1,234.50" (distinct from US $). One exception: en-US writes SEK as "SEK 1,234.50", so SEK takes the
 * en-150 pattern (English as written in Europe, the same separators) with its narrow symbol, which puts the
 * symbol after the amount as Swedish amounts are written: "1,234.50 kr". The space between a symbol and the
 * amount is Intl's no-break space (U+00A0), so a narrow cell never wraps "CHF" away from its number.
 *
 * Exact, never through floating point: the amount is first rounded half-up to the digits shown on its decimal
 * text (decimal-arith.ts); Intl then formats that text (ES2023 reads a numeric string as an exact decimal) and
 * only its pattern is kept: sign, symbol and their placement, literals, separators. The digits are always our
 * own text's, so even an engine that reads the string as a Number (older browsers) can never show a float's
 * rounding. (format.test.ts checks the result equals Intl's own exact output for amounts far beyond 2^53.)
 */
import type { BidUnit } from '../domain/bid-kinds';
import type { DecimalString } from '../domain/entities';
import { isDecimalString, parseDecimalText } from './decimal-text';
import { isIntegerText, roundHalfUpText } from './decimal-arith';

/** The locale every amount is written in (see the module comment). */
export const MONEY_LOCALE = 'en-US';

/** Currencies whose en-US pattern is not how the currency is written: their locale and symbol display. */
const PATTERN_EXCEPTIONS: Readonly<Record<string, { locale: string; currencyDisplay: 'narrowSymbol' }>> = {
  SEK: { locale: 'en-150', currencyDisplay: 'narrowSymbol' },
};

/** An ISO 4217-shaped code ("USD"); anything else (empty, null, "usd ", "Dollars") has no currency to show. */
const codeOf = (currency: string | null | undefined): string | null => {
  const code = currency?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
};

const formatters = new Map<string, Intl.NumberFormat>();

/** The currency's formatter showing exactly `digits` decimals (cached: building one is slow). */
const formatterOf = (code: string, digits: number): Intl.NumberFormat => {
  const key = `${code}/${digits}`;
  let f = formatters.get(key);
  if (!f) {
    const exception = PATTERN_EXCEPTIONS[code];
    f = new Intl.NumberFormat(exception?.locale ?? MONEY_LOCALE, {
      style: 'currency',
      currency: code,
      currencyDisplay: exception?.currencyDisplay ?? 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
};

const minorUnitsCache = new Map<string, number>();

/** The currency's minor units (CLDR, through Intl): 2 for USD, EUR, GBP, CHF, SEK, AUD; 0 for JPY. 2 without a currency. */
export const minorUnits = (currency: string | null | undefined): number => {
  const code = codeOf(currency);
  if (code === null) return 2;
  let units = minorUnitsCache.get(code);
  if (units === undefined) {
    units = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnitsCache.set(code, units);
  }
  return units;
};

/** "1234567.5" -> "1,234,567.5" (groups the integer part only; keeps the sign). */
export const groupThousands = (text: string): string => {
  const p = parseDecimalText(text);
  if (!p) return text;
  return `${p.negative ? '-' : ''}${groupDigits(p.integer, ',')}${p.fraction ? `.${p.fraction}` : ''}`;
};

const groupDigits = (integer: string, separator: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Half-up to `decimals`, never "-0.00". */
const fixedHalfUp = (value: DecimalString, decimals: number): string => {
  const s = roundHalfUpText(value, decimals);
  return /^-0(\.0*)?$/.test(s) ? s.slice(1) : s;
};

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * The amount in its currency showing exactly `digits` decimals: Intl's pattern (sign, symbol, placement,
 * separators) around our own exact digits. Both en-US and en-150 group by threes.
 */
const formatInCurrency = (rounded: string, code: string, digits: number): string => {
  const parts = formatterOf(code, digits).formatToParts(rounded as Intl.StringNumericLiteral);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const point = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const [integer, fraction = ''] = rounded.replace(/^-/, '').split('.');
  const number = `${groupDigits(integer, group)}${fraction ? `${point}${fraction}` : ''}`;
  let placed = false;
  return parts
    .map((p) => {
      if (!NUMBER_PARTS.has(p.type)) return p.value;
      if (placed) return '';
      placed = true;
      return number;
    })
    .join('');
};

/**
 * Money in its currency: formatMoney("1234567.891", "USD") -> "$1,234,567.89", ("1234.5", "JPY") -> "¥1,235",
 * ("1234.5", "SEK") -> "1,234.50 kr". `decimals` lowers the decimals shown (0 for whole amounts); the default
 * and the most are the currency's minor units. Negative amounts put the sign before the symbol ("-$1,200.00").
 * Null/empty shows ""; text that is not a decimal is shown as it is; without a currency code the amount shows
 * grouped, with no symbol.
 */
export const formatMoney = (
  amount: DecimalString | null | undefined,
  currency: string | null | undefined,
  decimals?: number,
): string => {
  if (amount === null || amount === undefined || amount === '' || !isDecimalString(amount)) return amount ?? '';
  const digits = Math.min(decimals ?? Number.POSITIVE_INFINITY, minorUnits(currency));
  const rounded = fixedHalfUp(amount, digits);
  const code = codeOf(currency);
  return code === null ? groupThousands(rounded) : formatInCurrency(rounded, code, digits);
};

/**
 * Fixed amounts: whole units of the currency when the amount is whole ("$25,000", "25,000 kr"), as the
 * spec's display rule says; an amount with cents keeps them ("$12,345.67"), so a bid never shows as
 * another amount than the one typed and saved (12,345.67 showed as 12,346 beside its Estimated
 * Bid Value of 12,345.67). Beyond the currency's minor units it is rounded half-up like all money.
 */
export const formatFixed = (amount: DecimalString | null | undefined, currency: string | null | undefined): string => {
  if (amount === null || amount === undefined || !isDecimalString(amount)) return formatMoney(amount, currency, 0);
  return formatMoney(amount, currency, isIntegerText(roundHalfUpText(amount, minorUnits(currency))) ? 0 : undefined);
};

/** Total market value for display: whole units unless the sum has a fraction, then the currency's minor units. */
export const formatTotalMarketValue = (total: DecimalString, currency: string | null | undefined): string =>
  formatMoney(total, currency, isIntegerText(total) ? 0 : undefined);

/**
 * The symbol the formatter writes for the currency ("$", "€", "£", "¥", "kr", "CHF", "A$"), for the lot's
 * `currencySymbol` field; "" without a currency code.
 */
export const currencySymbol = (currency: string | null | undefined): string => {
  const code = codeOf(currency);
  return code === null ? '' : (formatterOf(code, 0).formatToParts(1).find((p) => p.type === 'currency')?.value ?? '');
};

/** Basis points to 2 decimals ("100.00"); separators for the rare value above 999. */
export const formatBps = (bps: DecimalString | null | undefined): string =>
  bps === null || bps === undefined || bps === '' || !isDecimalString(bps) ? (bps ?? '') : groupThousands(fixedHalfUp(bps, 2));

/** A bid kind's amount as shown (core/domain/bid-kinds.ts unit): basis points, an amount of the lot's currency, or points as a percentage. */
export const formatBidAmount = (unit: BidUnit, amount: DecimalString | null | undefined, currency: string | null | undefined): string =>
  unit === 'bps' ? formatBps(amount) : unit === 'money' ? formatFixed(amount, currency) : formatAllIn(amount);

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
