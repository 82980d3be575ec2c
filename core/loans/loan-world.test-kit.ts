/** A confirmation, a borrower and a holding for the loan record tests: Tuesday 1 December 2026, 15:30 New York. */
import { makeBid, makeLot } from '../../fixtures/builders';
import type { Bid, Lot } from '../domain/entities';
import type { LoanConfirmation, LoanHolding } from './loan-record';

export const lot = (id: number, over: Partial<Lot> = {}): Lot => ({ id, ...makeLot({ auctionId: 1, lotNumber: `L${id}`, lotName: `Lot ${id}`, ...over }) });
export const bid = (id: number, lotId: number, over: Partial<Bid> = {}): Bid => ({ id, ...makeBid({ auctionId: 1, lotId, borrowerId: 7, userId: 70, confirmed: true, ...over }) });
export const borrower = { id: 7, name: 'Alpha Securities', lei: '5493001KJTIIGC8Y1R12', type: 'BROKER_DEALER' as const, mpid: 'ALPH' };

export const confirmation: LoanConfirmation = {
  auctionId: 1,
  // Tuesday 1 December 2026, 15:30 New York.
  effectedAt: '2026-12-01T20:30:00.000Z',
  termEndDate: '2027-12-31T05:00:00.000Z',
  lender: { name: 'North Pension', lei: '549300NORTHPENSION01' },
  agent: { name: 'Agent Bank', lei: '549300AGENTBANK00001' },
  venue: 'eSecAuction',
  collateralPct: '102',
  holidays: new Set(),
};

export const holding = (over: Partial<LoanHolding> = {}): LoanHolding => ({
  holdingId: 1,
  issuerName: 'Acme Corp',
  issuerLei: null,
  isin: 'US0000000001',
  cusip: null,
  sedol: null,
  figi: null,
  quantity: '1000',
  quantityKind: 'SHARES',
  price: '12.345',
  currency: 'USD',
  ...over,
});
