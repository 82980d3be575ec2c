// MFA enrolment and removal called directly (no HTTP): what is written, and what a sign-in then asks.
import { describe, expect, it } from 'vitest';
import { TEST_OTP_SECRET, TEST_PASSWORD, useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { MSG } from '../domain/messages';
import { disableMfa, enrolMfa, OTP_ISSUER } from './mfa';
import { passwordGrant } from './sign-in';
import { authenticateBearer } from './tokens';

const w = useCaseWorldForAllTests();

/** Signs in and answers whether the session still waits for the one-time code. */
async function mfaPendingAfterSignIn(login: string): Promise<boolean> {
  const granted = await passwordGrant(w.deps, login, TEST_PASSWORD, '198.51.100.4');
  if (!granted.ok) throw new Error(granted.message);
  const who = await authenticateBearer(w.deps, granted.value.access_token);
  if (!who) throw new Error('token not accepted');
  return who.mfaPending;
}

describe('enrolMfa', () => {
  it('stores a new secret, turns MFA on, and answers the secret with its otpauth URI', async () => {
    const user = w.world.users.awarder;
    expect(user.mfaEnabled).toBe(false);
    expect(await mfaPendingAfterSignIn(user.loginName)).toBe(false);

    const r = await enrolMfa(w.deps, w.actor('manager'), user.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(r.value.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(r.value.uri).toContain(`secret=${r.value.secret}`);
    expect(r.value.uri).toContain(`issuer=${encodeURIComponent(OTP_ISSUER)}`);
    expect(r.value.uri).toContain(user.loginName);
    expect((await w.deps.store.users.getCredentials(user.id)).otpSecret).toBe(r.value.secret);
    expect((await w.deps.store.users.get(user.id))?.mfaEnabled).toBe(true);
    expect(await mfaPendingAfterSignIn(user.loginName)).toBe(true);
  });

  it('re-enrolling replaces the old secret', async () => {
    const { mfauser } = w.world.users;
    const r = await enrolMfa(w.deps, w.actor('manager'), mfauser.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.secret).not.toBe(TEST_OTP_SECRET);
    expect((await w.deps.store.users.getCredentials(mfauser.id)).otpSecret).toBe(r.value.secret);
  });

  it('answers NOT_FOUND for an unknown user and FORBIDDEN for a non-manager, writing nothing', async () => {
    expect(await enrolMfa(w.deps, w.actor('manager'), 999_999)).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    const target = w.world.users.reporter;
    expect(await enrolMfa(w.deps, w.actor('reporter'), target.id)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect((await w.deps.store.users.get(target.id))?.mfaEnabled).toBe(false);
  });
});

describe('disableMfa', () => {
  it('clears the secret and the flag: the next sign-in asks no code', async () => {
    const { mfauser } = w.world.users;
    expect(await mfaPendingAfterSignIn('mfauser')).toBe(true);
    expect(await disableMfa(w.deps, w.actor('manager'), mfauser.id)).toEqual({ ok: true, value: undefined });
    expect((await w.deps.store.users.getCredentials(mfauser.id)).otpSecret).toBeNull();
    expect((await w.deps.store.users.get(mfauser.id))?.mfaEnabled).toBe(false);
    expect(await mfaPendingAfterSignIn('mfauser')).toBe(false);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    expect(await disableMfa(w.deps, w.actor('manager'), 999_999)).toEqual({ ok: false, code: 'NOT_FOUND', message: MSG.NOT_FOUND });
  });
});
