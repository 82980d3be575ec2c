/**
 * Server-Sent Events over fetch: the close monitor and the bidder's clock stream. EventSource
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
 * - The server ends a stream whose session no longer holds with an `end` event coded
 *   UNAUTHENTICATED: the subscription connects again at once with the session's current token, showing
 *   nothing. After a refresh (which revokes the token the stream was opened with) or a change of roles that
 *   simply goes on; a token that no longer works answers 401, refreshed once as above; a real sign-out (the
 *   refresh refused) or a role that may no longer see it (403) stops it.
 * - It stops for good when unsubscribed, on a 401 the refresh could not cure, on a 403 / 404 answer, and on
 *   an `end` event whose code is FORBIDDEN or NOT_FOUND (the caller may no longer see it) or LIMIT_EXCEEDED
 *   (the user opened more streams than the server keeps: this, the oldest, ended); such an event's message
 *   is passed on with the status `stopped` for the screen to show. Other `end` events (a failure while
 *   recomputing) reconnect like a dropped connection.
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
const FINAL = ['FORBIDDEN', 'NOT_FOUND', 'LIMIT_EXCEEDED'];

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
 * `end`, `onStatus` on every change of status (with the server's message when an `end` event stopped it).
 * Returns the unsubscribe function.
 */
export function subscribeLive(path: string, onEvent: (name: string, data: string) => void, onStatus?: (s: LiveStatus, reason?: string) => void): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const status = (s: LiveStatus, reason?: string) => !signal.aborted && onStatus?.(s, reason);
  void (async () => {
    let wait = RETRY_FIRST_MS;
    let final = false;
    let refreshed = false;
    let reason: string | undefined;
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
      // The session the stream was opened with no longer holds: connect again now, with the current token.
      let again = false;
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
            const end = JSON.parse(data) as { code?: string; error?: string };
            final = FINAL.includes(end.code ?? '');
            if (final) reason = end.error;
            again = end.code === 'UNAUTHENTICATED';
          } catch {
            /* not JSON: connect again */
          }
          failed = !again;
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
      if (again) continue;
      if (!ended) status('reconnecting');
      await new Promise((resume) => {
        const t = setTimeout(resume, wait);
        signal.addEventListener('abort', () => (clearTimeout(t), resume(null)), { once: true });
      });
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
    status('stopped', reason);
  })();
  return () => abort.abort();
}

/** A stream's status, and the server's message when an `end` event stopped it. */
export interface LiveState {
  status: LiveStatus;
  reason: string | null;
}

/**
 * A stream while mounted (`path` null: none): the latest `onEvent` is called for each event; the status
 * (and why it stopped) is returned for the screen to show.
 */
export function useLiveEvents(path: string | null, onEvent: (name: string, data: string) => void): LiveState {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [state, setState] = useState<LiveState>({ status: 'connecting', reason: null });
  useEffect(() => {
    if (path === null) return;
    setState({ status: 'connecting', reason: null });
    // Every event says `live`: the state stays the same object while nothing changed (no render for it).
    const onStatus = (status: LiveStatus, why?: string) => {
      const reason = why ?? null;
      setState((s) => (s.status === status && s.reason === reason ? s : { status, reason }));
    };
    return subscribeLive(path, (name, data) => handler.current(name, data), onStatus);
  }, [path]);
  return state;
}
