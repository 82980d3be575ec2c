/**
 * A Server-Sent Events answer that stays current: `event` with the first value at once, then again
 * whenever the auction watch reports a change that `relevant` says matters and the recomputed value differs
 * from the last one sent. Recomputations never overlap (changes during one are folded into one more).
 *
 * - A `: keep-alive` comment every 15 s keeps proxies from closing a quiet stream.
 * - The session it was opened with is followed (session-watch.ts): when it no longer holds
 *   (a logout, a revoked or expired token, the account disabled or locked, the roles changed) or a newer
 *   stream of the user takes its place, an `end` event `{ error, code }` says why, then it closes.
 * - It also ends after MAX_STREAM_MS (the browser connects again with its current token), when the value
 *   can no longer be computed for the caller (an `end` event with the failure), when the client leaves,
 *   and at shutdown.
 * - Nothing is sent after an `end` event.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Id } from '../../../core/domain/entities';
import type { Result } from '../../../core/domain/result';
import type { AuctionChange, AuctionWatch } from './auction-watch';
import type { SessionWatch, StreamEnd, StreamSession } from './session-watch';

export const KEEP_ALIVE_MS = 15_000;
export const MAX_STREAM_MS = 5 * 60_000;

export interface LiveStreamOptions<T> {
  watch: AuctionWatch;
  auctionId: Id;
  event: string;
  first: T;
  compute: () => Promise<Result<T>>;
  relevant: (change: AuctionChange) => boolean;
  /** Comparable form of a value: an unchanged one is not sent again (default: its JSON). */
  key?: (value: T) => string;
  /** Follows the caller's session, which ends the stream when it no longer holds. */
  sessions: SessionWatch;
  session: StreamSession;
}

export function liveStream<T>(c: Context, o: LiveStreamOptions<T>): Response {
  const keyOf = o.key ?? ((v: T) => JSON.stringify(v));
  return streamSSE(c, async (stream) => {
    let lastKey = keyOf(o.first);
    let running = false;
    let again = false;
    let finish!: () => void;
    const ended = new Promise<void>((resolve) => (finish = resolve));
    /** Set once the `end` event is under way: nothing is written after it. */
    let over = false;
    const write = (event: string, data: unknown) => (over ? Promise.resolve() : stream.writeSSE({ event, data: JSON.stringify(data) }).catch(finish));
    const endWith = async (why: StreamEnd): Promise<void> => {
      if (over) return;
      over = true;
      await stream.writeSSE({ event: 'end', data: JSON.stringify(why) }).catch(() => undefined);
      finish();
    };

    const refresh = async (): Promise<void> => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const next = await o.compute();
          if (!next.ok) {
            await endWith({ error: next.message, code: next.code });
            return;
          }
          const key = keyOf(next.value);
          if (key !== lastKey) {
            lastKey = key;
            await write(o.event, next.value);
          }
        } while (again);
      } catch {
        finish();
      } finally {
        running = false;
      }
    };

    stream.onAbort(finish);
    const unsession = o.sessions.open(o.session, (why) => void endWith(why));
    await write(o.event, o.first);
    const unwatch = o.watch.watch(o.auctionId, (change) => {
      if (o.relevant(change)) void refresh();
    });
    const unClose = o.watch.onClose(finish);
    const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(finish), KEEP_ALIVE_MS);
    keepAlive.unref();
    const lifetime = setTimeout(finish, MAX_STREAM_MS);
    lifetime.unref();
    try {
      await ended;
    } finally {
      clearInterval(keepAlive);
      clearTimeout(lifetime);
      unwatch();
      unClose();
      unsession();
      await stream.close().catch(() => undefined);
    }
  });
}
