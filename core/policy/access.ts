/**
 * Who may call a server endpoint, decided from the access a route declares. Each HTTP route states
 * its own access in the contract (`access` and `duringMfa` of `defineRoute`); the HTTP
 * adapter asks `authorize` for every request to a registered route, and the web asks it (through
 * `mayCall`) before showing an action, so the rule lives once and core knows nothing of paths.
 *
 * Access is `public`, `authenticated` (any signed-in user whose one-time code, if required, is
 * verified; services still scope the data: a client sees only its client's auctions, a bidder only
 * its own bids) or a capability (`CAPABILITY_ROLES`: exact role codes; holding SUPERBIDDER never
 * counts as BIDDER).
 */
import { can, type Capability } from './capabilities';

/** `public`, any signed-in user, or the holders of one capability. */
export type Access = 'public' | 'authenticated' | Capability;

/** What `authorize` reads of a route: its access, and whether an MFA-pending token may call it. */
export interface AccessRule {
  access: Access;
  /** A token issued before the one-time code is verified may call it (the MFA endpoints and logout). */
  duringMfa?: boolean;
}

export type AuthDecision = 'ALLOW' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/**
 * `roles` is null when the request carries no valid token. A token whose one-time code is still
 * pending counts as not signed in for every endpoint not marked `duringMfa` (401: the web returns
 * to the code step or login), because the second factor has not been proven yet.
 * The HTTP adapter maps the decision: UNAUTHENTICATED → 401, FORBIDDEN → 403.
 */
export const authorize = (roles: readonly string[] | null, mfaPending: boolean, rule: AccessRule): AuthDecision => {
  if (rule.access === 'public') return 'ALLOW';
  if (roles === null) return 'UNAUTHENTICATED';
  if (mfaPending && rule.duringMfa !== true) return 'UNAUTHENTICATED';
  if (rule.access === 'authenticated') return 'ALLOW';
  return can(roles, rule.access) ? 'ALLOW' : 'FORBIDDEN';
};
