/**
 * The silent refresh, so no work is lost to an expired token. The refresher on its own (one exchange for concurrent callers, a
 * refused refresh token never sent again), then the API client over a fake server: a token near its
 * expiry is refreshed before the call, a 401 is refreshed once and the call sent again once, and only a
 * refused refresh (or no answer) sends the user to login, with the reason noted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenResponse } from './session';
import { loadSessionClient, tokenOf } from './session-client.test-kit';

const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
const tick = () => new Promise((r) => setTimeout(r, 5));

const visited: string[] = [];
const { session, client } = await loadSessionClient(visited);
const refresh = await import('./session-refresh');
const lost = await import('./session-lost');

describe('singleFlight', () => {
  it('gives concurrent callers the run under way, and starts a new run once it settled', async () => {
    let runs = 0;
    let release: (v: number) => void = () => undefined;
    const once = refresh.singleFlight(() => {
      runs++;
      return new Promise<number>((r) => (release = r));
    });
    const a = once();
    const b = once();
    expect(a).toBe(b);
    release(7);
    expect(await Promise.all([a, b])).toEqual([7, 7]);
    expect(runs).toBe(1);
    const c = once();
    expect(c).not.toBe(a);
    release(8);
    expect(await c).toBe(8);
    expect(runs).toBe(2);
  });

  it('lets the next caller try again after a failed run', async () => {
    let runs = 0;
    const once = refresh.singleFlight(async () => {
      runs++;
      if (runs === 1) throw new Error('boom');
      return 'ok';
    });
    await expect(once()).rejects.toThrow('boom');
    expect(await once()).toBe('ok');
  });
});

describe('createRefresher', () => {
  /** A fake session and server: rotation, and a used refresh token refused like the server does. */
  const setup = (answer?: (refreshToken: string) => Promise<import('./session-refresh').ExchangeResult>) => {
    let current: TokenResponse | null = tokenOf(1);
    const used = new Set<string>();
    const sent: string[] = [];
    let issued = 1;
    const r = refresh.createRefresher({
      read: () => ({ token: current }),
      exchange:
        answer ??
        (async (rt) => {
          sent.push(rt);
          await tick();
          if (used.has(rt)) return { ok: false, refused: true };
          used.add(rt);
          return { ok: true, token: tokenOf(++issued) };
        }),
      store: (t) => {
        current = t;
      },
    });
    return { r, sent, now: () => current, set: (t: TokenResponse | null) => (current = t) };
  };

  it('sends one refresh for concurrent callers and stores the rotated pair', async () => {
    const { r, sent, now } = setup();
    const outcomes = await Promise.all([r.refresh(), r.refresh(), r.refreshAfter('A1'), r.refreshAfter('A1')]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed', 'refreshed']);
    expect(sent).toEqual(['R1']);
    expect(now()?.access_token).toBe('A2');
    // A 401 to a call sent with the old token: the session already holds a new one, nothing is sent.
    expect(await r.refreshAfter('A1')).toBe('refreshed');
    expect(sent).toEqual(['R1']);
    // Later, a refresh uses the rotated refresh token.
    expect(await r.refresh()).toBe('refreshed');
    expect(sent).toEqual(['R1', 'R2']);
  });

  it('never sends a refused refresh token again', async () => {
    const { r, sent, set } = setup();
    await r.refresh();
    set(tokenOf(1)); // the old pair again (as a duplicated tab would hold)
    expect(await r.refresh()).toBe('refused');
    expect(await r.refresh()).toBe('refused');
    expect(sent).toEqual(['R1', 'R1']);
  });

  it('keeps a refresh token that got no answer for a later try', async () => {
    let calls = 0;
    const { r } = setup(async () => (++calls === 1 ? { ok: false, refused: false } : { ok: true, token: tokenOf(9) }));
    expect(await r.refresh()).toBe('network');
    expect(await r.refresh()).toBe('refreshed');
    expect(calls).toBe(2);
  });

  it('refuses without a call when there is no refresh token', async () => {
    const { r, sent, set } = setup();
    set(null);
    expect(await r.refresh()).toBe('refused');
    expect(sent).toEqual([]);
  });
});

