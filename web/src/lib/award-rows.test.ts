import { describe, expect, it } from 'vitest';
import { awardsHiddenColumns, awardsSaveBody, overviewHiddenColumns } from './award-rows';

describe('awardsSaveBody', () => {
  it('keeps saved award ids, marks new ones -1 and removes the rest', () => {
    const saved = [
      { id: 31, bidId: 1 },
      { id: 32, bidId: 2 },
    ];
    expect(awardsSaveBody(saved, [{ bidId: 2, lotId: 20 }, { bidId: 5, lotId: 50 }])).toEqual([[32, 2, 20], [-1, 5, 50], [31]]);
    expect(awardsSaveBody([], [])).toEqual([[]]);
    expect(awardsSaveBody(saved, [])).toEqual([[31, 32]]);
  });
});

describe('hidden columns', () => {
  it('hides overview columns by auction flags', () => {
    expect(overviewHiddenColumns({ allInFlag: false, minGuarantee: false })).toEqual(['allInBid', 'allInBidValue', 'balGtee', 'cashUpside']);
    expect(overviewHiddenColumns({ allInFlag: true, minGuarantee: true })).toEqual([]);
  });

  it('hides award columns without data in any row', () => {
    expect(
      awardsHiddenColumns([
        { fixedCashBid: '100.00', allInBid: null, balGtee: null, cashUpside: '0.00' },
        { fixedCashBid: null, allInBid: null, allInBidValue: null, balGtee: '5', cashUpside: '0.00' },
      ]),
    ).toEqual(['allInBid', 'allInBidValue', 'cashUpside']);
  });
});
