/**
 * Awards (spec section 2.10): generate, save, confirm, unconfirm. The HTTP routes and the CLI
 * (`sla award ...`) both call these, each with its acting user; every one refuses an actor without
 * the `award` capability (their specs' access, checked by core/app/use-case.ts), as the endpoint policy
 * does for /award/....
 *
 * Rules enforced here:
 * - only confirmed bids of the auction can be awarded, each award's lot is the bid's lot;
 * - no two awarded bids may cover the same lot, including through combo lots (core/awards findOverlaps);
 * - confirmed awards cannot change until unconfirmed; every confirm and unconfirm is kept in the history;
 * - awards are saved and confirmed only once the auction has ended by the server's clock (ours: bids can
 *   still change while it is live, so an award then would rest on bids that are not final);
 * - unconfirm reason at most 900 characters, empty → a single space (validateUnconfirmReason);
 * - every save, confirm and unconfirm is appended to the auction's bid ledger in its transaction (core/audit),
 *   recorded as the acting user's, as is the award history;
 * - a confirm makes the loan records of the awards, an unconfirm cancels them, in its transaction (core/loans);
 * - a confirm or unconfirm e-mails award notices to the bidding borrowers' users after it commits and answers
 *   what became of them (award-notices.ts); each writes its auction event in its transaction (core/events).
 */
import type { CoreDeps } from '../app/deps';
import type { Award, AwardHistoryEntry, Id, Auction } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { findOverlaps, preselectTopBids } from './award-rules';
import { validateAwardsSave, validateUnconfirmReason, type AwardsSave } from './award-save-rules';
import { collectPages, loadRankingData, loadReportData, overviewRowPages, overviewRowsOfValued, valuedBidsOf, type OverviewRow } from '../reports/overview-rows';
import { auctionPhase } from '../clock/auction-clock';
import type { Actor } from '../policy/actor';
import { refusedUnless } from '../policy/actor-guard';
import { useCase } from '../app/use-case';
import { appendLedger, ledgerTransaction } from '../audit/ledger-append';
import { awardStateOf } from '../audit/ledger-replay';
import { sendAwardNotices, type NoticesOutcome } from './award-notices';
import { auctionEvent } from '../events/auction-events';
import { cancelConfirmationLoans, createConfirmationLoans } from '../loans/confirmation-loans';

/** The ledger actor of an award change: the acting award user. */
const awardActor = (actor: Actor) => ({ userId: actor.user.id, superBidderId: null });

const hasEnded = (deps: CoreDeps, auction: Auction): boolean =>
  auctionPhase(auction.auctionStartDate, auction.auctionEndDate, deps.clock.nowMs()) === 'ENDED';

export interface AwardRow extends OverviewRow {
  id: Id;
  bidId: Id;
  lotId: Id;
}

/**
 * What a confirm or unconfirm answers: the spec's message, the history, and what became of the award notices
 * (sent after the commit: a notice that failed, with its cause, leaves the change standing).
 */
export type AwardConfirmAnswer = { message: string; history: AwardHistoryEntry[]; notices: NoticesOutcome };

/** What an award save answers: the spec's message and the awards as saved. */
export type AwardsSaved = { message: string; awards: Award[] };

/**
 * GET /award/auctions/{id}/getbids, a page at a time: overview rows of every confirmed bid, by bid id,
 * read as they are written (the HTTP answer streams them; awardBids collects them).
 */
