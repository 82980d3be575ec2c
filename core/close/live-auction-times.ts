/**
 * A live auction's times change only through an extension (core/close/auction-extension.ts): its end
 * moves later, with a reason, a ledger entry and a notice to every approved borrower's users. The
 * auction form (core/admin/auctions.ts, the API's saveAuction and the library's `auctions.save`) may
 * still change the rest of a live auction, but refuses a new start or end with a message saying so,
 * whichever way the end would move: an end moved earlier would cut the bidders' time unannounced.
 *
 * The form shows times to the minute, and an extension may end at any second: a time the form sends
 * back in the same minute as the stored one is the stored one, not a change.
 */
import type { Auction, Instant } from '../domain/entities';
import { auctionPhase } from '../clock/auction-clock';
import { LIVE_END_BY_EXTENSION, LIVE_START_FIXED } from '../domain/staff-messages';
import { fail, type Failure } from '../domain/result';

const MINUTE_MS = 60_000;
const sameMinute = (a: Instant, b: Instant): boolean => Math.floor(Date.parse(a) / MINUTE_MS) === Math.floor(Date.parse(b) / MINUTE_MS);

/** The form's start and end, each kept as stored when the form shows it unchanged (same minute). */
export function formTimes(
  stored: Pick<Auction, 'auctionStartDate' | 'auctionEndDate'>,
  form: Pick<Auction, 'auctionStartDate' | 'auctionEndDate'>,
): Pick<Auction, 'auctionStartDate' | 'auctionEndDate'> {
  return {
    auctionStartDate: sameMinute(stored.auctionStartDate, form.auctionStartDate) ? stored.auctionStartDate : form.auctionStartDate,
    auctionEndDate: sameMinute(stored.auctionEndDate, form.auctionEndDate) ? stored.auctionEndDate : form.auctionEndDate,
  };
}

/** Why the form may not set these times on the stored auction now (it is live), or null. */
export function liveTimesRefusal(
  stored: Pick<Auction, 'auctionStartDate' | 'auctionEndDate'>,
  next: Pick<Auction, 'auctionStartDate' | 'auctionEndDate'>,
  nowMs: number,
): Failure<'VALIDATION'> | null {
  if (auctionPhase(stored.auctionStartDate, stored.auctionEndDate, nowMs) !== 'LIVE') return null;
  const fields: Record<string, string> = {};
  if (next.auctionStartDate !== stored.auctionStartDate) fields.startTime = LIVE_START_FIXED;
  if (next.auctionEndDate !== stored.auctionEndDate) fields.endTime = LIVE_END_BY_EXTENSION;
  const first = fields.startTime ?? fields.endTime;
  return first === undefined ? null : fail('VALIDATION', first, fields);
}
