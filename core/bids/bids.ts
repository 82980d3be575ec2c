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
 * - enterbids answers "No Lots to bid on." (403) when the caller may not bid now or the auction has no lots;
 *   an approved bidder on an auction not started yet is told when bidding opens, in New York time.
 * - A save without any bid, or with a Minimum Balance Gtee and no bid on a lot, is refused (./sheet-completeness.ts);
 *   a confirm with no saved bid says so (it used to answer "No bid inputs.").
 * - Every save and confirm is appended to the auction's bid ledger, and logged in the bidder activity, in its transaction (core/audit);
 *   the bid list's last item carries the bidder's receipt once it has confirmed.
 */
import type { CoreDeps } from '../app/deps';
import type { Bid, DecimalString, Id, Instant, Lot, SupplementalComment } from '../domain/entities';
import { compareScaled, scaledOf } from '../money/decimal-arith';
import { BID_AMOUNT_FIELDS, type BidAmountField } from '../domain/bid-kinds';
import { CONFIRMED } from '../domain/entities';
import { auctionNotOpenYet, MSG, NO_SAVED_BIDS_TO_CONFIRM } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import type { Repositories } from '../ports/repositories';
import type { Actor } from '../policy/actor';
import { useCase } from '../app/use-case';
import { activityEntryOf, biddingWindow, logActivity, resolveBidder, resolveWritableBidder, type BidderContext } from './bidder-access';
import { parseBidsSave } from './bid-input';
import { bidTermsOf } from './bid-figures';
import { bidView, lotView, supplementalView, type BidView, type LotView, type SupplementalView } from './bid-views';
import { appendLedger, bidSaveEvents, bidWriteTransaction } from '../audit/ledger-append';
import { latestReceipt } from '../audit/ledger-checks';
import { bidStateOf } from '../audit/ledger-replay';
import type { LedgerActor, LedgerEntry } from '../audit/ledger-entry';
import { bidderReceiptOf, receiptOf, type BidderReceipt } from '../audit/bid-receipt';
import { isExistingBidId, type BidsSaveBody } from './bids-save';
import { auctionPhase } from '../clock/auction-clock';
import { formatEst } from '../clock/eastern-format';
import { auctionEvent } from '../events/auction-events';

export const STEP_PLACE_BIDS = 'Place Bids';
export const STEP_CONFIRM_BIDS = 'Confirm Bids';
export const STEP_BIDS_SUBMITTED = 'Bids Submitted';

export type BidList = [...BidView[], SupplementalView];

/** POST /auction/enterbids/{auctionId}: the lots of an auction the caller may bid on now. */
export const enterBids = useCase({ name: 'bids.lots', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<LotView[]>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return fail(ctx.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'FORBIDDEN', MSG.NO_LOTS_TO_BID_ON);
  const nowMs = deps.clock.nowMs();
  if ((await biddingWindow(deps, ctx.value, nowMs)) === 'closed') {
    const { auctionStartDate, auctionEndDate } = ctx.value.auction;
    // The borrower is approved: it may know when its auction opens.
    const notStarted = auctionPhase(auctionStartDate, auctionEndDate, nowMs) === 'NOT_STARTED';
    return fail('AUCTION_NOT_LIVE', notStarted ? auctionNotOpenYet(formatEst(auctionStartDate)) : MSG.NO_LOTS_TO_BID_ON);
  }
  const lots = await deps.store.lots.listByAuction(auctionId);
  if (lots.length === 0) return fail('NOT_FOUND', MSG.NO_LOTS_TO_BID_ON);
  const classes = await deps.store.reference.assetClasses();
  return ok(lots.map((l) => lotView(l, classes)));
});

/** Who a bid write is made as, in the ledger: the bidder user, and the super bidder acting for it. */
const ledgerActorOf = (ctx: BidderContext): LedgerActor => ({ userId: ctx.bidder.id, superBidderId: ctx.isSuperBidder ? ctx.actor.user.id : null });

/**
 * The bid list from what the caller holds: the user's bids (by id) and the lots they are on (only
 * those: an auction may have thousands), plus the borrower, supplemental record and receipt. Bids on
 * a lot not given are left out.
 */
async function bidListOf(
  repos: Repositories,
  ctx: BidderContext,
  bids: readonly Bid[],
  lots: readonly Lot[],
  supplemental: SupplementalComment | null,
  receipt: BidderReceipt | null,
): Promise<BidList> {
  const lotById = new Map(lots.map((l) => [l.id, l]));
  const superIds = [...new Set(bids.map((b) => b.superBidderId).filter((id): id is Id => id !== null))];
  const superUsers = await Promise.all([
    ...superIds.map((id) => (ctx.isSuperBidder && id === ctx.actor.user.id ? Promise.resolve(ctx.actor.user) : repos.users.get(id))),
  ]);
  const supers = new Map(superUsers.flatMap((u) => (u ? [[u.id, u] as const] : [])));
  const views = [...bids]
    .sort((a, b) => a.id - b.id)
    .flatMap((b) => {
      const lot = lotById.get(b.lotId);
      if (!lot) return [];
      return [bidView(b, lot, ctx.auction, ctx.bidder, ctx.borrower, b.superBidderId === null ? null : (supers.get(b.superBidderId) ?? null))];
    });
  return [...views, supplementalView(supplemental, receipt)];
}

