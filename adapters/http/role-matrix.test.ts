/**
 * THE ROLE MATRIX: every entry of the core endpoint policy table (both spec documents) × every role,
 * anonymous, and an MFA-pending token. The gate must answer exactly what `authorize` decides:
 * UNAUTHENTICATED → 401, FORBIDDEN → 403, ALLOW → anything but the gate's 401/403.
 * (An allowed call may still be refused by its service for data reasons, e.g. "No Lots to bid on."
 * with 401 — so for ALLOW we assert the answer is not the gate's own refusal, which carries an
 * RFC 6750 WWW-Authenticate challenge.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.test-kit';
import { policyTestPath } from './policy-path.test-kit';
import { ENDPOINT_POLICIES } from '../../core/policy/endpoint-policy';
import { authorize } from '../../core/policy/endpoint-matcher';
import { MSG } from '../../core/domain/messages';
import type { RoleCode } from '../../core/domain/roles';
import { bodyTextOf } from './live/sse.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** One login per role, plus anonymous and an MFA-pending manager. */
const CALLERS: Array<{ name: string; login: string | null; roles: RoleCode[] | null; mfaPending: boolean }> = [
  { name: 'anonymous', login: null, roles: null, mfaPending: false },
  { name: 'MANAGER', login: 'manager', roles: ['MANAGER'], mfaPending: false },
  { name: 'CLIENT_RELATIONS', login: 'relations', roles: ['CLIENT_RELATIONS'], mfaPending: false },
  { name: 'BIDDER', login: 'bidder1', roles: ['BIDDER'], mfaPending: false },
  { name: 'SUPERBIDDER', login: 'superbidder', roles: ['SUPERBIDDER'], mfaPending: false },
  { name: 'AIC', login: 'aic', roles: ['AIC'], mfaPending: false },
  { name: 'CLIENT', login: 'client', roles: ['CLIENT'], mfaPending: false },
  { name: 'REPORT', login: 'reporter', roles: ['REPORT'], mfaPending: false },
  { name: 'AWARD', login: 'awarder', roles: ['AWARD'], mfaPending: false },
  { name: 'MFA pending (MANAGER)', login: 'mfauser', roles: ['MANAGER'], mfaPending: true },
];

describe('role matrix over the endpoint policy table', () => {
  it('covers every entry', () => {
    expect(ENDPOINT_POLICIES.length).toBeGreaterThanOrEqual(92);
  });

  for (const caller of CALLERS) {
    it(`answers exactly per the table for ${caller.name}`, async () => {
      const problems: string[] = [];
      for (const entry of ENDPOINT_POLICIES) {
        // A fresh token per call: logout and password endpoints must not spoil the next call.
        const token = caller.login ? await t.signIn(caller.login) : undefined;
        const path = policyTestPath(t, entry);
        const res = await t.request(entry.method, path, { token, json: entry.method === 'GET' ? undefined : {} });
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
        if (decision === 'UNAUTHENTICATED' && !(res.status === 401 && gateRefused)) problems.push(`${entry.method} ${path}: expected 401, got ${res.status}`);
        if (decision === 'FORBIDDEN' && !(res.status === 403 && gateRefused)) problems.push(`${entry.method} ${path}: expected 403, got ${res.status}`);
        if (decision === 'ALLOW' && gateRefused) problems.push(`${entry.method} ${path}: expected allowed, got ${res.status} ${error}`);
        if (decision === 'ALLOW' && res.status >= 500) problems.push(`${entry.method} ${path}: server error ${res.status} ${text.slice(0, 200)}`);
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
  });
});
