import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'regexparam';
import { canAccessRoute, findUiRoute, routeDecision, routerPath, UI_ROUTES } from './ui-routes';
import { rolesFor } from '../../../core/policy/capabilities';

const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../fixtures/spec/catalogue.json'), 'utf8'),
) as { routes: { path: string; roles: string[]; access: string }[] };

const ROLE_BY_LABEL: Record<string, string> = {
  Manager: 'MANAGER',
  'Client Relations': 'CLIENT_RELATIONS',
  'external auction-info-centre': 'AIC',
  Bidder: 'BIDDER',
  'Super Bidder': 'SUPERBIDDER',
  Report: 'REPORT',
  Client: 'CLIENT',
  Award: 'AWARD',
};

/** Routes the spec leaves open to everybody whose data only some roles may read: guarded by that capability (ui-routes.ts). */
const GUARDED_BY_THEIR_DATA: Record<string, string[]> = {
  '/auctions': [...rolesFor('listAuctions')],
  '/archiveauctions': [...rolesFor('listAuctions')],
};

/** Our routes beyond the spec's catalogue, with who may open them. */
const OURS: Record<string, string[]> = {
  '/closemonitor': [...rolesFor('monitorClose')], // the live close monitor
  '/loans': ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD'], // the loan records and their SLATE and CDM files
  '/billingstatements': ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD'], // every borrower's monthly statements, their files and e-mails
  '/lots/holdings/upload': ['MANAGER'], // the lots' holdings file and its template
  '/auctioncopy/1': ['MANAGER'], // copy an ended auction to a new one (re-auction)
};

/** The spec's roles: a role added since is not in its catalogue (what it may open: capabilities.test.ts). */
const SPEC_ROLES = new Set(Object.values(ROLE_BY_LABEL));

describe('UI routes', () => {
  it('lists every catalogue route with the catalogue roles', () => {
    for (const c of catalogue.routes) {
      const route = UI_ROUTES.find((r) => r.path === c.path);
      expect(route, c.path).toBeDefined();
      const expected = (GUARDED_BY_THEIR_DATA[c.path] ?? c.roles.map((l) => ROLE_BY_LABEL[l])).filter((r) => SPEC_ROLES.has(r));
      const granted = route?.capability ? rolesFor(route.capability).filter((r) => SPEC_ROLES.has(r)) : [];
      expect([...granted].sort(), c.path).toEqual([...expected].sort());
      expect(route?.public).toBe(c.access === 'public');
    }
    for (const [path, roles] of Object.entries(OURS)) {
      const route = findUiRoute(path);
      expect([...(route?.capability ? rolesFor(route.capability) : [])].sort(), path).toEqual([...roles].sort());
    }
    expect(UI_ROUTES).toHaveLength(catalogue.routes.length + Object.keys(OURS).length);
  });

  it('finds routes with or without the base path and with parameters', () => {
    expect(findUiRoute('/esecauction/useredit/5')?.path).toBe('/useredit/{id}');
    expect(findUiRoute('/useredit/-1')?.path).toBe('/useredit/{id}');
    expect(findUiRoute('/esecauction/lots/upload')?.path).toBe('/lots/upload');
    expect(findUiRoute('/esecauction/resetpassword?loginName=a&passwordResetCode=b')?.path).toBe('/resetpassword');
    expect(findUiRoute('/esecauction/nowhere')).toBeNull();
  });

  it('matches as the web router does, with integer ids', () => {
    expect(findUiRoute('/esecauction/users/')?.path).toBe('/users');
    // Letter case does not count, for wouter nor for the guard (the same page opens, with the same check).
    expect(findUiRoute('/esecauction/USERS')?.path).toBe('/users');
    expect(canAccessRoute(['CLIENT_RELATIONS'], '/esecauction/Users')).toBe(false);
    expect(findUiRoute('/esecauction/auctionedit/7/')?.path).toBe('/auctionedit/{id}');
    expect(findUiRoute('/esecauction/auctionedit/x')).toBeNull();
    expect(findUiRoute('/esecauction/auctionedit/7/lots')).toBeNull();
    expect(findUiRoute('/esecauction/lots/7')).toBeNull();
  });

  it('has exactly one route matching each route path, so their order does not matter', () => {
    for (const route of UI_ROUTES) {
      const sample = route.path.replace(/\{[^}]+\}/g, '7');
      expect(UI_ROUTES.filter((other) => parse(routerPath(other.path)).pattern.test(sample)).map((r) => r.path), sample).toEqual([route.path]);
      expect(findUiRoute(sample)?.path).toBe(route.path);
    }
  });

  it('decides per session', () => {
    expect(routeDecision(null, '/esecauction/login')).toBe('ALLOW');
    expect(routeDecision(null, '/esecauction/home')).toBe('LOGIN');
    expect(routeDecision({ roles: ['BIDDER'], mfaPending: false }, '/esecauction/nowhere')).toBe('LOGIN');
    expect(routeDecision({ roles: ['MANAGER'], mfaPending: true }, '/esecauction/users')).toBe('SOFTTOKEN');
    expect(routeDecision({ roles: ['MANAGER'], mfaPending: true }, '/esecauction/softtoken')).toBe('ALLOW');
    expect(routeDecision({ roles: ['CLIENT_RELATIONS'], mfaPending: false }, '/esecauction/users')).toBe('HOME');
    expect(routeDecision({ roles: ['CLIENT_RELATIONS'], mfaPending: false }, '/esecauction/auctionedit/3')).toBe('ALLOW');
    // The auction lists' data needs listAuctions: a bidder is sent home, not shown an empty list after a 403.
    for (const roles of [['BIDDER'], ['SUPERBIDDER'], ['AIC']]) expect(routeDecision({ roles, mfaPending: false }, '/esecauction/auctions')).toBe('HOME');
    expect(routeDecision({ roles: ['CLIENT'], mfaPending: false }, '/esecauction/archiveauctions')).toBe('ALLOW');
  });

  it('matches role codes exactly', () => {
    expect(canAccessRoute(['SUPERBIDDER'], '/enterbids')).toBe(true);
    expect(canAccessRoute(['SUPERBIDDER'], '/award')).toBe(false);
    expect(canAccessRoute(['AWARDS', 'XMANAGER'], '/award')).toBe(false);
    expect(canAccessRoute(['AWARD'], '/award')).toBe(true);
    expect(canAccessRoute(['AIC'], '/auctionrulesedit')).toBe(true);
    expect(canAccessRoute(['CLIENT'], '/report')).toBe(true);
    expect(canAccessRoute(['CLIENT'], '/infocenterlist')).toBe(true);
    expect(canAccessRoute(null, '/infocenterlist')).toBe(false);
  });
});
