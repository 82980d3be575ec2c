/**
 * Extending a live auction's bidding period. A manager (`manageClose`) moves the end later, with a
 * reason; the new end must be later than the current one and at least `extensionMinimumMinutes` (default 5)
 * after now, which the monitor shows. In one transaction: the auctions row (every window check reads the end
 * from it, so the server follows at once), the activity log, an `auction.endChanged` entry of the auction's
 * ledger (so `sla audit verify` checks that the end in the table is the ledger's) and the `auction.extended`
 * event. After the commit, in the background, every enabled user with an address of each approved borrower
 * is told by e-mail, and the outcome is the auction's `notices.sent` or `notices.failed` event.
 *
 * A change of the end on the auction form (core/admin/auctions.ts) is recorded in the ledger the same way,
 * with the reason AUCTION_FORM_REASON, so the ledger's end stays the table's whatever screen changed it.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id, Instant } from '../domain/entities';
import { auctionPhase } from '../clock/auction-clock';
import { formatEst } from '../clock/eastern-format';
import { MSG } from '../domain/messages';
import {
  AUCTION_EXTENDED,
  EXTENSION_INVALID_END,
  EXTENSION_NOT_LATER,
  EXTENSION_NOT_LIVE,
  EXTENSION_REASON_MAX,
  EXTENSION_REASON_REQUIRED,
  EXTENSION_REASON_TOO_LONG,
  extensionTooSoon,
} from '../domain/staff-messages';
import { fail, ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import type { Repositories } from '../ports/repositories';
import { appendLedger, ledgerTransaction } from '../audit/ledger-append';
import type { Actor } from '../policy/actor';
import { closeProgress } from './close-progress';
import { extensionText } from './close-mail';
import { extensionMinimumMinutes } from './close-settings';
import { auctionEvent, noticeCauseOf, noticesEvent, type NoticeFailure } from '../events/auction-events';

/** The activity step of an end change. */
export const STEP_AUCTION_EXTENDED = 'Auction Extended';
/** The ledger reason of an end changed on the auction form. */
export const AUCTION_FORM_REASON = 'Changed on the auction form';

export interface ExtensionInput {
  /** The new end: an ISO instant with its offset (the web and the CLI turn New York wall time into one). */
  until: string;
  reason: string;
}

export interface AuctionExtended {
  message: string;
  auctionId: Id;
  previousEnd: Instant;
  auctionEndDate: Instant;
}

/** Records an end change in the activity log and the ledger (call inside the auction's ledger transaction, after updating the row). */
export async function recordEndChange(
  tx: Repositories,
  deps: Pick<CoreDeps, 'clock' | 'sha256'>,
  actor: Actor,
  auction: Auction,
  newEnd: Instant,
  reason: string,
): Promise<void> {
  await tx.activity.append({
    auctionId: auction.id,
    userId: actor.user.id,
    borrowerId: null,
    actionTime: deps.clock.now(),
    step: STEP_AUCTION_EXTENDED,
    action: `End moved from ${formatEst(auction.auctionEndDate)} to ${formatEst(newEnd)}: ${reason}`.slice(0, 1000),
  });
  await appendLedger(tx, deps, auction.id, { userId: actor.user.id, superBidderId: null }, [
    { type: 'auction.endChanged', previousEnd: auction.auctionEndDate, newEnd, reason },
  ]);
}

/** Why the new end may not be set now, or null. */
function endRefused(auction: Auction, untilMs: number, nowMs: number, minimumMinutes: number): Result<never> | null {
  if (auctionPhase(auction.auctionStartDate, auction.auctionEndDate, nowMs) !== 'LIVE') return fail('AUCTION_NOT_LIVE', EXTENSION_NOT_LIVE);
  if (untilMs <= Date.parse(auction.auctionEndDate)) return fail('VALIDATION', EXTENSION_NOT_LATER, { until: EXTENSION_NOT_LATER });
  if (untilMs < nowMs + minimumMinutes * 60_000) {
    const message = extensionTooSoon(minimumMinutes);
    return fail('VALIDATION', message, { until: message });
  }
  return null;
}

/** POST /auction/extend/{auctionId} (ours): extends the live auction's end. */
export const extendAuction = useCase(
  { name: 'close.extend', access: 'manageClose' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id, input: ExtensionInput): Promise<Result<AuctionExtended>> => {
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (reason === '') return fail('VALIDATION', EXTENSION_REASON_REQUIRED, { reason: EXTENSION_REASON_REQUIRED });
    if (reason.length > EXTENSION_REASON_MAX) return fail('VALIDATION', EXTENSION_REASON_TOO_LONG, { reason: EXTENSION_REASON_TOO_LONG });
    const untilMs = typeof input.until === 'string' && /(Z|[+-]\d\d:?\d\d)$/.test(input.until.trim()) ? Date.parse(input.until) : Number.NaN;
    if (Number.isNaN(untilMs)) return fail('VALIDATION', EXTENSION_INVALID_END, { until: EXTENSION_INVALID_END });
    const newEnd = new Date(untilMs).toISOString();
    const minimum = extensionMinimumMinutes(deps.settings);
    const done = await deps.store.transaction(async (tx): Promise<Result<Auction>> => {
      // Read inside the auction's ledger transaction: two managers extending at once are checked one after the other.
      const auction = await tx.auctions.get(auctionId);
      if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
      const refused = endRefused(auction, untilMs, deps.clock.nowMs(), minimum);
      if (refused) return refused;
      await tx.auctions.update({ ...auction, auctionEndDate: newEnd });
      await recordEndChange(tx, deps, actor, auction, newEnd, reason);
      await tx.events.append([auctionEvent('auction.extended', auctionId, deps.clock.now(), { previousEnd: auction.auctionEndDate, newEnd })]);
      return ok(auction);
    }, ledgerTransaction(auctionId));
    if (!done.ok) return done;
    const before = done.value;
    deps.background.run('extension notices', () => sendExtensionNotices(deps, { ...before, auctionEndDate: newEnd }, before.auctionEndDate, reason));
    return ok({ message: AUCTION_EXTENDED, auctionId, previousEnd: before.auctionEndDate, auctionEndDate: newEnd });
  },
);

/**
 * E-mails every enabled user with an address of each approved borrower; a failed one does not stop the others.
 * The outcome is the auction's `notices.sent` or `notices.failed` event (with each failure's cause).
 */
export async function sendExtensionNotices(deps: CoreDeps, auction: Auction, previousEnd: Instant, reason: string): Promise<number> {
  const progress = await closeProgress(deps, auction);
  const users = progress.borrowers.flatMap((b) => b.users.map((u) => u.user)).filter((u) => u.emailAddress.trim() !== '');
  let sent = 0;
  const failed: NoticeFailure[] = [];
  for (const user of users) {
    try {
      await deps.mailer.send({ to: [user.emailAddress], ...extensionText(auction, user, previousEnd, auction.auctionEndDate, reason) });
      sent += 1;
    } catch (e) {
      failed.push({ userId: user.id, cause: noticeCauseOf(e) });
    }
  }
  await deps.store.events.append([noticesEvent('extension', auction.id, deps.clock.now(), sent, failed)]);
  // The background runner logs the failure; the event carries the causes.
  if (failed.length > 0) throw new Error(`Extension notices: ${failed.length} of ${users.length} could not be sent`);
  return sent;
}
