/**
 * Where each approved borrower's users stand before an auction's close: read once, used by the close
 * monitor (what staff see), the reminders (who has not confirmed) and the extension e-mails (who is told).
 *
 * Progress comes from the bidder activity log (`logActivity`), the bids and
 * supplemental records and the invitations; it holds no bid value, so nothing here can leak one.
 */
import type { CoreDeps } from '../app/deps';
import type { ActivityEntry, Auction, Bid, Borrower, Id, Instant, Lot, SupplementalComment, User } from '../domain/entities';
import { CONFIRMED } from '../domain/entities';
import type { CloseReminder } from '../ports/repositories';
import { can } from '../policy/capabilities';

/** The activity step and action of a bidder opening an auction's information centre (core/infocentre). */
export const STEP_INFO_CENTRE = 'Info Centre';
export const INFO_CENTRE_OPENED = 'Info centre opened';
/** Wizard steps whose entries the monitor reads (core/bids: rules-acceptance.ts, bids.ts). */
export const STEP_ACCEPT_RULES = 'Accept Rules';
export const RULES_ACCEPTED = 'Rules accepted';
export const STEP_PLACE_BIDS = 'Place Bids';
export const STEP_CONFIRM_BIDS = 'Confirm Bids';

/** A save or a confirmation of bids: when, and the user who made it (the bidder, or its super bidder). */
export interface BidStep {
  at: Instant;
  byUserId: Id;
}

/** One user of an approved borrower, and how far it has come. Times are instants (shown in New York time). */
export interface UserProgress {
  user: User;
  /** Does the user bid (BIDDER or SUPERBIDDER)? Only those are reminded and have a confirmation. */
  bids: boolean;
  invited: boolean;
  /** First opening of the auction's information centre. */
  openedAt: Instant | null;
  rulesAcceptedAt: Instant | null;
  /**
   * The bidder a super bidder bids for, or null. Its row shows the steps it took itself (for that bidder); a
   * bidder's row shows the steps taken on its bids, by itself or by its super bidder (`lastSave.byUserId`).
   */
  actsFor: User | null;
  /** The user bids and the bids are its own (a bidder; a super bidder's bids are its bidder's). */
  ownsBids: boolean;
  /** The last save and the last confirmation this row shows (see `actsFor`). */
  lastSave: BidStep | null;
  confirmation: BidStep | null;
  lastSaveAt: Instant | null;
  confirmedAt: Instant | null;
  /** The bids this user answers for (its own, or its super bidder's bidder's) are confirmed. */
  confirmed: boolean;
  /** The bids this user answers for are saved and not confirmed (who is reminded). */
  savedUnconfirmed: boolean;
  reminders: CloseReminder[];
}

export interface BorrowerProgress {
  borrower: Borrower;
  /** Lots (combo lots count as their own lot) with at least one bid of the borrower, saved or confirmed. */
  lotsBid: number;
  users: UserProgress[];
}

export interface CloseProgress {
  auction: Auction;
  lots: Lot[];
  bids: Bid[];
  borrowers: BorrowerProgress[];
  /** What the rows were made of, for the monitor's feed and closing summary: the activity log, every user by id, the reminders. */
  activity: ActivityEntry[];
  users: ReadonlyMap<Id, User>;
  supplementals: SupplementalComment[];
  reminders: CloseReminder[];
}

const firstOf = (entries: readonly ActivityEntry[], match: (e: ActivityEntry) => boolean): Instant | null => entries.find(match)?.actionTime ?? null;

/** The user whose bids `user` answers for: itself, or the bidder a super bidder acts for. */
export const bidOwnerOf = (user: User): Id => (can(user.roles, 'bidOnBehalf') && user.bidderId !== null ? user.bidderId : user.id);

/** Is the entry a save or a confirmation of bids? */
export const isBidStep = (e: ActivityEntry): boolean => e.step === STEP_PLACE_BIDS || e.step === STEP_CONFIRM_BIDS;

/**
 * The bidder whose bids an activity entry's save or confirmation was for: the user who acted, or the bidder
 * the super bidder who acted bids for (the log records who acted; a super bidder always acts for its bidder,
 * core/bids/bidder-access.ts). Read from the user as it is now: a super bidder moved to another bidder later
 * is shown acting for the new one.
 */
