/**
 * The web's one API client against the real server: Authorization header while the token is
 * valid, expiry checked before each call (an expiring token refreshed first), and the session
 * cleared with a trip to login on an expiry the refresh cannot cure, a 401 and network errors — except
 * resetPassword calls. Runs in Node: fetch is the real fetch with the
 * server's origin prepended, and sessionStorage is a small in-memory Storage (Node has none).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from './browser';
import { loadSessionClient, type ClientModule, type SessionModule } from '../web/src/lib/session-client.test-kit';

type AuthApi = typeof import('../web/src/features/auth/api/auth-api');
type PasswordResetApi = typeof import('../web/src/features/auth/api/password-reset-api');
let client: ClientModule;
let session: SessionModule;
let auth: AuthApi;
let passwordReset: PasswordResetApi;
const visited: string[] = [];
let origin = '';
const realFetch = globalThis.fetch;

beforeAll(async () => {
  origin = baseUrl();
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init);
  ({ session, client } = await loadSessionClient(visited));
  auth = await import('../web/src/features/auth/api/auth-api');
  passwordReset = await import('../web/src/features/auth/api/password-reset-api');
});

beforeEach(() => {
  session.clearSession();
  visited.length = 0;
  origin = baseUrl();
});

describe('api client', () => {
  it('stores the token with its expiry and sends it', async () => {
    const before = Date.now();
    const res = await auth.requestToken('manager', DEMO_PASSWORD);
    expect(res.ok).toBe(true);
    const s = session.getSession();
    expect(s.token?.access_token).toBeTruthy();
    expect(s.expiresAt! - before).toBeGreaterThanOrEqual(s.token!.expires_in * 1000 - 50);
    const list = await client.api<{ companyCode: string }[]>('/auction/companies');
    expect(list.ok && list.data.some((b) => b.companyCode === 'ALPHA')).toBe(true);
    expect(visited).toEqual([]);
  });

  it('clears the session and goes to login on a 401', async () => {
    const res = await client.api('/auction/companies');
    expect(res.ok).toBe(false);
    expect(res.status).toBe(401);
    expect(visited).toEqual(['/login']);
  });

  it('checks the expiry before calling: an expired access token is refreshed first, with a new pair', async () => {
    await auth.requestToken('manager', DEMO_PASSWORD);
    const before = session.getSession().token!;
    session.updateSession({ expiresAt: Date.now() - 1 });
    const res = await client.api<{ companyCode: string }[]>('/auction/companies');
    expect(res.ok).toBe(true);
    const after = session.getSession();
    expect(after.token?.access_token).not.toBe(before.access_token);
    expect(after.token?.refresh_token).not.toBe(before.refresh_token);
    expect(after.expiresAt! - Date.now()).toBeGreaterThan(60_000);
    // The absolute end of the session stays where the sign-in put it.
    expect(after.token?.session_expires_in).toBeLessThanOrEqual(before.session_expires_in);
    expect(visited).toEqual([]);
  });

  it('checks the expiry before calling: an expired session whose refresh is refused goes to login', async () => {
    await auth.requestToken('manager', DEMO_PASSWORD);
    session.updateSession({ expiresAt: Date.now() - 1, token: { ...session.getSession().token!, refresh_token: 'not-a-refresh-token' } });
    const res = await client.api('/auction/companies');
    expect(res.ok).toBe(false);
    expect(session.getSession().token).toBeNull();
    expect(visited).toEqual(['/login']);
  });

  it('does not send a resetPassword call to login, even when expired', async () => {
    await auth.requestToken('manager', DEMO_PASSWORD);
    session.updateSession({ expiresAt: Date.now() - 1 });
    const res = await passwordReset.validateResetLink('manager', 'not-a-code');
    expect(res.ok).toBe(false);
    expect(visited).toEqual([]);
  });

  it('goes to login on a network error', async () => {
    await auth.requestToken('manager', DEMO_PASSWORD);
    origin = 'http://127.0.0.1:9'; // nothing listens on the discard port
    const res = await client.api('/auction/companies');
    expect(res.ok).toBe(false);
    expect(res.status).toBe(0);
    expect(visited).toEqual(['/login']);
    expect(session.getSession().token).toBeNull();
  });

  it('shows the server message of a refused sign-in', async () => {
    const res = await auth.requestToken('bidder4', 'wrong');
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.message).toBe('Username / Password is not valid.');
    expect(visited).toEqual([]);
  });
});
