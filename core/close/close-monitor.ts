/**
 * The live close monitor: per auction, every approved borrower and its users with invited /
 * info centre opened / rules accepted / last save / confirmed / reminded, lots bid and the share of the book
 * covered, the extensions and the countdown. It shows progress, never a bid's value (safe on a wall screen).
 *
 * Who: `monitorClose` (Manager, Client Relations; a Client only for its own client's auctions). Bidders never.
 * What: a Client sees the auction's aggregate progress until the end and each borrower's only after it,
 * the rule the reports follow (core/policy/auction-visibility.ts).
 * The HTTP adapter streams it (Server-Sent Events) and sends it again when the auction's activity changes,
 * and when its phase does at the server's clock (the start, the end).
 *
 * Beside the table: the feed of the last steps (close-feed.ts) and, once ended, the closing summary
 * (closing-summary.ts). Each row shows what its own user did: a super bidder's row its own steps (for its
 * bidder), a bidder's row the saves and confirmation of its bids, naming the super bidder when it made them.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id, Instant, Lot, User } from '../domain/entities';
import { auctionPhase, type AuctionPhase } from '../clock/auction-clock';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { refusedUnless } from '../policy/actor-guard';
import { useCase } from '../app/use-case';
import { can } from '../policy/capabilities';
import { auctionVisibility, type AuctionVisibility } from '../policy/auction-visibility';
import { LedgerBodySchema } from '../audit/ledger-entry';
import { addScaled, divideHalfUp, type Scaled } from '../money/decimal-arith';
import { fxRateOf, inAuctionCurrencyExact } from '../money/fx';
import type { Actor } from '../policy/actor';
import { closeProgress, type UserProgress } from './close-progress';
import { extensionMinimumMinutes } from './close-settings';
import { EXTENSION_NOT_LIVE } from '../domain/staff-messages';
import { monitorFeed, personOf, type FeedExtension, type MonitorFeedEntry, type MonitorPerson } from './close-feed';
import { closingSummary, type BidAtClose, type ClosingSummary, type LotFigures } from './closing-summary';

/** How long an ended auction stays on the monitor's list (`recentlyEnded`): ended within the last 7 days. */
export const RECENT_CLOSES_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * One user's progress as the monitor shows it, the user named. A bidder's row: the last save and the
 * confirmation of its bids (`lastSaveBy` / `confirmedBy` name its super bidder when it made them), and
 * their state. A super bidder's row (`actsFor` its bidder): the saves and confirmation it made itself;
 * `confirmed` and `savedUnconfirmed` stay false there, the bids being its bidder's.
 */
export interface MonitorUser {
  userId: Id;
  loginName: string;
  name: string;
  bids: boolean;
  invited: boolean;
  openedAt: Instant | null;
  rulesAcceptedAt: Instant | null;
  actsFor: MonitorPerson | null;
  lastSaveAt: Instant | null;
  lastSaveBy: MonitorPerson | null;
  confirmedAt: Instant | null;
  confirmedBy: MonitorPerson | null;
  confirmed: boolean;
  savedUnconfirmed: boolean;
  /** Reminders sent before the close (offset in minutes, when), and those that could not be sent. */
  reminders: { offsetMinutes: number; sentAt: Instant | null; failed: boolean }[];
}

export interface MonitorBorrower {
  borrowerId: Id;
  companyCode: string;
  companyName: string;
  lotsBid: number;
  users: MonitorUser[];
}

export interface MonitorExtension {
  at: Instant;
  previousEnd: Instant;
  newEnd: Instant;
  reason: string;
  by: string;
}

