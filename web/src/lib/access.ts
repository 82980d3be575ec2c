/**
 * Role decisions of the web, by EXACT role code (never the original's substring match).
 * TEMPORARY local table until core/policy exports canAccessRoute / menu / post-login routing;
 * then this module only re-exports core.
 */
import type { RoleCode } from '../../../core/domain/roles';
import { BIDDER_ROLES, BIDDER_TYPE_ROLES, hasAnyRole } from '../../../core/domain/roles';

const ROUTE_ROLES: Record<string, readonly RoleCode[]> = {
  auctionedit: ['MANAGER', 'CLIENT_RELATIONS'],
  lots: ['MANAGER'],
  lotedit: ['MANAGER'],
  inviteedashboard: ['MANAGER'],
  borrowers: ['MANAGER', 'CLIENT_RELATIONS'],
  companyedit: ['MANAGER', 'CLIENT_RELATIONS'],
  users: ['MANAGER'],
  useredit: ['MANAGER'],
  clients: ['MANAGER', 'CLIENT_RELATIONS'],
  clientedit: ['MANAGER', 'CLIENT_RELATIONS'],
  auctionrulesedit: ['MANAGER', 'AIC', 'CLIENT_RELATIONS'],
  assetinformationedit: ['MANAGER', 'AIC', 'CLIENT_RELATIONS'],
  operationalmanagementedit: ['MANAGER', 'AIC', 'CLIENT_RELATIONS'],
  enterbids: ['BIDDER', 'SUPERBIDDER'],
  report: ['MANAGER', 'REPORT', 'CLIENT', 'CLIENT_RELATIONS'],
  award: ['AWARD'],
};

/** May a user holding `roles` open `path` (a path under /esecauction, e.g. "/lotedit/3")? */
export const canAccessRoute = (roles: readonly string[], path: string): boolean => {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  const wanted = ROUTE_ROLES[first];
  return wanted === undefined || hasAnyRole(roles, wanted);
};

export const showsLeftMenu = (roles: readonly string[]): boolean => roles.some((r) => !(BIDDER_ROLES as readonly string[]).includes(r));

export interface MenuEntry {
  label: string;
  path: string;
  group?: string;
}

export const menuEntries = (roles: readonly string[]): MenuEntry[] => {
  const all: MenuEntry[] = [
    { label: 'Home', path: '/home' },
    { label: 'Auctions', path: '/auctions', group: 'Manager' },
    { label: 'Lots', path: '/lots', group: 'Manager' },
    { label: 'Invitees', path: '/inviteedashboard', group: 'Manager' },
    { label: 'Info Center List', path: '/infocenterlist', group: 'Auction Info Center' },
    { label: 'Auction Rules', path: '/auctionrulesedit', group: 'Auction Info Center' },
    { label: 'Asset Information', path: '/assetinformationedit', group: 'Auction Info Center' },
    { label: 'Operational Information', path: '/operationalmanagementedit', group: 'Auction Info Center' },
    { label: 'Bidding', path: '/enterbids' },
    { label: 'Borrowers', path: '/borrowers' },
    { label: 'Clients', path: '/clients' },
    { label: 'Users', path: '/users' },
    { label: 'Report', path: '/report' },
    { label: 'Award', path: '/award' },
  ];
  const staff = hasAnyRole(roles, ['MANAGER', 'CLIENT_RELATIONS']);
  return all.filter((e) => (e.path === '/auctions' ? staff : canAccessRoute(roles, e.path)));
};

export interface InfoCentreRef {
  id: number;
  template: string | null;
  aicapprovalFlag: boolean;
}

export type PostLoginTarget = { path: '/home' | '/redirect' | '/infocenterlist' } | { path: '/infocenterpage'; auctionId: number; template: string };

/** The login screen's routing after sign-in (spec §2 Login), exact roles. */
export const postLoginTarget = (roles: readonly string[], hasCompanyName: boolean, infoCentres: readonly InfoCentreRef[]): PostLoginTarget => {
  if (!hasAnyRole(roles, BIDDER_TYPE_ROLES)) return { path: '/home' };
  if (roles.includes('CLIENT')) return { path: '/redirect' };
  if (roles.includes('AIC') && !hasCompanyName) return { path: '/infocenterlist' };
  const first = infoCentres.find((i) => i.aicapprovalFlag);
  return first ? { path: '/infocenterpage', auctionId: first.id, template: first.template ?? 'columns' } : { path: '/infocenterlist' };
};

/** Whether the login flow must fetch the info centres (only in the last branch above). */
export const needsInfoCentres = (roles: readonly string[], hasCompanyName: boolean): boolean =>
  hasAnyRole(roles, BIDDER_TYPE_ROLES) && !roles.includes('CLIENT') && !(roles.includes('AIC') && !hasCompanyName);
