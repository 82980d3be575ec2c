/**
 * Which auction's reports an actor may read, once its use case has checked the capability of the
 * report's endpoint (core/policy/actor-guard.ts: `openReportCentre`, `seeAuctionResults`,
 * `seeStaffReports` or `editReports`). Data scoping (capabilities of core/policy/capabilities.ts):
 * - `seeEveryAuction` (staff; the award screen reuses report data): every auction.
 * - `seeOwnClientAuctions`: only its own client's auctions, and only once the auction has ended (server
 *   clock); another client's auction answers 404 (no existence leak), its own auction before the end 403.
 * - Anybody else (borrower-side users): 403. Reports carry every borrower's bids, so this is the
 *   sealed-bid boundary.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { can } from '../policy/capabilities';
import { auctionPhase } from '../clock/auction-clock';
import type { Actor } from '../bids/actor';

export async function reportAuction(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Auction>> {
  const staff = can(actor.roles, 'seeEveryAuction');
  const client = can(actor.roles, 'seeOwnClientAuctions');
  if (!staff && !client) return fail('FORBIDDEN', MSG.FORBIDDEN);
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (staff) return ok(auction);
  if (actor.user.clientId === null || actor.user.clientId !== auction.clientId) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (auctionPhase(auction.auctionStartDate, auction.auctionEndDate, deps.clock.nowMs()) !== 'ENDED') {
    return fail('FORBIDDEN', MSG.FORBIDDEN);
  }
  return ok(auction);
}
