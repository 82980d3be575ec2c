/**
 * Who may see an auction's info centre (capabilities of core/policy/capabilities.ts), once the use case
 * has checked its endpoint's access (core/policy/actor-guard.ts).
 * - `seeEveryAuction` (staff) sees every auction, complete or not.
 * - `seeApprovedInfoCentres` (borrower-side users) sees only complete info centres of auctions their
 *   borrower is approved for (one who bids on behalf of a bidder, through that bidder's borrower).
 * - `seeOwnClientAuctions` sees the complete info centres of its own client's auctions.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { can } from '../policy/capabilities';
import type { Actor } from '../policy/actor';

/** The borrower whose approvals govern what a borrower-side user sees, or null. */
export async function borrowerOf(deps: CoreDeps, actor: Actor): Promise<Id | null> {
  if (can(actor.roles, 'bidOnBehalf') && actor.user.bidderId !== null) {
    const bidder = await deps.store.users.get(actor.user.bidderId);
    return bidder?.borrowerId ?? actor.user.borrowerId;
  }
  return actor.user.borrowerId;
}

export async function canSeeInfoCentre(deps: CoreDeps, actor: Actor, auction: Auction): Promise<boolean> {
  if (can(actor.roles, 'seeEveryAuction')) return true;
  if (!auction.aicapprovalFlag) return false;
  if (can(actor.roles, 'seeOwnClientAuctions') && actor.user.clientId === auction.clientId) return true;
  if (can(actor.roles, 'seeApprovedInfoCentres')) {
    const borrowerId = await borrowerOf(deps, actor);
    return borrowerId !== null && (await deps.store.invitees.isApproved(auction.id, borrowerId));
  }
  return false;
}

/** The auction, if the actor may see its info centre; 404 otherwise (no existence leak). */
export async function visibleAuction(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Auction>> {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction || !(await canSeeInfoCentre(deps, actor, auction))) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok(auction);
}

/**
 * The auction an `editInfoCentre` actor (its callers checked that first) may edit: every auction with
 * `editEveryInfoCentre`, else only auctions its borrower is approved for.
 */
export async function editableAuction(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Auction>> {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (!can(actor.roles, 'editEveryInfoCentre')) {
    const borrowerId = await borrowerOf(deps, actor);
    if (borrowerId === null || !(await deps.store.invitees.isApproved(auction.id, borrowerId))) {
      return fail('NOT_FOUND', MSG.NOT_FOUND);
    }
  }
  return ok(auction);
}
