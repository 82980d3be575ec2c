import { describe, expect, it } from 'vitest';
import type { NewLoanRecord } from '../../../core/loans/loan-record';
import { MISSING, type StoreKit } from './kit.test-kit';

/** The loan records and the auction's loan settings. */
export function loanRepositoryContract(kit: StoreKit): void {
  const { auction, borrower } = kit;
  const record = (auctionId: number, borrowerId: number, over: Partial<NewLoanRecord> = {}): NewLoanRecord => ({
    auctionId,
    awardId: 5,
    bidId: 6,
    lotId: 7,
    borrowerId,
    effectedAt: '2026-12-01T20:30:00.000Z',
    reportDeadline: '2026-12-02T04:59:59.000Z',
    terms: {
      lender: { name: 'North Pension', lei: null },
      borrower: { id: borrowerId, name: 'Alpha', lei: '5493001KJTIIGC8Y1R12', type: 'BANK', mpid: null },
      agent: { name: 'Agent', lei: null },
      venue: 'eSecAuction',
      security: { lotId: 7, lotNumber: 'L7', lotName: 'Lot 7', securityType: 'Equity', holdingId: null, issuerName: 'Acme "é" Corp', issuerLei: null, isin: 'US0000000001', cusip: null, sedol: null, figi: null },
      quantity: '1000',
      quantityKind: 'SHARES',
      price: '12.3450',
      loanValue: '12345000.00',
      currency: 'USD',
      fxRate: '1.000000',
      collateralType: 'Cash',
      fee: { bps: '31.25', source: 'FIXED_CONVERTED', bidKind: 'FIXED', bidAmount: '12500.00', note: 'converted' },
      collateralPct: '102.00',
      terminationDate: '2027-12-31',
    },
    ...over,
  });

  describe('loans', () => {
    it('inserts loans as active, keeps their terms exactly, and lists them by auction', async () => {
      const [a, b] = [await auction(), await borrower()];
      const saved = await kit.store.loans.insertMany([record(a.id, b.id), record(a.id, b.id, { lotId: 8 })]);
      expect(saved.map((l) => [l.lotId, l.status, l.cancelledAt, l.cancelReason, l.cancelDeadline])).toEqual([
        [7, 'ACTIVE', null, null, null],
        [8, 'ACTIVE', null, null, null],
      ]);
      expect(saved[0].terms).toEqual(record(a.id, b.id).terms);
      expect(saved[0].effectedAt).toBe('2026-12-01T20:30:00.000Z');
      expect(await kit.store.loans.listByAuction(a.id)).toEqual(saved);
      expect(await kit.store.loans.insertMany([])).toEqual([]);
    });

    it('inserts a confirmation of many holdings, in batches, in order', async () => {
      const [a, b] = [await auction(), await borrower()];
      const many = Array.from({ length: 1_203 }, (_, i) => record(a.id, b.id, { lotId: i + 1 }));
      const saved = await kit.store.loans.insertMany(many);
      expect(saved.map((l) => l.lotId)).toEqual(many.map((l) => l.lotId));
      expect(new Set(saved.map((l) => l.id)).size).toBe(many.length);
    });

    it('cancels only the active loans of the auction, keeping them with time, reason and deadline', async () => {
      const [a, other, b] = [await auction(), await auction(), await borrower()];
      const [first] = await kit.store.loans.insertMany([record(a.id, b.id)]);
      await kit.store.loans.insertMany([record(other.id, b.id)]);
      const cancellation = { at: '2026-12-03T15:00:00.000Z', reason: 'Wrong lot', deadline: '2026-12-04T04:59:59.000Z' };
      const cancelled = await kit.store.loans.cancelActive(a.id, cancellation);
      expect(cancelled).toEqual([{ ...first, status: 'CANCELLED', cancelledAt: cancellation.at, cancelReason: 'Wrong lot', cancelDeadline: cancellation.deadline }]);
      // Cancelled once: a second unconfirm finds nothing active.
      expect(await kit.store.loans.cancelActive(a.id, { ...cancellation, at: '2026-12-05T15:00:00.000Z' })).toEqual([]);
      const [again] = await kit.store.loans.insertMany([record(a.id, b.id, { effectedAt: '2026-12-04T14:00:00.000Z' })]);
      expect((await kit.store.loans.listByAuction(a.id)).map((l) => [l.id, l.status])).toEqual([
        [first.id, 'CANCELLED'],
        [again.id, 'ACTIVE'],
      ]);
      expect((await kit.store.loans.listByAuction(other.id)).map((l) => l.status)).toEqual(['ACTIVE']);
    });

    it('lists the loans effected or cancelled within a time range', async () => {
      const [a, b] = [await auction(), await borrower()];
      const [early, late] = await kit.store.loans.insertMany([
        record(a.id, b.id, { effectedAt: '2031-01-05T15:00:00.000Z' }),
        record(a.id, b.id, { effectedAt: '2031-01-06T15:00:00.000Z' }),
      ]);
      await kit.store.loans.cancelActive(a.id, { at: '2031-01-07T15:00:00.000Z', reason: 'x', deadline: '2031-01-08T04:59:59.000Z' });
      const ids = async (from: string, to: string) => (await kit.store.loans.listChangedBetween(from, to)).map((l) => l.id);
      expect(await ids('2031-01-05T05:00:00.000Z', '2031-01-06T05:00:00.000Z')).toEqual([early.id]);
      expect(await ids('2031-01-06T05:00:00.000Z', '2031-01-07T05:00:00.000Z')).toEqual([late.id]);
      expect(await ids('2031-01-07T05:00:00.000Z', '2031-01-08T05:00:00.000Z')).toEqual([early.id, late.id]);
      expect(await ids('2031-02-01T00:00:00.000Z', '2031-02-02T00:00:00.000Z')).toEqual([]);
    });

    it("sets, changes and clears an auction's percentage of collateral", async () => {
      const a = await auction();
      expect(await kit.store.loans.getCollateralPct(a.id)).toBeNull();
      await kit.store.loans.setCollateralPct(a.id, '102');
      expect(await kit.store.loans.getCollateralPct(a.id)).toBe('102');
      await kit.store.loans.setCollateralPct(a.id, '105.50');
      expect(await kit.store.loans.getCollateralPct(a.id)).toBe('105.50');
      await kit.store.loans.setCollateralPct(a.id, null);
      expect(await kit.store.loans.getCollateralPct(a.id)).toBeNull();
      expect(await kit.store.loans.listByAuction(MISSING)).toEqual([]);
    });
  });
}
