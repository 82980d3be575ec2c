/**
 * Exclusives ending soon, for the staff home page: the awarded lots whose exclusive term ends within
 * the next EXCLUSIVES_ENDING_WITHIN_DAYS days, so the agent prepares their re-auction (`auctions.copy`).
 */
import type { CoreDeps } from '../app/deps';
import { useCase } from '../app/use-case';
import { formatEasternDate, termLengthDays } from '../clock/eastern-time';
import type { Id } from '../domain/entities';
import { compareLotNumbers } from '../domain/lot-number-order';
import { ok, type Result } from '../domain/result';
import type { Actor } from '../policy/actor';
import { EXCLUSIVES_ENDING_WITHIN_DAYS } from '../awards/exclusives-ending-window';

/** One awarded lot whose exclusive ends soon. */
export interface EndingExclusive {
  auctionId: Id;
  auctionName: string;
  clientName: string;
  lotId: Id;
  lotNumber: string;
  lotName: string;
  borrowerId: Id;
  borrowerName: string;
  /** The auction's term end date, `yyyy-mm-dd` (New York). */
  termEndDate: string;
  /** Days from today (New York) to the term end: 0 on its last day. */
  daysLeft: number;
}

/**
 * The lots of confirmed awards whose auction's term ends between today and today plus 30 days, both
 * New York calendar days and both included (a term ending today is listed, one that ended yesterday
 * is not). Awards not yet confirmed are left out: until confirmed they are no exclusive. Ordered by
 * term end, then auction name, then lot number. Access seeLoans: the lending agent's staff, who see
 * every borrower's awards (a borrower or a client is refused).
 */
export const exclusivesEndingSoon = useCase({ name: 'auctions.exclusivesEndingSoon', access: 'seeLoans' }, async (deps: CoreDeps, _actor: Actor): Promise<Result<EndingExclusive[]>> => {
  const today = formatEasternDate(new Date(deps.clock.nowMs()).toISOString());
  const daysLeftOf = (termEnd: string) => (termEnd < today ? -1 : termLengthDays(today, termEnd) - 1);
  const due = (await deps.store.auctions.list()).flatMap((a) => {
    if (!a.awardConfirmFlag) return [];
    const termEndDate = formatEasternDate(a.termEndDate);
    const daysLeft = daysLeftOf(termEndDate);
    return daysLeft >= 0 && daysLeft <= EXCLUSIVES_ENDING_WITHIN_DAYS ? [{ auction: a, termEndDate, daysLeft }] : [];
  });
  if (due.length === 0) return ok([]);
  const [clients, borrowers] = await Promise.all([deps.store.clients.list(), deps.store.borrowers.list()]);
  const clientName = new Map(clients.map((c) => [c.id, c.clientName]));
  const borrowerName = new Map(borrowers.map((b) => [b.id, b.companyName]));
  const rows: EndingExclusive[] = [];
  for (const { auction, termEndDate, daysLeft } of due) {
    const awards = await deps.store.awards.listByAuction(auction.id);
    if (awards.length === 0) continue;
    const [lots, bids] = await Promise.all([
      deps.store.lots.getMany(auction.id, awards.map((x) => x.lotId)),
      deps.store.reports.listConfirmedBidsById(auction.id, awards.map((x) => x.bidId)),
    ]);
    const lotOf = new Map(lots.map((l) => [l.id, l]));
    const bidOf = new Map(bids.map((b) => [b.id, b]));
    for (const award of awards) {
      const lot = lotOf.get(award.lotId);
      const bid = bidOf.get(award.bidId);
      if (!lot || !bid) continue;
      rows.push({
        auctionId: auction.id,
        auctionName: auction.auctionName,
        clientName: clientName.get(auction.clientId) ?? '',
        lotId: lot.id,
        lotNumber: lot.lotNumber,
        lotName: lot.lotName,
        borrowerId: bid.borrowerId,
        borrowerName: borrowerName.get(bid.borrowerId) ?? '',
        termEndDate,
        daysLeft,
      });
    }
  }
  return ok(
    rows.sort((a, b) => a.termEndDate.localeCompare(b.termEndDate) || a.auctionName.localeCompare(b.auctionName) || compareLotNumbers(a.lotNumber, b.lotNumber)),
  );
});
