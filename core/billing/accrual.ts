/**
 * The exclusive fee of an awarded lot, accrued day by day over its term (the billing guide).
 *
 * WHAT ACCRUES. The award's total value of the lot (core/money/bid-values.ts `bidTotalValue`, in the lot's
 * currency), rounded half-up to the currency's minor unit (JPY whole yen; the award value itself is kept to
 * cents whatever the currency, and the award notice shows it to the minor unit the same way). For a
 * basis-point bid that value is bps / 10,000 x market value / 360 per day over the lot's `termDays`; for a
 * fixed bid the amount, for an all-in bid its all-in bid value: both spread evenly over the same days.
 *
 * WHICH DAYS. The lot's `termDays` consecutive New York calendar days from the auction's term start date,
 * because `termDays` is what the total value's formula counts (a lot whose term is shorter than the
 * auction's stops accruing earlier).
 *
 * THE REMAINDER RULE. The days accrue equal shares in exact arithmetic, so the total in minor units rarely
 * divides evenly. The amount accrued up to the end of day k (of n) is the exact pro-rata accrual
 * total x k / n rounded DOWN (toward zero) to the minor unit, and a day's amount is the difference of two such
 * running totals. So every day is the exact share give or take one minor unit, the running total never
 * overtakes the exact accrual, the extra minor units fall on evenly spaced days, the last day closes on the
 * total exactly, and any stretch of days (a month) is the difference of two running totals: no statement
 * depends on another. A negative total (an all-in bid below the net dividend) accrues the same way with
 * its sign: every day is then zero or negative.
 */
import type { CurrencyCode, DecimalString } from '../domain/entities';
import { roundHalfUpText } from '../money/decimal-arith';
import { currencyMinorUnits } from '../money/currency-units';

/** An amount as an integer count of its currency's minor units (cents, whole yen). */
export type MinorUnits = bigint & { readonly __brand: 'MinorUnits' };

/** A New York calendar day as days since 1970-01-01 (so consecutive days are consecutive numbers). */
export type DayNumber = number & { readonly __brand: 'DayNumber' };

const DAY_MS = 86_400_000;

/** The day number of `yyyy-mm-dd`; throws on anything else (callers pass dates they have checked). */
export const dayNumberOf = (date: string): DayNumber => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Not a yyyy-mm-dd date: ${date}`);
  return (Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS) as DayNumber;
};

/** `yyyy-mm-dd` of a day number. */
export const dateOfDay = (day: DayNumber): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `amount` (decimal text) rounded half-up to the minor unit of `currency`, as minor units. */
export const minorUnitsOf = (amount: DecimalString, currency: CurrencyCode): MinorUnits =>
  BigInt(roundHalfUpText(amount, currencyMinorUnits(currency)).replace('.', '')) as MinorUnits;

/** Minor units of `currency` as decimal text with exactly its decimals ("-0.05", "1200"). */
export const textOfMinorUnits = (units: bigint, currency: CurrencyCode): DecimalString => {
  const decimals = currencyMinorUnits(currency);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
};

/** What accrues: a total in minor units over `days` consecutive days from `startDay`. */
export interface AccrualTerm {
  total: MinorUnits;
  startDay: DayNumber;
  /** At least 1 (the lot form refuses fewer term days). */
  days: number;
}

/**
 * The running total after `k` of the term's days (0 <= k <= days): total x k / days, rounded toward zero to
 * the minor unit (BigInt division truncates). accruedAfter(term, days) is the total.
 */
export const accruedAfter = (term: Pick<AccrualTerm, 'total' | 'days'>, k: number): MinorUnits => {
  if (!Number.isInteger(term.days) || term.days < 1) throw new Error(`A term accrues over at least one day, not ${term.days}`);
  const clamped = Math.min(Math.max(k, 0), term.days);
  return ((term.total * BigInt(clamped)) / BigInt(term.days)) as MinorUnits;
};

/** One day of the schedule. */
export interface DailyAccrual {
  day: DayNumber;
  amount: MinorUnits;
}

/** The day-by-day schedule: one entry per day of the term, in order; the amounts add up to the total exactly. */
export const dailyAccruals = (term: AccrualTerm): DailyAccrual[] =>
  Array.from({ length: term.days }, (_, i) => ({
    day: (term.startDay + i) as DayNumber,
    amount: (accruedAfter(term, i + 1) - accruedAfter(term, i)) as MinorUnits,
  }));

/** The last day of the term. */
export const lastDayOf = (term: Pick<AccrualTerm, 'startDay' | 'days'>): DayNumber => (term.startDay + term.days - 1) as DayNumber;

/** What the term accrues over the days `from`..`to` (inclusive): the days of the term among them and their amount. */
export interface PeriodAccrual {
  /** The first and last term day in the period, or null when none is. */
  first: DayNumber | null;
  last: DayNumber | null;
  days: number;
  amount: MinorUnits;
  /** The running total at the end of the period (the term's total once the term has ended). */
  accruedToDate: MinorUnits;
}

/** The accrual of the days `from`..`to` (inclusive): the difference of two running totals. */
export const accrualBetween = (term: AccrualTerm, from: DayNumber, to: DayNumber): PeriodAccrual => {
  const startIndex = Math.max(from - term.startDay, 0);
  const endIndex = Math.min(to - term.startDay + 1, term.days);
  const accruedToDate = accruedAfter(term, to - term.startDay + 1);
  if (endIndex <= startIndex) return { first: null, last: null, days: 0, amount: 0n as MinorUnits, accruedToDate };
  return {
    first: (term.startDay + startIndex) as DayNumber,
    last: (term.startDay + endIndex - 1) as DayNumber,
    days: endIndex - startIndex,
    amount: (accruedAfter(term, endIndex) - accruedAfter(term, startIndex)) as MinorUnits,
    accruedToDate,
  };
};

/** A calendar month `YYYY-MM` as its first and last day; null when the text is no such month. */
export const monthDays = (month: string): { first: DayNumber; last: DayNumber } | null => {
  const m = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!m) return null;
  const [year, mon] = [Number(m[1]), Number(m[2])];
  if (mon < 1 || mon > 12 || year < 1900) return null;
  const first = (Date.UTC(year, mon - 1, 1) / DAY_MS) as DayNumber;
  const last = (Date.UTC(year, mon, 1) / DAY_MS - 1) as DayNumber;
  return { first, last };
};

/** `YYYY-MM` of a day. */
export const monthOfDay = (day: DayNumber): string => dateOfDay(day).slice(0, 7);

/** The months a term touches, in order (`YYYY-MM`). */
export const monthsOfTerm = (term: Pick<AccrualTerm, 'startDay' | 'days'>): string[] => {
  const months: string[] = [];
  for (let day: number = term.startDay; day <= lastDayOf(term); ) {
    const month = monthOfDay(day as DayNumber);
    months.push(month);
    day = (monthDays(month)?.last ?? day) + 1;
  }
  return months;
};
