/**
 * Server-Sent Events over fetch, against a fake server. Events are parsed and passed on with their
 * name; the bearer token is sent; a 401 is refreshed once (the shared refresher) and the stream opened again;
 * a stream that ends is opened again after 1 s; an `end` event with FORBIDDEN / NOT_FOUND, a 403 / 404 answer
 * and unsubscribing stop it for good. A stream the server ends because its session no longer holds
 * (UNAUTHENTICATED) is opened again at once with the current token and no notice; a sign-out (the refresh
 * refused) stops it; the end of the oldest of too many streams (LIMIT_EXCEEDED) stops it with the server's words.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveStatus } from './live-events';
import { installSessionStorage, tokenOf, type SessionModule } from './session-client.test-kit';

type LiveModule = typeof import('./live-events');
let live: LiveModule;
let session: SessionModule;

const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

beforeAll(async () => {
  installSessionStorage();
  live = await import('./live-events');
  session = await import('./session');
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A text/event-stream answer of `chunks`, closed after them unless `open`. */
const sse = (chunks: string[], open = false): Response => {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(enc.encode(chunk));
      if (!open) c.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
};

interface Call {
  url: string;
  auth: string | null;
}
/** Installs a fake fetch: `answer(n, call)` answers the n-th stream call (0-based); /api/token refreshes to A2 (or refuses). */
const fakeServer = (answer: (n: number, call: Call) => Response, refresh: 'ok' | 'refused' = 'ok') => {
  const calls: Call[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (url.endsWith('/token')) {
      return refresh === 'ok'
        ? new Response(JSON.stringify(tokenOf(2)), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'Your session expired. Please login again.' }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    }
    const headers = new Headers(init?.headers);
    const call = { url, auth: headers.get('Authorization') };
    calls.push(call);
    return answer(calls.length - 1, call);
  };
  return calls;
};

