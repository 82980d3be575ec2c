import { describe, expect, it } from 'vitest';
import { INTERNAL_ROLES, ROLE_CODES } from '../../../core/domain/roles';
import type { StoreKit } from './kit.test-kit';

/** Reference data seeded by the migrations (and the role catalogue). */
export function referenceRepositoryContract(kit: StoreKit): void {
  describe('reference data', () => {
    it('has the seven currencies with fixed ids, in order', async () => {
      expect(await kit.store.reference.currencies()).toEqual([
        { id: 1, currencyCode: 'USD' },
        { id: 2, currencyCode: 'EUR' },
        { id: 3, currencyCode: 'GBP' },
        { id: 4, currencyCode: 'JPY' },
        { id: 5, currencyCode: 'SEK' },
        { id: 6, currencyCode: 'CHF' },
        { id: 7, currencyCode: 'AUD' },
      ]);
    });
    it('has the asset classes ordered by id, starting with US Equities', async () => {
      const classes = await kit.store.reference.assetClasses();
      expect(classes.length).toBeGreaterThanOrEqual(8);
      expect(classes[0]).toEqual({ id: 1, acFormDescr: 'US Equities' });
      expect(classes.map((c) => c.acFormDescr)).toEqual(expect.arrayContaining(['ETFs', 'US Treasuries', 'ADRs']));
      expect(classes.map((c) => c.id)).toEqual([...classes.map((c) => c.id)].sort((a, b) => a - b));
    });
    it("has core's roles, the eight of migration 0002 first, internal flag set for staff roles", async () => {
      const roles = await kit.store.users.roles();
      expect(roles.slice(0, 8).map((r) => r.roleCode)).toEqual(['MANAGER', 'CLIENT_RELATIONS', 'BIDDER', 'SUPERBIDDER', 'AIC', 'CLIENT', 'REPORT', 'AWARD']);
      expect(roles.map((r) => r.roleCode).sort()).toEqual([...ROLE_CODES].sort());
      expect(roles.filter((r) => r.isInternal).map((r) => r.roleCode)).toEqual(expect.arrayContaining(['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD']));
      expect(roles.filter((r) => r.isInternal).map((r) => r.roleCode).sort()).toEqual([...INTERNAL_ROLES].sort());
      expect(roles.find((r) => r.roleCode === 'SUPERBIDDER')?.roleName).toBe('Super Bidder');
    });
  });
}
