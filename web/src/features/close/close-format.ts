/**
 * Words and times of the close monitor and the dashboard (issue 28): New York wall time with its EDT/EST
 * label (core/clock/eastern-format.ts), the reminders column, the book shares, the countdown.
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

/** `hh:mm:ss EST`: when the monitor was last updated. */
export const clockSecondsOf = (iso: string): string => {
  const w = wallTimeOf(iso);
  return `${w.hour}:${w.minute}:${w.second} ${easternZoneLabelOf(iso)}`;
};

type Reminder = CloseMonitor['borrowers'][number]['users'][number]['reminders'][number];

/** One reminder: `60 min ✓ 14:05 EST` when sent, `60 min ✗ not sent` when it failed, `60 min pending` otherwise. */
export const reminderText = (r: Reminder): string => {
  if (r.sentAt) return `${r.offsetMinutes} min ✓ ${clockTimeOf(r.sentAt)}`;
  return `${r.offsetMinutes} min ${r.failed ? '✗ not sent' : 'pending'}`;
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
