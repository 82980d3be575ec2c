import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ROLES, ROLE_CODES, type RoleCode } from '../domain/roles';
import { CAPABILITIES, CAPABILITY_ROLES, can, rolesFor, type Capability } from './capabilities';

const roleSets = fc.subarray([...ROLE_CODES]);
const holders = (c: Capability): RoleCode[] => ROLE_CODES.filter((r) => can([r], c));

/** Who holds each capability, one role at a time, read off the spec's tables (access §2, §6; participation §2, §6). */
const EXPECTED: Record<Capability, readonly RoleCode[]> = {
  administerUsers: ['MANAGER'],
  setUpAuctions: ['MANAGER', 'CLIENT_RELATIONS'],
  saveAuction: ['MANAGER'],
  manageLots: ['MANAGER'],
  manageInvitees: ['MANAGER'],
  manageBorrowers: ['MANAGER', 'CLIENT_RELATIONS'],
  manageClients: ['MANAGER', 'CLIENT_RELATIONS'],
  listAuctions: ['MANAGER', 'CLIENT_RELATIONS', 'CLIENT', 'REPORT', 'AWARD'],
  seeEveryAuction: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT', 'AWARD'],
  seeOwnClientAuctions: ['CLIENT'],
  seeApprovedInfoCentres: ['BIDDER', 'SUPERBIDDER', 'AIC'],
  editInfoCentre: ['MANAGER', 'CLIENT_RELATIONS', 'AIC'],
  editEveryInfoCentre: ['MANAGER', 'CLIENT_RELATIONS'],
  editBorrowerInfoCentres: ['AIC'],
  chooseInfoCentreTemplate: ['MANAGER', 'CLIENT_RELATIONS'],
  bid: ['BIDDER', 'SUPERBIDDER'],
  bidForOwnBorrower: ['BIDDER'],
  bidOnBehalf: ['SUPERBIDDER'],
  bidAfterEnd: ['SUPERBIDDER'],
  openReportCentre: ['MANAGER', 'CLIENT_RELATIONS', 'CLIENT', 'REPORT'],
  seeStaffReports: ['MANAGER', 'CLIENT_RELATIONS', 'REPORT'],
  editReports: ['MANAGER', 'CLIENT_RELATIONS'],
  seeAuctionResults: ['MANAGER', 'CLIENT_RELATIONS', 'CLIENT', 'REPORT', 'AWARD'],
  award: ['AWARD'],
  seeLeftMenu: ['MANAGER', 'CLIENT_RELATIONS', 'AIC', 'CLIENT', 'REPORT', 'AWARD'],
};

describe('the capability table', () => {
  it.each(CAPABILITIES)('%s goes to exactly the roles the spec names', (c) => {
    expect(holders(c)).toEqual(ROLE_CODES.filter((r) => EXPECTED[c].includes(r)));
  });

  it('lists each role once per capability, and only known codes', () => {
    for (const c of CAPABILITIES) {
      const roles = rolesFor(c);
      expect(new Set(roles).size, c).toBe(roles.length);
      for (const r of roles) expect(ROLE_CODES).toContain(r);
    }
    expect(Object.keys(CAPABILITY_ROLES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('gives the staff-wide view to exactly the internal roles', () => {
    expect([...rolesFor('seeEveryAuction')].sort()).toEqual([...INTERNAL_ROLES].sort());
  });
});

describe('can', () => {
  it('is "holds at least one granted role", for any set of roles', () => {
    fc.assert(
      fc.property(roleSets, fc.constantFrom(...CAPABILITIES), (roles, c) => {
        expect(can(roles, c)).toBe(roles.some((r) => rolesFor(c).includes(r)));
      }),
    );
  });

  it('grows with the roles held (holding more never takes a capability away)', () => {
    fc.assert(
      fc.property(roleSets, roleSets, fc.constantFrom(...CAPABILITIES), (a, b, c) => {
        if (can(a, c)) expect(can([...a, ...b], c)).toBe(true);
      }),
    );
  });

  it('matches exact codes only: a code inside a longer text, case or padding grants nothing', () => {
    const near = fc.constantFrom(...ROLE_CODES).chain((r) =>
      fc.constantFrom(`${r}S`, `X${r}`, r.toLowerCase(), ` ${r}`, `${r} `, `${r},BIDDER`, r.slice(1)),
    );
    fc.assert(
      fc.property(fc.array(near, { maxLength: 6 }), fc.constantFrom(...CAPABILITIES), (roles, c) => {
        expect(can(roles, c)).toBe(false);
      }),
    );
    // BIDDER is a substring of SUPERBIDDER: the super bidder is not a bidder for the bidder-only capability.
    expect(can(['SUPERBIDDER'], 'bidForOwnBorrower')).toBe(false);
    expect(can(['BIDDER'], 'bidAfterEnd')).toBe(false);
    expect(can([], 'seeLeftMenu')).toBe(false);
  });

  it('keeps the relations the code relies on', () => {
    fc.assert(
      fc.property(roleSets, (roles) => {
        const has = (c: Capability) => can(roles, c);
        // The info-centre editors are those editing every info centre plus the borrower-side editor.
        expect(has('editInfoCentre')).toBe(has('editEveryInfoCentre') || has('editBorrowerInfoCentres'));
        // The shared auction results are the report centre's plus the award screen's.
        expect(has('seeAuctionResults')).toBe(has('openReportCentre') || has('award'));
        // The wizard is for those bidding for their own borrower or on behalf of a bidder.
        expect(has('bid')).toBe(has('bidForOwnBorrower') || has('bidOnBehalf'));
        // Narrower rights imply the wider ones they sit inside.
        if (has('bidAfterEnd')) expect(has('bid')).toBe(true);
        if (has('editReports')) expect(has('seeStaffReports')).toBe(true);
        if (has('seeStaffReports')) expect(has('openReportCentre')).toBe(true);
        if (has('saveAuction')) expect(has('setUpAuctions')).toBe(true);
        if (has('chooseInfoCentreTemplate')) expect(has('editEveryInfoCentre')).toBe(true);
        if (has('seeEveryAuction') || has('seeOwnClientAuctions')) expect(has('listAuctions')).toBe(true);
        // The left menu is for everyone holding a role other than Bidder and Super Bidder.
        expect(has('seeLeftMenu')).toBe(roles.some((r) => r !== 'BIDDER' && r !== 'SUPERBIDDER'));
      }),
    );
  });
});
