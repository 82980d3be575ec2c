/**
 * The one authorization gate of /api: every request is matched against the core endpoint policy
 * table, then the bearer token (if any) is resolved, then the table decides.
 * - unknown /api path → 404 (405 when the path exists under another method); no or bad token on a non-public endpoint → 401;
 * - wrong role, or MFA still pending on an endpoint not allowed during MFA → 403.
 * Data scoping (own client, own borrower) stays in the services.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { authenticateBearer } from '../../core/auth/tokens';
import { MSG } from '../../core/domain/messages';
import type { RoleCode } from '../../core/domain/roles';
import { failureResponse } from './failure';

export type Decision = 'ALLOW' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/** What the gate needs from the policy table (core/policy). */
export interface EndpointPolicy<E> {
  match(method: string, path: string): E | null;
  /** True when the path exists under another method (answered 405, not 404). */
  existsForOtherMethod(method: string, path: string): boolean;
  isPublic(entry: E): boolean;
  authorize(roles: RoleCode[] | null, mfaPending: boolean, entry: E): Decision;
}

/** The bearer token of an Authorization header, or null. */
export const bearerOf = (header: string | undefined): string | null => {
  const m = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? (m[1]) : null;
};

export function authGate<E>(deps: AppDeps, policy: EndpointPolicy<E>, prefix = '/api'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.slice(prefix.length) || '/';
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const entry = policy.match(method, path);
    if (!entry) {
      if (policy.existsForOtherMethod(method, path)) {
        return failureResponse(c, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' });
      }
      return failureResponse(c, { code: 'NOT_FOUND', message: MSG.NOT_FOUND });
    }

    const bearer = bearerOf(c.req.header('authorization'));
    const who = bearer ? await authenticateBearer(deps, bearer) : null;
    if (who) c.set('principal', who);
    if (policy.isPublic(entry)) return next();

    const decision = policy.authorize(who ? who.roles : null, who?.mfaPending ?? false, entry);
    // RFC 6750 challenges mark the gate's own refusals (services may refuse with 401/403 for data reasons).
    if (decision === 'UNAUTHENTICATED') {
      c.header('www-authenticate', bearer ? 'Bearer error="invalid_token"' : 'Bearer');
      return failureResponse(c, { code: 'UNAUTHENTICATED', message: MSG.UNAUTHENTICATED });
    }
    if (decision === 'FORBIDDEN') {
      c.header('www-authenticate', 'Bearer error="insufficient_scope"');
      return failureResponse(c, { code: 'FORBIDDEN', message: MSG.FORBIDDEN });
    }
    return next();
  };
}
