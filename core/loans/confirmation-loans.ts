/**
 * The loans of a confirmation, written in its transaction (core/awards/award-service.ts): confirming makes
 * one loan record per holding of each awarded lot; unconfirming cancels the active ones (kept, with the
 * time and reason, and the deadline of reporting the cancellation). Each answers its ledger event, which
 * the confirmation appends with its own.
 */
import type { Settings } from '../app/deps';
import type { LedgerEvent } from '../audit/ledger-entry';
import type { Auction, Instant } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import { loanHolidays, loanReferenceOf } from './loan-reference';
import { buildLoanRecords, type AwardForLoans } from './loan-record';
import { reportDeadline } from './report-deadline';

/** Makes the loans of the auction's awards, confirmed at `at`; their ledger event (none when no award). */
export async function createConfirmationLoans(tx: Repositories, settings: Settings, auction: Auction, at: Instant): Promise<LedgerEvent[]> {
  const [awards, bids, lots] = await Promise.all([
    tx.awards.listByAuction(auction.id),
    tx.bids.listByAuction(auction.id, { confirmedOnly: true }),
    tx.lots.listByAuction(auction.id),
  ]);
  const bidById = new Map(bids.map((b) => [b.id, b]));
  const lotById = new Map(lots.map((l) => [l.id, l]));
  const reference = await loanReferenceOf(tx, settings, auction, awards.flatMap((a) => bidById.get(a.bidId)?.borrowerId ?? []), at);
  const awarded: AwardForLoans[] = awards.map((award) => {
    const bid = bidById.get(award.bidId);
    const lot = lotById.get(award.lotId);
    const borrower = bid && reference.borrowers.get(bid.borrowerId);
    if (!bid || !lot || !borrower) throw new Error(`Award ${award.id} rests on a bid, lot or borrower that is gone`);
    const heldLots = lot.comboFlag ? lot.comboLotIds.flatMap((id) => lotById.get(id) ?? []) : [lot];
    return { award, bid, lot, heldLots, borrower };
  });
  const loans = await tx.loans.insertMany(buildLoanRecords(reference.confirmation, awarded, reference.holdings));
  if (loans.length === 0) return [];
  return [
    {
      type: 'loans.created',
      loans: loans.map((l) => ({ id: l.id, awardId: l.awardId, lotId: l.terms.security.lotId, borrowerId: l.borrowerId, effectedAt: l.effectedAt, reportDeadline: l.reportDeadline })),
    },
  ];
}

/** Cancels the auction's active loans at `at` with the unconfirm's reason; their ledger event (none when none was active). */
export async function cancelConfirmationLoans(tx: Repositories, settings: Settings, auctionId: number, at: Instant, reason: string): Promise<LedgerEvent[]> {
  const cancelled = await tx.loans.cancelActive(auctionId, { at, reason, deadline: reportDeadline(at, loanHolidays(settings)) });
  return cancelled.length === 0 ? [] : [{ type: 'loans.cancelled', loanIds: cancelled.map((l) => l.id), reason }];
}