const until = async (check: () => boolean, ms = 4000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('sseParser', () => {
  it('reads events fed in any pieces: names, several data lines, comments, CRLF, no event without data', () => {
    const got: string[] = [];
    const feed = live.sseParser((name, data) => got.push(`${name}=${data}`));
    const text = ': keep-alive\n\nevent: clock\ndata: {"a":1}\n\ndata:x\r\ndata: y\r\n\r\nevent: lonely\n\nevent:monitor\ndata:  two spaces\n\n';
    for (let i = 0; i < text.length; i += 3) feed(text.slice(i, i + 3));
    expect(got).toEqual(['clock={"a":1}', 'message=x\ny', 'monitor= two spaces']);
  });
});

describe('subscribeLive', () => {
  it('passes on named events with the token sent, and connects again 1 s after the stream ends', async () => {
    session.storeToken(tokenOf(1));
    const calls = fakeServer((n) => sse([`event: clock\ndata: {"n":${n}}\n\n`, ': keep-alive\n\n', 'event: clock\nda', `ta: {"n":${n + 10}}\n\n`]));
    const events: string[] = [];
    const statuses: LiveStatus[] = [];
    const stop = live.subscribeLive('/auction/clock/7/stream', (name, data) => events.push(`${name} ${data}`), (s) => statuses.push(s));
    await until(() => events.length === 2);
    expect(events).toEqual(['clock {"n":0}', 'clock {"n":10}']);
    expect(calls[0]).toEqual({ url: '/api/auction/clock/7/stream', auth: 'bearer A1' });
    const endedAt = Date.now();
    await until(() => events.length === 4);
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(live.RETRY_FIRST_MS - 50);
    expect(events.slice(2)).toEqual(['clock {"n":1}', 'clock {"n":11}']);
    // An ordinary end (the server's 5-minute limit) is no disconnection to show.
    expect(statuses).not.toContain('reconnecting');
    stop();
  });

  it('says reconnecting when the server cannot be reached, and connects once it can', async () => {
    session.storeToken(tokenOf(1));
    let up = false;
    const calls = fakeServer(() => {
      if (!up) throw new TypeError('Failed to fetch');
      return sse(['event: clock\ndata: {}\n\n'], true);
    });
    const statuses: LiveStatus[] = [];
    const stop = live.subscribeLive('/auction/clock/7/stream', () => undefined, (s) => statuses.push(s));
    await until(() => statuses.includes('reconnecting'));
    up = true;
    await until(() => statuses.at(-1) === 'live');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    stop();
  });

  it('refreshes the token once on a 401 and opens the stream again with the new one', async () => {
    session.storeToken(tokenOf(1));
    const calls = fakeServer((_n, call) => (call.auth === 'bearer A2' ? sse(['event: monitor\ndata: {}\n\n'], true) : new Response('{}', { status: 401 })));
    const events: string[] = [];
    const stop = live.subscribeLive('/auction/closemonitor/7/stream', (name) => events.push(name));
    await until(() => events.length === 1);
    expect(calls.map((c) => c.auth)).toEqual(['bearer A1', 'bearer A2']);
    stop();
  });

  it('stops for good on an end event with FORBIDDEN, and on a 404 answer', async () => {
    session.storeToken(tokenOf(1));
    const calls = fakeServer(() => sse(['event: monitor\ndata: {}\n\n', 'event: end\ndata: {"error":"no","code":"FORBIDDEN"}\n\n'], true));
    const statuses: LiveStatus[] = [];
    live.subscribeLive('/auction/closemonitor/7/stream', () => undefined, (s) => statuses.push(s));
    await until(() => statuses.includes('stopped'));
    await new Promise((r) => setTimeout(r, live.RETRY_FIRST_MS + 200));
    expect(calls).toHaveLength(1);
    expect(statuses).toEqual(['live', 'stopped']);

    const gone = fakeServer(() => new Response('{"code":"NOT_FOUND"}', { status: 404 }));
    const after: LiveStatus[] = [];
    live.subscribeLive('/auction/closemonitor/8/stream', () => undefined, (s) => after.push(s));
    await until(() => after.includes('stopped'));
    await new Promise((r) => setTimeout(r, live.RETRY_FIRST_MS + 200));
    expect(gone).toHaveLength(1);
  });

  it('connects again after an end event of another failure, and not at all once unsubscribed', async () => {
    session.storeToken(tokenOf(1));
    const calls = fakeServer(() => sse(['event: end\ndata: {"error":"boom","code":"INTERNAL"}\n\n'], true));
    const statuses: LiveStatus[] = [];
    const stop = live.subscribeLive('/auction/closemonitor/7/stream', () => undefined, (s) => statuses.push(s));
    await until(() => calls.length === 2);
    expect(statuses).toContain('reconnecting');
    stop();
    await new Promise((r) => setTimeout(r, 2 * live.RETRY_FIRST_MS + 300));
    expect(calls).toHaveLength(2);
  });

  it('opens the stream again at once with the new token when the server ends it for the token a refresh replaced, showing nothing', async () => {
    session.storeToken(tokenOf(1));
    const calls = fakeServer((n) => {
      if (n > 0) return sse(['event: clock\ndata: {"n":2}\n\n'], true);
      // The tab refreshed meanwhile (which revoked A1); the server's watch then ends the stream.
      session.storeToken(tokenOf(2));
      return sse(['event: clock\ndata: {"n":1}\n\n', 'event: end\ndata: {"error":"Your session ended. Please login again.","code":"UNAUTHENTICATED"}\n\n'], true);
    });
    const events: string[] = [];
    const statuses: LiveStatus[] = [];
    const stop = live.subscribeLive('/auction/closemonitor/7/stream', (_name, data) => events.push(data), (s) => statuses.push(s));
    await until(() => events.length === 2);
    expect(calls.map((c) => c.auth)).toEqual(['bearer A1', 'bearer A2']);
    expect(statuses).not.toContain('reconnecting');
    expect(statuses).not.toContain('stopped');
    stop();
  });

  it('stops when the session really ended: the stream is ended, the token is refused and so is its refresh', async () => {
    session.storeToken(tokenOf(3));
    const calls = fakeServer(
      (n) => (n === 0 ? sse(['event: monitor\ndata: {}\n\n', 'event: end\ndata: {"error":"Your session ended. Please login again.","code":"UNAUTHENTICATED"}\n\n'], true) : new Response('{}', { status: 401 })),
      'refused',
    );
    const statuses: LiveStatus[] = [];
    live.subscribeLive('/auction/closemonitor/7/stream', () => undefined, (s) => statuses.push(s));
    await until(() => statuses.includes('stopped'));
    await new Promise((r) => setTimeout(r, live.RETRY_FIRST_MS + 200));
    expect(calls.map((c) => c.auth)).toEqual(['bearer A3', 'bearer A3']);
    expect(statuses).toEqual(['live', 'stopped']);
  });

  it("stops for good when a newer stream of the user took this one's place, passing on the server's words", async () => {
    session.storeToken(tokenOf(1));
    const moved = 'Live updates continue in a window you opened later. Reload this page to follow them here.';
    const calls = fakeServer(() => sse(['event: monitor\ndata: {}\n\n', `event: end\ndata: ${JSON.stringify({ error: moved, code: 'LIMIT_EXCEEDED' })}\n\n`], true));
    const seen: Array<[LiveStatus, string | undefined]> = [];
    live.subscribeLive('/auction/closemonitor/7/stream', () => undefined, (s, reason) => seen.push([s, reason]));
    await until(() => seen.some(([s]) => s === 'stopped'));
    await new Promise((r) => setTimeout(r, live.RETRY_FIRST_MS + 200));
    expect(calls).toHaveLength(1);
    expect(seen).toEqual([
      ['live', undefined],
      ['stopped', moved],
    ]);
  });
});
