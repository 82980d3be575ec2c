/**
 * What loan records take from outside the award: the lender (the auction's client), the borrowers, the
 * lending agent, the venue, the holiday list and each lot's holdings. Read in the confirmation's
 * transaction. The parties' identifiers (LEIs, borrower type, MPID) and the lots' holdings are not
 * recorded yet: until they are, the records say what they lack (missingElements) and a lot stands for
 * itself (buildLoanRecords).
 */
import type { Settings } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import type { HoldingsByLot, LoanBorrower, LoanConfirmation } from './loan-record';
import { holidaySet } from './report-deadline';

export interface LoanReference {
  confirmation: LoanConfirmation;
  borrowers: ReadonlyMap<Id, LoanBorrower>;
  holdings: HoldingsByLot;
}

/** The New York holidays of the settings. */
export const loanHolidays = (settings: Settings) => holidaySet(settings.loans?.nyHolidays ?? []);

export async function loanReferenceOf(
  tx: Repositories,
  settings: Settings,
  auction: Auction,
  borrowerIds: readonly Id[],
  effectedAt: string,
): Promise<LoanReference> {
  const [client, collateralPct, borrowerRows] = await Promise.all([
    tx.clients.get(auction.clientId),
    tx.loans.getCollateralPct(auction.id),
    Promise.all([...new Set(borrowerIds)].map((id) => tx.borrowers.get(id))),
  ]);
  if (!client) throw new Error(`Auction ${auction.id} has no client ${auction.clientId}`);
  const borrowers = new Map<Id, LoanBorrower>();
  for (const b of borrowerRows) if (b) borrowers.set(b.id, { id: b.id, name: b.companyName, lei: null, type: null, mpid: null });
  const loans = settings.loans ?? {};
  return {
    confirmation: {
      auctionId: auction.id,
      effectedAt,
      termEndDate: auction.termEndDate,
      lender: { name: client.clientName, lei: null },
      agent: { name: loans.agentName ?? null, lei: loans.agentLei ?? null },
      venue: loans.venueName ?? null,
      collateralPct,
      holidays: loanHolidays(settings),
    },
    borrowers,
    holdings: new Map(),
  };
}
