/**
 * The web's TanStack Query cache. Sign-out (and sign-in) forget every cached answer, so the
 * next user of the browser sees none of the last one's; a write drops the answers of screens not shown,
 * so a screen opened after a save loads afresh; a load cancelled with its screen is no lost connection.
 */
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSessionClient, signInAs } from './session-client.test-kit';

const visited: string[] = [];
const { session, client } = await loadSessionClient(visited);
const cache = await import('./query-client');

const signIn = () => signInAs(session, 'bidder1');
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** An answer shown on a screen (an observer keeps it active) and one of a screen closed (inactive). */
const shownAndHidden = () => {
  cache.queryClient.setQueryData(['get', '/shown'], ['shown rows']);
  cache.queryClient.setQueryData(['get', '/hidden'], ['hidden rows']);
  // Fresh for good, so subscribing loads nothing.
  return new QueryObserver(cache.queryClient, { queryKey: ['get', '/shown'], queryFn: () => ['shown rows'], staleTime: Infinity }).subscribe(() => undefined);
};
const cached = (path: string) => cache.queryClient.getQueryData(['get', path]);

beforeEach(() => {
  cache.queryClient.clear();
  visited.length = 0;
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the query cache and the session', () => {
  it('forgets every answer, shown or not, when the session is cleared (sign-out, sign-in, a lost session)', () => {
    const unsubscribe = shownAndHidden();
    session.clearSession();
    expect(cached('/shown')).toBeUndefined();
    expect(cached('/hidden')).toBeUndefined();
    expect(cache.queryClient.getQueryCache().getAll()).toEqual([]);
    unsubscribe();
  });

  it('drops the hidden screens’ answers after a successful write, and keeps the shown one', async () => {
    const unsubscribe = shownAndHidden();
    vi.stubGlobal('fetch', vi.fn(async () => json({ saved: true })));
    const res = await client.api('/lots/save', { method: 'POST', json: { id: 1 } });
    expect(res.ok).toBe(true);
    expect(cached('/hidden')).toBeUndefined();
    expect(cached('/shown')).toEqual(['shown rows']);
    unsubscribe();
  });

  it('keeps every answer after a read and after a refused write', async () => {
    const unsubscribe = shownAndHidden();
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'GET' ? json([1]) : json({ message: 'Unable to save.' }, 400))));
    expect((await client.api('/lots', {})).ok).toBe(true);
    expect((await client.api('/lots/save', { method: 'POST', json: {} })).ok).toBe(false);
    expect(cached('/hidden')).toEqual(['hidden rows']);
    unsubscribe();
  });

  it('answers an aborted load as a failure without sending the user to login or ending the session', async () => {
    const stop = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const pending = client.api('/lots', { signal: stop.signal });
    stop.abort();
    expect(await pending).toEqual({ ok: false, status: 0, message: '' });
    expect(visited).toEqual([]);
    expect(session.getSession().username).toBe('bidder1');
  });

  it('still sends the user to login when a call not aborted gets no answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await client.api('/lots', {})).status).toBe(0);
    expect(visited.at(-1)).toMatch(/^\/login/);
  });
});