export interface CloseMonitor extends LotFigures {
  auctionId: Id;
  auctionName: string;
  auctionStartDate: Instant;
  auctionEndDate: Instant;
  phase: AuctionPhase;
  /** The server's time of the snapshot: the browser's countdown follows the server's clock from it. */
  serverTime: Instant;
  /** Lots of the book (combo lots are packages of them, not counted); `lotsBid` and the rest: lotFigures. */
  lots: number;
  /**
   * Each borrower's progress; empty while `perBorrower` is false (an asset owner's user before the end:
   * only the totals above).
   */
  borrowers: MonitorBorrower[];
  perBorrower: boolean;
  extensions: MonitorExtension[];
  /** The last steps, newest first; only the extensions while `perBorrower` is false. */
  feed: MonitorFeedEntry[];
  /** Where the auction stood at its end; null until it has ended. */
  closing: ClosingSummary | null;
  /** May the caller extend the auction (a manager, while it is live), and the least time after now a new end must leave. */
  canExtend: boolean;
  /** Why a manager may not extend it now (not live: EXTENSION_NOT_LIVE); null when it may, or the caller never may. */
  extendRefusal: string | null;
  minimumExtensionMinutes: number;
}

/** The book's lots a set of bid lots covers: a combo lot stands for its lots. */
const coveredLots = (lotIds: Iterable<Id>, lots: ReadonlyMap<Id, Lot>): Set<Id> => {
  const out = new Set<Id>();
  for (const id of lotIds) {
    const lot = lots.get(id);
    if (!lot) continue;
    if (lot.comboFlag) for (const part of lot.comboLotIds) out.add(part);
    else out.add(id);
  }
  return out;
};

const ZERO: Scaled = { units: 0n, scale: 0 };

/** Percent (one decimal) of the book's market value in the auction's currency that `covered` makes up. */
function bookShare(book: readonly Lot[], covered: ReadonlySet<Id>, currency: string): string {
  let total = ZERO;
  let part = ZERO;
  for (const lot of book) {
    const value = inAuctionCurrencyExact(lot.marketValue, fxRateOf(lot, currency));
    total = addScaled(total, value);
    if (covered.has(lot.id)) part = addScaled(part, value);
  }
  return total.units === 0n ? '0.0' : divideHalfUp({ units: part.units * 100n, scale: part.scale }, total, 1);
}

/**
 * Lots figures of a set of bids: the book's lots (combo lots are packages of them, not counted) with at least
 * one bid (a combo bid covers its lots), saved or confirmed, and confirmed; and their percent of the book's
 * market value in the auction's currency, to one decimal.
 */
function lotFigures(lots: readonly Lot[], bids: readonly BidAtClose[], currency: string): LotFigures {
  const byId = new Map(lots.map((l) => [l.id, l]));
  const book = lots.filter((l) => !l.comboFlag);
  const bid = coveredLots(bids.map((b) => b.lotId), byId);
  const confirmed = coveredLots(bids.filter((b) => b.confirmed).map((b) => b.lotId), byId);
  return { lotsBid: bid.size, lotsConfirmed: confirmed.size, bookShareBid: bookShare(book, bid, currency), bookShareConfirmed: bookShare(book, confirmed, currency) };
}

function monitorUser(p: UserProgress, users: ReadonlyMap<Id, User>): MonitorUser {
  /** Who took a step shown on this row, when not the row's user. */
  const other = (byUserId: Id | undefined): MonitorPerson | null => {
    const by = byUserId === undefined || byUserId === p.user.id ? undefined : users.get(byUserId);
    return by ? personOf(by) : null;
  };
  return {
    ...personOf(p.user),
    bids: p.bids,
    invited: p.invited,
    openedAt: p.openedAt,
    rulesAcceptedAt: p.rulesAcceptedAt,
    actsFor: p.actsFor && personOf(p.actsFor),
    lastSaveAt: p.lastSaveAt,
    lastSaveBy: other(p.lastSave?.byUserId),
    confirmedAt: p.confirmedAt,
    confirmedBy: other(p.confirmation?.byUserId),
    confirmed: p.ownsBids && p.confirmed,
    savedUnconfirmed: p.ownsBids && p.savedUnconfirmed,
    reminders: p.reminders.map((r) => ({ offsetMinutes: r.offsetMinutes, sentAt: r.sentAt, failed: r.failure !== null })),
  };
}

