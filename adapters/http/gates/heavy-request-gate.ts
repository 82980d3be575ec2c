/**
 * At most `atOnce` heavy reads run at a time on a server; the others wait their turn, first come
 * first served. A heavy read builds its whole answer in memory: at 10,000 lots × 60 borrowers (486,093
 * confirmed bids) one report JSON holds about 0.9 GB while it is built (bench/README.md), so a few
 * staff opening reports together could exhaust the heap and take every user's server down with it.
 * Waiting costs those staff seconds; bid saves and every other request never wait here.
 *
 * Heavy: the routes whose contract definition says `heavy: true` (the report reads, the workbook and
 * PDF exports, the award screen's bid list and optimiser, the bid file read); registering such a route
 * attaches this gate to it (route-gates.ts). Per server (like the quotas in rate-limits.ts). A streamed
 * answer's turn lasts until it has been sent (or the client hung up), at most HEAVY_HOLD_LIMIT_MS after
 * the handler answered.
 */
import type { MiddlewareHandler } from 'hono';
import pLimit from 'p-limit';
import type { AppEnv } from '../context';
import { isJsonStream } from '../wire/json-stream';

/** Heavy reads running at once per server unless the server is told otherwise (HEAVY_REQUESTS_AT_ONCE). */
export const DEFAULT_HEAVY_REQUESTS_AT_ONCE = 2;

/**
 * Longest a heavy read keeps its turn after its handler answered while its body is still being sent:
 * a client that stops reading without hanging up must not hold the other staff's reports back forever.
 */
export const HEAVY_HOLD_LIMIT_MS = 120_000;

/**
 * `res` with a body that calls `release` once it has been read to its end, cancelled (the client hung
 * up) or failed, when it is a streamed report (json-stream.ts): that keeps its rows until its last
 * chunk is sent, so its turn lasts until then. Any other answer (built whole: small lists, errors, an
 * export's file) ends its turn when its handler returns.
 */
function releasedWhenSent(res: Response, release: () => void): Response {
  if (!res.body || !isJsonStream(res.body)) {
    release();
    return res;
  }
  const reader = res.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        release();
        controller.close();
      } catch (e) {
        release();
        controller.error(e);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  return new Response(body, res);
}

/** The gate of every heavy route of one server: one queue, `atOnce` turns. */
export function heavyRequestGate(atOnce: number, holdLimitMs = HEAVY_HOLD_LIMIT_MS): MiddlewareHandler<AppEnv> {
  const limit = pLimit(atOnce);
  return async (c, next) => {
    // The turn (p-limit's slot) ends when the answer is sent; this request goes on once its handler answered.
    await new Promise<void>((answered, failed) => {
      void limit(
        () =>
          new Promise<void>((endTurn) => {
            const timer = setTimeout(endTurn, holdLimitMs);
            timer.unref();
            const release = () => {
              clearTimeout(timer);
              endTurn();
            };
            next().then(
              () => {
                c.res = releasedWhenSent(c.res, release);
                answered();
              },
              (e: unknown) => {
                release();
                failed(e instanceof Error ? e : new Error(String(e)));
              },
            );
          }),
      );
    });
  };
}
