/**
 * Sign-in that an attacker cannot turn against users, through the HTTP app on SQLite, and
 * on PostgreSQL with DATABASE_URL: throttling instead of a permanent lockout, throttles keyed on login
 * and address together, bounded and purged failure rows, one-time codes accepted once under
 * concurrency, the password rules, and the session rules.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { TEST_OTP_SECRET, TEST_PASSWORD } from '../../tests/kits/test-world.test-kit';
import { kyselyOf } from '../../../kysely/kysely-of';
import { scryptPasswordHasher } from '../../../crypto/scrypt-password-hasher';
import { MSG } from '../../../../core/domain/messages';

const t = testAppForEachTest();
beforeEach(() => {
  // The test requests come through a "proxy" whose X-Forwarded-For names the caller.
  t.deps.http.trustedProxies = ['local'];
});

const MINUTE = 60_000;

const signIn = (username: string, password: string, from = '198.51.100.1') =>
  t.request('POST', '/api/token', {
    form: { grant_type: 'password', username, password, client_id: 'esecauction-web' },
    headers: { 'x-forwarded-for': from },
  });

/** Status and OAuth error description of a sign-in. */
const attempt = async (username: string, password: string, from?: string) => {
  const res = await signIn(username, password, from);
  const body = (await res.json()) as { error_description?: string; access_token?: string };
  return { status: res.status, message: body.error_description ?? null, token: body.access_token ?? null };
};

const WRONG = { status: 400, message: MSG.USERNAME_PASSWORD_IS_NOT_VALID, token: null };

const rowCount = async (table: 'sign_in_throttle' | 'login_failures'): Promise<number> => {
  const db = kyselyOf(t.deps.store);
  if (!db) throw new Error('no kysely');
  const r = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
};

