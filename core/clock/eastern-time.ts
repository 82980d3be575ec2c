/**
 * Eastern (America/New_York) wall time for auctions: every auction time is held as a UTC instant
 * and shown, entered and compared as New York wall time.
 *
 * Label decision: the spec labels every time "EST", so we print "EST" all year, even while New York
 * is on daylight time (EDT). The wall-clock digits are always the correct New York local time;
 * only the suffix is the spec's fixed label.
 */
import { DateTime } from 'luxon';
import type { Instant } from '../domain/entities';

import { AUCTION_ZONE } from './eastern-format';

// Display and term length are Intl-based (eastern-format.ts, no luxon in the bidder's screens).
export { AUCTION_ZONE, DAY_MS, EST_LABEL, formatEasternDate, formatEst, formatMmDdYyyy, termLengthDays } from './eastern-format';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** The instant as New York wall time; throws on a malformed instant (a broken invariant, not user input). */
export const easternOf = (iso: Instant): DateTime => {
  const dt = DateTime.fromISO(iso, { zone: AUCTION_ZONE });
  if (!dt.isValid) throw new Error(`Invalid instant: ${iso}`);
  return dt;
};

const toInstant = (dt: DateTime): Instant => dt.toUTC().toISO({ suppressMilliseconds: false }) as Instant;


/** Midnight (00:00 New York) of today's New York date: the spec's default for empty dates. */
export const easternMidnightToday = (nowMs: number): Instant =>
  toInstant(DateTime.fromMillis(nowMs, { zone: AUCTION_ZONE }).startOf('day'));

/** Midnight New York of a calendar date given as `yyyy-mm-dd`, or of the New York date of an instant. */
export const easternMidnightOf = (date: Instant  ): Instant | null => {
  const day = easternCalendarDay(date);
  return day ? toInstant(day) : null;
};

/** The New York calendar day (at 00:00) of `yyyy-mm-dd` or of an instant; null when unreadable. */
const easternCalendarDay = (date: Instant  ): DateTime | null => {
  const m = YMD.exec(date);
  if (m) {
    const dt = DateTime.fromObject(
      { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) },
      { zone: AUCTION_ZONE },
    );
    return dt.isValid ? dt : null;
  }
  const dt = DateTime.fromISO(date, { zone: AUCTION_ZONE });
  return dt.isValid ? dt.startOf('day') : null;
};

/**
 * The instant of a New York date (`yyyy-mm-dd`, or the New York date of an instant) at a wall time
 * `HH:mm`. Null when either part is unreadable (callers show "Please choose date").
 *
 * DST decision (luxon's rules, which match what a New Yorker's clock does): a wall time that does not
 * exist (02:00-02:59 on the spring-forward day) moves forward by one hour (02:30 -> 03:30 EDT); a wall
 * time that happens twice (01:00-01:59 on the fall-back day) means the first one (EDT).
 */
export const combineEasternDateTime = (date: Instant  , time: string): Instant | null => {
  const day = easternCalendarDay(date);
  const t = HHMM.exec(time);
  if (!day || !t) return null;
  const dt = DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour: Number(t[1]), minute: Number(t[2]) },
    { zone: AUCTION_ZONE },
  );
  if (!dt.isValid) return null;
  // luxon resolves a repeated wall time to the later (standard-time) instant; take the earlier one.
  const earlier = dt.minus({ hours: 1 });
  const repeated = earlier.hour === dt.hour && earlier.minute === dt.minute;
  return toInstant(repeated ? earlier : dt);
};

/**
 * A New York date and time typed as `yyyy-mm-dd HH:mm` (or with a `T`), as the CLI's `--until` and the
 * extension form take it, as an instant (combineEasternDateTime's DST rules); an ISO instant with its
 * offset or `Z` is taken as it is. Null when unreadable.
 */
export const parseEasternDateTime = (text: string): Instant | null => {
  const t = text.trim();
  if (/(Z|[+-]\d\d:?\d\d)$/.test(t)) {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})$/.exec(t);
  return m ? combineEasternDateTime(m[1], m[2]) : null;
};

/** The pieces a date-time form shows for an instant, in New York wall time. `time` is `HH:mm`. */
export interface EasternDateParts {
  year: number;
  /** 1-12 (JAN = 1). */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** `yyyy-mm-dd`. */
  date: string;
  /** `HH:mm`, the value of a time choice. */
  time: string;
}

export const easternDateParts = (iso: Instant): EasternDateParts => {
  const dt = easternOf(iso);
  return {
    year: dt.year,
    month: dt.month,
    day: dt.day,
    hour: dt.hour,
    minute: dt.minute,
    date: dt.toFormat('yyyy-MM-dd'),
    time: dt.toFormat('HH:mm'),
  };
};

