import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/kits/test-app.test-kit';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { TEST_OTP_SECRET, TEST_PASSWORD } from '../../tests/kits/test-world.test-kit';
import { MSG } from '../../../../core/domain/messages';

const t = testAppForEachTest();

const token = (username: string, password: string, extra: Record<string, string> = {}) =>
  t.request('POST', '/api/token', { form: { grant_type: 'password', username, password, client_id: 'esecauction-web', ...extra } });

describe('POST /api/token', () => {
  it('signs in with the password grant and the token works', async () => {
    const res = await token('manager', TEST_PASSWORD);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number; refresh_token: string };
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(t.deps.settings.tokenTtlSeconds);
    const roles = await t.request('GET', '/api/principalroles', { token: body.access_token });
    expect(roles.status).toBe(200);
    expect(await roles.json()).toEqual([{ authority: 'MANAGER' }]);
  });

  it('answers the spec message for wrong credentials and unknown logins alike', async () => {
    for (const [u, p] of [
      ['manager', 'wrong-password'],
      ['nobody', TEST_PASSWORD],
    ]) {
      const res = await token(u, p);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_grant', error_description: MSG.USERNAME_PASSWORD_IS_NOT_VALID });
    }
  });

  it('names the missing field', async () => {
    const res = await token('', '');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error_description: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ username: MSG.USERNAME_IS_REQUIRED, password: MSG.PASSWORD_IS_REQUIRED });
    expect(body.error_description).toBe(MSG.USERNAME_IS_REQUIRED);
  });

  it('rejects a foreign client id', async () => {
    const res = await token('manager', TEST_PASSWORD, { client_id: 'someone-else' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
  });

  // Throttling (no lockout, no 423), disabled accounts and per-address limits: sign-in-hardening.test.ts.

  it('slows failed sign-ins but never a successful one', async () => {
    const slow = await createTestApp({ failedSignInDelayMs: 300, seed: true });
    try {
      const timed = async (password: string) => {
        const started = Date.now();
        const res = await slow.request('POST', '/api/token', { form: { username: 'manager', password } });
        return { status: res.status, ms: Date.now() - started };
      };
      const bad = await timed('wrong');
      expect(bad.status).toBe(400);
      expect(bad.ms).toBeGreaterThanOrEqual(300);
      expect((await timed(TEST_PASSWORD)).status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('refreshes with rotation and expires', async () => {
    const first = (await (await token('manager', TEST_PASSWORD)).json()) as { access_token: string; refresh_token: string };
    const res = await t.request('POST', '/api/token', { form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(res.status).toBe(200);
    const second = (await res.json()) as { access_token: string };
    expect((await t.request('GET', '/api/principalroles', { token: first.access_token })).status).toBe(401);
    expect((await t.request('GET', '/api/principalroles', { token: second.access_token })).status).toBe(200);
    // The old refresh token is spent.
    const again = await t.request('POST', '/api/token', { form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(again.status).toBe(400);
    t.clock.advance((t.deps.settings.tokenTtlSeconds + 1) * 1000);
    expect((await t.request('GET', '/api/principalroles', { token: second.access_token })).status).toBe(401);
  });

  it('does not answer 500 for a malformed body', async () => {
    const res = await t.request('POST', '/api/token', { body: '%%%', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('session endpoints', () => {
  it('logout revokes the token', async () => {
    const tk = await t.signIn('manager');
    expect((await t.request('POST', '/api/auction/logout', { token: tk })).status).toBe(200);
    expect((await t.request('GET', '/api/auction/userheaderinfo', { token: tk })).status).toBe(401);
  });

  it('userheaderinfo gives names, company and client', async () => {
    const bidder = await (await t.request('GET', '/api/auction/userheaderinfo', { token: await t.signIn('bidder1') })).json();
    expect(bidder).toMatchObject({ firstName: 'Bidder1', lastName: 'Tester', companyName: 'First Borrower Bank', clientId: null });
    const client = await (await t.request('GET', '/api/auction/userheaderinfo', { token: await t.signIn('client') })).json();
    expect(client).toMatchObject({ companyName: 'Acme Pension Fund', clientId: t.world.clients.acme.id });
  });

  it('answers 401 without a token and 404 for an unknown path', async () => {
    expect((await t.request('GET', '/api/auction/userheaderinfo')).status).toBe(401);
    expect((await t.request('GET', '/api/auction/nothing-here/at/all')).status).toBe(404);
  });
});

describe('MFA', () => {
  it('keeps a new token pending until a valid code, which cannot be reused', async () => {
    const signIn = (await (await token('mfauser', TEST_PASSWORD)).json()) as { access_token: string };
    const tk = signIn.access_token;
    expect(await (await t.request('GET', '/api/auction/mfa/isOTPPage', { token: tk })).json()).toBe(true);
    expect((await t.request('GET', '/api/auction/users', { token: tk })).status).toBe(401);

    const empty = await t.request('POST', '/api/auction/mfa/verifycode', { token: tk, json: { code: '' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: MSG.PLEASE_ENTER_TOKEN });
    const wrong = await t.request('POST', '/api/auction/mfa/verifycode', { token: tk, body: '000000', headers: { 'content-type': 'text/plain' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: MSG.INVALID_OTP });

    const code = await t.deps.otp.generate(TEST_OTP_SECRET, t.clock.nowMs());
    const good = await t.request('POST', '/api/auction/mfa/verifycode', { token: tk, json: { code } });
    expect(good.status).toBe(200);
    expect(await good.text()).toBe(MSG.OTP_IS_VALID);
    expect(await (await t.request('GET', '/api/auction/mfa/isOTPPage', { token: tk })).json()).toBe(false);
    expect((await t.request('GET', '/api/auction/users', { token: tk })).status).toBe(200);

    // A second sign-in cannot replay the same code.
    const second = ((await (await token('mfauser', TEST_PASSWORD)).json()) as { access_token: string }).access_token;
    const replay = await t.request('POST', '/api/auction/mfa/verifycode', { token: second, json: { code } });
    expect(replay.status).toBe(400);
  });

  it('a refreshed token stays pending', async () => {
    const s = (await (await token('mfauser', TEST_PASSWORD)).json()) as { refresh_token: string };
    const r = (await (await t.request('POST', '/api/token', { form: { grant_type: 'refresh_token', refresh_token: s.refresh_token } })).json()) as { access_token: string };
    expect(await (await t.request('GET', '/api/auction/mfa/isOTPPage', { token: r.access_token })).json()).toBe(true);
  });

  it('a user without MFA is never on the OTP page', async () => {
    expect(await (await t.request('GET', '/api/auction/mfa/isOTPPage', { token: await t.signIn('manager') })).json()).toBe(false);
  });
});
