/**
 * The e-mails of the close, in the look of the other notices (core/awards/award-notices.ts):
 * plain text, "eSecAuction: …" subjects, the auction named, New York times with their zone label.
 */
import type { Auction, Instant, User } from '../domain/entities';
import { formatEst } from '../clock/eastern-format';

const dear = (user: Pick<User, 'firstName' | 'lastName'>): string => `Dear ${user.firstName} ${user.lastName},\n\n`;

/** Whole minutes left, rounded up (a reminder never says less time than there is). */
export const minutesLeft = (endIso: Instant, nowMs: number): number => Math.max(0, Math.ceil((Date.parse(endIso) - nowMs) / 60_000));

/** The reminder to a user who has not confirmed: the auction, the time left, and whether it has saved bids not confirmed. */
export function reminderText(
  auction: Pick<Auction, 'auctionName' | 'auctionEndDate'>,
  user: Pick<User, 'firstName' | 'lastName'>,
  nowMs: number,
  savedUnconfirmed: boolean,
): { subject: string; text: string } {
  const left = minutesLeft(auction.auctionEndDate, nowMs);
  const bids = savedUnconfirmed
    ? 'You have saved bids that are not confirmed. Only confirmed bids take part in the auction: confirm them before the close.'
    : 'You have not saved any bids in this auction yet.';
  return {
    subject: `eSecAuction: ${auction.auctionName} closes in ${left} minute${left === 1 ? '' : 's'}`,
    text: `${dear(user)}Bidding in ${auction.auctionName} closes at ${formatEst(auction.auctionEndDate)}, in ${left} minute${left === 1 ? '' : 's'}.\n\n${bids}\n`,
  };
}

/** The notice to every approved borrower's user that the bidding period of a live auction was extended. */
export function extensionText(
  auction: Pick<Auction, 'auctionName'>,
  user: Pick<User, 'firstName' | 'lastName'>,
  previousEnd: Instant,
  newEnd: Instant,
  reason: string,
): { subject: string; text: string } {
  return {
    subject: `eSecAuction: ${auction.auctionName} extended to ${formatEst(newEnd)}`,
    text: `${dear(user)}The bidding period of ${auction.auctionName} has been extended: it now closes at ${formatEst(newEnd)} (it was to close at ${formatEst(previousEnd)}).\n\nReason: ${reason}\n`,
  };
}
