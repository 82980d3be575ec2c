import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../../../core/domain/roles';
import { canAccessRoute } from './ui-routes';
import { LEFT_MENU, leftMenuFor, showsLeftMenu, type MenuEntry } from './left-menu';

const labels = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.label, ...labels(e.children ?? [])]);
const leaves = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));

describe('left menu', () => {
  it('is hidden from bidders and super bidders', () => {
    expect(showsLeftMenu(['BIDDER'])).toBe(false);
    expect(showsLeftMenu(['SUPERBIDDER'])).toBe(false);
    expect(leftMenuFor(['BIDDER', 'SUPERBIDDER'])).toEqual([]);
    expect(showsLeftMenu(['BIDDER', 'CLIENT'])).toBe(true);
  });

  it('gives the manager everything but Bidding and Award', () => {
    expect(labels(leftMenuFor(['MANAGER']))).toEqual([
      'Home',
      'Manager/Client Relations',
      'Auctions',
      'Lots',
      'Invitees',
      'Auction Info Center',
      'Info Center',
      'Auction Rules',
      'Asset Information',
      'Operational Management',
      'Borrowers',
      'Clients',
      'Users',
      'Report',
      'Close Monitor',
      'Loans',
    ]);
  });

  it('omits lots, invitees and users for client relations', () => {
    const l = labels(leftMenuFor(['CLIENT_RELATIONS']));
    expect(l).toContain('Auctions');
    expect(l).not.toContain('Lots');
    expect(l).not.toContain('Invitees');
    expect(l).not.toContain('Users');
  });

  it('shows single-area roles their area only', () => {
    expect(labels(leftMenuFor(['AWARD']))).toEqual(['Home', 'Award', 'Loans']);
    expect(labels(leftMenuFor(['REPORT']))).toEqual(['Home', 'Report', 'Loans']);
    expect(labels(leftMenuFor(['CLIENT']))).toEqual(['Home', 'Report', 'Close Monitor']);
    expect(labels(leftMenuFor(['CLIENT', 'BIDDER']))).toEqual(['Home', 'Bidding', 'Report', 'Close Monitor']);
  });

  it('shows a heading only over a link the user has directly under it (no empty Manager/Client Relations for the AIC)', () => {
    expect(leftMenuFor(['AIC'])).toEqual([
      { label: 'Home', path: '/home', capability: 'seeLeftMenu' },
      {
        label: 'Auction Info Center',
        children: [
          { label: 'Info Center', path: '/infocenterlist', capability: 'editInfoCentre' },
          { label: 'Auction Rules', path: '/auctionrulesedit', capability: 'editInfoCentre' },
          { label: 'Asset Information', path: '/assetinformationedit', capability: 'editInfoCentre' },
          { label: 'Operational Management', path: '/operationalmanagementedit', capability: 'editInfoCentre' },
        ],
      },
    ]);
    expect(labels(leftMenuFor(['AIC', 'REPORT']))).toEqual(['Home', 'Auction Info Center', 'Info Center', 'Auction Rules', 'Asset Information', 'Operational Management', 'Report', 'Loans']);
    // Client relations keeps the heading: Auctions sits directly under it.
    expect(labels(leftMenuFor(['CLIENT_RELATIONS'])).slice(0, 4)).toEqual(['Home', 'Manager/Client Relations', 'Auctions', 'Auction Info Center']);
  });

  it('never shows an empty heading, whatever the roles', () => {
    fc.assert(
      fc.property(fc.subarray([...ROLE_CODES]), (roles) => {
        const check = (entries: readonly MenuEntry[]): void => {
          for (const e of entries) {
            if (!e.children) continue;
            expect(e.children.some((c) => !c.children), `${roles.join(',')} ${e.label}`).toBe(true);
            check(e.children);
          }
        };
        check(leftMenuFor(roles));
      }),
    );
  });

  it('never links to a route the role cannot open', () => {
    const roles = ['MANAGER', 'CLIENT_RELATIONS', 'AIC', 'CLIENT', 'REPORT', 'AWARD'];
    for (const role of roles) {
      for (const leaf of leaves(leftMenuFor([role]))) expect(canAccessRoute([role], leaf.path as string), `${role} ${leaf.path}`).toBe(true);
    }
    expect(leaves(LEFT_MENU).every((l) => typeof l.path === 'string')).toBe(true);
  });
});
