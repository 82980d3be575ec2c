/**
 * The left menu (access-and-administration §2 Layout): shown only to users holding a role other
 * than Bidder and Super Bidder (`seeLeftMenu`); each link gated by a capability of
 * core/policy/capabilities.ts.
 *
 * A group heading shows only over a link the user has directly under it; a group whose own links
 * are all hidden gives way to its visible subgroups (an AIC user sees "Auction Info Center", not an
 * empty "Manager/Client Relations" heading above it).
 *
 * Decisions where the spec is silent:
 * - Auction Info Center's 4 entries: the info-centre list and the three document edit pages, for
 *   the info-centre editors (Manager, AIC, Client Relations).
 * - Bidding opens the info-centre list (where bidding starts) for a user who is also a bidder.
 */
import { can, type Capability } from '../../../core/policy/capabilities';
import type { UiPath } from './ui-routes';

export type MenuEntry =
  /** A link: a UI route's path without the /esecauction base (one of ui-routes.ts, or it does not compile). */
  | { label: string; path: UiPath; capability: Capability; children?: undefined }
  /** A group heading over its entries. */
  | { label: string; path?: undefined; children: readonly MenuEntry[] };

const link = (label: string, path: UiPath, capability: Capability): MenuEntry => ({ label, path, capability });

export const LEFT_MENU: readonly MenuEntry[] = [
  link('Home', '/home', 'seeLeftMenu'),
  {
    label: 'Manager/Client Relations',
    children: [
      link('Auctions', '/auctions', 'setUpAuctions'),
      // The Client Relations menu omits lots and invitees (§6).
      link('Lots', '/lots', 'manageLots'),
      link('Invitees', '/inviteedashboard', 'manageInvitees'),
      {
        label: 'Auction Info Center',
        children: [
          link('Info Center', '/infocenterlist', 'editInfoCentre'),
          link('Auction Rules', '/auctionrulesedit', 'editInfoCentre'),
          link('Asset Information', '/assetinformationedit', 'editInfoCentre'),
          link('Operational Management', '/operationalmanagementedit', 'editInfoCentre'),
        ],
      },
    ],
  },
  link('Bidding', '/infocenterlist', 'bid'),
  link('Borrowers', '/borrowers', 'manageBorrowers'),
  link('Clients', '/clients', 'manageClients'),
  link('Users', '/users', 'administerUsers'),
  link('Report', '/report', 'openReportCentre'),
  link('Award', '/award', 'award'),
  link('Close Monitor', '/closemonitor', 'monitorClose'),
  link('Loans', '/loans', 'seeLoans'),
];

/** Bidder and super bidder pages show no left menu: only a role outside those two shows it. */
export const showsLeftMenu = (roles: readonly string[]): boolean => can(roles, 'seeLeftMenu');

const visible = (entries: readonly MenuEntry[], roles: readonly string[]): MenuEntry[] =>
  entries.flatMap((entry): MenuEntry[] => {
    if (!entry.children) return can(roles, entry.capability) ? [entry] : [];
    const children = visible(entry.children, roles);
    // A heading with no link of its own directly under it would stand empty: lift its subgroups.
    return children.some((c) => !c.children) ? [{ ...entry, children }] : children;
  });

/** The menu a user sees: [] for a bidder-only user. */
export const leftMenuFor = (roles: readonly string[]): MenuEntry[] => (showsLeftMenu(roles) ? visible(LEFT_MENU, roles) : []);
