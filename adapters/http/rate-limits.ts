/**
 * Per-user quotas on the endpoints whose work is expensive for the server (PDF and Excel renders,
 * e-mails, uploads): one signed-in user may call them at most `perMinute` times a minute, counted
 * together; past it the answer is 429 `{ error, code: 'TOO_MANY_REQUESTS' }` with `Retry-After`.
 * Keyed on the user, not the address, so users behind one proxy do not share a quota.
 *
 * Decision: the counters live in the server's memory (hono-rate-limiter's MemoryStore). With several
 * servers behind a load balancer each server counts on its own, so the effective quota is N× the
 * setting; this is a protection against one user hogging a server, not an exact billing quota.
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { AppEnv } from './context';
import { failureResponse } from './failure';
import { MSG } from '../../core/domain/messages';

/** Paths (under /api) of the expensive endpoints. */
const EXPENSIVE_PATHS: readonly RegExp[] = [
  /^\/pdf\/export\//,
  /^\/excel\//,
  /^\/auction\/exportbids\//,
  /^\/auction\/(bidtemplate|readbidfile)\//,
  /^\/auction\/sendConfirmationEmail\//,
  /^\/auction\/sendInvites\//,
  /^\/auction\/lots\/upload$/,
  /^\/auction\/upload(rules|asset|op)files\//,
  /^\/auction\/uploadlogo\//,
];

export const isExpensivePath = (apiPath: string): boolean => EXPENSIVE_PATHS.some((re) => re.test(apiPath));

export const DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE = 30;

const apiPathOf = (path: string): string => path.replace(/^\/api(?=\/)/, '');

export function expensiveRequestQuota(perMinute: number): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-6',
    skip: (c) => !isExpensivePath(apiPathOf(c.req.path)) || c.get('principal') === undefined,
    keyGenerator: (c) => `user:${c.get('principal').user.id}`,
    handler: (c) => failureResponse(c, { code: 'TOO_MANY_REQUESTS', message: MSG.TOO_MANY_REQUESTS }),
  });
}
