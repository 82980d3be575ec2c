/**
 * Server-Sent Events over fetch (issue 28): the close monitor and the bidder's clock stream. EventSource
 * cannot send the bearer token, so the stream is read with fetch and a ReadableStream and parsed here.
 *
 * Decision: no parsing library. eventsource-parser (the usual choice) adds 2.2 KB gzip with its chunk to
 * the bidder's first visit (the clock stream runs on the info centre and the wizard), whose JavaScript must
 * stay under 150 KB (bench/web.bench.ts) with 0.2 KB to spare; the servers' streams (Hono's streamSSE) use
 * only `event:`, `data:` and `:` comment lines ending in `\n`, which `sseParser` reads in a dozen lines
 * (lines may also end in `\r\n`; `id:` and `retry:` are ignored: the reconnection policy is ours).
 *
 * - The call carries `Authorization` like the API client; a 401 refreshes the token once through the
 *   shared single-flight refresher (session-refresh.ts) and connects again.
 * - The server ends every stream after 5 minutes (and at shutdown): the subscription connects again after
 *   1 s, doubling up to 10 s while connections keep failing; an event received resets the wait. The status
 *   turns `reconnecting` only when a connection failed or dropped (not after an ordinary end).
 * - It stops for good when unsubscribed, on a 401 the refresh could not cure, on a 403 / 404 answer, and on
 *   an `end` event whose code is FORBIDDEN or NOT_FOUND (the caller may no longer see it). Other `end`
 *   events (a failure while recomputing) reconnect like a dropped connection.
 */
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from './api-base';
import { getSession } from './session';
import { sessionRefresher } from './session-refresh';

/** connecting: first connection under way; live: events arrive; reconnecting: waiting or connecting again; stopped: for good. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 10_000;

/** The codes of an `end` event (or of the answer's status) after which connecting again is pointless. */
const FINAL = ['FORBIDDEN', 'NOT_FOUND'];

/**
 * A parser of text/event-stream text fed in pieces: `onEvent(name, data)` at each blank line ending an
 * event with data (name `message` when none; several data lines joined with `\n`); comments ignored.
 */
export function sseParser(onEvent: (name: string, data: string) => void): (text: string) => void {
  let rest = '';
  let name = '';
  let data: string[] = [];
  return (text) => {
    const lines = (rest + text).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length) onEvent(name || 'message', data.join('\n'));
        name = '';
        data = [];
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
  };
}

/**
 * Reads the stream at `path` (under /api) until unsubscribed: `onEvent(name, data)` for every event but
 * `end`, `onStatus` on every change of status. Returns the unsubscribe function.
 */
export function subscribeLive(path: string, onEvent: (name: string, data: string) => void, onStatus?: (s: LiveStatus) => void): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const status = (s: LiveStatus) => !signal.aborted && onStatus?.(s);
  void (async () => {
    let wait = RETRY_FIRST_MS;
    let final = false;
    let refreshed = false;
    while (!signal.aborted && !final) {
      const token = getSession().token;
      const res = await fetch(API_BASE + path, {
        headers: token ? { Accept: 'text/event-stream', Authorization: `${token.token_type || 'bearer'} ${token.access_token}` } : { Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      }).catch(() => null);
      if (res?.status === 401 && token && !refreshed) {
        refreshed = true;
        if ((await sessionRefresher.refreshAfter(token.access_token)) === 'refreshed') continue;
      }
      final = res !== null && [401, 403, 404].includes(res.status);
      // A stream the server ended in the ordinary way (its 5-minute limit) is opened again without a notice.
      let ended = false;
      let failed = false;
      if (res?.ok && res.body) {
        const feed = sseParser((event, data) => {
          if (event !== 'end') {
            refreshed = false;
            wait = RETRY_FIRST_MS;
            status('live');
            onEvent(event, data);
            return;
          }
          try {
            final = FINAL.includes((JSON.parse(data) as { code?: string }).code ?? '');
          } catch {
            /* not JSON: connect again */
          }
          failed = true;
          void reader.cancel().catch(() => undefined);
        });
        const reader = res.body.getReader();
        const text = new TextDecoder();
        try {
          for (let r = await reader.read(); !r.done; r = await reader.read()) feed(text.decode(r.value, { stream: true }));
          ended = !failed;
        } catch {
          /* dropped, cancelled or unsubscribed */
        }
      }
      if (final) break;
      if (!ended) status('reconnecting');
      await new Promise((resume) => {
        const t = setTimeout(resume, wait);
        signal.addEventListener('abort', () => (clearTimeout(t), resume(null)), { once: true });
      });
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
    status('stopped');
  })();
  return () => abort.abort();
}

/**
 * A stream while mounted (`path` null: none): the latest `onEvent` is called for each event; the status
 * is returned for the screen to show.
 */
export function useLiveEvents(path: string | null, onEvent: (name: string, data: string) => void): LiveStatus {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (path === null) return;
    setStatus('connecting');
    return subscribeLive(path, (name, data) => handler.current(name, data), setStatus);
  }, [path]);
  return status;
}
