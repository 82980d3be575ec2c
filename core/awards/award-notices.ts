/**
 * Award notices (ours): when an auction's awards are confirmed, every user of each borrower with
 * confirmed bids in the auction gets one e-mail: the lots awarded to its borrower with their values (each in
 * its lot's currency) and term, or that it was not awarded. An unconfirm sends the same users a notice with
 * the reason. A notice names only its own borrower's lots and values, never another borrower's name or value.
 *
 * Sent after the confirm's or unconfirm's transaction commits (a mail failure never undoes it), before the
 * use case answers, so the answer says which notices failed and why; each notice sent is kept in the activity
 * log (step AWARD_NOTICE_STEP, the recipient as its user), which the award history counts
 * (`awards.history`), and the outcome is the auction's `notices.sent` or `notices.failed` event.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id, User } from '../domain/entities';
import { formatMmDdYyyy } from '../clock/eastern-format';
import { formatMoney } from '../money/format';
import { loadRankingData, overviewRowsOfValued, valuedBidsOf, type OverviewRow } from '../reports/overview-rows';
import { noticeCauseOf, noticesEvent, type NoticeCause } from '../events/auction-events';

/** The activity log step of a sent award notice. */
export const AWARD_NOTICE_STEP = 'Award Notice';
/** The activity log actions of a sent notice, after a confirm and after an unconfirm. */
export const AWARD_NOTICE_SENT = 'Award notice sent';
export const UNCONFIRM_NOTICE_SENT = 'Unconfirm notice sent';

export type AwardNoticeKind = 'CONFIRM' | 'UNCONFIRM';

/** One notice to one user. */
export interface AwardNotice {
  user: User;
  borrowerId: Id;
  subject: string;
  text: string;
}

const termText = (auction: Auction): string => `${formatMmDdYyyy(auction.termStartDate)} to ${formatMmDdYyyy(auction.termEndDate)}`;

const lotLine = (r: OverviewRow): string =>
  `- Lot ${r.lotNumber} ${r.lotName}: ${formatMoney(r.totalBidValue, r.currency)} (${r.currency}), term ${r.termDays} days`;

/** The notice text for one borrower's user (pure: the rows are already only this borrower's). */
export function awardNoticeText(
  kind: AwardNoticeKind,
  auction: Auction,
  user: Pick<User, 'firstName' | 'lastName'>,
  companyName: string,
  ownAwards: readonly OverviewRow[],
  reason: string | null,
): { subject: string; text: string } {
  const dear = `Dear ${user.firstName} ${user.lastName},\n\n`;
  if (kind === 'UNCONFIRM') {
    const why = (reason ?? '').trim();
    return {
      subject: `eSecAuction: awards unconfirmed - ${auction.auctionName}`,
      text:
        `${dear}The awards of ${auction.auctionName} have been unconfirmed and may change. Any award notice sent ` +
        `to ${companyName} for this auction no longer stands until the awards are confirmed again.\n\n` +
        `Reason: ${why || '(none given)'}\n`,
    };
  }
  if (ownAwards.length === 0) {
    return {
      subject: `eSecAuction: award notice - ${auction.auctionName}`,
      text: `${dear}The awards of ${auction.auctionName} are confirmed. ${companyName} was not awarded any lot in this auction.\n\nThank you for your bids.\n`,
    };
  }
  return {
    subject: `eSecAuction: award notice - ${auction.auctionName}`,
    text:
      `${dear}The awards of ${auction.auctionName} are confirmed. ${companyName} was awarded the following lots ` +
      `(each value in its lot's currency), for the term ${termText(auction)}:\n\n` +
      `${ownAwards.map(lotLine).join('\n')}\n`,
  };
}

/**
 * The notices for a confirm or unconfirm of the auction's awards: one per enabled user with an e-mail
 * address of every borrower with confirmed bids in the auction.
 */
export async function buildAwardNotices(deps: Pick<CoreDeps, 'store'>, auction: Auction, kind: AwardNoticeKind, reason: string | null): Promise<AwardNotice[]> {
  const [awards, data] = await Promise.all([deps.store.awards.listByAuction(auction.id), loadRankingData(deps.store, auction.id)]);
  const awarded = new Set(awards.map((a) => a.bidId));
  const rows =
    kind === 'CONFIRM'
      ? await overviewRowsOfValued(deps.store, auction, data, valuedBidsOf(data, auction.currency, data.bids.filter((b) => awarded.has(b.id))))
      : [];
  const borrowerIds = [...new Set(data.bids.map((b) => b.borrowerId))].sort((a, b) => a - b);
  const notices: AwardNotice[] = [];
  for (const borrowerId of borrowerIds) {
    const borrower = data.borrowers.get(borrowerId);
    const own = rows.filter((r) => r.borrowerId === borrowerId).sort((a, b) => a.lotNumber.localeCompare(b.lotNumber, 'en', { numeric: true }));
    const users = [...data.users.values()].filter((u) => u.borrowerId === borrowerId && u.accountEnabled && u.emailAddress.trim() !== '');
    for (const user of users.sort((a, b) => a.id - b.id)) {
      notices.push({ user, borrowerId, ...awardNoticeText(kind, auction, user, borrower?.companyName ?? '', own, reason) });
    }
  }
  return notices;
}

/** One notice the mailer did not take: to whom, and why. */
export interface NoticeNotSent {
  to: string;
  userId: Id;
  cause: NoticeCause;
}

/** What became of a confirm's or unconfirm's notices. */
export interface NoticesOutcome {
  sent: number;
  failed: NoticeNotSent[];
}

/**
 * Sends the notices one by one and logs each sent one in the activity log; a failed one is skipped so the
 * others still go. The outcome is answered, and written as the auction's `notices.sent` or `notices.failed`
 * event (with each failure's cause) for the embedder's subscription.
 */
export async function sendAwardNotices(deps: CoreDeps, auctionId: Id, kind: AwardNoticeKind, reason: string | null): Promise<NoticesOutcome> {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return { sent: 0, failed: [] };
  const notices = await buildAwardNotices(deps, auction, kind, reason);
  const outcome: NoticesOutcome = { sent: 0, failed: [] };
  for (const n of notices) {
    try {
      await deps.mailer.send({ to: [n.user.emailAddress], subject: n.subject, text: n.text });
    } catch (e) {
      outcome.failed.push({ to: n.user.emailAddress, userId: n.user.id, cause: noticeCauseOf(e) });
      continue;
    }
    outcome.sent += 1;
    await deps.store.activity.append({
      auctionId,
      userId: n.user.id,
      borrowerId: n.borrowerId,
      actionTime: deps.clock.now(),
      step: AWARD_NOTICE_STEP,
      action: kind === 'CONFIRM' ? AWARD_NOTICE_SENT : UNCONFIRM_NOTICE_SENT,
    });
  }
  const failures = outcome.failed.map(({ userId, cause }) => ({ userId, cause }));
  await deps.store.events.append([noticesEvent(kind === 'CONFIRM' ? 'awardConfirm' : 'awardUnconfirm', auctionId, deps.clock.now(), outcome.sent, failures)]);
  return outcome;
}
