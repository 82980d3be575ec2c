/**
 * When a loan must be reported to FINRA's SLATE (SEC Rule 10c-1a; FINRA Rule 6530(a)(1)), computed on
 * New York wall time (America/New_York, so daylight saving is luxon's, never a fixed offset).
 *
 * FINRA Rule 6530(a)(1), as published on finra.org:
 * "(A) An Initial Covered Securities Loan effected on a business day at or after 12:00:00 a.m. Eastern Time
 * through 7:00:00 p.m. Eastern Time must be reported the same day by 11:59:59 p.m. Eastern Time;
 * (B) An Initial Covered Securities Loan effected on a business day after 7:00:00 p.m. Eastern Time must be
 * reported no later than the next business day (T+1) by 11:59:59 p.m. Eastern Time; or
 * (C) An Initial Covered Securities Loan effected on a Saturday, a Sunday, a federal or religious holiday or
 * other day on which SLATE is not open at any time during that day (determined using Eastern Time) must be
 * reported the next business day (T+1) by 11:59:59 p.m. Eastern Time."
 *
 * The rule counts whole seconds ("through 7:00:00 p.m."), so a loan effected within the second 19:00:00 is
 * still due the same day, and one effected at 19:00:01 or later the next business day.
 * Business days are Monday to Friday that are not on the holiday list (New York dates, `yyyy-mm-dd`).
 */
import { DateTime } from 'luxon';
import type { Instant } from '../domain/entities';
import { AUCTION_ZONE } from '../clock/eastern-format';

/** A New York calendar date, `yyyy-mm-dd`. */
export type NyDate = string;

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar date written `yyyy-mm-dd`. */
export const isNyDate = (text: string): boolean => YMD.test(text) && DateTime.fromISO(text, { zone: AUCTION_ZONE }).isValid;

const dayOf = (date: NyDate): DateTime => {
  const d = DateTime.fromISO(date, { zone: AUCTION_ZONE });
  if (!YMD.test(date) || !d.isValid) throw new Error(`Not a date: ${date}`);
  return d.startOf('day');
};

/** Whether a New York date is a business day: a weekday not on the holiday list. */
export const isNyBusinessDay = (date: NyDate, holidays: ReadonlySet<NyDate>): boolean => dayOf(date).weekday <= 5 && !holidays.has(date);

/** The first business day after `date`. */
export const nextNyBusinessDay = (date: NyDate, holidays: ReadonlySet<NyDate>): NyDate => {
  let d = dayOf(date);
  // A holiday list longer than a year of days would be a broken setting, not a reason to loop forever.
  for (let i = 0; i < 400; i++) {
    d = d.plus({ days: 1 });
    const text = d.toISODate() as NyDate;
    if (isNyBusinessDay(text, holidays)) return text;
  }
  throw new Error(`No business day within 400 days after ${date}`);
};

/** The New York date of an instant. */
export const nyDateOf = (at: Instant): NyDate => {
  const d = DateTime.fromISO(at, { zone: AUCTION_ZONE });
  if (!d.isValid) throw new Error(`Invalid instant: ${at}`);
  return d.toISODate();
};

/** The New York wall time of an instant, `HH:mm:ss`. */
export const nyTimeOf = (at: Instant): string => DateTime.fromISO(at, { zone: AUCTION_ZONE }).toFormat('HH:mm:ss');

/** 23:59:59 New York on `date`, as an instant. */
const endOfNyDay = (date: NyDate): Instant =>
  dayOf(date).set({ hour: 23, minute: 59, second: 59, millisecond: 0 }).toUTC().toISO({ suppressMilliseconds: false }) as Instant;

/** The last second, New York time, of the day a loan effected at `effectedAt` must be reported by (Rule 6530(a)(1)). */
export function reportDeadline(effectedAt: Instant, holidays: ReadonlySet<NyDate>): Instant {
  const at = DateTime.fromISO(effectedAt, { zone: AUCTION_ZONE });
  if (!at.isValid) throw new Error(`Invalid instant: ${effectedAt}`);
  const date = at.toISODate();
  const withinSameDay = at.hour < 19 || (at.hour === 19 && at.minute === 0 && at.second === 0);
  return endOfNyDay(isNyBusinessDay(date, holidays) && withinSameDay ? date : nextNyBusinessDay(date, holidays));
}

/** The holiday list of the settings as a set, refusing a malformed date (a broken setting). */
export const holidaySet = (holidays: readonly string[]): ReadonlySet<NyDate> => {
  for (const h of holidays) if (!isNyDate(h)) throw new Error(`Not a holiday date (yyyy-mm-dd): ${h}`);
  return new Set(holidays);
};