export async function awardBidPages(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AsyncIterable<OverviewRow[]>>> {
  const denied = refusedUnless(actor, 'award');
  if (denied) return denied;
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  return ok(overviewRowPages(deps.store, auction, await loadReportData(deps.store, auctionId, { bids: false })));
}

/** GET /award/auctions/{id}/getbids: overview rows of every confirmed bid. */
export const awardBids = useCase({ name: 'awards.bids', access: 'award' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<OverviewRow[]>> => {
  const pages = await awardBidPages(deps, actor, auctionId);
  return pages.ok ? ok(await collectPages(pages.value)) : pages;
});

/** GET /award/auctions/{id}/getawards: the saved awards with their bids' overview fields. */
export const getAwards = useCase({ name: 'awards.list', access: 'award' }, async (deps: CoreDeps, _actor: Actor, auctionId: Id): Promise<Result<AwardRow[]>> => {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  // Full rows only for the awarded bids (one a lot at most, of the auction's many): the rest only ranks.
  const [awards, data] = await Promise.all([deps.store.awards.listByAuction(auctionId), loadRankingData(deps.store, auctionId)]);
  const awarded = new Set(awards.map((a) => a.bidId));
  const rows = await overviewRowsOfValued(deps.store, auction, data, valuedBidsOf(data, auction.currency, data.bids.filter((b) => awarded.has(b.id))));
  const byBid = new Map(rows.map((r) => [r.bidId, r]));
  return ok(
    awards.flatMap((a) => {
      const row = byBid.get(a.bidId);
      return row ? [{ ...row, id: a.id, bidId: a.bidId, lotId: a.lotId }] : [];
    }),
  );
});

/** POST /award/auctions/{id}/awardssave: the selections (validateAwardsSave), checked against the store and written. */
export const saveAwards = useCase({ name: 'awards.save', access: 'award' }, async (deps: CoreDeps, actor: Actor, auctionId: Id, save: AwardsSave): Promise<Result<AwardsSaved>> => {
  const valid = validateAwardsSave(save);
  if (!valid.ok) return valid;
  return writeAwards(deps, actor, auctionId, valid.value);
});

/** Checks a valid save against the store and writes it, in one transaction, so a confirm cannot slip in between. */
async function writeAwards(deps: CoreDeps, actor: Actor, auctionId: Id, { selections, removeIds }: AwardsSave): Promise<Result<AwardsSaved>> {
  return deps.store.transaction(async (tx) => {
    const auction = await tx.auctions.get(auctionId);
    if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
    if (auction.awardConfirmFlag) return fail('FINAL', MSG.AWARDS_CONFIRMED_LOCKED);
    if (!hasEnded(deps, auction)) return fail('CONFLICT', MSG.AWARDS_BEFORE_END);
    const [bids, lots, existing] = await Promise.all([
      tx.bids.listByAuction(auctionId, { confirmedOnly: true }),
      tx.lots.listByAuction(auctionId),
      tx.awards.listByAuction(auctionId),
    ]);
    const bidById = new Map(bids.map((b) => [b.id, b]));
    const existingIds = new Set(existing.map((a) => a.id));
    for (const s of selections) {
      const bid = bidById.get(s.bidId);
      if (!bid || bid.lotId !== s.lotId) return fail('VALIDATION', MSG.UNABLE_TO_SAVE);
      if (s.id !== null && !existingIds.has(s.id)) return fail('NOT_FOUND', MSG.NOT_FOUND);
    }
    if (removeIds.some((id) => !existingIds.has(id))) return fail('NOT_FOUND', MSG.NOT_FOUND);
    // The resulting award set: untouched existing awards, plus the selections.
    const touched = new Set([...removeIds, ...selections.flatMap((s) => (s.id === null ? [] : [s.id]))]);
    const finalBidIds = [...existing.filter((a) => !touched.has(a.id)).map((a) => a.bidId), ...selections.map((s) => s.bidId)];
    if (new Set(finalBidIds).size !== finalBidIds.length) return fail('VALIDATION', MSG.AWARDS_OVERLAP);
    const lotById = new Map(lots.map((l) => [l.id, l]));
    const covered = finalBidIds.map((bidId) => {
      const lot = lotById.get(bidById.get(bidId)?.lotId ?? -1);
      return { bidId, lotId: lot?.id ?? -1, comboFlag: lot?.comboFlag ?? false, comboLotIds: lot?.comboLotIds ?? [] };
    });
    if (findOverlaps(covered).length > 0) return fail('VALIDATION', MSG.AWARDS_OVERLAP);
    const awards = await tx.awards.save(
      auctionId,
      selections.map((s) => (s.id === null ? { bidId: s.bidId, lotId: s.lotId } : { id: s.id, bidId: s.bidId, lotId: s.lotId })),
      removeIds,
    );
    const kept = new Set(awards.map((a) => a.id));
    await appendLedger(tx, deps, auctionId, awardActor(actor), [
      { type: 'awards.saved', awards: awards.map(awardStateOf), removedIds: existing.filter((a) => !kept.has(a.id)).map((a) => a.id) },
    ]);
    return ok({ message: MSG.SAVED_BIDS_SELECTED, awards });
  }, ledgerTransaction(auctionId));
}

/**
 * Generate Award without a screen (the CLI, the demo seed): replaces the unconfirmed award set with
 * the top bid per lot (`preselection`, which never selects two bids covering one lot).
 * The award screen's Generate Award saves its selection with saveAwards instead.
 */
export const generateAwards = useCase({ name: 'awards.generate', access: 'award' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AwardsSaved>> => {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (auction.awardConfirmFlag) return fail('FINAL', MSG.AWARDS_CONFIRMED_LOCKED);
  return replaceAwardSet(deps, actor, auctionId, preselectTopBids(valuedBidsOf(await loadRankingData(deps.store, auctionId), auction.currency)));
});

/** Replaces the unconfirmed award set with the given bids (Generate Award, or an optimiser proposal). */
export async function replaceAwards(deps: CoreDeps, actor: Actor, auctionId: Id, chosen: readonly { bidId: Id; lotId: Id }[]): Promise<Result<AwardsSaved>> {
  const denied = refusedUnless(actor, 'award');
  if (denied) return denied;
  return replaceAwardSet(deps, actor, auctionId, chosen);
}

async function replaceAwardSet(deps: CoreDeps, actor: Actor, auctionId: Id, chosen: readonly { bidId: Id; lotId: Id }[]): Promise<Result<AwardsSaved>> {
  const existing = await deps.store.awards.listByAuction(auctionId);
  const save = validateAwardsSave({ selections: chosen.map((r) => ({ id: null, bidId: r.bidId, lotId: r.lotId })), removeIds: existing.map((a) => a.id) });
  return save.ok ? writeAwards(deps, actor, auctionId, save.value) : save;
}

/**
 * POST /award/auctions/{id}/confirm. `notices: false` (the demo world's seed only, which writes past history)
 * sends no award notices. The notices go after the commit and before the answer, which says how many were
 * sent and which failed with their causes (MAIL_FAILED is never answered: the confirm stands).
 *
 * @example
 * ```ts
 * // After the close: the top bid per lot as the award, then confirmed (each borrower's users are told).
 * unwrap(await core.awards.generate(awarder, auctionId));
 * const { message, notices } = unwrap(await core.awards.confirm(awarder, auctionId));
 * ```
 */
export const confirmAwards = useCase(
  { name: 'awards.confirm', access: 'award' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id, opts: { notices?: boolean } = {}): Promise<Result<AwardConfirmAnswer>> => {
    const at = deps.clock.now();
    const done = await deps.store.transaction(async (tx): Promise<Result<true>> => {
      const auction = await tx.auctions.get(auctionId);
      if (!auction) return fail('NOT_FOUND', MSG.UNABLE_TO_CONFIRM_AWARDS);
      if (auction.awardConfirmFlag) return fail('CONFLICT', MSG.AWARDS_ALREADY_CONFIRMED);
      if (!hasEnded(deps, auction)) return fail('CONFLICT', MSG.AWARDS_BEFORE_END);
      if ((await tx.awards.listByAuction(auctionId)).length === 0) return fail('VALIDATION', MSG.UNABLE_TO_CONFIRM_AWARDS);
      await tx.auctions.setAwardConfirmFlag(auctionId, true);
      await tx.awards.appendHistory({ auctionId, action: 'CONFIRM', reason: null, userId: actor.user.id, at });
      const loans = await createConfirmationLoans(tx, deps.settings, auction, at);
      await appendLedger(tx, deps, auctionId, awardActor(actor), [{ type: 'awards.confirmed' }, ...loans]);
      const awardCount = (await tx.awards.listByAuction(auctionId)).length;
      await tx.events.append([auctionEvent('awards.confirmed', auctionId, at, { awardCount })]);
      return ok(true);
    }, ledgerTransaction(auctionId));
    if (!done.ok) return done;
    // After the commit: a mail failure never undoes the confirm (core/awards/award-notices.ts).
    const notices = opts.notices === false ? { sent: 0, failed: [] } : await sendAwardNotices(deps, auctionId, 'CONFIRM', null);
    return ok({ message: MSG.AWARDS_SUCCESSFULLY_CONFIRMED, history: await deps.store.awards.listHistory(auctionId), notices });
  },
);

/** POST /award/auctions/{id}/unconfirm with the reason text (validateUnconfirmReason: at most 900 characters, empty kept as one space). */
export const unconfirmAwards = useCase(
  { name: 'awards.unconfirm', access: 'award' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id, reason: string | null | undefined): Promise<Result<AwardConfirmAnswer>> => {
    const valid = validateUnconfirmReason(reason);
    if (!valid.ok) return valid;
    const stored = valid.value;
    const at = deps.clock.now();
    // Checked inside the transaction, so two unconfirms at once cannot both pass.
    const done = await deps.store.transaction(async (tx): Promise<Result<true>> => {
      const auction = await tx.auctions.get(auctionId);
      if (!auction) return fail('NOT_FOUND', MSG.UNABLE_TO_UNCONFIRM_AWARDS);
      if (!auction.awardConfirmFlag) return fail('CONFLICT', MSG.UNABLE_TO_UNCONFIRM_AWARDS);
      await tx.auctions.setAwardConfirmFlag(auctionId, false);
      await tx.awards.appendHistory({ auctionId, action: 'UNCONFIRM', reason: stored, userId: actor.user.id, at });
      const loans = await cancelConfirmationLoans(tx, deps.settings, auctionId, at, stored);
      await appendLedger(tx, deps, auctionId, awardActor(actor), [{ type: 'awards.unconfirmed', reason: stored }, ...loans]);
      await tx.events.append([auctionEvent('awards.unconfirmed', auctionId, at, {})]);
      return ok(true);
    }, ledgerTransaction(auctionId));
    if (!done.ok) return done;
    const notices = await sendAwardNotices(deps, auctionId, 'UNCONFIRM', stored);
    return ok({ message: MSG.AWARDS_SUCCESSFULLY_UNCONFIRMED, history: await deps.store.awards.listHistory(auctionId), notices });
  },
);
