import { describe, expect, it } from 'vitest';
import { LINK_CLICKED, RULES_ACCEPTED } from '../../../core/domain/entities';
import { DuplicateError, ReferenceError_ } from '../../../core/ports/repositories';
import { makeAuction, makeUser } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The auctions. */
export function auctionRepositoryContract(kit: StoreKit): void {
  const { client, borrower, auction } = kit;
  describe('auctions', () => {
    it('creates, reads by id and name, updates', async () => {
      const c = await client();
      const a = await kit.store.auctions.create(makeAuction({ clientId: c.id, reinvest: '10.50', collateralType: 'Both', allInFlag: true }));
      expect(a).toMatchObject({ clientId: c.id, reinvest: '10.50', collateralType: 'Both', allInFlag: true, currency: 'USD' });
      expect(await kit.store.auctions.get(a.id)).toEqual(a);
      expect(await kit.store.auctions.getByName(a.auctionName)).toEqual(a);
      const updated = await kit.store.auctions.update({ ...a, auctionName: `${a.auctionName} (renamed)`, currency: 'EUR', dayCount: 365, reinvest: null });
      expect(await kit.store.auctions.get(a.id)).toEqual(updated);
      expect(updated).toMatchObject({ currency: 'EUR', dayCount: 365, reinvest: null });
    });
    it('stores instants as canonical UTC ISO strings', async () => {
      const a = await auction({ auctionStartDate: '2026-11-22T14:30:00Z', auctionEndDate: '2026-11-22T09:30:00-05:00' });
      expect(a.auctionStartDate).toBe('2026-11-22T14:30:00.000Z');
      expect((await kit.store.auctions.get(a.id))?.auctionEndDate).toBe('2026-11-22T14:30:00.000Z');
    });
    it('lists by start date descending then id, optionally for one client', async () => {
      const c = await client();
      const early = await kit.store.auctions.create(makeAuction({ clientId: c.id, auctionStartDate: '2026-01-01T14:00:00.000Z' }));
      const late = await kit.store.auctions.create(makeAuction({ clientId: c.id, auctionStartDate: '2026-06-01T14:00:00.000Z' }));
      const sameAsLate = await kit.store.auctions.create(makeAuction({ clientId: c.id, auctionStartDate: '2026-06-01T14:00:00.000Z' }));
      expect((await kit.store.auctions.list({ clientId: c.id })).map((a) => a.id)).toEqual([late.id, sameAsLate.id, early.id]);
      const all = await kit.store.auctions.list();
      expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([early.id, late.id]));
      const starts = all.map((a) => a.auctionStartDate);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(await kit.store.auctions.list({ clientId: MISSING })).toEqual([]);
    });
    it('sets the template with the info centre flag, and the award confirm flag', async () => {
      const a = await auction();
      await kit.store.auctions.setTemplate(a.id, 'collapse', true);
      await kit.store.auctions.setAwardConfirmFlag(a.id, true);
      expect(await kit.store.auctions.get(a.id)).toEqual({ ...a, template: 'collapse', aicapprovalFlag: true, awardConfirmFlag: true });
      await kit.store.auctions.setAwardConfirmFlag(a.id, false);
      expect((await kit.store.auctions.get(a.id))?.awardConfirmFlag).toBe(false);
    });
    it('returns null or [] when not found', async () => {
      expect(await kit.store.auctions.get(MISSING)).toBeNull();
      expect(await kit.store.auctions.getByName('No such auction')).toBeNull();
    });
    it("reads a bidder's view in one call: the auction, the borrower's approval and row, the user's rules flags", async () => {
      const a = await auction();
      const other = await auction();
      const b = await borrower();
      const u = await kit.store.users.create(makeUser({ borrowerId: b.id }));
      const before = await kit.store.auctions.getForBidder(a.id, b.id, u.id);
      expect(before).toEqual({ auction: a, approved: false, borrower: b, rules: { acceptRulesFlag: null, specAucRulesLinkFlag: null }, lotsVersion: null });
      await kit.store.invitees.approve(a.id, [b.id]);
      await kit.store.rulesAcceptance.setLinkClicked(a.id, u.id);
      const linked = await kit.store.auctions.getForBidder(a.id, b.id, u.id);
      expect(linked?.approved).toBe(true);
      expect(linked?.rules).toEqual({ acceptRulesFlag: null, specAucRulesLinkFlag: LINK_CLICKED });
      await kit.store.rulesAcceptance.setAccepted(a.id, u.id);
      expect((await kit.store.auctions.getForBidder(a.id, b.id, u.id))?.rules).toEqual({ acceptRulesFlag: RULES_ACCEPTED, specAucRulesLinkFlag: LINK_CLICKED });
      // Another user's flags are not this user's.
      const colleague = await kit.store.users.create(makeUser({ borrowerId: b.id }));
      expect((await kit.store.auctions.getForBidder(a.id, b.id, colleague.id))?.rules).toEqual({ acceptRulesFlag: null, specAucRulesLinkFlag: null });
      // Approval and flags belong to that auction only; an inactive borrower reads as stored.
      expect(await kit.store.auctions.getForBidder(other.id, b.id, u.id)).toEqual({ auction: other, approved: false, borrower: b, rules: { acceptRulesFlag: null, specAucRulesLinkFlag: null }, lotsVersion: null });
      const inactive = await kit.store.borrowers.update({ ...b, active: false });
      expect((await kit.store.auctions.getForBidder(a.id, b.id, u.id))?.borrower).toEqual(inactive);
      expect((await kit.store.auctions.getForBidder(a.id, MISSING, u.id))?.borrower).toBeNull();
      expect(await kit.store.auctions.getForBidder(MISSING, b.id, u.id)).toBeNull();
    });
    it('rejects a duplicate auction name', async () => {
      const a = await auction();
      const e = await expectRejects(
        kit.store.auctions.create(makeAuction({ clientId: a.clientId, auctionName: a.auctionName })),
        DuplicateError,
        'Unable to save. Auction Name already exists.',
      );
      expect((e as DuplicateError).field).toBe('auctionName');
    });
    it('rejects a missing client or currency', async () => {
      await expectRejects(kit.store.auctions.create(makeAuction({ clientId: MISSING })), ReferenceError_);
      const c = await client();
      await expectRejects(kit.store.auctions.create(makeAuction({ clientId: c.id, currency: 'XXX' as 'USD' })), ReferenceError_);
    });
    it('reports updates of a missing auction', async () => {
      const a = await auction();
      await expectRejects(kit.store.auctions.update({ ...a, id: MISSING, auctionName: `gone ${MISSING}` }), ReferenceError_);
      await expectRejects(kit.store.auctions.setTemplate(MISSING, 'columns', false), ReferenceError_);
      await expectRejects(kit.store.auctions.setAwardConfirmFlag(MISSING, true), ReferenceError_);
    });
  });
}
