import { describe, expect, it } from 'vitest';
import { mayCall } from './may-call';

describe('mayCall', () => {
  it('follows the endpoint table with exact role codes', () => {
    expect(mayCall(['MANAGER'], 'GET', '/report/awardSummary/1')).toBe(true);
    expect(mayCall(['CLIENT'], 'GET', '/report/awardSummary/1')).toBe(false);
    expect(mayCall(['CLIENT'], 'GET', '/report/legalcomments/1')).toBe(true);
    expect(mayCall(['CLIENT'], 'POST', '/report/legalcomments/legalCommentsSave')).toBe(false);
    expect(mayCall(['REPORT'], 'POST', '/report/legalcomments/legalCommentsSave')).toBe(false);
    expect(mayCall(['AWARD'], 'POST', '/award/auctions/1/confirm')).toBe(true);
  });
  it('is false for an unknown endpoint and for no roles', () => {
    expect(mayCall(['MANAGER'], 'GET', '/no/such/path')).toBe(false);
    expect(mayCall([], 'GET', '/report/auctionInfo/1')).toBe(false);
  });
});
