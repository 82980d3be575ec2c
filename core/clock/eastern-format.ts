/**
 * Display of instants in New York wall time with the platform's Intl (no date library), so the screens
 * a bidder opens (info centre, bid wizard) do not download luxon: core/clock/eastern-time.ts re-exports
 * these and keeps luxon for what needs calendar arithmetic (parsing and combining form dates and times).
 *
 * Label decision (decided here once): the spec labels every time "EST" (column captions such as
 * "Bidding Time (EST)" keep it), but a time in daylight saving time is labelled "EDT", its real offset
 * (UTC-4): a desk reading "10:00 EST" in July would be an hour off. easternZoneLabelOfMs decides it for
 * formatEst, the wizard's clock and the info centre's Bidding Time.
 */
import type { Instant } from '../domain/entities';

export const AUCTION_ZONE = 'America/New_York';
export const EST_LABEL = 'EST';
/** Day length in ms (spec section 9). */
export const DAY_MS = 86_400_000;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

let wallFormat: Intl.DateTimeFormat | null = null;
const wall = (): Intl.DateTimeFormat =>
  (wallFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AUCTION_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

export interface WallTime {
  /** `yyyy`, `MM`, `dd`, `HH` (00-23), `mm`, `ss`, zero-padded. */
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** New York wall time of an epoch-ms instant. */
export const wallTimeOfMs = (ms: number): WallTime => {
  const parts = Object.fromEntries(wall().formatToParts(new Date(ms)).map((p) => [p.type, p.value])) as Record<string, string>;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour === '24' ? '00' : parts.hour, minute: parts.minute, second: parts.second };
};

/** New York wall time of an instant; throws on a malformed instant (a broken invariant, not user input). */
export const wallTimeOf = (iso: Instant): WallTime => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant: ${iso}`);
  return wallTimeOfMs(ms);
};

export const EDT_LABEL = 'EDT';
const HOUR_MS = 3_600_000;

/** "EST" (UTC-5, the spec's label) or "EDT" when New York is on daylight time (UTC-4) at this instant. */
export const easternZoneLabelOfMs = (ms: number): string => {
  const w = wallTimeOfMs(ms);
  const wallAsUtc = Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute), Number(w.second));
  const offsetHours = Math.round((wallAsUtc - Math.floor(ms / 1000) * 1000) / HOUR_MS);
  return offsetHours === -4 ? EDT_LABEL : EST_LABEL;
};

/** The zone label of an instant (easternZoneLabelOfMs); throws on a malformed instant. */
export const easternZoneLabelOf = (iso: Instant): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant: ${iso}`);
  return easternZoneLabelOfMs(ms);
};

/** `yyyy-mm-dd hh:mm EST` (24-hour New York wall time; EDT in daylight time), as in the info centre and report lists. */
export const formatEst = (iso: Instant): string => {
  const w = wallTimeOf(iso);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute} ${easternZoneLabelOf(iso)}`;
};

/** `yyyy-mm-dd` of the New York calendar day (term dates, market value date...). */
export const formatEasternDate = (iso: Instant): string => {
  const w = wallTimeOf(iso);
  return `${w.year}-${w.month}-${w.day}`;
};

/** `HH:mm` New York wall time of an instant. */
export const formatEasternTime = (iso: Instant): string => {
  const w = wallTimeOf(iso);
  return `${w.hour}:${w.minute}`;
};

/** `MM/DD/YYYY` of the New York calendar day, for "Bids placed by {super bidder} on MM/DD/YYYY." */
export const formatMmDdYyyy = (iso: Instant): string => {
  const w = wallTimeOf(iso);
  return `${w.month}/${w.day}/${w.year}`;
};

/** Days since the epoch of the New York calendar day of `yyyy-mm-dd` or of an instant; null when unreadable. */
const calendarDayNumber = (date: Instant  ): number | null => {
  const m = YMD.exec(date);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const utc = Date.UTC(y, mo - 1, d);
    const back = new Date(utc);
    return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? utc / DAY_MS : null;
  }
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) return null;
  const w = wallTimeOfMs(ms);
  return Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day)) / DAY_MS;
};

/**
 * Term length in days = |days between term start and term end| + 1 (both ends count).
 * We compare New York calendar dates, not elapsed milliseconds, so a term spanning a DST change
 * (a 23- or 25-hour day) still counts whole days; "rounded" in the spec is then exact.
 * Accepts instants or `yyyy-mm-dd`; throws on unreadable input (stored dates are always valid).
 */
export const termLengthDays = (termStart: Instant  , termEnd: Instant  ): number => {
  const a = calendarDayNumber(termStart);
  const b = calendarDayNumber(termEnd);
  if (a === null || b === null) throw new Error(`Invalid term dates: ${termStart} / ${termEnd}`);
  return Math.abs(b - a) + 1;
};
