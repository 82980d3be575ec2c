/**
 * The sign-in form's password grant, against a fake server. A 429 (too many sign-ins at once from the
 * user's network) shows the server's words and is sent once more after its Retry-After; a second 429 is the
 * answer; a Retry-After longer than the form waits out is only shown.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionClient, tokenOf } from '../../../lib/session-client.test-kit';

type AuthApi = typeof import('./auth-api');
let auth: AuthApi;

beforeAll(async () => {
  await loadSessionClient([]);
  auth = await import('./auth-api');
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const BUSY = 'Too many sign-ins at once from your network. Please wait a few seconds and try again.';
const busy = (retryAfter: string) =>
  new Response(JSON.stringify({ error: 'slow_down', error_description: BUSY }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter } });
const granted = () => new Response(JSON.stringify(tokenOf(1)), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A fake /api/token answering `answers` in turn; answers the number of calls so far. */
const fakeToken = (answers: Array<() => Response>) => {
  let calls = 0;
  globalThis.fetch = async () => answers[calls++]();
  return () => calls;
};

describe('requestTokenRetrying', () => {
  it("shows a 429's message and sends the grant once more after its Retry-After", async () => {
    const calls = fakeToken([() => busy('2'), granted]);
    const shown: string[] = [];
    const waited: number[] = [];
    const res = await auth.requestTokenRetrying('bidder1', 'pw', (m) => shown.push(m), async (s) => void waited.push(s));
    expect(res.ok).toBe(true);
    expect(calls()).toBe(2);
    expect(shown).toEqual([BUSY]);
    expect(waited).toEqual([2]);
  });

  it('answers the second 429 as it is, with its Retry-After', async () => {
    const calls = fakeToken([() => busy('1'), () => busy('3')]);
    const res = await auth.requestTokenRetrying('bidder1', 'pw', () => undefined, async () => undefined);
    expect(res).toEqual({ ok: false, status: 429, message: BUSY, retryAfterSeconds: 3 });
    expect(calls()).toBe(2);
  });

  it('only shows a Retry-After longer than it waits out, and never retries a wrong password', async () => {
    let calls = fakeToken([() => busy(String(auth.SIGN_IN_RETRY_MAX_SECONDS + 1))]);
    expect(await auth.requestTokenRetrying('bidder1', 'pw', () => undefined, async () => undefined)).toMatchObject({ ok: false, status: 429 });
    expect(calls()).toBe(1);
    calls = fakeToken([() => new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'Username / Password is not valid.' }), { status: 400, headers: { 'Content-Type': 'application/json' } })]);
    expect(await auth.requestTokenRetrying('bidder1', 'pw', () => undefined, async () => undefined)).toMatchObject({ ok: false, status: 400 });
    expect(calls()).toBe(1);
  });
});
