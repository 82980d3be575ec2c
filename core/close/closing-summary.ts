/**
 * The close monitor's closing summary: once an auction has ended, where it stood at its end. When it closed,
 * the lots bid and confirmed (and their share of the book), how many bidders had confirmed, and which
 * borrowers' bidders still had bids saved and not confirmed, with when they last saved and who did.
 *
 * "At the close" is exact: when nothing was saved or confirmed at or after the end, the tables are the close's
 * state; otherwise (a super bidder writing in its after-close window) the auction's bid ledger, the record
 * `sla audit verify` checks, is replayed up to the end, and the steps after it
 * are counted in `changesAfterClose` (the feed lists them).
 *
 * A bidder here is a user whose bids they are (a BIDDER): a super bidder's bids are its bidder's, so one set
 * of bids is one bidder, whoever of the two saved it.
 */
import type { CoreDeps } from '../app/deps';
import type { Id, Instant } from '../domain/entities';
import { CONFIRMED } from '../domain/entities';
import { LedgerBodySchema } from '../audit/ledger-entry';
import { applyLedgerEvent, emptyLedgerState } from '../audit/ledger-replay';
import { isBidStep, STEP_PLACE_BIDS, stepOwnerOf, type CloseProgress } from './close-progress';
import { personOf, type MonitorPerson } from './close-feed';

/** The lots figures of the monitor: lots bid and confirmed, and their percent of the book's market value. */
export interface LotFigures {
  lotsBid: number;
  lotsConfirmed: number;
  bookShareBid: string;
  bookShareConfirmed: string;
}

/** A bidder with bids saved and not confirmed at the close, and its last save before it. */
export interface UnconfirmedAtClose extends MonitorPerson {
  lastSaveAt: Instant | null;
  /** Who made that save, when not the bidder itself (its super bidder). */
  lastSaveBy: MonitorPerson | null;
}

export interface ClosingSummary extends LotFigures {
  /** The auction's end: when it closed. */
  closedAt: Instant;
  /** Bidders of the approved borrowers, and those who had confirmed at the close. */
  bidders: number;
  confirmedBidders: number;
  /** Borrowers (by name) whose bidders had bids saved and not confirmed at the close; empty when none. */
  savedNotConfirmed: Array<{ borrowerId: Id; companyCode: string; companyName: string; users: UnconfirmedAtClose[] }>;
  /** Saves and confirmations at or after the end (a super bidder's after-close window): not in the figures above. */
  changesAfterClose: number;
}

/** Bids as the summary needs them: whose, on which lot, confirmed or not. */
export interface BidAtClose {
  userId: Id;
  lotId: Id;
  confirmed: boolean;
}

/** The bids and the confirmed bidders at the end: the tables, or the ledger replayed up to the end when anything was written since. */
async function stateAtClose(deps: Pick<CoreDeps, 'store'>, progress: CloseProgress, endMs: number, changedSince: boolean): Promise<{ bids: BidAtClose[]; confirmedUsers: Set<Id> }> {
  if (!changedSince) {
    const confirmedUsers = new Set(progress.supplementals.filter((s) => s.bidderCommentsConfirmed === CONFIRMED).map((s) => s.userId));
    for (const b of progress.bids) if (b.confirmed) confirmedUsers.add(b.userId);
    return { bids: progress.bids, confirmedUsers };
  }
  const state = emptyLedgerState();
  for (const entry of await deps.store.audit.list(progress.auction.id)) {
    if (entry.atMs >= endMs) break;
    const body = LedgerBodySchema.parse(JSON.parse(entry.body));
    applyLedgerEvent(state, body.seq, body.event);
  }
  const bids = [...state.bids.values()];
  const confirmedUsers = new Set([...state.supplementals.values()].filter((s) => s.confirmed).map((s) => s.userId));
  for (const b of bids) if (b.confirmed) confirmedUsers.add(b.userId);
  return { bids, confirmedUsers };
}

/**
 * The closing summary of an ended auction. `figures` turns bids into the lots figures (the monitor's own
 * rule for combo lots and book shares), so the summary and the live figures count alike.
 */
export async function closingSummary(deps: Pick<CoreDeps, 'store'>, progress: CloseProgress, figures: (bids: readonly BidAtClose[]) => LotFigures): Promise<ClosingSummary> {
  const { auction, users } = progress;
  const endMs = Date.parse(auction.auctionEndDate);
  const changesAfterClose = progress.activity.filter((e) => isBidStep(e) && Date.parse(e.actionTime) >= endMs).length;
  const { bids, confirmedUsers } = await stateAtClose(deps, progress, endMs, changesAfterClose > 0);
  const withBids = new Set(bids.map((b) => b.userId));
  const savesBefore = progress.activity.filter((e) => e.step === STEP_PLACE_BIDS && Date.parse(e.actionTime) < endMs);

  let bidders = 0;
  let confirmedBidders = 0;
  const savedNotConfirmed: ClosingSummary['savedNotConfirmed'] = [];
  for (const { borrower, users: rows } of progress.borrowers) {
    const unconfirmed: UnconfirmedAtClose[] = [];
    for (const row of rows) {
      if (!row.ownsBids) continue;
      bidders += 1;
      const id = row.user.id;
      if (confirmedUsers.has(id)) confirmedBidders += 1;
      else if (withBids.has(id)) {
        const save = savesBefore.findLast((e) => stepOwnerOf(e, users) === id);
        const by = save && save.userId !== id ? users.get(save.userId) : undefined;
        unconfirmed.push({ ...personOf(row.user), lastSaveAt: save?.actionTime ?? null, lastSaveBy: by ? personOf(by) : null });
      }
    }
    if (unconfirmed.length > 0) savedNotConfirmed.push({ borrowerId: borrower.id, companyCode: borrower.companyCode, companyName: borrower.companyName, users: unconfirmed });
  }
  return { closedAt: auction.auctionEndDate, ...figures(bids), bidders, confirmedBidders, savedNotConfirmed, changesAfterClose };
}
