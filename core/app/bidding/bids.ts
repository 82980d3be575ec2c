/**
 * Steps 2-4 of the wizard over the server's rules (sealed bids):
 * - every read and write is scoped to one bidder user (the caller, or a super bidder's bidder);
 * - writes only inside the bidding window (bidder-access.ts) and after the rules gate;
 * - confirmed bids are final: once the user has confirmed, no save may change, add or delete a bid.
 *
 * Decisions:
 * - A save replaces the user's unconfirmed bid set: rows with an existing id update that bid (it must
 *   be the user's), rows with a new id insert, the user's bids missing from the list are deleted.
 *   Rows with none of basis points / fixed / all-in are lot placeholders and are not stored.
 * - A body without any bid row is refused with "No bid inputs." (400; the spec's 401 would sign the
 *   user out in our web client, where 401 means "session expired").
 * - enterbids answers "No Lots to bid on." (403) when the caller may not bid now or the auction has no lots.
 * - Every save and confirm is appended to the auction's bid ledger in its transaction (core/audit);
 *   the bid list's last item carries the bidder's receipt once it has confirmed.
 */
import type { CoreDeps } from '../deps';
import type { Bid, Id } from '../../domain/entities';
import { CONFIRMED } from '../../domain/entities';
import { MSG } from '../../domain/messages';
import { fail, ok, type Result } from '../../domain/result';
import type { Repositories } from '../../ports/repositories';
import type { Actor } from './actor';
import { biddingWindow, logActivity, resolveBidder, resolveWritableBidder, type BidderContext } from './bidder-access';
import { parseBidsSave } from './bid-input';
import { bidTermsOf } from './bid-values';
import { bidView, lotView, supplementalView, type BidView, type LotView, type SupplementalView } from './bid-views';
import { appendLedger, bidSaveEvents, ledgerTransaction } from '../audit/ledger-append';
import { latestReceipt } from '../audit/ledger-checks';
import { bidStateOf } from '../../audit/ledger-replay';
import type { LedgerActor } from '../../audit/ledger-entry';

export const STEP_PLACE_BIDS = 'Place Bids';
export const STEP_CONFIRM_BIDS = 'Confirm Bids';
export const STEP_BIDS_SUBMITTED = 'Bids Submitted';

export type BidList = [...BidView[], SupplementalView];