/** The user's bid list as stored: its bids, the lots they name, the supplemental record and the receipt. */
async function buildBidList(deps: Pick<CoreDeps, 'sha256'>, repos: Repositories, ctx: BidderContext): Promise<BidList> {
  const [bids, supplemental, receipt] = await Promise.all([
    repos.bids.listByUser(ctx.auction.id, ctx.bidder.id),
    repos.bids.getSupplemental(ctx.auction.id, ctx.bidder.id),
    latestReceipt(repos, deps.sha256, ctx.auction.id, ctx.bidder.id),
  ]);
  const lots = await repos.lots.getMany(ctx.auction.id, bids.map((b) => b.lotId));
  return bidListOf(repos, ctx, bids, lots, supplemental, receipt);
}

/** POST /auction/getbids/{auctionId}: the bidder user's own bids, then the supplemental record. */
export const getBids = useCase({ name: 'bids.list', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidList>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  return ok(await buildBidList(deps, deps.store, ctx.value));
});

/**
 * A bid's bidDate is when its value was last saved: the tie rule (core/awards/tie-break.ts) gives a tie to
 * the value saved first. Re-saving a sheet keeps the date of a bid whose value terms (lot, collateral
 * type, bps, fixed, all-in, balance guarantee) did not change; a new comment is not a new value.
 */
/** Equal amounts ("35" and "35.00" alike), or both empty. */
const sameAmount = (a: DecimalString | null, b: DecimalString | null): boolean => (a === null || b === null ? a === b : compareScaled(scaledOf(a), scaledOf(b)) === 0);

const valueSavedAt = (current: Bid, next: Pick<Bid, 'lotId' | 'collateralType' | BidAmountField | 'minBalGuarantee'>, now: Instant): Instant =>
  current.lotId === next.lotId &&
  current.collateralType === next.collateralType &&
  BID_AMOUNT_FIELDS.every((f) => sameAmount(current[f], next[f])) &&
  sameAmount(current.minBalGuarantee, next.minBalGuarantee)
    ? current.bidDate
    : now;

/** Lot ids a bidssave body names (rows and placeholders), before its rows are validated. */
const lotIdsNamed = (body: BidsSaveBody): Id[] => [...new Set(body.rows.map((r) => r.lotId).filter((id) => Number.isSafeInteger(id) && id > 0))];

/**
 * POST /auction/bidssave/{auctionId}: the spec's flat list, decoded by the contract. One short transaction: the lots the
 * sheet names are loaded and the body validated before it, the answer built after it from what
 * the transaction wrote (the user's bid set after a save is exactly the rows saved).
 *
 * @example
 * ```ts
 * // The rules are opened and accepted once per auction before the first save.
 * unwrap(await core.bids.rulesLinkClicked(bidder, auctionId));
 * unwrap(await core.bids.acceptRules(bidder, auctionId));
 * const row = { bidId: -1, lotId, collateralType: 'Cash', basisPoints: '22.50', fixed: '', allIn: '', minBalance: '', lotComment: '' };
 * unwrap(await core.bids.save(bidder, auctionId, { rows: [row], supplemental: { id: null, comments: '' } }));
 * ```
 */
