/**
 * How much of one auction's borrower activity an actor may see now: the one rule the reports
 * and the close monitor both follow.
 *
 * - Staff (`seeEveryAuction`): everything, at any time.
 * - The asset owner's users (`seeOwnClientAuctions`, on their own client's auction): while the auction
 *   has not ended (server clock), its aggregate progress only: lots bid and confirmed, their share of
 *   the book, the auction's times and extensions; no per-borrower figure, user or time, and no report.
 *   Once it has ended, everything, as staff.
 * - Another client's auction: not found (nothing to learn about it); anybody else: forbidden.
 *
 * Decision (the spec gives the client reports only after the end): what a borrower did before the
 * end stays between the borrower and the lending agent, so the asset owner cannot watch, say, one
 * borrower stop bidding and act on it while bidding is open.
 */
import type { Auction } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { auctionPhase } from '../clock/auction-clock';
import type { Actor } from './actor';
import { can } from './capabilities';

/** `borrowers`: every borrower's activity; `aggregate`: the auction's totals only. */
export type AuctionVisibility = 'borrowers' | 'aggregate';

export function auctionVisibility(actor: Actor, auction: Auction, nowMs: number): Result<AuctionVisibility, 'NOT_FOUND' | 'FORBIDDEN'> {
  if (can(actor.roles, 'seeEveryAuction')) return ok('borrowers');
  if (!can(actor.roles, 'seeOwnClientAuctions')) return fail('FORBIDDEN', MSG.FORBIDDEN);
  if (actor.user.clientId === null || actor.user.clientId !== auction.clientId) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok(auctionPhase(auction.auctionStartDate, auction.auctionEndDate, nowMs) === 'ENDED' ? 'borrowers' : 'aggregate');
}
