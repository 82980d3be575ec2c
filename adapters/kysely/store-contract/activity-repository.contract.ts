import { describe, expect, it } from 'vitest';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The bidder activity log. */
export function activityRepositoryContract(kit: StoreKit): void {
  const { auction, bidder } = kit;
  describe('bidder activity', () => {
    it('appends and lists by time then id', async () => {
      const a = await auction();
      const u = await bidder();
      const later = await kit.store.activity.append({ auctionId: a.id, userId: u.id, borrowerId: u.borrowerId, actionTime: '2026-11-02T16:00:00.000Z', step: 'Place Bids', action: 'Bids saved' });
      const earlier = await kit.store.activity.append({ auctionId: a.id, userId: u.id, borrowerId: null, actionTime: '2026-11-02T15:00:00Z', step: 'Accept Rules', action: 'Rules accepted' });
      const same = await kit.store.activity.append({ auctionId: a.id, userId: u.id, borrowerId: null, actionTime: '2026-11-02T16:00:00.000Z', step: 'Confirm Bids', action: 'PDF exported' });
      expect(earlier.actionTime).toBe('2026-11-02T15:00:00.000Z');
      expect(await kit.store.activity.listByAuction(a.id)).toEqual([earlier, later, same]);
      expect(await kit.store.activity.listByAuction(MISSING)).toEqual([]);
      await expectRejects(kit.store.activity.append({ ...earlier, auctionId: MISSING }), ReferenceError_);
    });
  });
}
