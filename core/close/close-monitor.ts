/**
 * The live close monitor (issue 28): per auction, every approved borrower and its users with invited /
 * info centre opened / rules accepted / last save / confirmed / reminded, lots bid and the share of the book
 * covered, the extensions and the countdown. It shows progress, never a bid's value (safe on a wall screen).
 *
 * Who: `monitorClose` (Manager, Client Relations; a Client only for its own client's auctions). Bidders never.
 * What: a Client sees the auction's aggregate progress until the end and each borrower's only after it,
 * the rule the reports follow (core/policy/auction-visibility.ts).
 * The HTTP adapter streams it (Server-Sent Events) and sends it again when the auction's activity changes.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id, Instant, Lot } from '../domain/entities';
import { auctionPhase, type AuctionPhase } from '../clock/auction-clock';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { refusedUnless } from '../policy/actor-guard';
import { can } from '../policy/capabilities';
import { auctionVisibility, type AuctionVisibility } from '../policy/auction-visibility';
import { LedgerBodySchema } from '../audit/ledger-entry';
import { addScaled, divideHalfUp, type Scaled } from '../money/decimal-arith';
import { fxRateOf, inAuctionCurrencyExact } from '../money/fx';
import type { Actor } from '../bids/actor';
import { closeProgress, type UserProgress } from './close-progress';
import { extensionMinimumMinutes } from './close-settings';

/** One user's progress as the monitor shows it: UserProgress with the user named, and its reminders' outcome only. */
export type MonitorUser = Omit<UserProgress, 'user' | 'reminders'> & {
  userId: Id;
  loginName: string;
  name: string;
  /** Reminders sent before the close (offset in minutes, when), and those that could not be sent. */
  reminders: { offsetMinutes: number; sentAt: Instant | null; failed: boolean }[];
};

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

