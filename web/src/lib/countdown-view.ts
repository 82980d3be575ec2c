/**
 * What the countdowns show (spec 2.2 and 2.4), decided once for the info centre and the wizard:
 * - info centre, non-managers: "Auction Starts in" (Days, Hrs, Mins, Secs) before the start,
 *   "Time Remaining to Bid" (Hrs, Mins, Secs) while live, "Auction has Ended" after the end;
 *   managers see no countdown;
 * - wizard step 4: "Bid Closes in" (Hrs, Mins, Secs) until the end; afterwards non-super-bidders see
 *   "Auction has Ended" (OUR DECISION for super bidders after the end, who may still bid: no countdown).
 */
import type { Instant } from '../../../core/domain/entities';
import { BIDDER_MSG as MSG } from '../../../core/domain/bidder-messages';
import { auctionPhase, countdownToEnd, countdownToStart, type AuctionPhase, type CountdownParts } from '../../../core/clock/auction-clock';

export type CountdownView =
  | { kind: 'COUNTDOWN'; label: string; showDays: boolean; parts: CountdownParts; phase: AuctionPhase }
  | { kind: 'ENDED'; label: string; phase: AuctionPhase }
  | { kind: 'NONE'; phase: AuctionPhase };

export const infoCentreCountdown = (start: Instant, end: Instant, nowMs: number, isManager: boolean): CountdownView => {
  const phase = auctionPhase(start, end, nowMs);
  if (isManager) return { kind: 'NONE', phase };
  if (phase === 'NOT_STARTED')
    return { kind: 'COUNTDOWN', label: MSG.AUCTION_STARTS_IN, showDays: true, parts: countdownToStart(start, nowMs), phase };
  if (phase === 'LIVE')
    return { kind: 'COUNTDOWN', label: MSG.TIME_REMAINING_TO_BID, showDays: false, parts: countdownToEnd(end, nowMs), phase };
  return { kind: 'ENDED', label: MSG.AUCTION_HAS_ENDED, phase };
};

export const bidClosesCountdown = (start: Instant, end: Instant, nowMs: number, isSuperBidder: boolean): CountdownView => {
  const phase = auctionPhase(start, end, nowMs);
  if (phase !== 'ENDED')
    return { kind: 'COUNTDOWN', label: MSG.BID_CLOSES_IN, showDays: false, parts: countdownToEnd(end, nowMs), phase };
  return isSuperBidder ? { kind: 'NONE', phase } : { kind: 'ENDED', label: MSG.AUCTION_HAS_ENDED, phase };
};
