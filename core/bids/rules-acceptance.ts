/**
 * Step 1 of the wizard: the rules flags of the acting user.
 *
 * Decision: the Specific Auction Rules link click (LINK_CLICKED) is recorded when the server delivers
 * the rules PDF to a bidder or super bidder (POST /auction/specaucrules/{auctionId} calls
 * `recordRulesLinkClicked`): the flag then proves the rules were actually served, not just claimed.
 * Accepting the rules (POST /auction/acceptrules/{auctionId}, our endpoint) requires the click first,
 * as the spec's GO BID rule; without it the answer is "You must click the Specific Auction Rules link to bid".
 */
import type { CoreDeps } from '../app/deps';
import { LINK_CLICKED, RULES_ACCEPTED, type Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { logActivity, resolveBidder } from './bidder-access';
import { auctionEvent } from '../events/auction-events';

export interface RulesFlags {
  acceptRulesFlag: typeof RULES_ACCEPTED | null;
  specAucRulesLinkFlag: typeof LINK_CLICKED | null;
  /**
   * Ours: for a super bidder only, the bidder of record the bids are placed for, so the
   * wizard can say on every step whom the super bidder bids for. Absent for a bidder bidding for itself.
   */
  bidderOfRecord?: BidderOfRecord;
}

/** The user a super bidder's bids belong to, and its borrower. */
export interface BidderOfRecord {
  loginName: string;
  firstName: string;
  lastName: string;
  borrowerName: string;
}

export const STEP_ACCEPT_RULES = 'Accept Rules';

/** The spec's list whose first item has the two flags. */
export const getAcceptRules = useCase({ name: 'bids.rulesFlags', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<RulesFlags[]>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const { acceptRulesFlag, specAucRulesLinkFlag } = ctx.value.rules;
  const { isSuperBidder, bidder, borrower } = ctx.value;
  if (!isSuperBidder) return ok([{ acceptRulesFlag, specAucRulesLinkFlag }]);
  const bidderOfRecord = { loginName: bidder.loginName, firstName: bidder.firstName, lastName: bidder.lastName, borrowerName: borrower?.companyName ?? '' };
  return ok([{ acceptRulesFlag, specAucRulesLinkFlag, bidderOfRecord }]);
});

/** Records, once, that the bidder user was served the Specific Auction Rules (the information centre calls it when it serves them); answers the rules flags. */
export const recordRulesLinkClicked = useCase({ name: 'bids.rulesLinkClicked', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<RulesFlags[]>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const before = await deps.store.rulesAcceptance.get(auctionId, actor.user.id);
  if (!before.specAucRulesLinkFlag) {
    await deps.store.rulesAcceptance.setLinkClicked(auctionId, actor.user.id);
    await logActivity(deps, ctx.value, STEP_ACCEPT_RULES, 'Specific Auction Rules link clicked');
  }
  return getAcceptRules(deps, actor, auctionId);
});

/** POST /auction/acceptrules/{auctionId}: the bidder user accepts the auction rules (GO BID), refused until the Specific Auction Rules were served. */
export const acceptRules = useCase({ name: 'bids.acceptRules', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<RulesFlags[]>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const { borrowerId } = ctx.value;
  // Read and written in one transaction: two acceptances at once log (and report) one.
  const accepted = await deps.store.transaction(async (tx): Promise<Result<true>> => {
    const before = await tx.rulesAcceptance.get(auctionId, actor.user.id);
    if (!before.specAucRulesLinkFlag) return fail('VALIDATION', MSG.RULES_LINK_NOT_CLICKED);
    if (!before.acceptRulesFlag) {
      await tx.rulesAcceptance.setAccepted(auctionId, actor.user.id);
      await logActivity(deps, ctx.value, STEP_ACCEPT_RULES, 'Rules accepted', tx);
      await tx.events.append([auctionEvent('rules.accepted', auctionId, deps.clock.now(), { borrowerId, userId: actor.user.id })]);
    }
    return ok(true);
  });
  if (!accepted.ok) return accepted;
  return getAcceptRules(deps, actor, auctionId);
});
