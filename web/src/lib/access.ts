/**
 * Role decisions of the web: thin over core/policy (exact role codes, one table for server and web).
 */
import { leftMenuFor, showsLeftMenu, type MenuEntry } from '../../../core/policy/left-menu';
import { postLoginRoute, REDIRECT_CHOICES, type InfoCentreSummary, type PostLoginRoute } from '../../../core/policy/post-login-route';
import { canAccessRoute, routeDecision, type RouteDecision } from '../../../core/policy/ui-routes';
import { BIDDER_TYPE_ROLES, hasAnyRole } from '../../../core/domain/roles';

export { canAccessRoute, leftMenuFor, postLoginRoute, REDIRECT_CHOICES, routeDecision, showsLeftMenu };
export type { InfoCentreSummary, MenuEntry, PostLoginRoute, RouteDecision };

/** Only the last branch of the post-login routing looks at the info centres; skip the call otherwise. */
export const needsInfoCentres = (roles: readonly string[], hasCompanyName: boolean): boolean =>
  hasAnyRole(roles, BIDDER_TYPE_ROLES) && !roles.includes('CLIENT') && !(roles.includes('AIC') && !hasCompanyName);

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
