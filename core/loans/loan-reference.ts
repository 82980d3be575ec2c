/**
 * What loan records take from outside the award: the lender (the auction's client, with its LEI), the
 * borrowers (LEI, type, MPID), the lending agent and venue and the New York holidays (core/parties'
 * settings), and each lot's holdings (core/holdings). Read in the confirmation's transaction. A lot
 * without holdings stands for itself (buildLoanRecords); what a record lacks, it says (missingElements).
 */
import type { Settings } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import { agentSettings, newYorkHolidays } from '../parties/agent-settings';
import type { LoanBorrower, LoanConfirmation, LoanHolding } from './loan-record';
import { holidaySet } from './report-deadline';

export interface LoanReference {
  confirmation: LoanConfirmation;
  borrowers: ReadonlyMap<Id, LoanBorrower>;
  holdings: ReadonlyMap<Id, LoanHolding[]>;
}

/** The New York holidays of the settings. */
export const loanHolidays = (settings: Settings) => holidaySet(newYorkHolidays(settings));

export async function loanReferenceOf(
  tx: Repositories,
  settings: Settings,
  auction: Auction,
  borrowerIds: readonly Id[],
  effectedAt: string,
): Promise<LoanReference> {
  const [client, collateralPct, borrowerRows, holdingRows] = await Promise.all([
    tx.clients.get(auction.clientId),
    tx.loans.getCollateralPct(auction.id),
    Promise.all([...new Set(borrowerIds)].map((id) => tx.borrowers.get(id))),
    tx.holdings.listByAuction(auction.id),
  ]);
  if (!client) throw new Error(`Auction ${auction.id} has no client ${auction.clientId}`);
  const borrowers = new Map<Id, LoanBorrower>();
  for (const b of borrowerRows) if (b) borrowers.set(b.id, { id: b.id, name: b.companyName, lei: b.lei, type: b.borrowerType, mpid: b.mpid });
  const holdings = new Map<Id, LoanHolding[]>();
  for (const h of holdingRows) {
    const held: LoanHolding = {
      holdingId: h.id,
      issuerName: h.issuerName,
      issuerLei: h.issuerLei,
      isin: h.isin,
      cusip: h.cusip,
      sedol: h.sedol,
      figi: h.figi,
      quantity: h.quantity,
      quantityKind: h.quantityKind,
      price: h.price,
      currency: h.currency,
    };
    holdings.set(h.lotId, [...(holdings.get(h.lotId) ?? []), held]);
  }
  const agent = agentSettings(settings);
  return {
    confirmation: {
      auctionId: auction.id,
      effectedAt,
      termEndDate: auction.termEndDate,
      lender: { name: client.clientName, lei: client.lei },
      agent: { name: agent.name, lei: agent.lei },
      venue: agent.venueName,
      collateralPct,
      holidays: loanHolidays(settings),
    },
    borrowers,
    holdings,
  };
}
