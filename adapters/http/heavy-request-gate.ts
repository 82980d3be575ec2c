/**
 * At most `atOnce` heavy reads run at a time on a server; the others wait their turn, first come
 * first served. A heavy read builds its whole answer in memory: at 10,000 lots × 60 borrowers (486,093
 * confirmed bids) one report JSON holds about 0.9 GB while it is built (bench/README.md), so a few
 * staff opening reports together could exhaust the heap and take every user's server down with it.
 * Waiting costs those staff seconds; bid saves and every other request never wait here.
 *
 * Heavy: the report reads (GET /report/…), the workbook and PDF exports, and the award screen's bid
 * list and optimiser. Per server (like the quotas in rate-limits.ts).
 */
import type { MiddlewareHandler } from 'hono';
import pLimit from 'p-limit';
import type { AppEnv } from './context';

/** Heavy reads running at once per server unless the server is told otherwise (HEAVY_REQUESTS_AT_ONCE). */
export const DEFAULT_HEAVY_REQUESTS_AT_ONCE = 2;

const HEAVY: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/report\// },
  { method: 'POST', path: /^\/excel\// },
  { method: 'POST', path: /^\/pdf\/export\// },
  { method: 'GET', path: /^\/award\/auctions\/[^/]+\/getbids$/ },
  { method: 'POST', path: /^\/award\/auctions\/[^/]+\/optimize$/ },
];

/** Is `method apiPath` (the path under /api) a heavy read? */
export const isHeavyRequest = (method: string, apiPath: string): boolean => HEAVY.some((h) => h.method === method && h.path.test(apiPath));

export function heavyRequestGate(atOnce: number): MiddlewareHandler<AppEnv> {
  const limit = pLimit(atOnce);
  return async (c, next) => {
    if (!isHeavyRequest(c.req.method, c.req.path.replace(/^\/api(?=\/)/, ''))) return next();
    await limit(() => next());
  };
}
