import { describe, expect, it } from 'vitest';
import type { StoreKit } from './kit.test-kit';

/** The mail log. */
export function mailLogRepositoryContract(kit: StoreKit): void {
  describe('mail log', () => {
    it('records and lists sent messages', async () => {
      const before = (await kit.store.mailLog.list()).length;
      const e = await kit.store.mailLog.record({ to: ['a@example.com', 'b@example.com'], cc: [], subject: 'Invitation', reference: 'outbox/1.eml', sentAt: '2026-11-22T14:30:00Z' });
      expect(e).toEqual({ id: e.id, to: ['a@example.com', 'b@example.com'], cc: [], subject: 'Invitation', reference: 'outbox/1.eml', sentAt: '2026-11-22T14:30:00.000Z' });
      const list = await kit.store.mailLog.list();
      expect(list).toHaveLength(before + 1);
      expect(list.at(-1)).toEqual(e);
    });
  });
}
