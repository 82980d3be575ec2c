import { describe, expect, it } from 'vitest';
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
    expect(labels(leftMenuFor(['AWARD']))).toEqual(['Home', 'Award']);
    expect(labels(leftMenuFor(['REPORT']))).toEqual(['Home', 'Report']);
    expect(labels(leftMenuFor(['CLIENT']))).toEqual(['Home', 'Report']);
    expect(labels(leftMenuFor(['CLIENT', 'BIDDER']))).toEqual(['Home', 'Bidding', 'Report']);
  });

  it('never links to a route the role cannot open', () => {
    const roles = ['MANAGER', 'CLIENT_RELATIONS', 'AIC', 'CLIENT', 'REPORT', 'AWARD'];
    for (const role of roles) {
      for (const leaf of leaves(leftMenuFor([role]))) expect(canAccessRoute([role], leaf.path as string), `${role} ${leaf.path}`).toBe(true);
    }
    expect(leaves(LEFT_MENU).every((l) => typeof l.path === 'string')).toBe(true);
  });
});
