import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ROLES, ROLE_CODES, type RoleCode } from '../domain/roles';
import { CAPABILITIES, can, rolesFor, type Capability } from './capabilities';

const roleSets = fc.subarray([...ROLE_CODES]);
const holders = (c: Capability): RoleCode[] => ROLE_CODES.filter((r) => can([r], c));

/**
 * What each role may do, read role by role as the spec's §6 lists them (access §6, participation §6,
 * with the route tables of §2): the transpose of the table, so a slip in either shows.
 */
const BY_ROLE: Record<RoleCode, readonly Capability[]> = {
  MANAGER: [
    'administerUsers', 'setUpAuctions', 'saveAuction', 'manageLots', 'manageInvitees', 'manageBorrowers', 'manageClients',
    'listAuctions', 'seeEveryAuction', 'editInfoCentre', 'editEveryInfoCentre', 'chooseInfoCentreTemplate',
    'seeInfoCentreManagerView', 'openReportCentre', 'seeStaffReports', 'editReports', 'seeAuctionResults', 'checkBidReceipts', 'seeLeftMenu',
    'seeLoans', 'setLoanTerms', 'monitorClose', 'manageClose', 'seeBillingStatements', 'sendBillingStatements',
  ],
  CLIENT_RELATIONS: [
    'setUpAuctions', 'manageBorrowers', 'manageClients', 'listAuctions', 'seeEveryAuction', 'editInfoCentre',
    'editEveryInfoCentre', 'chooseInfoCentreTemplate', 'openReportCentre', 'seeStaffReports', 'editReports',
    'seeAuctionResults', 'seeLoans', 'checkBidReceipts', 'seeLeftMenu', 'monitorClose', 'seeBillingStatements',
  ],
  BIDDER: ['seeApprovedInfoCentres', 'bid', 'bidForOwnBorrower', 'checkBidReceipts', 'seeBillingStatements'],
  SUPERBIDDER: ['seeApprovedInfoCentres', 'bid', 'bidOnBehalf', 'bidAfterEnd', 'checkBidReceipts', 'seeBillingStatements'],
  AIC: ['seeApprovedInfoCentres', 'editInfoCentre', 'editBorrowerInfoCentres', 'seeLeftMenu', 'seeBillingStatements'],
  CLIENT: ['listAuctions', 'seeOwnClientAuctions', 'openReportCentre', 'seeAuctionResults', 'seeLeftMenu', 'monitorClose'],
  REPORT: ['listAuctions', 'seeEveryAuction', 'openReportCentre', 'seeStaffReports', 'seeAuctionResults', 'seeLoans', 'checkBidReceipts', 'seeLeftMenu', 'seeBillingStatements'],
  AWARD: ['listAuctions', 'seeEveryAuction', 'seeAuctionResults', 'award', 'seeLoans', 'seeLeftMenu', 'seeBillingStatements', 'sendBillingStatements'],
};

describe('the capability table', () => {
  it.each(ROLE_CODES)('%s may do exactly what the spec gives it', (role) => {
    expect(CAPABILITIES.filter((c) => can([role], c))).toEqual(CAPABILITIES.filter((c) => BY_ROLE[role].includes(c)));
  });

  it('lists each role once per capability, and only known codes', () => {
    for (const c of CAPABILITIES) {
      const roles = rolesFor(c);
      expect(new Set(roles).size, c).toBe(roles.length);
      for (const r of roles) expect(ROLE_CODES).toContain(r);
    }
    // Every capability is granted to somebody.
    for (const c of CAPABILITIES) expect(holders(c).length, c).toBeGreaterThan(0);
  });

  it('gives the staff-wide view to exactly the internal roles', () => {
    expect([...rolesFor('seeEveryAuction')].sort()).toEqual([...INTERNAL_ROLES].sort());
    expect([...rolesFor('seeLoans')].sort()).toEqual([...INTERNAL_ROLES].sort());
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
