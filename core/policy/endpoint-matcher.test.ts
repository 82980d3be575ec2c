import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../domain/roles';
import { authorize, matchEndpoint, pathExistsForOtherMethod } from './endpoint-matcher';
import { ENDPOINT_POLICIES } from './endpoint-policy';
import { rolesFor, type Capability } from './capabilities';

interface CatalogueEndpoint {
  method: string;
  path: string;
}
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../fixtures/spec/catalogue.json'), 'utf8'),
) as { endpoints: CatalogueEndpoint[] };

/** A concrete path for a template: ids become 7, other parameters a word. */
const concrete = (template: string): string =>
  template.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'id' || name.endsWith('Id') ? '7' : 'x'));

const entryFor = (method: string, path: string) => {
  const e = ENDPOINT_POLICIES.find((p) => p.method === method && p.path === path);
  if (!e) throw new Error(`no policy for ${method} ${path}`);
  return e;
};

describe('endpoint policy table', () => {
  it('covers every catalogue endpoint exactly once, plus logout and openapi', () => {
    expect(catalogue.endpoints).toHaveLength(92);
    for (const c of catalogue.endpoints) {
      expect(ENDPOINT_POLICIES.filter((p) => p.method === c.method && p.path === c.path), `${c.method} ${c.path}`).toHaveLength(1);
    }
    // 92 + logout + openapi + the participation area's own endpoints (acceptrules, exportbids, recommendations
    // export, one info centre) + the bid ledger's receipt check and head + the award optimiser (issue 15)
    // + the bid template and the bid file read (issue 26) + the award history (issue 27) + the close (issue 28:
    // monitor summary, monitor, its stream, extend, the clock stream).
    expect(ENDPOINT_POLICIES).toHaveLength(109);
    entryFor('POST', '/auction/logout');
    entryFor('GET', '/openapi.json');
    entryFor('POST', '/auction/acceptrules/{auctionId}');
    entryFor('POST', '/auction/exportbids/{auctionId}');
    entryFor('POST', '/excel/{report-export}/auctionRecommendations');
    expect(rolesFor(entryFor('GET', '/audit/auctions/{id}/receipt/{hash}').access as Capability)).toEqual(['BIDDER', 'SUPERBIDDER', 'MANAGER', 'CLIENT_RELATIONS', 'REPORT']);
    expect(rolesFor(entryFor('GET', '/audit/auctions/{id}/head').access as Capability)).toEqual(['MANAGER', 'CLIENT_RELATIONS', 'REPORT']);
    expect(entryFor('POST', '/award/auctions/{id}/optimize').access).toEqual(entryFor('POST', '/award/auctions/{id}/confirm').access);
    expect(entryFor('GET', '/award/auctions/{id}/history').access).toEqual(entryFor('POST', '/award/auctions/{id}/confirm').access);
    entryFor('GET', '/auction/infocentre/{auctionId}');
  });

  it('matches a concrete request of every catalogue endpoint back to its own entry', () => {
    for (const c of catalogue.endpoints) {
      const m = matchEndpoint(c.method, concrete(c.path));
      expect(m?.entry.path, `${c.method} ${c.path}`).toBeDefined();
      // The two logo templates are the same shape; either answers with the same access.
      if (c.path.startsWith('/report/load')) expect(m?.entry.access).toEqual(entryFor(c.method, c.path).access);
      else expect(m?.entry.path).toBe(c.path);
    }
  });

  it('lets only the MFA endpoints and logout through while the code is pending', () => {
    expect(ENDPOINT_POLICIES.filter((p) => p.duringMfa).map((p) => p.path).sort()).toEqual([
      '/auction/logout',
      '/auction/mfa/isOTPPage',
      '/auction/mfa/verifycode',
    ]);
  });

  it('uses only known role codes', () => {
    for (const p of ENDPOINT_POLICIES) {
      if (p.access !== 'public' && p.access !== 'authenticated') for (const r of rolesFor(p.access)) expect(ROLE_CODES).toContain(r);
    }
  });
});