export const stepOwnerOf = (e: ActivityEntry, users: ReadonlyMap<Id, User>): Id => {
  const actor = users.get(e.userId);
  return actor ? bidOwnerOf(actor) : e.userId;
};

const stepOf = (e: ActivityEntry | undefined): BidStep | null => (e ? { at: e.actionTime, byUserId: e.userId } : null);

function userProgress(
  user: User,
  invited: ReadonlySet<Id>,
  activity: readonly ActivityEntry[],
  users: ReadonlyMap<Id, User>,
  bids: readonly Bid[],
  supplementals: ReadonlyMap<Id, SupplementalComment>,
  reminders: readonly CloseReminder[],
): UserProgress {
  const mine = activity.filter((e) => e.userId === user.id);
  const owner = bidOwnerOf(user);
  const bidding = can(user.roles, 'bid');
  const actsFor = owner === user.id ? null : (users.get(owner) ?? null);
  const ownsBids = bidding && actsFor === null;
  // A bidder's row: every save and confirmation of its bids; a super bidder's: its own (each for its bidder).
  const steps = ownsBids ? activity.filter((e) => isBidStep(e) && stepOwnerOf(e, users) === user.id) : mine.filter(isBidStep);
  const lastSave = stepOf(steps.findLast((e) => e.step === STEP_PLACE_BIDS));
  const confirmation = stepOf(steps.findLast((e) => e.step === STEP_CONFIRM_BIDS));
  const ownerBids = bids.filter((b) => b.userId === owner);
  const confirmed = ownerBids.some((b) => b.confirmed) || supplementals.get(owner)?.bidderCommentsConfirmed === CONFIRMED;
  return {
    user,
    bids: bidding,
    invited: invited.has(user.id),
    openedAt: firstOf(mine, (e) => e.step === STEP_INFO_CENTRE),
    rulesAcceptedAt: firstOf(mine, (e) => e.step === STEP_ACCEPT_RULES && e.action.includes(RULES_ACCEPTED)),
    actsFor,
    ownsBids,
    lastSave,
    confirmation,
    lastSaveAt: lastSave?.at ?? null,
    confirmedAt: confirmation?.at ?? null,
    confirmed,
    savedUnconfirmed: !confirmed && ownerBids.length > 0,
    reminders: reminders.filter((r) => r.userId === user.id),
  };
}

/** The auction's approved borrowers (by company name) with their enabled users (by login), and the lots and bids. */
export async function closeProgress(deps: Pick<CoreDeps, 'store'>, auction: Auction): Promise<CloseProgress> {
  const s = deps.store;
  const [approved, borrowers, users, invitedUsers, activity, lots, bids, supplementals, reminders] = await Promise.all([
    s.invitees.listApproved(auction.id),
    s.borrowers.list(),
    s.users.list(),
    s.invitees.listInvitedUsers(auction.id),
    s.activity.listByAuction(auction.id),
    s.lots.listByAuction(auction.id),
    s.bids.listByAuction(auction.id),
    s.bids.listSupplemental(auction.id),
    s.reminders.listByAuction(auction.id),
  ]);
  const invited = new Set(invitedUsers.map((i) => i.userId));
  const usersById = new Map(users.map((u) => [u.id, u]));
  const bySupplemental = new Map(supplementals.map((c) => [c.userId, c]));
  const approvedIds = new Set(approved);
  const progress = borrowers
    .filter((b) => approvedIds.has(b.id))
    .sort((a, b) => a.companyName.localeCompare(b.companyName, 'en') || a.id - b.id)
    .map((borrower) => ({
      borrower,
      lotsBid: new Set(bids.filter((b) => b.borrowerId === borrower.id).map((b) => b.lotId)).size,
      users: users
        .filter((u) => u.borrowerId === borrower.id && u.accountEnabled)
        .sort((a, b) => a.loginName.localeCompare(b.loginName, 'en'))
        .map((u) => userProgress(u, invited, activity, usersById, bids, bySupplemental, reminders)),
    }));
  return { auction, lots, bids, borrowers: progress, activity, users: usersById, supplementals, reminders };
}
