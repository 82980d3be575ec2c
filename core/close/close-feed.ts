/**
 * The close monitor's feed: the auction's last steps, newest first, each to the second with who took it and
 * for whom. Progress only, like the rest of the monitor: a save says that bids were saved, never what.
 *
 * Decisions:
 * - What goes in: each user's first opening of the info centre and first acceptance of the rules (the times
 *   the table shows; a bidder opening the info centre twenty times is one step), every save and every
 *   confirmation of bids, every reminder sent or not sent, every extension. The newest FEED_LIMIT of them.
 * - Who acted: the user the activity log records (the person signed in). A super bidder's save or
 *   confirmation is for its bidder (`forUser`); a reminder is the server's (`by` null), for its recipient.
 * - A save or confirmation at or after the end is marked `afterClose` (a super bidder's, in its after-close
 *   window).
 * - An asset owner's user before the end (visibility `aggregate`) sees
 *   only the extensions, which its monitor shows anyway: no borrower, user or time of theirs.
 */
import type { Id, Instant, User } from '../domain/entities';
import type { AuctionVisibility } from '../policy/auction-visibility';
import { STEP_AUCTION_EXTENDED } from './auction-extension';
import { reminderAction, STEP_CLOSE_REMINDER } from './close-reminders';
import { isBidStep, RULES_ACCEPTED, STEP_ACCEPT_RULES, STEP_CONFIRM_BIDS, STEP_INFO_CENTRE, STEP_PLACE_BIDS, stepOwnerOf, type CloseProgress } from './close-progress';

import { FEED_LIMIT, type FeedKind } from './feed-kinds';

export { FEED_KINDS, FEED_LIMIT, type FeedKind } from './feed-kinds';

/** A user as the monitor names one. */
export interface MonitorPerson {
  userId: Id;
  loginName: string;
  name: string;
}

export interface MonitorFeedEntry {
  /** Stable across snapshots (a list key). */
  id: string;
  at: Instant;
  kind: FeedKind;
  /** Who acted; null for the server (a reminder). */
  by: MonitorPerson | null;
  /** On whose behalf, when not who acted: the bidder a super bidder saved or confirmed for; a reminder's recipient. */
  forUser: MonitorPerson | null;
  /** The borrower of the step (null for an extension). */
  borrower: { borrowerId: Id; companyCode: string; companyName: string } | null;
  /** A save or confirmation at or after the end. */
  afterClose: boolean;
  /** A reminder's offset before the close, in minutes. */
  offsetMinutes: number | null;
  /** An extension's new end and reason. */
  newEnd: Instant | null;
  reason: string | null;
}

/** An extension as the feed reads it: when, who, the new end and why. */
export interface FeedExtension {
  at: Instant;
  by: User | null;
  newEnd: Instant;
  reason: string;
}

export const personOf = (user: User): MonitorPerson => ({ userId: user.id, loginName: user.loginName, name: `${user.firstName} ${user.lastName}`.trim() });

const BLANK = { forUser: null, borrower: null, afterClose: false, offsetMinutes: null, newEnd: null, reason: null } as const;

/** The feed of one auction from its progress and extensions, for an actor who sees `visibility`. */
export function monitorFeed(progress: CloseProgress, extensions: readonly FeedExtension[], visibility: AuctionVisibility, limit = FEED_LIMIT): MonitorFeedEntry[] {
  // Steps of the same millisecond keep the log's order: the k-th extension is the k-th of the log's (one transaction).
  const extensionIds = progress.activity.filter((e) => e.step === STEP_AUCTION_EXTENDED).map((e) => e.id);
  const out: Array<MonitorFeedEntry & { order: number }> = extensions.map((x, i) => ({
    ...BLANK,
    id: `x${i}`,
    order: extensionIds[i] ?? 0,
    at: x.at,
    kind: 'extended',
    by: x.by && personOf(x.by),
    newEnd: x.newEnd,
    reason: x.reason,
  }));
  if (visibility === 'borrowers') out.push(...borrowerSteps(progress));
  out.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.order - a.order);
  return out.slice(0, limit).map(({ order: _order, ...entry }) => entry);
}

function borrowerSteps(progress: CloseProgress): Array<MonitorFeedEntry & { order: number }> {
  const { users } = progress;
  const endMs = Date.parse(progress.auction.auctionEndDate);
  const borrowers = new Map(progress.borrowers.map(({ borrower: b }) => [b.id, { borrowerId: b.id, companyCode: b.companyCode, companyName: b.companyName }]));
  const person = (id: Id): MonitorPerson | null => {
    const u = users.get(id);
    return u ? personOf(u) : null;
  };
  const out: Array<MonitorFeedEntry & { order: number }> = [];
  const opened = new Set<Id>();
  const accepted = new Set<Id>();
  for (const e of progress.activity) {
    let kind: FeedKind;
    if (e.step === STEP_INFO_CENTRE) {
      if (opened.has(e.userId)) continue;
      opened.add(e.userId);
      kind = 'opened';
    } else if (e.step === STEP_ACCEPT_RULES && e.action.includes(RULES_ACCEPTED)) {
      if (accepted.has(e.userId)) continue;
      accepted.add(e.userId);
      kind = 'rulesAccepted';
    } else if (e.step === STEP_PLACE_BIDS) kind = 'saved';
    else if (e.step === STEP_CONFIRM_BIDS) kind = 'confirmed';
    else continue;
    const owner = isBidStep(e) ? stepOwnerOf(e, users) : e.userId;
    out.push({
      ...BLANK,
      id: `a${e.id}`,
      order: e.id,
      at: e.actionTime,
      kind,
      by: person(e.userId),
      forUser: owner === e.userId ? null : person(owner),
      borrower: e.borrowerId === null ? null : (borrowers.get(e.borrowerId) ?? null),
      afterClose: isBidStep(e) && Date.parse(e.actionTime) >= endMs,
    });
  }
  for (const r of progress.reminders) {
    const at = r.sentAt ?? (r.failure !== null ? r.claimedAt : null);
    if (at === null) continue;
    const to = users.get(r.userId);
    const action = reminderAction(r.sentAt !== null, r.offsetMinutes);
    const logged = progress.activity.find((e) => e.step === STEP_CLOSE_REMINDER && e.userId === r.userId && e.action === action);
    out.push({
      ...BLANK,
      id: `r${r.userId}-${r.offsetMinutes}`,
      order: logged?.id ?? 0,
      at,
      kind: r.sentAt ? 'reminderSent' : 'reminderFailed',
      by: null,
      forUser: to ? personOf(to) : null,
      borrower: to?.borrowerId == null ? null : (borrowers.get(to.borrowerId) ?? null),
      offsetMinutes: r.offsetMinutes,
    });
  }
  return out;
}
