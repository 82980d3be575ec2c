import { describe, expect, it } from 'vitest';
import { bidAmountsOf } from '../../../core/domain/bid-kinds';
import type { Bid, Lot, User } from '../../../core/domain/entities';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { makeBid } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The report data. */
export function reportDataRepositoryContract(kit: StoreKit): void {
  const { auction, lot, bidder } = kit;
  /** A bid of `who` on lot `l` (in the lot's auction). */
  const bid = (l: Lot, who: User, amounts: Partial<Bid> = {}) =>
    kit.store.bids.insert(makeBid({ auctionId: l.auctionId, lotId: l.id, borrowerId: who.borrowerId!, userId: who.id, ...amounts }));
  /** An auction with two lots, another auction with one, and two bidders, made in this order. */
  const twoAuctions = async () => {
    const a = await auction();
    const otherAuction = await auction();
    const l1 = await lot(a.id);
    const l2 = await lot(a.id);
    const elsewhere = await lot(otherAuction.id);
    return { a, otherAuction, l1, l2, elsewhere, u: await bidder(), other: await bidder() };
  };
  describe('report data', () => {
    const summary = {
      totalAuctionDate: '2026-12-01T05:00:00.000Z',
      auctionMarketValue: '$1,000,000',
      lottingStrategy: 'By asset class',
      collateralProfile: 'Cash',
      portfoliosTitle1: 'P1',
      portfoliosTitle2: 'P2',
      baseline1: 'B1',
      baseline2: 'B2',
      providerDiscretionary1: 'D1',
      providerDiscretionary2: 'D2',
      auctionRevenue1: 'R1',
      auctionRevenue2: 'R2',
      bidSummary: 'Summary',
    };
    it('saves and reads the award summary (upsert)', async () => {
      const a = await auction();
      expect(await kit.store.reports.getAwardSummary(a.id)).toBeNull();
      await kit.store.reports.saveAwardSummary(a.id, summary);
      expect(await kit.store.reports.getAwardSummary(a.id)).toEqual(summary);
      await kit.store.reports.saveAwardSummary(a.id, { ...summary, totalAuctionDate: null, bidSummary: 'Changed' });
      expect(await kit.store.reports.getAwardSummary(a.id)).toEqual({ ...summary, totalAuctionDate: null, bidSummary: 'Changed' });
      await expectRejects(kit.store.reports.saveAwardSummary(MISSING, summary), ReferenceError_);
    });
    it('adds, lists and saves legal comments', async () => {
      const a = await auction();
      const c1 = await kit.store.reports.addLegalComment({
        auctionId: a.id,
        borrower: 'Broker A',
        comments: 'Needs GMSLA',
        createdBy: 'manager',
        createdAt: '2026-12-01T10:00:00.000Z',
        updatedBy: 'manager',
        updatedAt: '2026-12-01T10:00:00.000Z',
      });
      expect(await kit.store.reports.listLegalComments(a.id)).toEqual([c1]);
      await kit.store.reports.saveLegalComments([{ id: c1.id, borrower: 'Broker B', comments: 'Signed', updatedBy: 'cr', updatedAt: '2026-12-02T10:00:00Z' }]);
      expect(await kit.store.reports.listLegalComments(a.id)).toEqual([
        { ...c1, borrower: 'Broker B', comments: 'Signed', updatedBy: 'cr', updatedAt: '2026-12-02T10:00:00.000Z' },
      ]);
      expect(await kit.store.reports.listLegalComments(MISSING)).toEqual([]);
      await expectRejects(
        kit.store.reports.saveLegalComments([{ id: MISSING, borrower: '', comments: '', updatedBy: '', updatedAt: '2026-12-02T10:00:00Z' }]),
        ReferenceError_,
      );
      await kit.store.reports.saveLegalComments([]);
    });
    it('upserts recommendations by auction and lot', async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      await kit.store.reports.saveRecommendations([
        { auctionId: a.id, lotId: l1.id, awardAnalysis: 'Award to A' },
        { auctionId: a.id, lotId: l2.id, awardAnalysis: 'Award to B' },
      ]);
      await kit.store.reports.saveRecommendations([{ auctionId: a.id, lotId: l1.id, awardAnalysis: 'Award to C' }]);
      const recs = await kit.store.reports.listRecommendations(a.id);
      expect(recs.map((r) => [r.lotId, r.awardAnalysis])).toEqual([
        [l1.id, 'Award to C'],
        [l2.id, 'Award to B'],
      ]);
      expect(await kit.store.reports.listRecommendations(MISSING)).toEqual([]);
      await expectRejects(kit.store.reports.saveRecommendations([{ auctionId: a.id, lotId: MISSING, awardAnalysis: '' }]), ReferenceError_);
      await kit.store.reports.saveRecommendations([]);
    });
    it('lists the confirmed bids of some lots in (lot, bid) order', async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const l3 = await lot(a.id);
      const u = await bidder();
      const other = await bidder();
      const b2 = await bid(l2, u);
      const b1 = await bid(l1, u);
      await bid(l3, u);
      const b2other = await bid(l2, other);
      const unconfirmed = await bid(l1, other);
      await kit.store.bids.confirmAll(a.id, u.id);
      const confirmed = (b: Bid) => ({ ...b, confirmed: true });
      expect(await kit.store.reports.listConfirmedBidsOfLots(a.id, [l2.id, l1.id])).toEqual([confirmed(b1), confirmed(b2)]);
      await kit.store.bids.confirmAll(a.id, other.id);
      const lot2 = await kit.store.reports.listConfirmedBidsOfLots(a.id, [l2.id]);
      expect(lot2.map((b) => b.id)).toEqual([b2.id, b2other.id]);
      expect((await kit.store.reports.listConfirmedBidsOfLots(a.id, [l1.id])).map((b) => b.id)).toEqual([b1.id, unconfirmed.id]);
      expect(await kit.store.reports.listConfirmedBidsOfLots(a.id, [])).toEqual([]);
      expect(await kit.store.reports.listConfirmedBidsOfLots(MISSING, [l1.id])).toEqual([]);
    });
    it('reads an auction\'s confirmed bids in keyset pages by id, between the first and last id of its span', async () => {
      const { a, otherAuction, l1, l2, elsewhere: lo, u, other } = await twoAuctions();
      expect(await kit.store.reports.confirmedBidIdSpan(a.id)).toBeNull();
      const unconfirmedFirst = await bid(l1, other);
      const b1 = await bid(l2, u);
      const elsewhere = await bid(lo, u);
      const b2 = await bid(l1, u);
      const b3 = await bid(l1, u);
      const unconfirmedLast = await bid(l2, other);
      await kit.store.bids.confirmAll(a.id, u.id);
      await kit.store.bids.confirmAll(otherAuction.id, u.id);
      expect(await kit.store.reports.confirmedBidIdSpan(a.id)).toEqual({ first: b1.id, last: b3.id });
      const page1 = await kit.store.reports.listConfirmedBidsAfter(a.id, b1.id - 1, b3.id, 2);
      expect(page1).toEqual([{ ...b1, confirmed: true }, { ...b2, confirmed: true }]);
      expect(page1.map((b) => b.id)).not.toContain(elsewhere.id);
      expect((await kit.store.reports.listConfirmedBidsAfter(a.id, b2.id, b3.id, 2)).map((b) => b.id)).toEqual([b3.id]);
      expect(await kit.store.reports.listConfirmedBidsAfter(a.id, b3.id, b3.id, 2)).toEqual([]);
      expect((await kit.store.reports.listConfirmedBidsAfter(a.id, 0, unconfirmedLast.id, 10)).map((b) => b.id)).toEqual([b1.id, b2.id, b3.id]);
      expect(unconfirmedFirst.id).toBeLessThan(b1.id);
      expect(await kit.store.reports.confirmedBidIdSpan(MISSING)).toBeNull();
    });
    it('lists the value fields of an auction\'s confirmed bids, and confirmed bids by id', async () => {
      const { a, otherAuction, l1, l2, elsewhere, u, other } = await twoAuctions();
      const b1 = await bid(l2, u, { basisPointGuarantee: '25.50' });
      const b2 = await bid(l1, u, { basisPointGuarantee: null, fixed: '150000.00' });
      const b3 = await bid(l1, u, { basisPointGuarantee: null, allIn: '101.25' });
      const unconfirmed = await bid(l2, other);
      const foreign = await bid(elsewhere, u);
      await kit.store.bids.confirmAll(a.id, u.id);
      await kit.store.bids.confirmAll(otherAuction.id, u.id);
      const values = (b: Bid) => ({ id: b.id, lotId: b.lotId, borrowerId: b.borrowerId, userId: b.userId, ...bidAmountsOf(b), bidDate: b.bidDate });
      expect(await kit.store.reports.listConfirmedBidValuesAfter(a.id, 0, foreign.id, 10)).toEqual([b1, b2, b3].map(values));
      expect(await kit.store.reports.listConfirmedBidValuesAfter(a.id, b1.id, b3.id, 1)).toEqual([b2].map(values));
      expect(await kit.store.reports.listConfirmedBidValuesAfter(MISSING, 0, foreign.id, 10)).toEqual([]);
      // By lot range: (lot id, bid id) order, the range's ends as given, other auctions' lots left out.
      expect(await kit.store.reports.listConfirmedBidValuesOfLotRange(a.id, 0, elsewhere.id)).toEqual([b2, b3, b1].map(values));
      expect(await kit.store.reports.listConfirmedBidValuesOfLotRange(a.id, l1.id, l2.id)).toEqual([b1].map(values));
      expect(await kit.store.reports.listConfirmedBidValuesOfLotRange(a.id, 0, l1.id)).toEqual([b2, b3].map(values));
      expect(await kit.store.reports.listConfirmedBidValuesOfLotRange(otherAuction.id, 0, elsewhere.id)).toEqual([foreign].map(values));
      expect(await kit.store.reports.listConfirmedBidValuesOfLotRange(MISSING, 0, elsewhere.id)).toEqual([]);
      const confirmed = (b: Bid) => ({ ...b, confirmed: true });
      // Any order and repeats in, by id out; unconfirmed, other auctions' and unknown ids left out.
      expect(await kit.store.reports.listConfirmedBidsById(a.id, [b3.id, unconfirmed.id, b1.id, foreign.id, b3.id, MISSING, 2 ** 40])).toEqual([confirmed(b1), confirmed(b3)]);
      expect(await kit.store.reports.listConfirmedBidsById(a.id, [])).toEqual([]);
      // More ids than one statement binds.
      const many = [...Array.from({ length: 2500 }, (_, i) => MISSING - i), b2.id];
      expect(await kit.store.reports.listConfirmedBidsById(a.id, many)).toEqual([confirmed(b2)]);
    });
  });
}