export interface CloseMonitor {
  auctionId: Id;
  auctionName: string;
  auctionStartDate: Instant;
  auctionEndDate: Instant;
  phase: AuctionPhase;
  /** The server's time of the snapshot: the browser's countdown follows the server's clock from it. */
  serverTime: Instant;
  /** Lots of the book (combo lots are packages of them, not counted). */
  lots: number;
  /** Lots of the book with at least one bid (a combo bid covers its lots), saved or confirmed, and confirmed. */
  lotsBid: number;
  lotsConfirmed: number;
  /** Percent of the book's market value (in the auction's currency) those lots make up, to one decimal. */
  bookShareBid: string;
  bookShareConfirmed: string;
  /**
   * Each borrower's progress; empty while `perBorrower` is false (an asset owner's user before the end:
   * only the totals above, core/policy/auction-visibility.ts).
   */
  borrowers: MonitorBorrower[];
  perBorrower: boolean;
  extensions: MonitorExtension[];
  /** May the caller extend the auction (a manager, while it is live), and the least time after now a new end must leave. */
  canExtend: boolean;
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

const monitorUser = ({ user, reminders, ...progress }: UserProgress): MonitorUser => ({
  ...progress,
  userId: user.id,
  loginName: user.loginName,
  name: `${user.firstName} ${user.lastName}`.trim(),
  reminders: reminders.map((r) => ({ offsetMinutes: r.offsetMinutes, sentAt: r.sentAt, failed: r.failure !== null })),
});

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

/** The auction's extensions, from its ledger (the record `sla audit verify` checks), with the login of who extended. */
async function extensionsOf(deps: Pick<CoreDeps, 'store'>, auctionId: Id): Promise<MonitorExtension[]> {
  const entries = await deps.store.audit.listOfType(auctionId, 'auction.endChanged');
  const out: MonitorExtension[] = [];
  for (const e of entries) {
    const body = LedgerBodySchema.parse(JSON.parse(e.body));
    if (body.event.type !== 'auction.endChanged') continue;
    const by = e.actorUserId === null ? null : await deps.store.users.get(e.actorUserId);
    out.push({ at: new Date(e.atMs).toISOString(), previousEnd: body.event.previousEnd, newEnd: body.event.newEnd, reason: body.event.reason, by: by?.loginName ?? '' });
  }
  return out;
}

/** GET /auction/closemonitor/{auctionId} (ours): the monitor of one auction, now. */
export async function closeMonitor(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<CloseMonitor>> {
  const found = await monitoredAuction(deps, actor, auctionId);
  if (!found.ok) return found;
  const { auction, visibility } = found.value;
  const [progress, extensions] = await Promise.all([closeProgress(deps, auction), extensionsOf(deps, auctionId)]);
  const byId = new Map(progress.lots.map((l) => [l.id, l]));
  const book = progress.lots.filter((l) => !l.comboFlag);
  const bid = coveredLots(progress.bids.map((b) => b.lotId), byId);
  const confirmed = coveredLots(progress.bids.filter((b) => b.confirmed).map((b) => b.lotId), byId);
  const nowMs = deps.clock.nowMs();
  const phase = auctionPhase(auction.auctionStartDate, auction.auctionEndDate, nowMs);
  return ok({
    auctionId: auction.id,
    auctionName: auction.auctionName,
    auctionStartDate: auction.auctionStartDate,
    auctionEndDate: auction.auctionEndDate,
    phase,
    serverTime: new Date(nowMs).toISOString(),
    lots: book.length,
    lotsBid: bid.size,
    lotsConfirmed: confirmed.size,
    bookShareBid: bookShare(book, bid, auction.currency),
    bookShareConfirmed: bookShare(book, confirmed, auction.currency),
    borrowers: (visibility === 'borrowers' ? progress.borrowers : []).map((b) => ({
      borrowerId: b.borrower.id,
      companyCode: b.borrower.companyCode,
      companyName: b.borrower.companyName,
      lotsBid: b.lotsBid,
      users: b.users.map(monitorUser),
    })),
    perBorrower: visibility === 'borrowers',
    extensions,
    canExtend: can(actor.roles, 'manageClose') && phase === 'LIVE',
    minimumExtensionMinutes: extensionMinimumMinutes(deps.settings),
  });
}

/** One live or upcoming auction on the dashboard. */
export interface MonitorSummaryRow {
  auctionId: Id;
  auctionName: string;
  auctionStartDate: Instant;
  auctionEndDate: Instant;
  phase: AuctionPhase;
  approvedBorrowers: number;
  /** Bidding users (BIDDER, SUPERBIDDER) of approved borrowers, those with saved bids not confirmed, and those confirmed. */
  biddingUsers: number;
  savedUnconfirmed: number;
  confirmedUsers: number;
  lots: number;
  lotsBid: number;
}

/** GET /auction/closemonitor (ours): the dashboard, every live and upcoming auction the actor may monitor, the soonest end first. */
export async function closeMonitorSummary(deps: CoreDeps, actor: Actor): Promise<Result<{ serverTime: Instant; auctions: MonitorSummaryRow[] }>> {
  const denied = refusedUnless(actor, 'monitorClose');
  if (denied) return denied;
  const nowMs = deps.clock.nowMs();
  const scope = can(actor.roles, 'seeEveryAuction') ? undefined : { clientId: actor.user.clientId ?? -1 };
  const open = (await deps.store.auctions.list(scope)).filter((a) => auctionPhase(a.auctionStartDate, a.auctionEndDate, nowMs) !== 'ENDED');
  const rows: MonitorSummaryRow[] = [];
  for (const auction of open) {
    const p = await closeProgress(deps, auction);
    const bidders = p.borrowers.flatMap((b) => b.users).filter((u) => u.bids);
    const byId = new Map(p.lots.map((l) => [l.id, l]));
    rows.push({
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
    });
  }
  rows.sort((a, b) => Date.parse(a.auctionEndDate) - Date.parse(b.auctionEndDate) || a.auctionId - b.auctionId);
  return ok({ serverTime: new Date(nowMs).toISOString(), auctions: rows });
}
