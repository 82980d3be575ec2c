import { describe, expect, it } from 'vitest';
import { MSG } from '../../../core/domain/messages';
import { DuplicateError, ReferenceError_ } from '../../../core/ports/repositories';
import { makeClient } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The clients. */
export function clientRepositoryContract(kit: StoreKit): void {
  const { client } = kit;
  describe('clients', () => {
    it('creates, reads, lists and updates', async () => {
      const c = await client({ clientName: 'Pension Fund', logoFile: null });
      expect(c.id).toBeGreaterThan(0);
      expect(await kit.store.clients.get(c.id)).toEqual(c);
      expect(await kit.store.clients.getByCode(c.clientCode)).toEqual(c);
      expect((await kit.store.clients.list()).map((x) => x.id)).toContain(c.id);
      const updated = await kit.store.clients.update({ ...c, clientName: 'Renamed', active: false, logoFile: 'logo.png', lei: '5493001KJTIIGC8Y1R12' });
      expect(updated).toEqual({ ...c, clientName: 'Renamed', active: false, logoFile: 'logo.png', lei: '5493001KJTIIGC8Y1R12' });
      expect(await kit.store.clients.get(c.id)).toEqual(updated);
    });
    it('lists in id order', async () => {
      await client();
      const ids = (await kit.store.clients.list()).map((x) => x.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    });
    it('returns null when not found', async () => {
      expect(await kit.store.clients.get(MISSING)).toBeNull();
      expect(await kit.store.clients.getByCode('NO-SUCH-CODE')).toBeNull();
    });
    it('rejects a duplicate shortname on create and update', async () => {
      const a = await client();
      const b = await client();
      const e = await expectRejects(kit.store.clients.create(makeClient({ clientCode: a.clientCode })), DuplicateError, MSG.UNABLE_TO_SAVE_SHORTNAME_ALREADY_EXISTS);
      expect((e as DuplicateError).field).toBe('clientCode');
      await expectRejects(kit.store.clients.update({ ...b, clientCode: a.clientCode }), DuplicateError, 'Unable to save. Shortname already exists.');
    });
    it('reports an update of a missing client', async () => {
      await expectRejects(kit.store.clients.update({ ...makeClient(), id: MISSING }), ReferenceError_);
    });
  });
}
