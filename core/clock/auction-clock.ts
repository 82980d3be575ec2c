/**
 * The auction clock: which phase an auction is in, and the countdown the info centre and the bid
 * wizard show. Instants are absolute, so comparing epoch milliseconds is the same as comparing
 * New York wall times (the spec's "compared in US Eastern time") and is immune to DST.
 */
import type { Instant } from '../domain/entities';
import { DAY_MS } from './eastern-format';

export const AUCTION_PHASES = ['NOT_STARTED', 'LIVE', 'ENDED'] as const;
export type AuctionPhase = (typeof AUCTION_PHASES)[number];

/** Countdown / clock refresh period (spec: every 1000 ms). */
export const CLOCK_TICK_MS = 1000;

const msOf = (iso: Instant): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant: ${iso}`);
  return ms;
};

/** Not started before the start; live from the start (inclusive) until the end; ended at or after the end. */
export const auctionPhase = (startIso: Instant, endIso: Instant, nowMs: number): AuctionPhase => {
  if (nowMs >= msOf(endIso)) return 'ENDED';
  if (nowMs >= msOf(startIso)) return 'LIVE';
  return 'NOT_STARTED';
};

export interface CountdownParts {
  days: number;
  hrs: number;
  mins: number;
  secs: number;
}

/**
 * Whole time left until `targetMs`, split for display.
 *
 * Decisions:
 * - Elapsed time, not wall time: a day is 86,400,000 ms (spec section 9), so the countdown is the
 *   real time left even across a DST change.
 * - Seconds round UP: the display reaches 0:00:00 exactly when the target is reached (when the phase
 *   changes), never a second early. Past targets give all zeros.
 * - `withDays` true ("Auction Starts in": Days, Hrs, Mins, Secs): hrs is 0-23. `withDays` false
 *   ("Time Remaining to Bid" / "Bid Closes in": Hrs, Mins, Secs): days is 0 and hrs carries the
 *   whole hours, possibly more than 24, so nothing is hidden.
 */
export const countdownParts = (targetMs: number, nowMs: number, withDays: boolean): CountdownParts => {
  const totalSecs = Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
  const secsPerDay = DAY_MS / 1000;
  const days = withDays ? Math.floor(totalSecs / secsPerDay) : 0;
  const rest = totalSecs - days * secsPerDay;
  return { days, hrs: Math.floor(rest / 3600), mins: Math.floor((rest % 3600) / 60), secs: rest % 60 };
};

/** "Auction Starts in" (Days, Hrs, Mins, Secs). */
export const countdownToStart = (startIso: Instant, nowMs: number): CountdownParts =>
  countdownParts(msOf(startIso), nowMs, true);

/** "Time Remaining to Bid" / "Bid Closes in" (Hrs, Mins, Secs; hours may exceed 24). */
export const countdownToEnd = (endIso: Instant, nowMs: number): CountdownParts =>
  countdownParts(msOf(endIso), nowMs, false);

/** Two-digit display of a countdown part ("07"); hours above 99 keep all their digits. */
export const padCountdown = (n: number): string => String(n).padStart(2, '0');

/**
 * The server's clock as the browser sees it (the Enter Bids link and the landing follow the
 * server, not the browser's clock, which may be set wrong): the server's time of an answer plus the
 * time elapsed in the browser since that answer arrived. Only browser durations are used, never its
 * absolute time; a browser clock stepping backwards counts as no time elapsed.
 */
export const serverNowMs = (serverTimeIso: Instant, receivedAtMs: number, browserNowMs: number): number =>
  msOf(serverTimeIso) + Math.max(0, browserNowMs - receivedAtMs);
