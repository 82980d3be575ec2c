/**
 * Which auction's reports an actor may read, once its use case has checked the capability of the
 * report's endpoint (core/policy/actor-guard.ts: `openReportCentre`, `seeAuctionResults`,
 * `seeStaffReports` or `editReports`). Reports carry every borrower's bids, so they need the view of
 * every borrower's activity (core/policy/auction-visibility.ts, the rule the close monitor follows too):
 * staff any auction; a client its own client's auctions once they have ended (before the end 403,
 * another client's auction 404, no existence leak); anybody else 403. This is the sealed-bid boundary.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { auctionVisibility } from '../policy/auction-visibility';
import { can } from '../policy/capabilities';
import type { Actor } from '../policy/actor';

export async function reportAuction(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Auction>> {
  if (!can(actor.roles, 'seeEveryAuction') && !can(actor.roles, 'seeOwnClientAuctions')) return fail('FORBIDDEN', MSG.FORBIDDEN);
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const visibility = auctionVisibility(actor, auction, deps.clock.nowMs());
  if (!visibility.ok) return visibility;
  return visibility.value === 'borrowers' ? ok(auction) : fail('FORBIDDEN', MSG.FORBIDDEN);
}
