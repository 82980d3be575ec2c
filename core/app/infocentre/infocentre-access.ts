/**
 * Who may see an auction's info centre.
 * - Staff (MANAGER, CLIENT_RELATIONS, REPORT, AWARD) see every auction, complete or not.
 * - Borrower-side users (BIDDER, SUPERBIDDER, AIC) see only complete info centres of auctions their
 *   borrower is approved for (a super bidder through its bidder's borrower).
 * - A CLIENT user sees the complete info centres of its own client's auctions.
 */
import type { CoreDeps } from '../deps';
import type { Auction, Id } from '../../domain/entities';
import { MSG } from '../../domain/messages';
import { fail, ok, type Result } from '../../domain/result';
import { hasAnyRole, INTERNAL_ROLES } from '../../domain/roles';
import type { Actor } from '../bidding/actor';

/** Roles that edit info centres (the spec's edit pages). */
export const INFOCENTRE_EDITORS = ['MANAGER', 'AIC', 'CLIENT_RELATIONS'] as const;

export const isStaff = (actor: Actor): boolean => hasAnyRole(actor.roles, INTERNAL_ROLES);

/** The borrower whose approvals govern what a borrower-side user sees, or null. */
export async function borrowerOf(deps: CoreDeps, actor: Actor): Promise<Id | null> {
  if (actor.roles.includes('SUPERBIDDER') && actor.user.bidderId !== null) {
    const bidder = await deps.store.users.get(actor.user.bidderId);
    return bidder?.borrowerId ?? actor.user.borrowerId;
  }
  return actor.user.borrowerId;
}

export async function canSeeInfoCentre(deps: CoreDeps, actor: Actor, auction: Auction): Promise<boolean> {
  if (isStaff(actor)) return true;
  if (!auction.aicapprovalFlag) return false;
  if (actor.roles.includes('CLIENT') && actor.user.clientId === auction.clientId) return true;
  if (hasAnyRole(actor.roles, ['BIDDER', 'SUPERBIDDER', 'AIC'])) {
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

/** Editors: MANAGER, CLIENT_RELATIONS, and AIC users for auctions whose info centre they may see. */
export async function editableAuction(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<Auction>> {
  if (!hasAnyRole(actor.roles, INFOCENTRE_EDITORS)) return fail('FORBIDDEN', MSG.FORBIDDEN);
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (!hasAnyRole(actor.roles, ['MANAGER', 'CLIENT_RELATIONS'])) {
    const borrowerId = await borrowerOf(deps, actor);
    if (borrowerId === null || !(await deps.store.invitees.isApproved(auction.id, borrowerId))) {
      return fail('NOT_FOUND', MSG.NOT_FOUND);
    }
  }
  return ok(auction);
}
