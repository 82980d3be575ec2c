/**
 * Per-user quotas on the endpoints whose work is expensive for the server (PDF and Excel renders,
 * e-mails, uploads: the routes whose contract definition says `expensive: true`, to which registering
 * attaches this quota, route-gates.ts): one signed-in user may call them at most `perMinute` times a
 * minute, counted together; past it the answer is 429 `{ error, code: 'TOO_MANY_REQUESTS' }` with
 * `Retry-After`.
 * Keyed on the user, not the address, so users behind one proxy do not share a quota.
 *
 * Decision: the counters live in the server's memory (hono-rate-limiter's MemoryStore). With several
 * servers behind a load balancer each server counts on its own, so the effective quota is N× the
 * setting; this is a protection against one user hogging a server, not an exact billing quota.
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { principalOf, type AppEnv } from '../context';
import { failureResponse } from '../wire/failure';
import { MSG } from '../../../core/domain/messages';

export const DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE = 30;

/** The quota of every expensive route of one server: one count per user across them all. */
export function expensiveRequestQuota(perMinute: number): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-6',
    // An anonymous caller is refused by the authorization gate before it gets here, unless the route is public.
    skip: (c) => c.get('principal') === undefined,
    keyGenerator: (c) => `user:${principalOf(c).user.id}`,
    handler: (c) => failureResponse(c, { code: 'TOO_MANY_REQUESTS', message: MSG.TOO_MANY_REQUESTS }),
  });
}
