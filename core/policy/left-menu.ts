/**
 * The left menu (access-and-administration §2 Layout): shown only to users holding a role other
 * than Bidder and Super Bidder; each entry gated by exact role codes. A group shows when at least
 * one of its entries does.
 *
 * Decisions where the spec is silent:
 * - Auction Info Center's 4 entries: the info-centre list and the three document edit pages, for
 *   the info-centre editors (Manager, AIC, Client Relations). The group sits under
 *   Manager/Client Relations, which therefore also shows for an AIC user with only that group.
 * - Bidding opens the info-centre list (where bidding starts) for a user who is also a bidder.
 */
import { hasAnyRole, type RoleCode } from '../domain/roles';

export interface MenuEntry {
  label: string;
  /** Route path without the /esecauction base; absent for groups. */
  path?: string;
  roles: readonly RoleCode[];
  children?: readonly MenuEntry[];
}

const SETUP: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS'];
const INFO_EDITORS: readonly RoleCode[] = ['MANAGER', 'AIC', 'CLIENT_RELATIONS'];
const ANY_NON_BIDDER: readonly RoleCode[] = ['MANAGER', 'CLIENT_RELATIONS', 'AIC', 'CLIENT', 'REPORT', 'AWARD'];

export const LEFT_MENU: readonly MenuEntry[] = [
  { label: 'Home', path: '/home', roles: ANY_NON_BIDDER },
  {
    label: 'Manager/Client Relations',
    roles: INFO_EDITORS,
    children: [
      { label: 'Auctions', path: '/auctions', roles: SETUP },
      // The Client Relations menu omits lots and invitees (§6).
      { label: 'Lots', path: '/lots', roles: ['MANAGER'] },
      { label: 'Invitees', path: '/inviteedashboard', roles: ['MANAGER'] },
      {
        label: 'Auction Info Center',
        roles: INFO_EDITORS,
        children: [
          { label: 'Info Center', path: '/infocenterlist', roles: INFO_EDITORS },
          { label: 'Auction Rules', path: '/auctionrulesedit', roles: INFO_EDITORS },
          { label: 'Asset Information', path: '/assetinformationedit', roles: INFO_EDITORS },
          { label: 'Operational Management', path: '/operationalmanagementedit', roles: INFO_EDITORS },
        ],
      },
    ],
  },
  { label: 'Bidding', path: '/infocenterlist', roles: ['BIDDER', 'SUPERBIDDER'] },
  { label: 'Borrowers', path: '/borrowers', roles: SETUP },
  { label: 'Clients', path: '/clients', roles: SETUP },
  { label: 'Users', path: '/users', roles: ['MANAGER'] },
  { label: 'Report', path: '/report', roles: ['MANAGER', 'REPORT', 'CLIENT', 'CLIENT_RELATIONS'] },
  { label: 'Award', path: '/award', roles: ['AWARD'] },
];

/** Bidder and super bidder pages show no left menu: only a role outside those two shows it. */
export const showsLeftMenu = (roles: readonly string[]): boolean => hasAnyRole(roles, ANY_NON_BIDDER);

const visible = (entries: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] =>
  entries.flatMap((entry) => {
    if (!hasAnyRole(roles, entry.roles)) return [];
    if (!entry.children) return [entry];
    const children = visible(entry.children, roles);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });

/** The menu a user sees: [] for a bidder-only user. */
export const leftMenuFor = (roles: readonly string[]): MenuEntry[] => (showsLeftMenu(roles) ? visible(LEFT_MENU, roles) : []);
