/**
 * A new password is refused when the strength estimator scores it below 3 (a common password
 * with a suffix passed the exact-list check before), with the estimator's feedback as the message; the
 * 8-128 length rule and the breached-list message stay.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { MSG, passwordTooGuessable } from '../../../../core/domain/messages';
import { snapshotter, type Snapshotter } from '../../tests/kits/db-snapshot.test-kit';

const t = testAppForEachTest();
let snap: Snapshotter;
beforeEach(() => {
  snap = snapshotter(t);
});
afterEach(() => {
  snap.close();
});

const resetWith = async (password: string, code: string) => {
  const userId = t.world.users.bidder1.id;
  await t.deps.store.auth.createResetCode({ userId, codeHash: t.deps.secrets.digest(code), expiresAt: new Date(t.clock.nowMs() + 3_600_000).toISOString() });
  return t.request('POST', '/api/auction/resetPassword', { json: { password, confirmPassword: password, loginName: 'bidder1', passwordResetCode: code } });
};

describe('password strength on reset', () => {
  it('refuses Password123!, Welcome1! and Qwerty123! with the estimator feedback, changing nothing', async () => {
    for (const [i, pw] of ['Password123!', 'Welcome1!', 'Qwerty123!'].entries()) {
      await resetWith('Demo-Pass-2026!', `warm-${i}`); // any earlier code used, so the snapshot is of the refused call alone
      const code = `weak-${i}`;
      await t.deps.store.auth.createResetCode({ userId: t.world.users.bidder1.id, codeHash: t.deps.secrets.digest(code), expiresAt: new Date(t.clock.nowMs() + 3_600_000).toISOString() });
      const before = await snap.snapshot();
      const res = await t.request('POST', '/api/auction/resetPassword', { json: { password: pw, confirmPassword: pw, loginName: 'bidder1', passwordResetCode: code } });
      expect(res.status, pw).toBe(400);
      const answer = (await res.json()) as { error: string; fields: { password: string } };
      const feedback = t.deps.passwordStrength.estimate(pw, []);
      expect(feedback.score).toBeLessThan(3);
      expect(answer.fields.password).toMatch(/^This password is too easy to guess\. /);
      expect(answer.fields.password).toContain(feedback.warning);
      expect(answer.error).toBe(answer.fields.password);
      expect(await snap.snapshot(), `${pw} wrote`).toBe(before);
    }
  });

  it("refuses a password built on the user's own login or name", async () => {
    const user = t.world.users.bidder1;
    const pw = `${user.loginName[0].toUpperCase()}${user.loginName.slice(1)}!`.padEnd(8, '!');
    const res = await resetWith(pw, 'own-name');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: { password: string } }).fields.password).toBe(
      passwordTooGuessable('There should not be any personal or page related data.', t.deps.passwordStrength.estimate(pw, [user.loginName]).suggestions),
    );
  });

  it('accepts the demo password and a passphrase; keeps the breached-list message for an exact match', async () => {
    expect((await resetWith('Demo-Pass-2026!', 'demo')).status).toBe(200);
    expect((await resetWith('Correct-Horse-Battery-9', 'phrase')).status).toBe(200);
    const common = await resetWith('iloveyou', 'common');
    expect(await common.json()).toMatchObject({ fields: { password: MSG.PASSWORD_TOO_COMMON } });
  });
});