/** The auction when the actor may monitor it, and how much of it (staff any, a client its own client's; others: not found). */
export async function monitoredAuction(
  deps: Pick<CoreDeps, 'store' | 'clock'>,
  actor: Actor,
  auctionId: Id,
): Promise<Result<{ auction: Auction; visibility: AuctionVisibility }>> {
  const denied = refusedUnless(actor, 'monitorClose');
  if (denied) return denied;
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const visibility = auctionVisibility(actor, auction, deps.clock.nowMs());
  return visibility.ok ? ok({ auction, visibility: visibility.value }) : visibility;
}

/** The auction's extensions, from its ledger (the record `sla audit verify` checks), with who extended. */
async function extensionsOf(deps: Pick<CoreDeps, 'store'>, auctionId: Id, users: ReadonlyMap<Id, User>): Promise<Array<MonitorExtension & { user: User | null }>> {
  const entries = await deps.store.audit.listOfType(auctionId, 'auction.endChanged');
  const out: Array<MonitorExtension & { user: User | null }> = [];
  for (const e of entries) {
    const body = LedgerBodySchema.parse(JSON.parse(e.body));
    if (body.event.type !== 'auction.endChanged') continue;
    const by = e.actorUserId === null ? null : (users.get(e.actorUserId) ?? null);
    out.push({ at: new Date(e.atMs).toISOString(), previousEnd: body.event.previousEnd, newEnd: body.event.newEnd, reason: body.event.reason, by: by?.loginName ?? '', user: by });
  }
  return out;
}