describe('the API client with the refresh', () => {
  /**
   * A fake server: /api/token rotates (R<n> → A<n+1>/R<n+1>, a used one refused); /api/data needs the
   * live access token. Each test starts from new numbers: the refresher remembers refused tokens.
   */
  let b = 0;
  let live = 'A1';
  let used = new Set<string>();
  let issued = 1;
  let refuseAll = false;
  let offline = false;
  const log: string[] = [];
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    b += 100;
    live = `A${b + 1}`;
    used = new Set();
    issued = b + 1;
    refuseAll = false;
    offline = false;
    log.length = 0;
    visited.length = 0;
    session.clearSession();
    lost.forgetSessionLost();
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (offline) throw new TypeError('fetch failed');
      await tick();
      if (url === '/api/token') {
        const rt = new URLSearchParams(init?.body as string).get('refresh_token') ?? '';
        log.push(`token ${rt}`);
        if (refuseAll || used.has(rt) || rt !== `R${issued}`) return new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'x' }), { status: 400 });
        used.add(rt);
        issued++;
        live = `A${issued}`;
        return new Response(JSON.stringify(tokenOf(issued)), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      const auth = new Headers(init?.headers).get('authorization');
      log.push(`${url} ${auth}`);
      if (auth !== `bearer ${live}`) return new Response(JSON.stringify({ error: 'Unauthorized', code: 'UNAUTHENTICATED' }), { status: 401, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ ok: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  });

  it('refreshes a token within a minute of its expiry before the call, without going to login', async () => {
    session.storeToken(tokenOf(b + 1, 30));
    const res = await client.api('/data');
    expect(res.ok).toBe(true);
    expect(log).toEqual([`token R${b + 1}`, `/api/data bearer A${b + 2}`]);
    expect(session.getSession().token?.access_token).toBe(`A${b + 2}`);
    expect(session.getSession().expiresAt! - Date.now()).toBeGreaterThan(1700_000);
    expect(visited).toEqual([]);
  });

  it('refreshes an expired access token (its refresh token still good) instead of going to login', async () => {
    session.storeToken(tokenOf(b + 1));
    session.updateSession({ expiresAt: Date.now() - 1 });
    const res = await client.api('/data');
    expect(res.ok).toBe(true);
    expect(visited).toEqual([]);
  });

  it('on a 401 refreshes once, shared by concurrent calls, and sends each call again once', async () => {
    session.storeToken(tokenOf(b + 1));
    live = 'A-revoked-by-the-server';
    // The server accepts the next token only: the stored access token answers 401.
    const results = await Promise.all([client.api('/data'), client.api('/data'), client.api('/data')]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(log.filter((l) => l.startsWith('token'))).toEqual([`token R${b + 1}`]);
    expect(log.filter((l) => l === `/api/data bearer A${b + 2}`)).toHaveLength(3);
    expect(visited).toEqual([]);
  });

  it('goes to login, noting the session ended, when the refresh is refused', async () => {
    session.storeToken(tokenOf(b + 1));
    live = 'nothing';
    refuseAll = true;
    const res = await client.api('/data');
    expect(res.ok).toBe(false);
    expect(res.status).toBe(401);
    expect(log).toEqual([`/api/data bearer A${b + 1}`, `token R${b + 1}`]);
    expect(visited).toEqual(['/login']);
    expect(session.getSession().token).toBeNull();
    expect(lost.takeSessionLost()).toBe('session');
  });

  it('a call refused again after its refresh goes to login (one retry only)', async () => {
    session.storeToken(tokenOf(b + 1));
    live = 'never';
    const origin = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const res = await origin(input, init);
      if (urlOf(input) === '/api/token') live = 'never'; // the new token does not work either
      return res;
    };
    const res = await client.api('/data');
    expect(res.status).toBe(401);
    expect(log).toEqual([`/api/data bearer A${b + 1}`, `token R${b + 1}`, `/api/data bearer A${b + 2}`]);
    expect(visited).toEqual(['/login']);
  });

  it('goes to login on a network error, noting it', async () => {
    session.storeToken(tokenOf(b + 1));
    offline = true;
    const res = await client.api('/data');
    expect(res.status).toBe(0);
    expect(visited).toEqual(['/login']);
    expect(lost.takeSessionLost()).toBe('network');
    expect(lost.takeSessionLost()).toBeNull();
  });
});
