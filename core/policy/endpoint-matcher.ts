/**
 * Looks a request up in the endpoint policy table and decides whether the caller may proceed.
 * The HTTP adapter maps the decision: UNAUTHENTICATED → 401, FORBIDDEN → 403, no match → 404.
 */
import { can } from './capabilities';
import { ENDPOINT_POLICIES, type EndpointPolicy } from './endpoint-policy';
import { bestMatch, compilePattern, type PathPattern } from './path-pattern';

const COMPILED: readonly { policy: EndpointPolicy; pattern: PathPattern }[] = ENDPOINT_POLICIES.map((policy) => ({
  policy,
  pattern: compilePattern(policy.path),
}));

export interface EndpointMatch {
  entry: EndpointPolicy;
  /** Path parameters by the catalogue's names (`{auctionId}` → `params.auctionId`), URI-decoded. */
  params: Record<string, string>;
}

/**
 * The policy entry for a request. `path` is without the `/api` prefix and without the query
 * string; the most specific template wins (`/auction/lotadd/-1` over `/auction/lotadd/{auctionId}`).
 */
export const matchEndpoint = (method: string, path: string): EndpointMatch | null => {
  const m = method.toUpperCase();
  const found = bestMatch(
    COMPILED.filter((c) => c.policy.method === m),
    path.split('?')[0],
  );
  return found ? { entry: found.item.policy, params: found.params } : null;
};

/** True when the path exists under another method (the adapter answers 405 rather than 404). */
export const pathExistsForOtherMethod = (method: string, path: string): boolean =>
  COMPILED.some((c) => c.policy.method !== method.toUpperCase() && bestMatch([c], path.split('?')[0]) !== null);

export type AuthDecision = 'ALLOW' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/**
 * `roles` is null when the request carries no valid token. A token whose one-time code is still
 * pending counts as not signed in for every endpoint not marked `duringMfa` (401: the web returns
 * to the code step or login), because the second factor has not been proven yet.
 */
export const authorize = (roles: readonly string[] | null, mfaPending: boolean, entry: EndpointPolicy): AuthDecision => {
  if (entry.access === 'public') return 'ALLOW';
  if (roles === null) return 'UNAUTHENTICATED';
  if (mfaPending && !entry.duringMfa) return 'UNAUTHENTICATED';
  if (entry.access === 'authenticated') return 'ALLOW';
  return can(roles, entry.access) ? 'ALLOW' : 'FORBIDDEN';
};
