import { describe, expect, it } from 'vitest';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The rules acceptance flags. */
export function rulesAcceptanceRepositoryContract(kit: StoreKit): void {
  const { auction, bidder } = kit;
  describe('rules acceptance', () => {
    it('starts empty and records the link click and the acceptance', async () => {
      const a = await auction();
      const u = await bidder();
      expect(await kit.store.rulesAcceptance.get(a.id, u.id)).toEqual({ auctionId: a.id, userId: u.id, acceptRulesFlag: null, specAucRulesLinkFlag: null });
      await kit.store.rulesAcceptance.setLinkClicked(a.id, u.id);
      expect((await kit.store.rulesAcceptance.get(a.id, u.id)).specAucRulesLinkFlag).toBe('LINK_CLICKED');
      await kit.store.rulesAcceptance.setAccepted(a.id, u.id);
      await kit.store.rulesAcceptance.setAccepted(a.id, u.id);
      expect(await kit.store.rulesAcceptance.get(a.id, u.id)).toEqual({
        auctionId: a.id,
        userId: u.id,
        acceptRulesFlag: 'RULES_ACCEPTED',
        specAucRulesLinkFlag: 'LINK_CLICKED',
      });
    });
    it('rejects a missing auction or user', async () => {
      await expectRejects(kit.store.rulesAcceptance.setAccepted(MISSING, (await bidder()).id), ReferenceError_);
      await expectRejects(kit.store.rulesAcceptance.setLinkClicked((await auction()).id, MISSING), ReferenceError_);
    });
  });
}