/** POST /auction/enterbids/{auctionId}: the lots of an auction the caller may bid on now. */
export async function enterBids(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<LotView[]>> {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return fail(ctx.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'FORBIDDEN', MSG.NO_LOTS_TO_BID_ON);
  if ((await biddingWindow(deps, ctx.value, deps.clock.nowMs())) === 'closed') return fail('AUCTION_NOT_LIVE', MSG.NO_LOTS_TO_BID_ON);
  const lots = await deps.store.lots.listByAuction(auctionId);
  if (lots.length === 0) return fail('NOT_FOUND', MSG.NO_LOTS_TO_BID_ON);
  const classes = await deps.store.reference.assetClasses();
  return ok(lots.map((l) => lotView(l, classes)));
}

/** Who a bid write is made as, in the ledger: the bidder user, and the super bidder acting for it. */
const ledgerActorOf = (ctx: BidderContext): LedgerActor => ({ userId: ctx.bidder.id, superBidderId: ctx.isSuperBidder ? ctx.actor.user.id : null });

async function buildBidList(deps: Pick<CoreDeps, 'sha256'>, repos: Repositories, ctx: BidderContext): Promise<BidList> {
  const [bids, lots, borrower, supplemental, receipt] = await Promise.all([
    repos.bids.listByUser(ctx.auction.id, ctx.bidder.id),
    repos.lots.listByAuction(ctx.auction.id),
    repos.borrowers.get(ctx.borrowerId),
    repos.bids.getSupplemental(ctx.auction.id, ctx.bidder.id),
    latestReceipt(repos, deps.sha256, ctx.auction.id, ctx.bidder.id),
  ]);
  const lotById = new Map(lots.map((l) => [l.id, l]));
  const superIds = [...new Set(bids.map((b) => b.superBidderId).filter((id): id is Id => id !== null))];
  const supers = new Map(
    (await Promise.all(superIds.map((id) => repos.users.get(id)))).flatMap((u) => (u ? [[u.id, u] as const] : [])),
  );
  const views = bids.flatMap((b) => {
    const lot = lotById.get(b.lotId);
    if (!lot) return [];
    return [bidView(b, lot, ctx.auction, ctx.bidder, borrower, b.superBidderId === null ? null : (supers.get(b.superBidderId) ?? null))];
  });
  return [...views, supplementalView(supplemental, receipt)];
}

/** POST /auction/getbids/{auctionId}: the bidder user's own bids, then the supplemental record. */
export async function getBids(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidList>> {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  return ok(await buildBidList(deps, deps.store, ctx.value));
}

/** POST /auction/bidssave/{auctionId}: the spec's flat list. One transaction. */
export async function saveBids(deps: CoreDeps, actor: Actor, auctionId: Id, body: unknown): Promise<Result<BidList>> {
  const resolved = await resolveWritableBidder(deps, actor, auctionId);
  if (!resolved.ok) return resolved;
  const ctx = resolved.value;
  const lots = await deps.store.lots.listByAuction(auctionId);
  const parsed = parseBidsSave(body, ctx.auction, lots);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const now = deps.clock.now();

  const result = await deps.store.transaction(async (tx): Promise<Result<BidList>> => {
    const existing = await tx.bids.listByUser(auctionId, ctx.bidder.id);
    const supplemental = await tx.bids.getSupplemental(auctionId, ctx.bidder.id);
    if (existing.some((b) => b.confirmed) || supplemental?.bidderCommentsConfirmed === CONFIRMED) {
      return fail('FINAL', MSG.BIDS_ALREADY_CONFIRMED);
    }
    const mine = new Map(existing.map((b) => [b.id, b]));
    // Every check before the first write: a refused save writes nothing (and nothing to the ledger).
    if (input.rows.some((row) => row.bidId !== null && row.bidId > 0 && !mine.has(row.bidId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const kept = new Set<Id>();
    const saved: Bid[] = [];
    for (const row of input.rows) {
      const fields = {
        lotId: row.lotId,
        ...bidTermsOf(row),
      };
      const current = row.bidId !== null ? mine.get(row.bidId) : undefined;
      if (current) {
        kept.add(current.id);
        saved.push(await tx.bids.update({ ...current, ...fields, superBidderId: ctx.isSuperBidder ? actor.user.id : null, bidDate: now }));
      } else {
        saved.push(await tx.bids.insert({
          ...fields,
          auctionId,
          borrowerId: ctx.borrowerId,
          userId: ctx.bidder.id,
          superBidderId: ctx.isSuperBidder ? actor.user.id : null,
          confirmed: false,
          bidDate: now,
        }));
      }
    }
    const removed = existing.filter((b) => !kept.has(b.id)).map((b) => b.id);
    if (removed.length > 0) await tx.bids.delete(removed);
    const comments = await tx.bids.saveSupplemental({
      auctionId,
      borrowerId: ctx.borrowerId,
      userId: ctx.bidder.id,
      bidderComments: input.supplementalComments,
      bidderCommentsConfirmed: null,
    });
    await appendLedger(tx, deps, auctionId, ledgerActorOf(ctx), bidSaveEvents(saved, removed, comments));
    return ok(await buildBidList(deps, tx, ctx));
  }, ledgerTransaction(auctionId));
  if (result.ok) await logActivity(deps, ctx, STEP_PLACE_BIDS, `Bids saved (${input.rows.length})`);
  return result;
}

/**
 * POST /auction/bidsconfirm/{auctionId}. The body (the saved list the web shows) is not trusted:
 * the server confirms exactly the bids it holds for the user. Nothing to confirm → "No bid inputs.".
 */
export async function confirmBids(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidList>> {
  const resolved = await resolveWritableBidder(deps, actor, auctionId);
  if (!resolved.ok) return resolved;
  const ctx = resolved.value;
  const result = await deps.store.transaction(async (tx): Promise<Result<BidList>> => {
    const bids = await tx.bids.listByUser(auctionId, ctx.bidder.id);
    if (bids.length === 0) return fail('VALIDATION', MSG.NO_BID_INPUTS);
    if (bids.every((b) => b.confirmed)) return fail('FINAL', MSG.BIDS_ALREADY_CONFIRMED);
    const existing = await tx.bids.getSupplemental(auctionId, ctx.bidder.id);
    const supplemental =
      existing ??
      (await tx.bids.saveSupplemental({
        auctionId,
        borrowerId: ctx.borrowerId,
        userId: ctx.bidder.id,
        bidderComments: '',
        bidderCommentsConfirmed: null,
      }));
    await tx.bids.confirmAll(auctionId, ctx.bidder.id);
    const confirmed = await tx.bids.listByUser(auctionId, ctx.bidder.id);
    await appendLedger(tx, deps, auctionId, ledgerActorOf(ctx), [
      ...(existing ? [] : bidSaveEvents([], [], supplemental)),
      { type: 'bids.confirmed', userId: ctx.bidder.id, bids: confirmed.map(bidStateOf), supplementalComments: supplemental.bidderComments },
    ]);
    return ok(await buildBidList(deps, tx, ctx));
  }, ledgerTransaction(auctionId));
  if (result.ok) await logActivity(deps, ctx, STEP_CONFIRM_BIDS, 'Bids confirmed');
  return result;
}
