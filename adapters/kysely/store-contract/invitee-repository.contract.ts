import { describe, expect, it } from 'vitest';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The invitees (approved borrowers) and the invited users. */
export function inviteeRepositoryContract(kit: StoreKit): void {
  const { borrower, auction, bidder } = kit;
  describe('invitees and the e-mail list', () => {
    it('approves (idempotently), lists, checks and removes borrowers', async () => {
      const a = await auction();
      const b1 = await borrower();
      const b2 = await borrower();
      await kit.store.invitees.approve(a.id, [b2.id, b1.id]);
      await kit.store.invitees.approve(a.id, [b1.id]);
      await kit.store.invitees.approve(a.id, []);
      expect(await kit.store.invitees.listApproved(a.id)).toEqual([b1.id, b2.id]);
      expect(await kit.store.invitees.isApproved(a.id, b1.id)).toBe(true);
      expect(await kit.store.invitees.listAuctionsForBorrower(b1.id)).toEqual([a.id]);
      await kit.store.invitees.remove(a.id, [b1.id]);
      expect(await kit.store.invitees.listApproved(a.id)).toEqual([b2.id]);
      expect(await kit.store.invitees.isApproved(a.id, b1.id)).toBe(false);
      expect(await kit.store.invitees.listAuctionsForBorrower(b1.id)).toEqual([]);
    });
    it('returns [] / false when nothing matches', async () => {
      expect(await kit.store.invitees.listApproved(MISSING)).toEqual([]);
      expect(await kit.store.invitees.isApproved(MISSING, MISSING)).toBe(false);
      expect(await kit.store.invitees.listAuctionsForBorrower(MISSING)).toEqual([]);
      expect(await kit.store.invitees.listInvitedUsers(MISSING)).toEqual([]);
    });
    it('rejects a missing auction or borrower', async () => {
      const a = await auction();
      await expectRejects(kit.store.invitees.approve(a.id, [MISSING]), ReferenceError_);
      await expectRejects(kit.store.invitees.approve(MISSING, [(await borrower()).id]), ReferenceError_);
    });
    it('adds (idempotently), lists and removes invited users', async () => {
      const a = await auction();
      const u1 = await bidder();
      const u2 = await bidder();
      await kit.store.invitees.addInvitedUsers(a.id, [u1.id, u2.id]);
      await kit.store.invitees.addInvitedUsers(a.id, [u1.id]);
      const list = await kit.store.invitees.listInvitedUsers(a.id);
      expect(list.map((i) => ({ auctionId: i.auctionId, userId: i.userId }))).toEqual([
        { auctionId: a.id, userId: u1.id },
        { auctionId: a.id, userId: u2.id },
      ]);
      await kit.store.invitees.removeInvitedUsers([list[0].id]);
      expect((await kit.store.invitees.listInvitedUsers(a.id)).map((i) => i.userId)).toEqual([u2.id]);
      await kit.store.invitees.removeInvitedUsers([]);
      await expectRejects(kit.store.invitees.addInvitedUsers(a.id, [MISSING]), ReferenceError_);
    });
    it('removing a borrower drops its users from the e-mail list', async () => {
      const a = await auction();
      const u = await bidder();
      const keep = await bidder();
      await kit.store.invitees.approve(a.id, [u.borrowerId!, keep.borrowerId!]);
      await kit.store.invitees.addInvitedUsers(a.id, [u.id, keep.id]);
      await kit.store.invitees.remove(a.id, [u.borrowerId!]);
      expect((await kit.store.invitees.listInvitedUsers(a.id)).map((i) => i.userId)).toEqual([keep.id]);
    });
  });
}