describe('no lockout a rival can use', () => {
  it('failures from one address never lock the account and never answer 423: the owner signs in from elsewhere', async () => {
    for (let i = 0; i < 12; i++) expect(await attempt('bidder1', `guess-${i}`, '203.0.113.66')).toEqual(WRONG);
    expect((await attempt('bidder1', TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
    expect((await t.deps.store.users.getByLogin('bidder1'))?.accountLocked).toBe(false);
  });

  it("slows the attacker's address with doubling delays; a held attempt answers like a wrong password, even with the right one", async () => {
    const from = '203.0.113.66';
    for (let i = 0; i < 3; i++) expect(await attempt('bidder2', `guess-${i}`, from)).toEqual(WRONG);
    // Third failure: held 1 s. The right password now answers exactly like a wrong one.
    expect(await attempt('bidder2', TEST_PASSWORD, from)).toEqual(WRONG);
    t.clock.advance(1_001);
    expect(await attempt('bidder2', 'guess-3', from)).toEqual(WRONG); // fourth: held 2 s
    t.clock.advance(1_500);
    expect(await attempt('bidder2', TEST_PASSWORD, from)).toEqual(WRONG);
    t.clock.advance(600);
    expect((await attempt('bidder2', TEST_PASSWORD, from)).status).toBe(200);
  });

  it('one address does not block the other logins behind it (a proxy, an office)', async () => {
    const office = '192.0.2.10';
    for (let i = 0; i < 25; i++) expect(await attempt(`ghost${i % 5}`, 'x-wrong', office)).toEqual(WRONG);
    expect((await attempt('manager', TEST_PASSWORD, office)).status).toBe(200);
    expect((await attempt('relations', TEST_PASSWORD, office)).status).toBe(200);
  });

  it('many addresses guessing one login lock it for a while on the failing addresses only; it expires on its own; user and managers are told', async () => {
    expect((await attempt('bidder1', TEST_PASSWORD, '198.51.100.7')).status).toBe(200); // the owner's usual address
    const max = t.deps.settings.maxFailedLogins;
    for (let i = 0; i < max; i++) expect(await attempt('bidder1', 'wrong', `203.0.113.${i + 1}`)).toEqual(WRONG);
    // Locked on an address that failed, right password included, with the same answer (not on addresses that have not failed).
    expect(await attempt('bidder1', TEST_PASSWORD, '203.0.113.1')).toEqual(WRONG);
    // The owner's known address still works.
    expect((await attempt('bidder1', TEST_PASSWORD, '198.51.100.7')).status).toBe(200);
    await t.idle();
    const mails = await t.deps.store.mailLog.list();
    const notices = mails.filter((m) => m.subject.includes('paused'));
    expect(notices.map((m) => m.to)).toEqual([['bidder1@example.com'], expect.arrayContaining(['manager@example.com', 'mfauser@example.com'])]);
    // More failures during the lock send nothing more.
    await attempt('bidder1', 'wrong', '203.0.113.200');
    await t.idle();
    expect((await t.deps.store.mailLog.list()).filter((m) => m.subject.includes('paused'))).toHaveLength(2);
    // The lock ends on its own.
    t.clock.advance(t.deps.settings.signInLockSeconds * 1000 + 1);
    expect((await attempt('bidder1', TEST_PASSWORD, '203.0.113.1')).status).toBe(200);
  });

  it("the manager's unlock on the user screen lifts the temporary lock", async () => {
    const max = t.deps.settings.maxFailedLogins;
    for (let i = 0; i < max; i++) await attempt('reporter', 'wrong', `203.0.113.${i + 1}`);
    const failed = '203.0.113.1';
    expect(await attempt('reporter', TEST_PASSWORD, failed)).toEqual(WRONG);
    const manager = await t.signIn('manager');
    const id = t.world.users.reporter.id;
    const form = (await (await t.request('POST', `/api/auction/useredit/${id}`, { token: manager })).json()) as Record<string, unknown> & { roleCodes: string[] };
    expect(form.accountLocked).toBe(true);
    // Saving other changes with the lock still shown keeps the user's running sessions.
    const running = await t.signIn('reporter');
    expect((await t.request('POST', '/api/auction/usersave', { token: manager, json: { ...form, roles: form.roleCodes, firstName: 'Rita' } })).status).toBe(200);
    expect((await t.request('GET', '/api/principalroles', { token: running })).status).toBe(200);
    expect(await attempt('reporter', TEST_PASSWORD, failed)).toEqual(WRONG);
    const saved = await t.request('POST', '/api/auction/usersave', { token: manager, json: { ...form, roles: form.roleCodes, accountLocked: false } });
    expect(saved.status).toBe(200);
    expect((await attempt('reporter', TEST_PASSWORD, failed)).status).toBe(200);
  });

  it('a disabled or manager-locked account answers like a wrong password, after the same one hash check', async () => {
    let checks = 0;
    const verify = t.deps.hasher.verify.bind(t.deps.hasher);
    t.deps.hasher.verify = async (p, h) => {
      checks++;
      return verify(p, h);
    };
    await t.deps.store.users.setLocked(t.world.users.awarder.id, true);
    for (const [login, password] of [
      ['disabled', TEST_PASSWORD],
      ['awarder', TEST_PASSWORD],
      ['nobody-at-all', TEST_PASSWORD],
      ['relations', 'wrong-password'],
    ] as const) {
      checks = 0;
      expect(await attempt(login, password, `192.0.2.${login.length}`)).toEqual(WRONG);
      expect(checks, login).toBe(1);
    }
  });
});

describe('bounded storage', () => {
  it('refuses a 9 MB username at the edge and stores nothing', async () => {
    const res = await signIn('u'.repeat(9 * 1024 * 1024), 'whatever');
    expect(res.status).toBe(400);
    const long = await signIn('u'.repeat(256), 'whatever');
    expect(long.status).toBe(400);
    expect(await rowCount('login_failures')).toBe(0);
    expect(await rowCount('sign_in_throttle')).toBe(0);
  });

  it('purges failure rows older than a day', async () => {
    await attempt('ghost-old', 'wrong');
    await attempt('bidder2', 'wrong');
    expect(await rowCount('sign_in_throttle')).toBe(4); // two pairs, two logins
    t.clock.advance(25 * 60 * MINUTE);
    await attempt('ghost-new', 'wrong');
    const logins = (await kyselyOf(t.deps.store)!.selectFrom('sign_in_throttle').select('login').execute()).map((r) => r.login).sort();
    expect(logins).toEqual(['ghost-new', 'ghost-new']);
  });
});

describe('one-time codes', () => {
  it('accepts a code once when five sessions send it at the same moment', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) tokens.push((await attempt('mfauser', TEST_PASSWORD)).token as string);
    const code = await t.deps.otp.generate(TEST_OTP_SECRET, t.clock.nowMs());
    const answers = await Promise.all(tokens.map((token) => t.request('POST', '/api/auction/mfa/verifycode', { token, json: { code } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });
});

describe('passwords', () => {
  const resetWith = async (password: string, code: string) => {
    const userId = t.world.users.bidder1.id;
    await t.deps.store.auth.createResetCode({ userId, codeHash: t.deps.secrets.digest(code), expiresAt: new Date(t.clock.nowMs() + 3_600_000).toISOString() });
    return t.request('POST', '/api/auction/resetPassword', { json: { password, confirmPassword: password, loginName: 'bidder1', passwordResetCode: code } });
  };

  it('refuses common and breached passwords from the bundled list, whatever their case', async () => {
    for (const [i, pw] of ['12345678', 'password', 'Password1', 'IloveYou'].entries()) {
      const res = await resetWith(pw, `code-${i}`);
      expect(res.status, pw).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { password: MSG.PASSWORD_TOO_COMMON } });
    }
  });

  it('accepts 64 and 128 characters, refuses 129, and never hashes an over-long sign-in password', async () => {
    const long = 'Correct horse battery staple, '.repeat(5).slice(0, 128);
    expect((await resetWith(long.slice(0, 64), 'c64')).status).toBe(200);
    expect((await resetWith(long, 'c128')).status).toBe(200);
    expect((await attempt('bidder1', long)).status).toBe(200);
    const tooLong = await resetWith(`${long}x`, 'c129');
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ fields: { password: MSG.PASSWORD_TOO_LONG } });

    let checks = 0;
    const verify = t.deps.hasher.verify.bind(t.deps.hasher);
    t.deps.hasher.verify = async (p, h) => {
      checks++;
      return verify(p, h);
    };
    const huge = await signIn('bidder1', 'p'.repeat(5 * 1024 * 1024));
    expect(huge.status).toBe(400);
    expect(checks).toBe(0);
  });

  it('rehashes a password stored with older scrypt parameters at the next sign-in', async () => {
    const id = t.world.users.bidder1.id;
    await t.deps.store.users.setPasswordHash(id, await scryptPasswordHasher({ N: 1024, r: 8, p: 1 }).hash(TEST_PASSWORD));
    expect((await attempt('bidder1', TEST_PASSWORD)).status).toBe(200);
    const stored = (await t.deps.store.users.getCredentials(id)).passwordHash as string;
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$/); // the test cost (SCRYPT_LOG2_N=12); production: 16384, p=5
    expect(t.deps.hasher.needsRehash(stored)).toBe(false);
    expect((await attempt('bidder1', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('sessions', () => {
  const refresh = async (refreshToken: string) => {
    const res = await t.request('POST', '/api/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
    const body = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number; session_expires_in?: number };
    return { status: res.status, ...body };
  };
  const works = async (access: string) => (await t.request('GET', '/api/principalroles', { token: access })).status === 200;

  it('ends a session at its absolute lifetime however often it is refreshed', async () => {
    const max = t.deps.settings.sessionMaxSeconds * 1000;
    const start = t.clock.nowMs();
    let pair = { refresh: ((await (await signIn('manager', TEST_PASSWORD)).json()) as { refresh_token: string }).refresh_token };
    let refreshes = 0;
    for (;;) {
      t.clock.advance(25 * MINUTE);
      const next = await refresh(pair.refresh);
      if (next.status !== 200) break;
      refreshes++;
      pair = { refresh: next.refresh_token as string };
      // The access token never outlives the session.
      expect(t.clock.nowMs() + (next.expires_in as number) * 1000).toBeLessThanOrEqual(start + max);
      // Each answer names the same absolute end, so the web can warn before it.
      expect(t.clock.nowMs() + (next.session_expires_in as number) * 1000).toBe(start + max);
    }
    expect(t.clock.nowMs()).toBeGreaterThan(start + max - 25 * MINUTE);
    expect(t.clock.nowMs()).toBeLessThanOrEqual(start + max + 25 * MINUTE);
    expect(refreshes).toBeGreaterThan(20);
    // A new sign-in starts a new session.
    expect((await attempt('manager', TEST_PASSWORD)).status).toBe(200);
  });

  it('a replayed refresh token revokes its whole family', async () => {
    const first = (await (await signIn('manager', TEST_PASSWORD)).json()) as { access_token: string; refresh_token: string };
    const other = (await (await signIn('manager', TEST_PASSWORD)).json()) as { access_token: string };
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const third = await refresh(second.refresh_token as string);
    expect(third.status).toBe(200);
    expect(await works(third.access_token as string)).toBe(true);
    // The thief (or the owner) replays the first, already rotated, refresh token.
    expect((await refresh(first.refresh_token)).status).toBe(400);
    expect(await works(third.access_token as string)).toBe(false);
    expect((await refresh(third.refresh_token as string)).status).toBe(400);
    // Another sign-in of the same user is another family: untouched.
    expect(await works(other.access_token)).toBe(true);
  });

  it('two refreshes with one refresh token at once: at most one succeeds', async () => {
    const first = (await (await signIn('manager', TEST_PASSWORD)).json()) as { refresh_token: string };
    const both = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(both.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });
});
