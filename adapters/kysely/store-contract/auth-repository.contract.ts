import { describe, expect, it } from 'vitest';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { makeUser } from '../../../fixtures/builders';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** Tokens, reset codes and sign-in throttles. */
export function authRepositoryContract(kit: StoreKit): void {
  const { borrower, bidder } = kit;
  describe('auth', () => {
    const token = (userId: number, n: string) => ({
      userId,
      accessHash: `access-${n}`,
      refreshHash: `refresh-${n}`,
      accessExpiresAt: '2026-11-22T15:00:00.000Z',
      refreshExpiresAt: '2026-11-22T22:30:00Z',
      mfaPending: true,
      createdAt: '2026-11-22T14:30:00.000Z',
    });
    it('creates, finds, verifies and revokes tokens', async () => {
      const u = await bidder();
      const n = `${u.id}`;
      const t = await kit.store.auth.createToken(token(u.id, n));
      expect(t).toMatchObject({ userId: u.id, revoked: false, mfaPending: true, refreshExpiresAt: '2026-11-22T22:30:00.000Z' });
      expect(await kit.store.auth.findByAccessHash(`access-${n}`)).toEqual(t);
      expect(await kit.store.auth.findByRefreshHash(`refresh-${n}`)).toEqual(t);
      expect(await kit.store.auth.findSession(`access-${n}`)).toEqual({ token: t, user: await kit.store.users.get(u.id) });
      const staff = await kit.store.users.create(makeUser({ roles: ['REPORT', 'MANAGER', 'AWARD'] }));
      const staffToken = await kit.store.auth.createToken(token(staff.id, `${n}-staff`));
      const staffSession = await kit.store.auth.findSession(staffToken.accessHash);
      expect(staffSession).toEqual({ token: staffToken, user: await kit.store.users.get(staff.id) });
      expect(staffSession?.user.roles).toHaveLength(3);
      expect(await kit.store.auth.findSession('nope')).toBeNull();
      await kit.store.auth.markMfaVerified(t.id);
      expect((await kit.store.auth.findByAccessHash(`access-${n}`))?.mfaPending).toBe(false);
      await kit.store.auth.revoke(t.id);
      expect((await kit.store.auth.findByAccessHash(`access-${n}`))?.revoked).toBe(true);
      const t2 = await kit.store.auth.createToken(token(u.id, `${n}-2`));
      const t3 = await kit.store.auth.createToken(token(u.id, `${n}-3`));
      await kit.store.auth.revokeAllForUser(u.id);
      expect((await kit.store.auth.findByAccessHash(t2.accessHash))?.revoked).toBe(true);
      expect((await kit.store.auth.findByRefreshHash(t3.refreshHash))?.revoked).toBe(true);
    });
    it('returns null for unknown tokens and rejects unknown ids', async () => {
      expect(await kit.store.auth.findByAccessHash('nope')).toBeNull();
      expect(await kit.store.auth.findByRefreshHash('nope')).toBeNull();
      await expectRejects(kit.store.auth.markMfaVerified(MISSING), ReferenceError_);
      await expectRejects(kit.store.auth.revoke(MISSING), ReferenceError_);
      await expectRejects(kit.store.auth.createToken(token(MISSING, 'missing-user')), ReferenceError_);
    });
    it('creates, finds and uses password reset codes', async () => {
      const u = await bidder();
      const code = await kit.store.auth.createResetCode({ userId: u.id, codeHash: 'h1', expiresAt: '2026-11-23T14:30:00.000Z' });
      expect(code).toEqual({ id: code.id, userId: u.id, codeHash: 'h1', expiresAt: '2026-11-23T14:30:00.000Z', usedAt: null });
      expect(await kit.store.auth.findResetCode(u.id, 'h1')).toEqual(code);
      expect(await kit.store.auth.findResetCode(u.id, 'other')).toBeNull();
      expect(await kit.store.auth.findResetCode(MISSING, 'h1')).toBeNull();
      await kit.store.auth.markResetCodeUsed(code.id, '2026-11-22T15:00:00.000Z');
      expect(await kit.store.auth.findResetCode(u.id, 'h1')).toBeNull();
      await expectRejects(kit.store.auth.markResetCodeUsed(MISSING, '2026-11-22T15:00:00.000Z'), ReferenceError_);
    });
    it('records, counts since an instant, and clears login failures', async () => {
      const key = `login:someone${Date.now()}`;
      expect(await kit.store.auth.countLoginFailures(key, '2026-01-01T00:00:00.000Z')).toBe(0);
      await kit.store.auth.recordLoginFailure(key, '2026-11-22T14:00:00.000Z');
      await kit.store.auth.recordLoginFailure(key, '2026-11-22T14:10:00.000Z');
      await kit.store.auth.recordLoginFailure(key, '2026-11-22T14:20:00.000Z');
      await kit.store.auth.recordLoginFailure('ip:127.0.0.1', '2026-11-22T14:20:00.000Z');
      expect(await kit.store.auth.countLoginFailures(key, '2026-11-22T14:10:00.000Z')).toBe(2);
      expect(await kit.store.auth.countLoginFailures(key, '2026-11-22T00:00:00.000Z')).toBe(3);
      await kit.store.auth.clearLoginFailures(key);
      expect(await kit.store.auth.countLoginFailures(key, '2026-01-01T00:00:00.000Z')).toBe(0);
      expect(await kit.store.auth.countLoginFailures('ip:127.0.0.1', '2026-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
    });
    it('families: refreshed tokens carry the family and the session end; a family is revoked together; rotation revokes once', async () => {
      const u = await bidder();
      const n = `fam-${u.id}`;
      const first = await kit.store.auth.createToken({ ...token(u.id, n), sessionExpiresAt: '2026-11-23T02:30:00.000Z' });
      expect(first).toMatchObject({ familyId: first.id, sessionExpiresAt: '2026-11-23T02:30:00.000Z' });
      const child = await kit.store.auth.createToken({ ...token(u.id, `${n}-c`), familyId: first.id, sessionExpiresAt: first.sessionExpiresAt });
      const other = await kit.store.auth.createToken(token(u.id, `${n}-o`));
      expect(child.familyId).toBe(first.id);
      expect(other).toMatchObject({ familyId: other.id, sessionExpiresAt: null });
      expect(await kit.store.auth.revokeIfLive(first.id)).toBe(true);
      expect(await kit.store.auth.revokeIfLive(first.id)).toBe(false);
      await kit.store.auth.revokeFamily(first.id);
      expect((await kit.store.auth.findByAccessHash(child.accessHash))?.revoked).toBe(true);
      expect((await kit.store.auth.findByAccessHash(other.accessHash))?.revoked).toBe(false);
    });
    it('reads the session state of many tokens at once: revoked, access expiry, the account and its roles now', async () => {
      const u = await kit.store.users.create(makeUser({ borrowerId: (await borrower()).id, roles: ['SUPERBIDDER', 'BIDDER'] }));
      const other = await bidder();
      const n = `states-${u.id}`;
      const a = await kit.store.auth.createToken(token(u.id, `${n}-a`));
      const b = await kit.store.auth.createToken(token(u.id, `${n}-b`));
      const c = await kit.store.auth.createToken(token(other.id, `${n}-c`));
      await kit.store.auth.revoke(b.id);
      const states = await kit.store.auth.sessionStates([a.id, b.id, c.id, a.id, MISSING, -1, 2 ** 62]);
      expect(states.sort((x, y) => x.tokenId - y.tokenId)).toEqual([
        { tokenId: a.id, userId: u.id, revoked: false, accessExpiresAt: '2026-11-22T15:00:00.000Z', accountEnabled: true, accountLocked: false, roles: ['BIDDER', 'SUPERBIDDER'] },
        { tokenId: b.id, userId: u.id, revoked: true, accessExpiresAt: '2026-11-22T15:00:00.000Z', accountEnabled: true, accountLocked: false, roles: ['BIDDER', 'SUPERBIDDER'] },
        { tokenId: c.id, userId: other.id, revoked: false, accessExpiresAt: '2026-11-22T15:00:00.000Z', accountEnabled: true, accountLocked: false, roles: ['BIDDER'] },
      ]);
      // A change of the account or of its roles shows at the next read.
      await kit.store.users.setLocked(u.id, true);
      await kit.store.users.update({ ...(await kit.store.users.get(u.id))!, accountEnabled: false, roles: ['BIDDER'] });
      expect(await kit.store.auth.sessionStates([a.id])).toEqual([expect.objectContaining({ accountEnabled: false, accountLocked: true, roles: ['BIDDER'] })]);
      expect(await kit.store.auth.sessionStates([])).toEqual([]);
      // More ids than one statement binds.
      const many = [...Array.from({ length: 2500 }, (_, i) => MISSING - i), c.id];
      expect((await kit.store.auth.sessionStates(many)).map((s) => s.tokenId)).toEqual([c.id]);
    });
    it('voids the unused reset codes of a user', async () => {
      const u = await bidder();
      await kit.store.auth.createResetCode({ userId: u.id, codeHash: 'v1', expiresAt: '2026-11-23T14:30:00.000Z' });
      await kit.store.auth.voidResetCodes(u.id, '2026-11-22T15:00:00.000Z');
      expect(await kit.store.auth.findResetCode(u.id, 'v1')).toBeNull();
    });
    it('advances the last one-time-code step only forwards, once', async () => {
      const u = await bidder();
      await kit.store.users.setOtpSecret(u.id, 'JBSWY3DPEHPK3PXP');
      expect(await kit.store.users.advanceOtpLastStep(u.id, 100)).toBe(true);
      expect(await kit.store.users.advanceOtpLastStep(u.id, 100)).toBe(false);
      expect(await kit.store.users.advanceOtpLastStep(u.id, 99)).toBe(false);
      const raced = await Promise.all(Array.from({ length: 6 }, () => kit.store.users.advanceOtpLastStep(u.id, 101)));
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect((await kit.store.users.getCredentials(u.id)).otpLastStep).toBe(101);
    });
    it('counts sign-in failures per pair inside a window, blocks, forgets on success, clears and purges', async () => {
      const login = `throttle-${Date.now()}`;
      const at = (m: number) => new Date(Date.parse('2026-11-22T14:00:00.000Z') + m * 60_000).toISOString();
      expect(await kit.store.auth.getSignInThrottle(login, '10.0.0.1')).toBeNull();
      expect(await kit.store.auth.recordSignInFailure(login, '10.0.0.1', at(0), at(-15))).toBe(1);
      const counts = await Promise.all(Array.from({ length: 5 }, () => kit.store.auth.recordSignInFailure(login, '10.0.0.1', at(1), at(-14))));
      expect(counts.sort()).toEqual([2, 3, 4, 5, 6]);
      expect(await kit.store.auth.recordSignInFailure(login, '', at(1), at(-14))).toBe(1);
      // After a quiet window the count starts again.
      expect(await kit.store.auth.recordSignInFailure(login, '10.0.0.1', at(30), at(15))).toBe(1);
      await kit.store.auth.blockSignIn(login, '10.0.0.1', at(31));
      expect(await kit.store.auth.getSignInThrottle(login, '10.0.0.1')).toEqual({ failures: 1, blockedUntil: at(31), lastFailureAt: at(30), lastSuccessAt: null });
      await kit.store.auth.recordSignInSuccess(login, '10.0.0.1', at(32));
      expect(await kit.store.auth.getSignInThrottle(login, '10.0.0.1')).toEqual({ failures: 0, blockedUntil: null, lastFailureAt: at(30), lastSuccessAt: at(32) });
      // Long addresses are bounded.
      expect(await kit.store.auth.recordSignInFailure(login, 'x'.repeat(500), at(32), at(17))).toBe(1);
      expect((await kit.store.auth.getSignInThrottle(login, 'x'.repeat(64)))?.failures).toBe(1);
      await kit.store.auth.clearSignInThrottle(login);
      expect(await kit.store.auth.getSignInThrottle(login, '')).toBeNull();
      expect((await kit.store.auth.getSignInThrottle(login, '10.0.0.1'))?.lastSuccessAt).toBe(at(32));
      await kit.store.auth.recordLoginFailure(`otp:${login}`, at(0));
      await kit.store.auth.purgeSignInRecords(at(60 * 25), at(60 * 24 * 31));
      expect(await kit.store.auth.getSignInThrottle(login, '10.0.0.1')).toBeNull();
      expect(await kit.store.auth.countLoginFailures(`otp:${login}`, at(-1))).toBe(0);
    });
  });
}
