import { beforeAll, describe, expect, it } from 'vitest';
import { ReferenceError_, type Store } from '../../../core/ports/repositories';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The invitees (approved borrowers) and the invited users. */
export function inviteeRepositoryContract(kit: StoreKit): void {
  const { borrower, auction, bidder } = kit;
  describe('invitees and the e-mail list', () => {
    let store: Store;
    beforeAll(() => {
      store = kit.store;
    });
    it('approves (idempotently), lists, checks and removes borrowers', async () => {
      const a = await auction();
      const b1 = await borrower();
      const b2 = await borrower();
      await store.invitees.approve(a.id, [b2.id, b1.id]);
      await store.invitees.approve(a.id, [b1.id]);
      await store.invitees.approve(a.id, []);
      expect(await store.invitees.listApproved(a.id)).toEqual([b1.id, b2.id]);
      expect(await store.invitees.isApproved(a.id, b1.id)).toBe(true);
      expect(await store.invitees.listAuctionsForBorrower(b1.id)).toEqual([a.id]);
      await store.invitees.remove(a.id, [b1.id]);
      expect(await store.invitees.listApproved(a.id)).toEqual([b2.id]);
      expect(await store.invitees.isApproved(a.id, b1.id)).toBe(false);
      expect(await store.invitees.listAuctionsForBorrower(b1.id)).toEqual([]);
    });
    it('returns [] / false when nothing matches', async () => {
      expect(await store.invitees.listApproved(MISSING)).toEqual([]);
      expect(await store.invitees.isApproved(MISSING, MISSING)).toBe(false);
      expect(await store.invitees.listAuctionsForBorrower(MISSING)).toEqual([]);
      expect(await store.invitees.listInvitedUsers(MISSING)).toEqual([]);
    });
    it('rejects a missing auction or borrower', async () => {
      const a = await auction();
      await expectRejects(store.invitees.approve(a.id, [MISSING]), ReferenceError_);
      await expectRejects(store.invitees.approve(MISSING, [(await borrower()).id]), ReferenceError_);
    });
    it('adds (idempotently), lists and removes invited users', async () => {
      const a = await auction();
      const u1 = await bidder();
      const u2 = await bidder();
      await store.invitees.addInvitedUsers(a.id, [u1.id, u2.id]);
      await store.invitees.addInvitedUsers(a.id, [u1.id]);
      const list = await store.invitees.listInvitedUsers(a.id);
      expect(list.map((i) => ({ auctionId: i.auctionId, userId: i.userId }))).toEqual([
        { auctionId: a.id, userId: u1.id },
        { auctionId: a.id, userId: u2.id },
      ]);
      await store.invitees.removeInvitedUsers([list[0].id]);
      expect((await store.invitees.listInvitedUsers(a.id)).map((i) => i.userId)).toEqual([u2.id]);
      await store.invitees.removeInvitedUsers([]);
      await expectRejects(store.invitees.addInvitedUsers(a.id, [MISSING]), ReferenceError_);
    });
    it('removing a borrower drops its users from the e-mail list', async () => {
      const a = await auction();
      const u = await bidder();
      const keep = await bidder();
      await store.invitees.approve(a.id, [u.borrowerId!, keep.borrowerId!]);
      await store.invitees.addInvitedUsers(a.id, [u.id, keep.id]);
      await store.invitees.remove(a.id, [u.borrowerId!]);
      expect((await store.invitees.listInvitedUsers(a.id)).map((i) => i.userId)).toEqual([keep.id]);
    });
  });
}
