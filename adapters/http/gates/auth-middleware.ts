/**
 * The authorization gate of a route, attached to it when it is registered (route-gates.ts): the
 * bearer token (if any) is resolved, then core's `authorize` decides from the access the route
 * declares in the contract (contract/route.ts `access`, `duringMfa`).
 * - no or bad token on a non-public route, or MFA still pending on a route not allowed during MFA → 401;
 * - a role without the route's capability → 403.
 * A path no route takes never reaches a gate: it answers 404, or 405 when the path is a route's under
 * another method (route-gates.ts `answerUnrouted`). Data scoping (own client, own borrower) stays in the services.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Principal } from '../context';
import { MSG } from '../../../core/domain/messages';
import { authorize, type AccessRule } from '../../../core/policy/access';
import { failureResponse } from '../wire/failure';

/** The caller behind a bearer token, or null when the token is unknown, revoked or expired. */
export type Authenticate = (bearer: string) => Promise<Principal | null>;

/** The bearer token of an Authorization header, or null. */
export const bearerOf = (header: string | undefined): string | null => {
  const m = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1] : null;
};

export function authorizationGate(authenticate: Authenticate, rule: AccessRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerOf(c.req.header('authorization'));
    const who = bearer ? await authenticate(bearer) : null;
    // A public route sees a signed-in caller too, as any other route does.
    if (who) c.set('principal', who);
    if (rule.access === 'public') return next();

    const decision = authorize(who ? who.roles : null, who?.mfaPending ?? false, rule);
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