/** GET /auction/closemonitor/{auctionId} (ours): the monitor of one auction, now. */
export const closeMonitor = useCase({ name: 'close.monitor', access: 'monitorClose' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<CloseMonitor>> => {
  const found = await monitoredAuction(deps, actor, auctionId);
  if (!found.ok) return found;
  const { auction, visibility } = found.value;
  const progress = await closeProgress(deps, auction);
  const extensions = await extensionsOf(deps, auctionId, progress.users);
  const nowMs = deps.clock.nowMs();
  const phase = auctionPhase(auction.auctionStartDate, auction.auctionEndDate, nowMs);
  const figures = (bids: readonly BidAtClose[]) => lotFigures(progress.lots, bids, auction.currency);
  const manages = can(actor.roles, 'manageClose');
  const feedExtensions: FeedExtension[] = extensions.map((x) => ({ at: x.at, by: x.user, newEnd: x.newEnd, reason: x.reason }));
  return ok({
    auctionId: auction.id,
    auctionName: auction.auctionName,
    auctionStartDate: auction.auctionStartDate,
    auctionEndDate: auction.auctionEndDate,
    phase,
    serverTime: new Date(nowMs).toISOString(),
    lots: progress.lots.filter((l) => !l.comboFlag).length,
    ...figures(progress.bids),
    borrowers: (visibility === 'borrowers' ? progress.borrowers : []).map((b) => ({
      borrowerId: b.borrower.id,
      companyCode: b.borrower.companyCode,
      companyName: b.borrower.companyName,
      lotsBid: b.lotsBid,
      users: b.users.map((u) => monitorUser(u, progress.users)),
    })),
    perBorrower: visibility === 'borrowers',
    extensions: extensions.map(({ user: _user, ...x }) => x),
    feed: monitorFeed(progress, feedExtensions, visibility),
    // The end is when everyone sees everything (the client included): the summary is for every monitor.
    closing: phase === 'ENDED' ? await closingSummary(deps, progress, figures) : null,
    canExtend: manages && phase === 'LIVE',
    extendRefusal: manages && phase !== 'LIVE' ? EXTENSION_NOT_LIVE : null,
    minimumExtensionMinutes: extensionMinimumMinutes(deps.settings),
  });
});

/** One auction on the dashboard and the monitor's list. */
export interface MonitorSummaryRow {
  auctionId: Id;
  auctionName: string;
  auctionStartDate: Instant;
  auctionEndDate: Instant;
  phase: AuctionPhase;
  approvedBorrowers: number;
  /**
   * Bidders of approved borrowers (users whose bids they are: a super bidder's bids are its bidder's, so it
   * is not counted again), those with saved bids not confirmed, and those confirmed.
   */
  biddingUsers: number;
  savedUnconfirmed: number;
  confirmedUsers: number;
  lots: number;
  lotsBid: number;
}

export interface MonitorSummary {
  serverTime: Instant;
  /** Live and upcoming auctions, the soonest end first. */
  auctions: MonitorSummaryRow[];
  /** Auctions ended within the last RECENT_CLOSES_DAYS days, the latest end first: their final state stays on the monitor. */
  recentlyEnded: MonitorSummaryRow[];
  recentDays: number;
}

async function summaryRow(deps: CoreDeps, auction: Auction, nowMs: number): Promise<MonitorSummaryRow> {
  const p = await closeProgress(deps, auction);
  const bidders = p.borrowers.flatMap((b) => b.users).filter((u) => u.ownsBids);
  const byId = new Map(p.lots.map((l) => [l.id, l]));
  return {
    auctionId: auction.id,
    auctionName: auction.auctionName,
    auctionStartDate: auction.auctionStartDate,
    auctionEndDate: auction.auctionEndDate,
    phase: auctionPhase(auction.auctionStartDate, auction.auctionEndDate, nowMs),
    approvedBorrowers: p.borrowers.length,
    biddingUsers: bidders.length,
    savedUnconfirmed: bidders.filter((u) => u.savedUnconfirmed).length,
    confirmedUsers: bidders.filter((u) => u.confirmed).length,
    lots: p.lots.filter((l) => !l.comboFlag).length,
    lotsBid: coveredLots(p.bids.map((b) => b.lotId), byId).size,
  };
}

/**
 * GET /auction/closemonitor (ours): the dashboard and the monitor's list, every live and upcoming auction the
 * actor may monitor (the soonest end first), and those ended within the last RECENT_CLOSES_DAYS days (the
 * latest end first). Totals only: no borrower or user, so an asset owner's user sees the same as staff.
 */
export const closeMonitorSummary = useCase({ name: 'close.summary', access: 'monitorClose' }, async (deps: CoreDeps, actor: Actor): Promise<Result<MonitorSummary>> => {
  const nowMs = deps.clock.nowMs();
  const scope = can(actor.roles, 'seeEveryAuction') ? undefined : { clientId: actor.user.clientId ?? -1 };
  const all = await deps.store.auctions.list(scope);
  const endOf = (a: Auction) => Date.parse(a.auctionEndDate);
  const open = all.filter((a) => endOf(a) > nowMs);
  const recent = all.filter((a) => endOf(a) <= nowMs && endOf(a) > nowMs - RECENT_CLOSES_DAYS * DAY_MS);
  const rows = async (list: Auction[]) => {
    const out: MonitorSummaryRow[] = [];
    for (const auction of list) out.push(await summaryRow(deps, auction, nowMs));
    return out;
  };
  const [auctions, recentlyEnded] = [await rows(open), await rows(recent)];
  auctions.sort((a, b) => Date.parse(a.auctionEndDate) - Date.parse(b.auctionEndDate) || a.auctionId - b.auctionId);
  recentlyEnded.sort((a, b) => Date.parse(b.auctionEndDate) - Date.parse(a.auctionEndDate) || b.auctionId - a.auctionId);
  return ok({ serverTime: new Date(nowMs).toISOString(), auctions, recentlyEnded, recentDays: RECENT_CLOSES_DAYS });
});
