import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/domain/messages';
import { DuplicateError, ReferenceError_ } from '../../../core/ports/repositories';
import { makeBorrower } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The borrowers. */
export function borrowerRepositoryContract(kit: StoreKit): void {
  const { borrower } = kit;
  describe('borrowers', () => {
    it('creates, reads, lists and updates', async () => {
      const b = await borrower({ companyName: 'Prime Broker' });
      expect(await kit.store.borrowers.get(b.id)).toEqual(b);
      expect(await kit.store.borrowers.getByCode(b.companyCode)).toEqual(b);
      expect((await kit.store.borrowers.list()).map((x) => x.id)).toContain(b.id);
      const updated = await kit.store.borrowers.update({ ...b, companyName: 'Renamed', active: false });
      expect(await kit.store.borrowers.get(b.id)).toEqual(updated);
      expect(updated.active).toBe(false);
      const named = await kit.store.borrowers.update({ ...updated, lei: '5493001KJTIIGC8Y1R12', borrowerType: 'BROKER_DEALER', mpid: 'ABCD' });
      expect(await kit.store.borrowers.get(b.id)).toEqual(named);
      expect(named).toMatchObject({ lei: '5493001KJTIIGC8Y1R12', borrowerType: 'BROKER_DEALER', mpid: 'ABCD' });
    });
    it('returns null when not found', async () => {
      expect(await kit.store.borrowers.get(MISSING)).toBeNull();
      expect(await kit.store.borrowers.getByCode('NO-SUCH-CODE')).toBeNull();
    });
    it('rejects a duplicate shortname', async () => {
      const a = await borrower();
      const e = await expectRejects(kit.store.borrowers.create(makeBorrower({ companyCode: a.companyCode })), DuplicateError, MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS);
      expect((e as DuplicateError).field).toBe('companyCode');
    });
    it('reports an update of a missing borrower', async () => {
      await expectRejects(kit.store.borrowers.update({ ...makeBorrower(), id: MISSING }), ReferenceError_);
    });
  });
}
