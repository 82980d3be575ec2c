import { describe, expect, it } from 'vitest';
import type { RoleCode } from '../../../../../core/domain/roles';
import type { Access } from '../../../../../core/policy/access';
import { mayCall } from './may-call';

describe('mayCall', () => {
  // A route's declared access, with exact role codes.
  it.each([
    [['MANAGER'], 'seeStaffReports', true],
    [['CLIENT'], 'seeStaffReports', false],
    [['CLIENT'], 'openReportCentre', true],
    [['CLIENT'], 'editReports', false],
    [['REPORT'], 'editReports', false],
    [['AWARD'], 'award', true],
    [['SUPERBIDDER'], 'authenticated', true],
  ] satisfies [RoleCode[], Access, boolean][])('%j may call a route of access %s: %s', (roles, access, allowed) => {
    expect(mayCall(roles, { access })).toBe(allowed);
  });
  it('is false for no roles, and true for a public route whoever asks', () => {
    expect(mayCall([], { access: 'seeAuctionResults' })).toBe(false);
    expect(mayCall([], { access: 'public' })).toBe(true);
  });
});
