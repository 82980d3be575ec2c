/**
 * THE ROLE MATRIX: every route of the contract registry (contract/index.ts: both spec documents and
 * ours) × every role, anonymous, and an MFA-pending token. The route's gate must answer exactly what
 * `authorize` decides from the route's declared access:
 * UNAUTHENTICATED → 401, FORBIDDEN → 403, ALLOW → anything but the gate's 401/403.
 * (An allowed call may still be refused by its service for data reasons, e.g. "No Lots to bid on."
 * with 401 — so for ALLOW we assert the answer is not the gate's own refusal, which carries an
 * RFC 6750 WWW-Authenticate challenge.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { TEST_LOGIN_OF_ROLE } from '../kits/test-world.test-kit';
import { methodOf, policyTestPath } from '../kits/policy-path.test-kit';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import { authorize } from '../../../../core/policy/access';
import { MSG } from '../../../../core/domain/messages';
import { ROLE_CODES, type RoleCode } from '../../../../core/domain/roles';
import { bodyTextOf } from '../../live/sse.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** One login per role (the test world's, generated from the role list), plus anonymous and an MFA-pending manager. */
const CALLERS: Array<{ name: string; login: string | null; roles: RoleCode[] | null; mfaPending: boolean }> = [
  { name: 'anonymous', login: null, roles: null, mfaPending: false },
  ...ROLE_CODES.map((role) => ({ name: role, login: TEST_LOGIN_OF_ROLE[role], roles: [role], mfaPending: false })),
  { name: 'MFA pending (MANAGER)', login: 'mfauser', roles: ['MANAGER'], mfaPending: true },
];

describe('role matrix over the contract routes', () => {
  it('covers every route', () => {
    expect(CONTRACT_ROUTES.length).toBeGreaterThanOrEqual(92);
  });

  it('calls as one test user per role, holding exactly that role', () => {
    const logins = ROLE_CODES.map((role) => TEST_LOGIN_OF_ROLE[role]);
    expect(new Set(logins).size).toBe(ROLE_CODES.length);
    for (const role of ROLE_CODES) expect(t.world.users[TEST_LOGIN_OF_ROLE[role]]?.roles, role).toEqual([role]);
  });

  for (const caller of CALLERS) {
    it(`answers exactly per the table for ${caller.name}`, async () => {
      const problems: string[] = [];
      for (const entry of CONTRACT_ROUTES) {
        // A fresh token per call: logout and password endpoints must not spoil the next call.
        const token = caller.login ? await t.signIn(caller.login) : undefined;
        const path = policyTestPath(t, entry);
        const method = methodOf(entry);
        const res = await t.request(method, path, { token, json: method === 'GET' ? undefined : {} });
        const decision = authorize(caller.roles, caller.mfaPending, entry);
        const text = await bodyTextOf(res);
        let error = '';
        try {
          error = (JSON.parse(text) as { error?: string }).error ?? '';
        } catch {
          error = text;
        }
        const challenge = res.headers.get('www-authenticate') ?? '';
        const gateRefused =
          (res.status === 401 && error === MSG.UNAUTHENTICATED && challenge.startsWith('Bearer')) ||
          (res.status === 403 && error === MSG.FORBIDDEN && challenge.includes('insufficient_scope'));
        if (decision === 'UNAUTHENTICATED' && !(res.status === 401 && gateRefused)) problems.push(`${method} ${path}: expected 401, got ${res.status}`);
        if (decision === 'FORBIDDEN' && !(res.status === 403 && gateRefused)) problems.push(`${method} ${path}: expected 403, got ${res.status}`);
        if (decision === 'ALLOW' && gateRefused) problems.push(`${method} ${path}: expected allowed, got ${res.status} ${error}`);
        if (decision === 'ALLOW' && res.status >= 500) problems.push(`${method} ${path}: server error ${res.status} ${text.slice(0, 200)}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('answers 404 for unknown /api paths whoever asks', async () => {
    const token = await t.signIn('manager');
    expect((await t.request('GET', '/api/auction/unknown-thing', { token })).status).toBe(404);
    expect((await t.request('POST', '/api/nothing', {})).status).toBe(404);
    // A known path under the wrong method.
    expect((await t.request('GET', '/api/auction/lots', { token })).status).toBe(405);
    // Ids are integers: POST /auction/lots is not the auction load POST /auction/{id}.
    expect((await t.request('POST', '/api/auction/lots', { token })).status).toBe(405);
    expect((await t.request('POST', '/api/auction/abc', { token })).status).toBe(404);
  });
});
