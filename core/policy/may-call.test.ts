import { describe, expect, it } from 'vitest';
import type { RoleCode } from '../domain/roles';
import { mayCall } from './may-call';

describe('mayCall', () => {
  // The endpoint table, with exact role codes.
  it.each([
    [['MANAGER'], 'GET', '/report/awardSummary/1', true],
    [['CLIENT'], 'GET', '/report/awardSummary/1', false],
    [['CLIENT'], 'GET', '/report/legalcomments/1', true],
    [['CLIENT'], 'POST', '/report/legalcomments/legalCommentsSave', false],
    [['REPORT'], 'POST', '/report/legalcomments/legalCommentsSave', false],
    [['AWARD'], 'POST', '/award/auctions/1/confirm', true],
  ] satisfies [RoleCode[], string, string, boolean][])('%j may call %s %s: %s', (roles, method, path, allowed) => {
    expect(mayCall(roles, method, path)).toBe(allowed);
  });
  it('is false for an unknown endpoint and for no roles', () => {
    expect(mayCall(['MANAGER'], 'GET', '/no/such/path')).toBe(false);
    expect(mayCall([], 'GET', '/report/auctionInfo/1')).toBe(false);
  });
});
