/**
 * Reminders before the close. At each offset (settings.reminderOffsetsMinutes, default 60 and 15
 * minutes before the end), every enabled bidding user (BIDDER, SUPERBIDDER) with an address of each approved
 * borrower who has not confirmed gets one e-mail: the auction, the time left, and whether it has saved bids not
 * confirmed (core/close/close-mail.ts).
 *
 * Exactly once per (auction, user, offset), also with several servers and after a restart: the reminder's row
 * is claimed (an insert that only one caller can make: core/ports ReminderRepository.claim) before it is sent;
 * a caller whose claim meets an existing row sends nothing. A send that fails is marked failed and is not
 * tried again (a reminder late by a retry loop would be worse than none; the monitor shows it failed).
 *
 * Decisions:
 * - Only the nearest offset due is sent: a pass 10 minutes before the end sends the 15-minute reminder, not
 *   also a stale 60-minute one (after a restart, or an auction created less than an hour before its end).
 * - An extension does not repeat a reminder already sent at that offset: the extension's own e-mail tells
 *   every user the new end.
 * - Each reminder sent or not sent is logged in the activity log (step STEP_CLOSE_REMINDER) with its outcome and
 *   its `reminder.sent` or `reminder.failed` event (which moves the monitor), in one transaction.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction } from '../domain/entities';
import { auctionPhase } from '../clock/auction-clock';
import { ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import type { Actor } from '../policy/actor';
import { closeProgress } from './close-progress';
import { reminderText } from './close-mail';
import { reminderOffsets } from './close-settings';
import { auctionEvent, type AuctionEventPayloads } from '../events/auction-events';

export const STEP_CLOSE_REMINDER = 'Close Reminder';

/** The activity log's words for a reminder sent, or not sent, `offset` minutes before the close. */
export const reminderAction = (sent: boolean, offset: number): string => `Reminder ${sent ? 'sent' : 'not sent'} (${offset} minutes before the close)`;

export interface ReminderPass {
  /** Reminders sent by this pass, and those it claimed but could not send. */
  sent: number;
  failed: number;
  /** Live auctions looked at. */
  auctions: number;
}

/** The offset (minutes) whose reminder is due `msLeft` before the end: the smallest offset at or above it, or null. */
export const dueOffset = (offsets: readonly number[], msLeft: number): number | null => {
  const due = offsets.filter((m) => msLeft > 0 && msLeft <= m * 60_000);
  return due.length === 0 ? null : Math.min(...due);
};

async function remindAuction(deps: CoreDeps, auction: Auction, offset: number, pass: ReminderPass): Promise<void> {
  const progress = await closeProgress(deps, auction);
  for (const { borrower, users } of progress.borrowers) {
    for (const user of users) {
      if (!user.bids || user.confirmed || user.user.emailAddress.trim() === '') continue;
      const at = deps.clock.now();
      if (!(await deps.store.reminders.claim(auction.id, user.user.id, offset, at))) continue;
      let failure: string | null = null;
      try {
        await deps.mailer.send({ to: [user.user.emailAddress], ...reminderText(auction, user.user, deps.clock.nowMs(), user.savedUnconfirmed) });
      } catch (e) {
        failure = (e instanceof Error ? e.message : String(e)) || 'not sent';
      }
      await recordReminder(deps, auction, { borrowerId: borrower.id, userId: user.user.id, offsetMinutes: offset }, failure);
      if (failure === null) pass.sent += 1;
      else pass.failed += 1;
    }
  }
}

/** The outcome of one reminder, its activity entry and its event, in one transaction. */
async function recordReminder(deps: CoreDeps, auction: Auction, reminder: AuctionEventPayloads['reminder.sent'], failure: string | null): Promise<void> {
  const { userId, offsetMinutes } = reminder;
  await deps.store.transaction(async (tx) => {
    if (failure === null) await tx.reminders.markSent(auction.id, userId, offsetMinutes, deps.clock.now());
    else await tx.reminders.markFailed(auction.id, userId, offsetMinutes, failure);
    await tx.activity.append({
      auctionId: auction.id,
      userId,
      borrowerId: reminder.borrowerId,
      actionTime: deps.clock.now(),
      step: STEP_CLOSE_REMINDER,
      action: reminderAction(failure === null, offsetMinutes),
    });
    await tx.events.append([auctionEvent(failure === null ? 'reminder.sent' : 'reminder.failed', auction.id, deps.clock.now(), reminder)]);
  });
}

/**
 * One pass over the live auctions, sending the reminders due now. The server runs it every few seconds;
 * `sla reminders run` runs one pass. Safe to run anywhere at any time.
 */
export async function sendDueReminders(deps: CoreDeps): Promise<ReminderPass> {
  const offsets = reminderOffsets(deps.settings);
  const pass: ReminderPass = { sent: 0, failed: 0, auctions: 0 };
  if (offsets.length === 0) return pass;
  const nowMs = deps.clock.nowMs();
  for (const auction of await deps.store.auctions.list()) {
    if (auctionPhase(auction.auctionStartDate, auction.auctionEndDate, nowMs) !== 'LIVE') continue;
    pass.auctions += 1;
    const offset = dueOffset(offsets, Date.parse(auction.auctionEndDate) - nowMs);
    if (offset !== null) await remindAuction(deps, auction, offset, pass);
  }
  return pass;
}

/** The reminder pass as a use case (`sla reminders run`, an embedder's cron job): a manager's. */
export const runReminders = useCase(
  { name: 'close.runReminders', access: 'manageClose' },
  async (deps: CoreDeps, _actor: Actor): Promise<Result<ReminderPass>> => ok(await sendDueReminders(deps)),
);
