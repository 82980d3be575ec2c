/**
 * Role decisions of the web: thin over core/policy (exact role codes, one table for server and web).
 * Components ask `can(session.roles, capability)`; never compare role codes themselves.
 */
import { needsInfoCentres, postLoginRoute, REDIRECT_CHOICES, type InfoCentreSummary, type PostLoginRoute } from '../../../core/policy/post-login-route';
import { canAccessRoute, routeDecision, type RouteDecision } from './ui-routes';
import { can, type Capability } from '../../../core/policy/capabilities';

export { can, canAccessRoute, needsInfoCentres, postLoginRoute, REDIRECT_CHOICES, routeDecision };
export type { Capability, InfoCentreSummary, PostLoginRoute, RouteDecision };
// The left menu's entries are in ./menu.ts, loaded with the menu (bidders have none): not in the first bundle.