describe('matchEndpoint', () => {
  it('prefers literal segments over parameters', () => {
    expect(matchEndpoint('POST', '/auction/lotadd/-1')?.entry.path).toBe('/auction/lotadd/-1');
    expect(matchEndpoint('POST', '/auction/lotadd/12')).toEqual({
      entry: entryFor('POST', '/auction/lotadd/{auctionId}'),
      params: { auctionId: '12' },
    });
    expect(matchEndpoint('POST', '/auction/saveAuction')?.entry.path).toBe('/auction/saveAuction');
    expect(matchEndpoint('POST', '/auction/lotsave')?.entry.path).toBe('/auction/lotsave');
    expect(matchEndpoint('POST', '/auction/-1')?.entry.path).toBe('/auction/{id}');
  });

  it('keeps /auction/lots away from /auction/{id} (ids are integers)', () => {
    expect(matchEndpoint('DELETE', '/auction/lots')?.entry.path).toBe('/auction/lots');
    expect(matchEndpoint('POST', '/auction/lots')).toBeNull();
    expect(pathExistsForOtherMethod('POST', '/auction/lots')).toBe(true);
    expect(matchEndpoint('POST', '/auction/abc')).toBeNull();
  });

  it('extracts and decodes parameters, including ones inside a segment', () => {
    expect(matchEndpoint('POST', '/auction/invitepopupusers/Bid%20Invite/3')?.params).toEqual({
      subject: 'Bid Invite',
      auctionId: '3',
    });
    expect(matchEndpoint('POST', '/auction/choosetemplate/4/columns/true')?.params).toEqual({
      auctionId: '4',
      template: 'columns',
      approvalFlag: 'true',
    });
    expect(matchEndpoint('GET', '/report/loadprovider1logo/')?.params).toEqual({ provider: 'provider1' });
    const logo = matchEndpoint('GET', '/report/loadprovider1logo')?.entry.access as Capability;
    expect(rolesFor(logo)).toEqual(['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'CLIENT']);
    expect(matchEndpoint('POST', '/excel/report-export/fullBidDetails')?.params).toEqual({ 'report-export': 'report-export' });
  });

  it('ignores the query string and the method case', () => {
    expect(matchEndpoint('get', '/auction/auctions?companyId=&clientId=3')?.entry.path).toBe('/auction/auctions');
  });

  it('answers null for unknown paths', () => {
    expect(matchEndpoint('GET', '/nowhere')).toBeNull();
    expect(matchEndpoint('GET', '/auction/companies/extra')).toBeNull();
  });
});

describe('authorize', () => {
  const award = entryFor('POST', '/award/auctions/{id}/confirm');
  const bids = entryFor('POST', '/auction/bidssave/{auctionId}');
  const users = entryFor('GET', '/auction/users');

  it('allows public endpoints to anyone', () => {
    expect(authorize(null, false, entryFor('POST', '/token'))).toBe('ALLOW');
    expect(authorize(null, false, entryFor('POST', '/auction/resetPassword'))).toBe('ALLOW');
  });

  it('needs a token otherwise', () => {
    expect(authorize(null, false, entryFor('GET', '/principalroles'))).toBe('UNAUTHENTICATED');
    expect(authorize(null, false, users)).toBe('UNAUTHENTICATED');
  });

  it('matches role codes exactly, never by substring', () => {
    expect(authorize(['SUPERBIDDER'], false, bids)).toBe('ALLOW');
    expect(authorize(['BIDDER'], false, bids)).toBe('ALLOW');
    expect(authorize(['SUPERBIDDER'], false, users)).toBe('FORBIDDEN');
    // A role text that merely contains a code grants nothing.
    expect(authorize(['SUPERBIDDER_X', 'XMANAGER', 'AWARDS'], false, users)).toBe('FORBIDDEN');
    expect(authorize(['AWARDS'], false, award)).toBe('FORBIDDEN');
    expect(authorize(['AWARD'], false, award)).toBe('ALLOW');
  });

  it('a SUPERBIDDER-only user is not a BIDDER where only BIDDER is listed', () => {
    const bidderOnly = { ...bids, access: 'bidForOwnBorrower' as const };
    expect(rolesFor(bidderOnly.access)).toEqual(['BIDDER']);
    expect(authorize(['SUPERBIDDER'], false, bidderOnly)).toBe('FORBIDDEN');
  });

  it('allows only the MFA endpoints and logout while the code is pending', () => {
    expect(authorize(['MANAGER'], true, users)).toBe('UNAUTHENTICATED');
    expect(authorize(['MANAGER'], true, entryFor('GET', '/principalroles'))).toBe('UNAUTHENTICATED');
    expect(authorize(['MANAGER'], true, entryFor('POST', '/auction/mfa/verifycode'))).toBe('ALLOW');
    expect(authorize(['MANAGER'], true, entryFor('POST', '/auction/logout'))).toBe('ALLOW');
    expect(authorize(['MANAGER'], false, users)).toBe('ALLOW');
  });

  it.each([
    [['CLIENT_RELATIONS'], 'POST', '/auction/choosetemplate/1/columns/true', true],
    [['AIC'], 'POST', '/auction/choosetemplate/1/columns/true', false],
    [['AIC'], 'POST', '/auction/rulessave', true],
    [['CLIENT'], 'GET', '/report/awardSummary/1', false],
    [['CLIENT'], 'GET', '/report/bidderComments/1', true],
    [['CLIENT'], 'POST', '/report/legalcomments/legalCommentsSave', false],
    [['REPORT'], 'POST', '/award/auctions/1/awardssave', false],
    [['CLIENT_RELATIONS'], 'POST', '/auction/usersave', false],
    [['CLIENT_RELATIONS'], 'POST', '/auction/companysave', true],
    [['BIDDER'], 'GET', '/auction/findInfocenter', true],
    [['BIDDER'], 'GET', '/auction/auctions', false],
    [['CLIENT'], 'GET', '/auction/auctions', true],
  ] satisfies [RoleCode[], string, string, boolean][])('gives each area its roles: %j may call %s %s: %s', (roles, method, path, allowed) => {
    expect(authorize(roles, false, matchEndpoint(method, path)!.entry) === 'ALLOW').toBe(allowed);
  });
});
