/**
 * Words and times of the close monitor and the dashboard: New York wall time with its EDT/EST
 * label (core/clock/eastern-format.ts), to the second where the monitor shows when someone acted; the
 * reminders column, the feed's sentences, the book shares, the countdown.
 */
import type { CloseMonitor } from '../../../../contract/close';
import { countdownParts, padCountdown, type AuctionPhase } from '../../../../core/clock/auction-clock';
import { easternZoneLabelOf, wallTimeOf } from '../../../../core/clock/eastern-format';
import { estOrBlank } from '../../lib/display-time';

export const PHASE_LABEL: Record<AuctionPhase, string> = { NOT_STARTED: 'Upcoming', LIVE: 'Live', ENDED: 'Ended' };

/** An instant as `yyyy-mm-dd hh:mm EST` (EDT in daylight time), or an em dash when none. */
export const whenOrDash = (iso: string | null): string => estOrBlank(iso) || '—';

/** `hh:mm EST` (EDT in daylight time). */
export const clockTimeOf = (iso: string): string => {
  const w = wallTimeOf(iso);
  return `${w.hour}:${w.minute} ${easternZoneLabelOf(iso)}`;
};

/** `hh:mm:ss EST`: when the monitor was last updated, when a reminder went. */
export const clockSecondsOf = (iso: string): string => {
  const w = wallTimeOf(iso);
  return `${w.hour}:${w.minute}:${w.second} ${easternZoneLabelOf(iso)}`;
};

/** An instant to the second in its two parts, `yyyy-mm-dd` and `hh:mm:ss EST`, which the monitor's cells put on two lines. */
export const secondsParts = (iso: string): { date: string; time: string } => {
  const w = wallTimeOf(iso);
  return { date: `${w.year}-${w.month}-${w.day}`, time: clockSecondsOf(iso) };
};

/** `yyyy-mm-dd hh:mm:ss EST` (EDT in daylight time). */
export const fullSecondsOf = (iso: string): string => {
  const p = secondsParts(iso);
  return `${p.date} ${p.time}`;
};

type MonitorUser = CloseMonitor['borrowers'][number]['users'][number];
type Reminder = MonitorUser['reminders'][number];
type FeedEntry = CloseMonitor['feed'][number];
type Person = NonNullable<FeedEntry['by']>;

/**
 * One reminder: `60 min ✓ 14:05:09 EST` when sent, `60 min ✗ not sent` when it failed, `60 min pending`
 * otherwise. Its date is the close's (60 or 15 minutes before it); the feed gives it in full.
 */
export const reminderText = (r: Reminder): string => reminderParts(r).join(' ');

/** A reminder's outcome and, when sent, its time: the two parts of reminderText (a cell may wrap between them). */
export const reminderParts = (r: Reminder): [string, string] | [string] =>
  r.sentAt ? [`${r.offsetMinutes} min ✓`, clockSecondsOf(r.sentAt)] : [`${r.offsetMinutes} min ${r.failed ? '✗ not sent' : 'pending'}`];

/** `Blake Alpha (bidder1)`, or the login alone when the user has no name. */
export const personText = (p: Person): string => (p.name ? `${p.name} (${p.loginName})` : p.loginName);

/**
 * What a feed step says, without its time and borrower: who acted, what, and for whom
 * (`Sam Super (superbidder) saved bids for Blake Alpha (bidder1)`). Never a value: the step has none.
 */
export const feedText = (f: FeedEntry): string => {
  const by = f.by ? personText(f.by) : 'Someone';
  const forWhom = f.forUser ? ` for ${personText(f.forUser)}` : '';
  const to = f.forUser ? personText(f.forUser) : 'a user';
  const before = f.offsetMinutes === null ? '' : ` (${f.offsetMinutes} min before the close)`;
  const after = f.afterClose ? ', after the close' : '';
  switch (f.kind) {
    case 'opened':
      return `${by} opened the info centre`;
    case 'rulesAccepted':
      return `${by} accepted the rules`;
    case 'saved':
      return `${by} saved bids${forWhom}${after}`;
    case 'confirmed':
      return `${by} confirmed bids${forWhom}${after}`;
    case 'reminderSent':
      return `Reminder sent to ${to}${before}`;
    case 'reminderFailed':
      return `Reminder to ${to} could not be sent${before}`;
    case 'extended':
      return `${by} extended the end to ${f.newEnd ? fullSecondsOf(f.newEnd) : '—'}${f.reason ? `: ${f.reason}` : ''}`;
  }
};

/** `3 of 12 lots (25.0% of the book)`. */
export const lotsText = (n: number, of: number, share: string): string => `${n} of ${of} lots (${share}% of the book)`;

/**
 * The countdown to the end (or to the start while upcoming) at the server's time `nowMs`: `1d 02:03:04`,
 * `02:03:04`, or `Ended`.
 */
export const countdownText = (startIso: string, endIso: string, nowMs: number): string => {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (nowMs >= end) return 'Ended';
  const target = nowMs < start ? start : end;
  const p = countdownParts(target, nowMs, true);
  const clock = `${padCountdown(p.hrs)}:${padCountdown(p.mins)}:${padCountdown(p.secs)}`;
  return `${nowMs < start ? 'Starts in ' : 'Ends in '}${p.days > 0 ? `${p.days}d ` : ''}${clock}`;
};
