/**
 * Resolves who bids and for whom, and whether the auction accepts bids now.
 *
 * Decisions:
 * - Only users who `bid` may use the wizard: every use case of the wizard checks it first,
 *   before it resolves its bidder here; one who bids on behalf (`bidOnBehalf`, the super bidder) acts
 *   for its `bidderId` user: the bids belong to that user and that user's borrower, `superBidderId` is set.
 * - The borrower must be approved for the auction (invitee), otherwise FORBIDDEN "Your borrower is not
 *   approved for this auction.". An unknown auction id answers the same: a borrower cannot
 *   tell an auction it is not invited to from one that does not exist.
 * - Rules acceptance and the link click are recorded for the acting user (the person who read the rules).
 * - Writing (save, confirm) is open while the auction is live by the server clock; a super bidder may also
 *   write after the end (`bidAfterEnd`), within the after-close window of settings.superBidderAfterClose
 *   (default: until awards are first generated for the auction, i.e. the auction has awards
 *   or its ledger holds an awards.saved entry, so unconfirming and removing awards never reopens it).
 *   Every write after the close is logged in the bidder activity with AFTER_CLOSE_MARK. Nobody writes
 *   before the start.
 */
import type { CoreDeps } from '../app/deps';
import type { ActivityEntry, Auction, Borrower, Id, User } from '../domain/entities';
import type { BidderAuctionView, Repositories } from '../ports/repositories';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { auctionPhase } from '../clock/auction-clock';
import { can } from '../policy/capabilities';
import { canEnterBids, isSuperBidder } from './bid-wizard';
import type { Actor } from '../policy/actor';

export interface BidderContext {
  auction: Auction;
  /** The signed-in user. */
  actor: Actor;
  isSuperBidder: boolean;
  /** The user the bids belong to (the actor itself, or the super bidder's bidder). */
  bidder: User;
  borrowerId: Id;
  /** The bidder's borrower (its name and code go on every bid view). */
  borrower: Borrower | null;
  /** The acting user's rules flags, as read with the auction. */
  rules: BidderAuctionView['rules'];
  /** The version of the auction's lots read with the auction (`BidderAuctionView.lotsVersion`). */
  lotsVersion: number | null;
  /** Set by resolveWritableBidder: this write comes after the close (a super bidder in its window). */
  afterClose?: boolean;
}

/** The mark of an activity entry written after the close (bidder activity report: `afterClose`). */
export const AFTER_CLOSE_MARK = 'AFTER CLOSE:';

/** The bidder context of an actor who may `bid` (its callers checked that first). */
export async function resolveBidder(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidderContext>> {
  const isSuperBidder = can(actor.roles, 'bidOnBehalf');
  const bidder = !isSuperBidder ? actor.user : actor.user.bidderId === null ? null : await deps.store.users.get(actor.user.bidderId);
  const borrowerId = bidder?.borrowerId ?? null;
  if (!bidder || borrowerId === null) return fail('FORBIDDEN', MSG.NOT_APPROVED_FOR_AUCTION);
  // One read: the auction, the borrower's approval and row, the acting user's rules flags.
  const view = await deps.store.auctions.getForBidder(auctionId, borrowerId, actor.user.id);
  // An unknown auction answers like one the borrower is not approved for (nothing to learn from the difference).
  if (!view?.approved) return fail('FORBIDDEN', MSG.NOT_APPROVED_FOR_AUCTION);
  return ok({ auction: view.auction, actor, isSuperBidder, bidder, borrowerId, borrower: view.borrower, rules: view.rules, lotsVersion: view.lotsVersion });
}

export type BiddingWindow = 'closed' | 'live' | 'afterClose';

/** Have awards ever been generated for the auction? */
async function awardsEverGenerated(deps: CoreDeps, auctionId: Id): Promise<boolean> {
  if ((await deps.store.awards.listByAuction(auctionId)).length > 0) return true;
  return (await deps.store.audit.list(auctionId)).some((e) => e.eventType === 'awards.saved');
}

/** Is the super bidder's after-close window of this auction still open at `nowMs`? */
async function afterCloseWindowOpen(deps: CoreDeps, auction: Auction, nowMs: number): Promise<boolean> {
  const window = deps.settings.superBidderAfterClose ?? { kind: 'untilAwards' };
  if (window.kind === 'none') return false;
  if (window.kind === 'minutes') return nowMs < Date.parse(auction.auctionEndDate) + window.minutes * 60_000;
  return !(await awardsEverGenerated(deps, auction.id));
}

/** May this context place or confirm bids at `nowMs`, and is it after the close? */
export async function biddingWindow(deps: CoreDeps, ctx: BidderContext, nowMs: number): Promise<BiddingWindow> {
  const phase = auctionPhase(ctx.auction.auctionStartDate, ctx.auction.auctionEndDate, nowMs);
  if (!canEnterBids(phase, isSuperBidder(ctx.actor.roles))) return 'closed';
  if (phase !== 'ENDED') return 'live';
  return (await afterCloseWindowOpen(deps, ctx.auction, nowMs)) ? 'afterClose' : 'closed';
}

/** Resolve + window + rules (accepted and the Specific Auction Rules link clicked by the acting user, checked last). */
export async function resolveWritableBidder(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidderContext>> {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const window = await biddingWindow(deps, ctx.value, deps.clock.nowMs());
  if (window === 'closed') return fail('AUCTION_NOT_LIVE', MSG.AUCTION_NOT_LIVE);
  const { rules } = ctx.value;
  if (!rules.acceptRulesFlag || !rules.specAucRulesLinkFlag) return fail('FORBIDDEN', MSG.RULES_NOT_ACCEPTED);
  return ok({ ...ctx.value, afterClose: window === 'afterClose' });
}

/**
 * Appends one wizard step to the bidder activity log; a write passes its transaction (`repos`), so
 * the step is logged with the write it records, and the database commits once.
 */
export async function logActivity(deps: CoreDeps, ctx: BidderContext, step: string, action: string, repos: Pick<Repositories, 'activity'> = deps.store): Promise<void> {
  await repos.activity.append(activityEntryOf(deps, ctx, step, action));
}

/** The bidder activity entry of one wizard step (after the close: marked, naming the super bidder). */
export const activityEntryOf = (deps: Pick<CoreDeps, 'clock'>, ctx: BidderContext, step: string, action: string): Omit<ActivityEntry, 'id'> => ({
  auctionId: ctx.auction.id,
  userId: ctx.actor.user.id,
  borrowerId: ctx.borrowerId,
  actionTime: deps.clock.now(),
  step,
  action: ctx.afterClose ? `${AFTER_CLOSE_MARK} ${action} (super bidder ${ctx.actor.user.loginName})` : action,
});
