/**
 * The session use cases protect themselves too: the signed-in user's header, roles, one-time
 * code and logout are the HTTP server's sessions, outside the public facade, so
 * lib/use-case-policy.test.ts does not reach them. Each refuses a disabled account (the policy's
 * `authenticated`) with FORBIDDEN and writes nothing, and lets a usable account through. (The facade's
 * administration use cases are checked role by role there, their validators in
 * lib/validators-in-use-cases.test.ts.) SQLite, and PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { snapshotter, type Snapshotter } from '../kits/db-snapshot.test-kit';
import type { CoreDeps } from '../../../../core/app/deps';
import type { Authenticated } from '../../../../core/auth/tokens';
import { MSG } from '../../../../core/domain/messages';
import type { Result } from '../../../../core/domain/result';
import { authRoutes } from '../../../../contract/auth';
import type { ContractRoute } from '../../../../contract/route';
import { isOtpPage, verifyOtp } from '../../../../core/auth/mfa';
import { logout } from '../../../../core/auth/tokens';
import { principalRoles, userHeaderInfo } from '../../../../core/auth/user-info';

let t: TestApp;
let snap: Snapshotter;

/** The actor of a login of the test world (its token id for the session use cases). */
const as = (login: string): Authenticated => {
  const user = t.world.users[login];
  if (!user) throw new Error(`no test user ${login}`);
  return { user, roles: user.roles, tokenId: 0, mfaPending: false };
};

beforeAll(async () => {
  t = await createTestApp();
  snap = snapshotter(t);
});
afterAll(async () => {
  snap?.close();
  await t?.close();
});

type Call = (deps: CoreDeps, actor: Authenticated) => Promise<Result<unknown>> | Result<unknown>;

/** Each session use case, the contract route that calls it, and a well-formed call. */
const SESSION: Array<[string, ContractRoute, Call]> = [
  ['userHeaderInfo', authRoutes.userHeaderInfo, (d, a) => userHeaderInfo(d, a)],
  ['principalRoles', authRoutes.principalRoles, (d, a) => principalRoles(d, a)],
  ['isOtpPage', authRoutes.isOtpPage, (d, a) => isOtpPage(d, a)],
  ['verifyOtp', authRoutes.verifyCode, (d, a) => verifyOtp(d, { ...a, mfaPending: true }, '123456')],
  ['logout', authRoutes.logout, (d, a) => logout(d, a)],
];

describe('session use cases', () => {
  it('refuse a disabled account with FORBIDDEN, and write nothing', async () => {
    const before = await snap.snapshot();
    for (const [name, route, call] of SESSION) {
      expect(route.access, `${route.method} ${route.path}`).toBe('authenticated');
      expect(await call(t.deps, as('disabled')), name).toEqual({ ok: false, code: 'FORBIDDEN', message: MSG.FORBIDDEN });
    }
    expect(await snap.snapshot()).toBe(before);
  });

  it('let a usable account through', async () => {
    const bidder = as('bidder1');
    expect(await userHeaderInfo(t.deps, bidder)).toMatchObject({ ok: true, value: { loginName: 'bidder1' } });
    expect(principalRoles(t.deps, bidder)).toMatchObject({ ok: true });
    expect(isOtpPage(t.deps, bidder)).toEqual({ ok: true, value: false });
  });
});