export const saveBids = useCase({ name: 'bids.save', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id, body: BidsSaveBody): Promise<Result<BidList>> => {
  const resolved = await resolveWritableBidder(deps, actor, auctionId);
  if (!resolved.ok) return resolved;
  const ctx = resolved.value;
  // After the access read, which saw the lots' version: the lots need no read of it.
  const lots = await deps.store.lots.getMany(auctionId, lotIdsNamed(body), { lotsVersion: ctx.lotsVersion });
  const parsed = parseBidsSave(body, ctx.auction, lots);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  const now = deps.clock.now();
  const superBidderId = ctx.isSuperBidder ? actor.user.id : null;

  const result = await deps.store.transaction(async (tx): Promise<Result<{ saved: Bid[]; comments: SupplementalComment }>> => {
    const { bids: existing, supplemental } = await tx.bids.getSheet(auctionId, ctx.bidder.id);
    if (existing.some((b) => b.confirmed) || supplemental?.bidderCommentsConfirmed === CONFIRMED) {
      return fail('FINAL', MSG.BIDS_ALREADY_CONFIRMED);
    }
    const mine = new Map(existing.map((b) => [b.id, b]));
    // Every check before the first write: a refused save writes nothing (and nothing to the ledger).
    if (input.rows.some((row) => isExistingBidId(row.bidId) && !mine.has(row.bidId))) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const updates: Bid[] = [];
    const inserts: Array<Omit<Bid, 'id'>> = [];
    for (const row of input.rows) {
      const fields = { lotId: row.lotId, ...bidTermsOf(row) };
      // A new row's id (not positive) names none of the stored bids, whose ids are positive.
      const current = mine.get(row.bidId);
      if (current) updates.push({ ...current, ...fields, superBidderId, bidDate: valueSavedAt(current, fields, now) });
      else inserts.push({ ...fields, auctionId, borrowerId: ctx.borrowerId, userId: ctx.bidder.id, superBidderId, confirmed: false, bidDate: now });
    }
    const kept = new Set(updates.map((b) => b.id));
    const removed = existing.filter((b) => !kept.has(b.id)).map((b) => b.id);
    const { saved, supplemental: comments } = await tx.bids.saveSheet({
      removed,
      updates,
      inserts,
      supplemental: { auctionId, borrowerId: ctx.borrowerId, userId: ctx.bidder.id, bidderComments: input.supplementalComments, bidderCommentsConfirmed: null },
      supplementalNow: supplemental,
      activity: activityEntryOf(deps, ctx, STEP_PLACE_BIDS, `Bids saved (${input.rows.length})`),
    });
    // Late: the ledger head is the one row every bid write of the auction waits for.
    await appendLedger(tx, deps, auctionId, ledgerActorOf(ctx), bidSaveEvents(saved, removed, comments));
    // Last, after the ledger head as in every write of both (one lock order): the event that wakes the live streams.
    await tx.events.append([auctionEvent('bids.saved', auctionId, now, { borrowerId: ctx.borrowerId, userId: ctx.bidder.id, bidCount: saved.length })]);
    return ok({ saved, comments });
  }, bidWriteTransaction(auctionId, ctx.bidder.id));
  if (!result.ok) return result;
  // A user with a receipt has confirmed, and a confirmed user's save is refused: a saved list has none.
  return ok(await bidListOf(deps.store, ctx, result.value.saved, lots, result.value.comments, null));
});

/**
 * POST /auction/bidsconfirm/{auctionId}. The body (the saved list the web shows) is not trusted:
 * the server confirms exactly the bids it holds for the user. Nothing to confirm → NO_SAVED_BIDS_TO_CONFIRM.
 *
 * @example
 * ```ts
 * const confirmed = await core.bids.confirm(bidder, auctionId);
 * if (confirmed.ok) console.log(`${confirmed.value.length - 1} bids confirmed`);
 * else console.error(confirmed.code, confirmed.message); // VALIDATION: no saved bids to confirm
 * ```
 */
export const confirmBids = useCase({ name: 'bids.confirm', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidList>> => {
  const resolved = await resolveWritableBidder(deps, actor, auctionId);
  if (!resolved.ok) return resolved;
  const ctx = resolved.value;
  const result = await deps.store.transaction(async (tx): Promise<Result<{ confirmed: Bid[]; supplemental: SupplementalComment; receipt: BidderReceipt }>> => {
    const bids = await tx.bids.listByUser(auctionId, ctx.bidder.id);
    if (bids.length === 0) return fail('VALIDATION', NO_SAVED_BIDS_TO_CONFIRM);
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
    await logActivity(deps, ctx, STEP_CONFIRM_BIDS, 'Bids confirmed', tx);
    // confirmAll marks exactly the user's bids (held still by the transaction) and its supplemental record.
    const confirmed = bids.map((b) => ({ ...b, confirmed: true }));
    const event = { type: 'bids.confirmed' as const, userId: ctx.bidder.id, bids: confirmed.map(bidStateOf), supplementalComments: supplemental.bidderComments };
    const entries = await appendLedger(tx, deps, auctionId, ledgerActorOf(ctx), [...(existing ? [] : bidSaveEvents([], [], supplemental)), event]);
    const entry = entries.at(-1) as LedgerEntry;
    await tx.events.append([auctionEvent('bids.confirmed', auctionId, deps.clock.now(), { borrowerId: ctx.borrowerId, userId: ctx.bidder.id, bidCount: confirmed.length })]);
    return ok({ confirmed, supplemental: { ...supplemental, bidderCommentsConfirmed: CONFIRMED }, receipt: bidderReceiptOf(receiptOf(deps.sha256, entry, event)) });
  }, bidWriteTransaction(auctionId, ctx.bidder.id));
  if (!result.ok) return result;
  const { confirmed, supplemental, receipt } = result.value;
  const lots = await deps.store.lots.getMany(auctionId, confirmed.map((b) => b.lotId));
  return ok(await bidListOf(deps.store, ctx, confirmed, lots, supplemental, receipt));
});
