import { describe, expect, it } from 'vitest';
import type { User } from '../../../core/domain/entities';
import { MSG } from '../../../core/domain/messages';
import { DuplicateError, ReferenceError_ } from '../../../core/ports/repositories';
import { makeUser } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The users. */
export function userRepositoryContract(kit: StoreKit): void {
  const { client, borrower, bidder } = kit;
  describe('users', () => {
    it('creates with defaults and reads back by id and login (any case)', async () => {
      const b = await borrower();
      const u = await kit.store.users.create(makeUser({ loginName: `MixedCase${b.id}`, borrowerId: b.id, roles: ['SUPERBIDDER', 'BIDDER'] }));
      expect(u).toMatchObject({ borrowerId: b.id, failedLoginCount: 0, accountLocked: false, mfaEnabled: false, accountEnabled: true });
      expect(u.roles).toEqual(['BIDDER', 'SUPERBIDDER']);
      expect(await kit.store.users.get(u.id)).toEqual(u);
      expect(await kit.store.users.getByLogin(`mixedcase${b.id}`)).toEqual(u);
      expect(await kit.store.users.getByLogin(`MIXEDCASE${b.id}`)).toEqual(u);
      expect((await kit.store.users.list()).find((x) => x.id === u.id)).toEqual(u);
    });
    it('keeps roles exact: a BIDDER is not a SUPERBIDDER', async () => {
      const u = await bidder({ roles: ['BIDDER'] });
      expect((await kit.store.users.get(u.id))?.roles).toEqual(['BIDDER']);
    });
    it('accepts the initial locked and MFA flags', async () => {
      const u = await kit.store.users.create(makeUser({ roles: ['MANAGER'], accountLocked: true, mfaEnabled: true }));
      expect(u).toMatchObject({ accountLocked: true, mfaEnabled: true, roles: ['MANAGER'] });
    });
    it('lists the users of a borrower', async () => {
      const b = await borrower();
      const u1 = await kit.store.users.create(makeUser({ borrowerId: b.id }));
      const u2 = await kit.store.users.create(makeUser({ borrowerId: b.id, roles: ['AIC'] }));
      await bidder();
      expect((await kit.store.users.listByBorrower(b.id)).map((u) => u.id)).toEqual([u1.id, u2.id]);
      expect(await kit.store.users.listByBorrower(MISSING)).toEqual([]);
    });
    it('updates profile, roles, links and flags', async () => {
      const u = await bidder();
      const c = await client();
      const other = await bidder();
      const changed: User = {
        ...u,
        firstName: 'Changed',
        city: 'Boston',
        roles: ['SUPERBIDDER'],
        bidderId: other.id,
        clientId: c.id,
        accountEnabled: false,
        accountLocked: true,
        failedLoginCount: 3,
      };
      const updated = await kit.store.users.update(changed);
      expect(updated).toEqual(changed);
      expect(await kit.store.users.get(u.id)).toEqual(updated);
    });
    it('returns null when not found', async () => {
      expect(await kit.store.users.get(MISSING)).toBeNull();
      expect(await kit.store.users.getByLogin('no-such-login')).toBeNull();
    });
    it('rejects a duplicate login name whatever its case', async () => {
      const u = await bidder();
      const e = await expectRejects(
        kit.store.users.create(makeUser({ loginName: u.loginName.toUpperCase() })),
        DuplicateError,
        'Unable to save. Login Name already exists.',
      );
      expect((e as DuplicateError).field).toBe('loginName');
      const other = await bidder();
      await expectRejects(kit.store.users.update({ ...other, loginName: u.loginName }), DuplicateError, MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS);
    });
    it('rejects a missing borrower, client or bidder', async () => {
      await expectRejects(kit.store.users.create(makeUser({ borrowerId: MISSING })), ReferenceError_);
      await expectRejects(kit.store.users.create(makeUser({ clientId: MISSING })), ReferenceError_);
      await expectRejects(kit.store.users.create(makeUser({ bidderId: MISSING })), ReferenceError_);
    });
    it('creates nothing when a user insert fails half way (unknown role)', async () => {
      const login = `halfway${Date.now()}`;
      await expect(kit.store.users.create(makeUser({ loginName: login, roles: ['NOPE' as 'BIDDER'] }))).rejects.toThrow();
      expect(await kit.store.users.getByLogin(login)).toBeNull();
    });
    it('reports updates of a missing user', async () => {
      const u = await bidder();
      await expectRejects(kit.store.users.update({ ...u, id: MISSING, loginName: `gone${MISSING}` }), ReferenceError_);
      await expectRejects(kit.store.users.setLocked(MISSING, true), ReferenceError_);
      await expectRejects(kit.store.users.clearFailedLogins(MISSING), ReferenceError_);
      await expectRejects(kit.store.users.recordFailedLogin(MISSING), ReferenceError_);
      await expectRejects(kit.store.users.setPasswordHash(MISSING, 'x'), ReferenceError_);
      await expectRejects(kit.store.users.setOtpSecret(MISSING, 'x'), ReferenceError_);
      await expectRejects(kit.store.users.setOtpLastStep(MISSING, 1), ReferenceError_);
    });
    it('keeps credentials apart and updates them', async () => {
      const u = await bidder();
      expect(await kit.store.users.getCredentials(u.id)).toEqual({ userId: u.id, passwordHash: null, otpSecret: null, otpLastStep: null });
      await kit.store.users.setPasswordHash(u.id, 'scrypt$abc');
      await kit.store.users.setOtpSecret(u.id, 'JBSWY3DPEHPK3PXP');
      expect((await kit.store.users.get(u.id))?.mfaEnabled).toBe(true);
      await kit.store.users.setOtpLastStep(u.id, 59_000_123);
      expect(await kit.store.users.getCredentials(u.id)).toEqual({
        userId: u.id,
        passwordHash: 'scrypt$abc',
        otpSecret: 'JBSWY3DPEHPK3PXP',
        otpLastStep: 59_000_123,
      });
      await kit.store.users.setOtpSecret(u.id, null);
      expect((await kit.store.users.get(u.id))?.mfaEnabled).toBe(false);
      expect(await kit.store.users.getCredentials(u.id)).toEqual({ userId: u.id, passwordHash: 'scrypt$abc', otpSecret: null, otpLastStep: null });
      await kit.store.users.setPasswordHash(u.id, null);
      expect((await kit.store.users.getCredentials(u.id)).passwordHash).toBeNull();
      // No user read ever carries a secret.
      expect(JSON.stringify(await kit.store.users.get(u.id))).not.toContain('scrypt');
    });
    it('returns empty credentials for an unknown user', async () => {
      expect(await kit.store.users.getCredentials(MISSING)).toEqual({ userId: MISSING, passwordHash: null, otpSecret: null, otpLastStep: null });
    });
    it('counts failed sign-ins, clears them and locks', async () => {
      const u = await bidder();
      expect(await kit.store.users.recordFailedLogin(u.id)).toBe(1);
      expect(await kit.store.users.recordFailedLogin(u.id)).toBe(2);
      expect((await kit.store.users.get(u.id))?.failedLoginCount).toBe(2);
      await kit.store.users.clearFailedLogins(u.id);
      expect((await kit.store.users.get(u.id))?.failedLoginCount).toBe(0);
      await kit.store.users.setLocked(u.id, true);
      expect((await kit.store.users.get(u.id))?.accountLocked).toBe(true);
      await kit.store.users.setLocked(u.id, false);
      expect((await kit.store.users.get(u.id))?.accountLocked).toBe(false);
    });
  });
}
