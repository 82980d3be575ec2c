/**
 * The contract registry (contract/index.ts) is complete: every catalogue endpoint is a route, once,
 * and each route states the access the spec gives it. The HTTP layer attaches its gates from these
 * facts (adapters/http/gates/route-gates.ts), so what is checked here is what the server enforces.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../core/domain/roles';
import { authorize } from '../core/policy/access';
import { rolesFor, type Capability } from '../core/policy/capabilities';
import { CONTRACT, CONTRACT_ROUTES, routesOf } from './index';
import type { ContractRoute } from './route';

interface CatalogueEndpoint {
  method: string;
  path: string;
  /** Segments the spec does not name (`{provider}` in `load{provider}logo`): any text there. */
  placeholders?: string[];
}
const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/spec/catalogue.json'), 'utf8')) as { endpoints: CatalogueEndpoint[] };

const escaped = (s: string): string => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** The routes a catalogue endpoint is: same method, same path with its named parameters, placeholders filled in. */
const routesFor = (c: CatalogueEndpoint): ContractRoute[] => {
  const source = c.path
    .split(/(\{[^}]+\})/)
    .map((part) => (!part.startsWith('{') ? escaped(part) : c.placeholders?.includes(part) ? '[^/{}]+' : escaped(part)))
    .join('');
  const re = new RegExp(`^${source}$`);
  return CONTRACT_ROUTES.filter((r) => r.method.toUpperCase() === c.method && re.test(r.path));
};

const routeAt = (method: string, path: string): ContractRoute => {
  const r = CONTRACT_ROUTES.find((x) => x.method === method && x.path === path);
  if (!r) throw new Error(`no contract route ${method} ${path}`);
  return r;
};

describe('the contract registry', () => {
  it('has every catalogue endpoint as a route, once, plus logout, the document and our own routes', () => {
    expect(catalogue.endpoints).toHaveLength(92);
    for (const c of catalogue.endpoints) {
      const found = routesFor(c);
      // The two logo placeholders name two routes of the same shape (provider, partner).
      if (c.placeholders?.length) expect(found.length, `${c.method} ${c.path}`).toBeGreaterThanOrEqual(1);
      else expect(found, `${c.method} ${c.path}`).toHaveLength(1);
    }
    // Beyond the catalogue's 92: logout, openapi and our own routes (no fixed count: a new report or route
    // adds one). Each route is registered once (below), gated (route-gates.test.ts) and in the role matrix.
    const keys = CONTRACT_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists each exported route once, however it is exported', () => {
    const listed = new Set([...routesOf(CONTRACT)].map((r) => r.route));
    expect(listed.size).toBe(CONTRACT_ROUTES.length);
  });

  it('gives our own routes the access of their area', () => {
    // Named by capability: which roles hold it is core/policy/capabilities.test.ts's business (a new role changes no line here).
    expect(routeAt('get', '/audit/auctions/{id}/receipt/{hash}').access).toBe('checkBidReceipts' satisfies Capability);
    expect(routeAt('get', '/audit/auctions/{id}/head').access).toBe('seeStaffReports' satisfies Capability);
    expect(routeAt('post', '/award/auctions/{id}/optimize').access).toBe(routeAt('post', '/award/auctions/{id}/confirm').access);
    expect(routeAt('get', '/award/auctions/{id}/history').access).toBe(routeAt('post', '/award/auctions/{id}/confirm').access);
    expect(routeAt('get', '/openapi.json').access).toBe('public');
  });

  it('lets only the MFA endpoints and logout through while the code is pending', () => {
    expect(CONTRACT_ROUTES.filter((r) => r.duringMfa).map((r) => r.path).sort()).toEqual(['/auction/logout', '/auction/mfa/isOTPPage', '/auction/mfa/verifycode']);
  });

  it('uses only known role codes', () => {
    for (const r of CONTRACT_ROUTES) {
      if (r.access !== 'public' && r.access !== 'authenticated') for (const role of rolesFor(r.access)) expect(ROLE_CODES).toContain(role);
    }
  });

  it('marks every report read and workbook heavy, and no save', () => {
    const heavy = CONTRACT_ROUTES.filter((r) => r.heavy).map((r) => `${r.method} ${r.path}`);
    for (const r of CONTRACT_ROUTES.filter((x) => (x.method === 'get' && x.path.startsWith('/report/')) || x.path.startsWith('/excel/'))) {
      expect(heavy, r.path).toContain(`${r.method} ${r.path}`);
    }
    expect(heavy.filter((k) => /save/i.test(k))).toEqual([]);
  });

  it.each([
    [['CLIENT_RELATIONS'], 'post', '/auction/choosetemplate/{auctionId}/{template}/{approvalFlag}', true],
    [['AIC'], 'post', '/auction/choosetemplate/{auctionId}/{template}/{approvalFlag}', false],
    [['AIC'], 'post', '/auction/rulessave', true],
    [['CLIENT'], 'get', '/report/awardSummary/{auctionId}', false],
    [['CLIENT'], 'get', '/report/bidderComments/{id}', true],
    [['CLIENT'], 'post', '/report/legalcomments/legalCommentsSave', false],
    [['CLIENT'], 'post', '/excel/report/auctionRecommendations', false],
    [['CLIENT'], 'get', '/report/loadproviderlogo/', true],
    [['REPORT'], 'post', '/award/auctions/{id}/awardssave', false],
    [['CLIENT_RELATIONS'], 'post', '/auction/usersave', false],
    [['CLIENT_RELATIONS'], 'post', '/auction/companysave', true],
    [['BIDDER'], 'get', '/auction/findInfocenter', true],
    [['BIDDER'], 'get', '/auction/auctions', false],
    [['CLIENT'], 'get', '/auction/auctions', true],
  ] satisfies [RoleCode[], string, string, boolean][])('gives each area its roles: %j may call %s %s: %s', (roles, method, path, allowed) => {
    expect(authorize(roles, false, routeAt(method, path)) === 'ALLOW').toBe(allowed);
  });
});
