/**
 * "A rival can pause a new user": once, three failures from each of a few addresses paused bidder2,
 * who had never signed in, on every address. The policy now (core/auth/sign-in.ts, docs/security.md "Sign-in
 * throttling", OWASP ASVS 5.0 V6.3): throttling stays per login and address, the login-wide lock holds
 * only the addresses that failed, and the owner's reset link and one-time-code step always pass.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { TEST_OTP_SECRET, TEST_PASSWORD } from '../../tests/kits/test-world.test-kit';
import { MSG } from '../../../../core/domain/messages';

const t = testAppForEachTest();
beforeEach(() => {
  t.deps.http.trustedProxies = ['local'];
});

const attempt = async (username: string, password: string, from: string) => {
  const res = await t.request('POST', '/api/token', {
    form: { grant_type: 'password', username, password, client_id: 'esecauction-web' },
    headers: { 'x-forwarded-for': from },
  });
  const body = (await res.json()) as { error_description?: string; access_token?: string };
  return { status: res.status, message: body.error_description ?? null, token: body.access_token ?? null };
};
const WRONG = { status: 400, message: MSG.USERNAME_PASSWORD_IS_NOT_VALID, token: null };

/** Three failures from each of enough rival addresses to pass the login-wide limit. */
const rivalFails = async (login: string): Promise<string[]> => {
  const rivals = Array.from({ length: Math.ceil(t.deps.settings.maxFailedLogins / 3) + 1 }, (_, i) => `203.0.113.${i + 1}`);
  for (const from of rivals) for (let k = 0; k < 3; k++) expect(await attempt(login, `guess-${k}`, from)).toEqual(WRONG);
  expect((await t.deps.store.auth.getSignInThrottle(login, ''))?.blockedUntil).not.toBeNull();
  return rivals;
};

describe('sign-in throttling a rival cannot turn against a new user', () => {
  it('a login that never signed in still signs in at once from an address that has not failed; the rival addresses stay held', async () => {
    const rivals = await rivalFails('bidder2');
    expect((await attempt('bidder2', TEST_PASSWORD, '198.51.100.50')).status).toBe(200);
    expect((await attempt('bidder2', TEST_PASSWORD, '198.51.100.51')).status).toBe(200);
    for (const from of rivals) expect(await attempt('bidder2', TEST_PASSWORD, from)).toEqual(WRONG);
    // A new rival address gets one guess; then the lock holds it too.
    expect(await attempt('bidder2', 'guess-x', '203.0.113.250')).toEqual(WRONG);
    expect(await attempt('bidder2', TEST_PASSWORD, '203.0.113.250')).toEqual(WRONG);
  });

  it("the owner's reset link always passes, and clears the lock for the addresses that failed", async () => {
    const rivals = await rivalFails('bidder2');
    const user = t.world.users.bidder2;
    await t.deps.store.auth.createResetCode({ userId: user.id, codeHash: t.deps.secrets.digest('owner-code'), expiresAt: new Date(t.clock.nowMs() + 3_600_000).toISOString() });
    const fresh = 'Fresh-Start-Lantern-41';
    const reset = await t.request('POST', '/api/auction/resetPassword', { json: { password: fresh, confirmPassword: fresh, loginName: 'bidder2', passwordResetCode: 'owner-code' } });
    expect(reset.status).toBe(200);
    expect((await attempt('bidder2', fresh, rivals[0])).status).toBe(200);
  });

  it("the one-time-code step after a right password passes while the login is locked", async () => {
    await rivalFails('mfauser');
    const signedIn = await attempt('mfauser', TEST_PASSWORD, '198.51.100.60');
    expect(signedIn.status).toBe(200);
    const code = await t.deps.otp.generate(TEST_OTP_SECRET, t.clock.nowMs());
    const verified = await t.request('POST', '/api/auction/mfa/verifycode', { token: signedIn.token ?? '', json: { code } });
    expect(verified.status).toBe(200);
  });
});
