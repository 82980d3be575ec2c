import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/kits/test-app.test-kit';
import { TEST_PASSWORD } from '../../tests/kits/test-world.test-kit';
import type { ParsedMail } from '../../../mail/eml';
import { useTestSmtpServer } from '../../../mail/smtp-server.test-kit';
import { MSG } from '../../../../core/domain/messages';

const smtp = useTestSmtpServer();
const received = smtp.received;

let t: TestApp;
beforeEach(async () => {
  received.length = 0;
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterEach(async () => {
  await t.close();
});

const linkIn = (mail: ParsedMail): URL => {
  const m = /https?:\/\/\S+resetpassword\?\S+/.exec(mail.text);
  if (!m) throw new Error(`No link in: ${mail.text}`);
  return new URL(m[0]);
};

const signInStatus = async (password: string) =>
  (await t.request('POST', '/api/token', { form: { grant_type: 'password', username: 'bidder1', password } })).status;

describe('forgot and reset password over real SMTP', () => {
  it('e-mails a single-use link that sets the password, revokes tokens and unlocks the account', async () => {
    const oldToken = await t.signIn('bidder1');
    await t.deps.store.users.setLocked(t.world.users.bidder1.id, true);

    const forgot = await t.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'bidder1' } });
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ message: MSG.PASSWORD_RESET_REQUESTED });
    await t.idle(); // the link is e-mailed after the answer
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail.to).toEqual(['bidder1@example.com']);
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:8080/esecauction/resetpassword');
    const loginName = link.searchParams.get('loginName') as string;
    const passwordResetCode = link.searchParams.get('passwordResetCode') as string;
    expect(loginName).toBe('bidder1');
    // The code is stored only as a digest.
    expect(await t.deps.store.auth.findResetCode(t.world.users.bidder1.id, passwordResetCode)).toBeNull();

    const check = await t.request('GET', `/api/auction/resetPassword?loginName=${loginName}&passwordResetCode=${encodeURIComponent(passwordResetCode)}`);
    expect(check.status).toBe(200);

    const mismatch = await t.request('POST', '/api/auction/resetPassword', {
      json: { password: 'New-Pass-2026!', confirmPassword: 'Other-Pass', loginName, passwordResetCode },
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { fields: Record<string, string> }).fields).toEqual({ confirmPassword: MSG.PASSWORDS_DO_NOT_MATCH });

    const reset = await t.request('POST', '/api/auction/resetPassword', {
      json: { password: 'New-Pass-2026!', confirmPassword: 'New-Pass-2026!', loginName, passwordResetCode },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: MSG.PASSWORD_IS_RESET_SUCCESSFULLY });

    expect((await t.request('GET', '/api/principalroles', { token: oldToken })).status).toBe(401);
    expect(await signInStatus(TEST_PASSWORD)).toBe(400);
    expect(await signInStatus('New-Pass-2026!')).toBe(200);

    // Single use.
    const again = await t.request('POST', '/api/auction/resetPassword', {
      json: { password: 'Third-Pass-2026!', confirmPassword: 'Third-Pass-2026!', loginName, passwordResetCode },
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
  });

  it('answers the same for an unknown login and sends nothing', async () => {
    const res = await t.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'no-such-user' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MSG.PASSWORD_RESET_REQUESTED });
    await t.idle();
    expect(received).toHaveLength(0);
  });

  it('requires the login name', async () => {
    const res = await t.request('POST', '/api/auction/forgotPassword', { json: { loginName: ' ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: MSG.LOGIN_NAME_IS_REQUIRED, fields: { loginName: MSG.LOGIN_NAME_IS_REQUIRED } });
  });

  it('refuses an expired or forged link', async () => {
    await t.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'bidder1' } });
    await t.idle();
    const link = linkIn(received[0]);
    const code = link.searchParams.get('passwordResetCode') as string;
    const forged = await t.request('GET', `/api/auction/resetPassword?loginName=bidder1&passwordResetCode=forged`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toBe(MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
    t.clock.advance((t.deps.settings.resetTtlSeconds + 1) * 1000);
    const expired = await t.request('GET', `/api/auction/resetPassword?loginName=bidder1&passwordResetCode=${encodeURIComponent(code)}`);
    expect(expired.status).toBe(400);
  });

  it('names the missing reset fields', async () => {
    const res = await t.request('POST', '/api/auction/resetPassword', { json: { password: '', confirmPassword: '', loginName: 'bidder1', passwordResetCode: 'x' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      password: MSG.PASSWORD_IS_REQUIRED,
      confirmPassword: MSG.CONFIRM_PASSWORD_IS_REQUIRED,
    });
  });
});

describe('reset request limit', () => {
  it('e-mails at most five links per login and hour, answering the same', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await t.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'bidder2' } });
      expect(res.status).toBe(200);
    }
    await t.idle();
    expect(received).toHaveLength(5);
  });
});

describe('reset links off the request path', () => {
  it('a new link voids the older ones', async () => {
    for (let i = 0; i < 2; i++) await t.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'bidder1' } });
    await t.idle();
    expect(received).toHaveLength(2);
    const [older, newer] = received.map((m) => linkIn(m).searchParams.get('passwordResetCode') as string);
    const check = async (code: string) => (await t.request('GET', `/api/auction/resetPassword?loginName=bidder1&passwordResetCode=${encodeURIComponent(code)}`)).status;
    expect(await check(older)).toBe(400);
    expect(await check(newer)).toBe(200);
  });

  it('answers before the link is made or e-mailed, so known and unknown logins answer alike', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = t.deps.mailer.send.bind(t.deps.mailer);
    t.deps.mailer.send = async (m) => {
      await gate;
      return send(m);
    };
    const answered = await Promise.race([
      t.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'bidder1' } }).then((r) => r.status),
      new Promise((resolve) => setTimeout(() => resolve('still waiting for the mail'), 3_000)),
    ]);
    expect(answered).toBe(200);
    expect(received).toHaveLength(0);
    release();
    await t.idle();
    expect(received).toHaveLength(1);
  });
});

describe('mail failures', () => {
  it('invitations to an address the server rejects answer the invalid-address message', async () => {
    const live = t.world.auctions.live.id;
    const bidder = t.world.users.bidder1;
    await t.deps.store.users.update({ ...bidder, emailAddress: 'bidder1@rejected.example' });
    await t.deps.store.invitees.addInvitedUsers(live, [bidder.id]);
    const res = await t.request('POST', `/api/auction/sendInvites/${live}`, {
      token: await t.signIn('manager'),
      json: { text: 'Please bid.', subject: 'Bid Invite', cc: '', borrowerIds: [t.world.borrowers.first.id] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(MSG.UNABLE_TO_SEND_EMAILS_DUE_TO_INVALID_EMAIL);
  });

  it('answers the spec failure messages when the mail server is down', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      // The reset link is e-mailed after the answer (same answer for every login): a mail failure is logged.
      const forgot = await down.request('POST', '/api/auction/forgotPassword', { json: { loginName: 'bidder1' } });
      expect(forgot.status).toBe(200);
      await down.idle();
      const live = down.world.auctions.live.id;
      await down.deps.store.invitees.addInvitedUsers(live, [down.world.users.bidder1.id]);
      const send = await down.request('POST', `/api/auction/sendInvites/${live}`, {
        token: await down.signIn('manager'),
        json: ['Please bid.', 'Bid Invite', '', down.world.borrowers.first.id],
      });
      expect(send.status).toBe(502);
      expect(((await send.json()) as { error: string }).error).toBe(MSG.UNABLE_TO_SEND_EMAILS);
    } finally {
      await down.close();
    }
  });
});
