/**
 * Role decisions of the web: thin over core/policy (exact role codes, one table for server and web).
 * Components ask `can(session.roles, capability)`; never compare role codes themselves.
 */
import { leftMenuFor, showsLeftMenu, type MenuEntry } from '../../../core/policy/left-menu';
import { needsInfoCentres, postLoginRoute, REDIRECT_CHOICES, type InfoCentreSummary, type PostLoginRoute } from '../../../core/policy/post-login-route';
import { canAccessRoute, routeDecision, type RouteDecision } from '../../../core/policy/ui-routes';
import { can, type Capability } from '../../../core/policy/capabilities';

export { can, canAccessRoute, leftMenuFor, needsInfoCentres, postLoginRoute, REDIRECT_CHOICES, routeDecision, showsLeftMenu };
export type { Capability, InfoCentreSummary, MenuEntry, PostLoginRoute, RouteDecision };

/** The menu's leaf entries in order, for the home page's shortcuts. */
export const menuLinks = (roles: readonly string[]): { label: string; path: string }[] => {
  const out: { label: string; path: string }[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const e of entries) {
      if (e.path && !out.some((o) => o.path === e.path)) out.push({ label: e.label, path: e.path });
      if (e.children) walk(e.children);
    }
  };
  walk(leftMenuFor(roles));
  return out;
};
