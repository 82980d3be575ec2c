// The password use cases called directly (no HTTP), with the sign-in as the proof of what was written.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { MSG } from '../domain/messages';
import { requestPasswordReset, resetPassword, setPassword, validateResetLink } from './password-reset';
import { passwordGrant } from './sign-in';
import { issueToken, refreshToken } from './tokens';

const NEW_PASSWORD = 'Harbour-Lantern-Quartz-91';
const ADDRESS = '203.0.113.7';

const w = useCaseWorldForAllTests();

const signIn = (login: string, password: string) => passwordGrant(w.deps, login, password, ADDRESS);

describe('sign-in (password grant)', () => {
  it('grants a token for the seeded password', async () => {
    const r = await signIn('reporter', TEST_PASSWORD);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject({ token_type: expect.stringMatching(/bearer/i), access_token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('refuses a wrong password, an unknown login and a disabled account with one message', async () => {
    for (const [login, password] of [['reporter', 'Wrong-Pass-2026!'], ['nobody', TEST_PASSWORD], ['disabled', TEST_PASSWORD]]) {
      expect(await signIn(login, password)).toMatchObject({ ok: false, code: 'INVALID_GRANT', message: MSG.USERNAME_PASSWORD_IS_NOT_VALID });
    }
  });

  it('refuses a blank form with the spec messages', async () => {
    expect(await signIn('', '')).toMatchObject({ ok: false, code: 'VALIDATION', fields: { username: MSG.USERNAME_IS_REQUIRED, password: MSG.PASSWORD_IS_REQUIRED } });
  });
});

describe('setPassword', () => {
  it('stores the new password (it signs in, the old one no longer does) and ends the open sessions', async () => {
    const user = w.world.users.awarder;
    const session = await issueToken(w.deps, user, false);
    const r = await setPassword(w.deps, w.actor('manager'), user.id, NEW_PASSWORD);
    expect(r).toEqual({ ok: true, value: undefined });
    expect((await signIn(user.loginName, NEW_PASSWORD)).ok).toBe(true);
    expect(await signIn(user.loginName, TEST_PASSWORD)).toMatchObject({ ok: false, message: MSG.USERNAME_PASSWORD_IS_NOT_VALID });
    expect(await refreshToken(w.deps, session.refresh_token)).toBeNull();
  });

  it('unlocks a locked account', async () => {
    const user = w.world.users.relations;
    await w.deps.store.users.setLocked(user.id, true);
    expect(await setPassword(w.deps, w.actor('manager'), user.id, NEW_PASSWORD)).toMatchObject({ ok: true });
    expect((await w.deps.store.users.get(user.id))?.accountLocked).toBe(false);
    expect((await signIn(user.loginName, NEW_PASSWORD)).ok).toBe(true);
  });

  it('refuses a short, a common and a guessable password with the spec messages, writing nothing', async () => {
    const user = w.world.users.client;
    const before = (await w.deps.store.users.getCredentials(user.id)).passwordHash;
    expect(await setPassword(w.deps, w.actor('manager'), user.id, 'short')).toMatchObject({ ok: false, code: 'VALIDATION', fields: { password: MSG.PASSWORD_TOO_SHORT } });
    expect(await setPassword(w.deps, w.actor('manager'), user.id, 'password123')).toMatchObject({ ok: false, code: 'VALIDATION', message: MSG.PASSWORD_TOO_COMMON });
    const guessable = await setPassword(w.deps, w.actor('manager'), user.id, `${user.loginName}${user.loginName}`);
    expect(guessable).toMatchObject({ ok: false, code: 'VALIDATION', fields: { password: expect.any(String) } });
    expect((await w.deps.store.users.getCredentials(user.id)).passwordHash).toBe(before);
  });

  it('is refused to a user who may not administer users', async () => {
    expect(await setPassword(w.deps, w.actor('bidder1'), w.world.users.bidder2.id, NEW_PASSWORD)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('password reset by e-mailed link', () => {
  const codeOf = (text: string): string => new URL(/https?:\S+/.exec(text)?.[0] ?? '').searchParams.get('passwordResetCode') ?? '';

  it('mails a link whose code sets the password once', async () => {
    const user = w.world.users.bidder2;
    const requested = await requestPasswordReset(w.deps, 'bidder2');
    expect(requested).toEqual({ ok: true, value: { sentTo: user.emailAddress } });
    const mail = w.sent.at(-1);
    expect(mail?.to).toEqual([user.emailAddress]);
    const code = codeOf(mail?.text ?? '');
    expect(await validateResetLink(w.deps, 'bidder2', code)).toEqual({ ok: true, value: true });

    const mismatch = await resetPassword(w.deps, { loginName: 'bidder2', passwordResetCode: code, password: NEW_PASSWORD, confirmPassword: 'other' });
    expect(mismatch).toMatchObject({ ok: false, fields: { confirmPassword: MSG.PASSWORDS_DO_NOT_MATCH } });
    const done = await resetPassword(w.deps, { loginName: 'bidder2', passwordResetCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done).toEqual({ ok: true, value: MSG.PASSWORD_IS_RESET_SUCCESSFULLY });
    expect((await signIn('bidder2', NEW_PASSWORD)).ok).toBe(true);

    const again = await resetPassword(w.deps, { loginName: 'bidder2', passwordResetCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(again).toEqual({ ok: false, code: 'VALIDATION', message: MSG.UNABLE_TO_CREATE_RESET_PASSWORD });
  });

  it('answers the same for an unknown login, and mails nothing', async () => {
    const count = w.sent.length;
    expect(await requestPasswordReset(w.deps, 'nobody-here')).toEqual({ ok: true, value: { sentTo: null } });
    expect(w.sent).toHaveLength(count);
  });
});
