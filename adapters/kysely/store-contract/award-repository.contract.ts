import { describe, expect, it } from 'vitest';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { makeBid, makeUser } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The awards and their history. */
export function awardRepositoryContract(kit: StoreKit): void {
  const { auction, lot, bidder } = kit;
  describe('awards', () => {
    it('inserts, updates and removes awards in one save, and keeps the history', async () => {
      const a = await auction();
      const l1 = await lot(a.id);
      const l2 = await lot(a.id);
      const u = await bidder();
      const b1 = await kit.store.bids.insert(makeBid({ auctionId: a.id, lotId: l1.id, borrowerId: u.borrowerId!, userId: u.id }));
      const b2 = await kit.store.bids.insert(makeBid({ auctionId: a.id, lotId: l2.id, borrowerId: u.borrowerId!, userId: u.id }));
      const saved = await kit.store.awards.save(a.id, [{ bidId: b1.id, lotId: l1.id }, { bidId: b2.id, lotId: l2.id }], []);
      expect(saved.map((w) => [w.auctionId, w.bidId, w.lotId])).toEqual([
        [a.id, b1.id, l1.id],
        [a.id, b2.id, l2.id],
      ]);
      const after = await kit.store.awards.save(a.id, [{ id: saved[0].id, bidId: b2.id, lotId: l2.id }], [saved[1].id]);
      expect(after).toEqual([{ id: saved[0].id, auctionId: a.id, bidId: b2.id, lotId: l2.id }]);
      expect(await kit.store.awards.listByAuction(a.id)).toEqual(after);

      const u2 = await kit.store.users.create(makeUser({ roles: ['AWARD'] }));
      const h1 = await kit.store.awards.appendHistory({ auctionId: a.id, action: 'CONFIRM', reason: null, userId: u2.id, at: '2026-12-01T10:00:00.000Z' });
      const h2 = await kit.store.awards.appendHistory({ auctionId: a.id, action: 'UNCONFIRM', reason: 'Wrong lot', userId: u2.id, at: '2026-12-01T11:00:00.000Z' });
      expect(await kit.store.awards.listHistory(a.id)).toEqual([h1, h2]);
      expect(h2).toMatchObject({ action: 'UNCONFIRM', reason: 'Wrong lot' });
    });
    it('returns [] when nothing matches and rolls back a failing save', async () => {
      expect(await kit.store.awards.listByAuction(MISSING)).toEqual([]);
      expect(await kit.store.awards.listHistory(MISSING)).toEqual([]);
      const a = await auction();
      const l = await lot(a.id);
      const u = await bidder();
      const b = await kit.store.bids.insert(makeBid({ auctionId: a.id, lotId: l.id, borrowerId: u.borrowerId!, userId: u.id }));
      await expectRejects(kit.store.awards.save(a.id, [{ bidId: b.id, lotId: l.id }, { bidId: MISSING, lotId: l.id }], []), ReferenceError_);
      expect(await kit.store.awards.listByAuction(a.id)).toEqual([]);
      await expectRejects(kit.store.awards.save(a.id, [{ id: MISSING, bidId: b.id, lotId: l.id }], []), ReferenceError_);
      await expectRejects(kit.store.awards.appendHistory({ auctionId: a.id, action: 'CONFIRM', reason: null, userId: MISSING, at: '2026-12-01T10:00:00.000Z' }), ReferenceError_);
    });
  });
}
