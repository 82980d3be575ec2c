import { describe, expect, it } from 'vitest';
import { rowsInput } from './infocentre';
import { documentRowView } from '../core/infocentre/document-rows';

describe('info centre rows posted back', () => {
  it("reads each kind's field names (or the generic ones) and refuses a row without a usable id", () => {
    const view = documentRowView({ id: 5, auctionId: 2, kind: 'assets', slot: 1, details: 'Lot list', displayFlag: true, fileName: 'lots.xlsx', fileKey: 'auctions/2/assets/5-lots.xlsx' });
    expect(rowsInput('assets').parse([view])).toEqual([{ id: 5, displayFlag: true, details: 'Lot list' }]);
    expect(rowsInput('rules').parse([{ id: '7', auctionRuleDetails: 'R', displayFlag: 'true' }])).toEqual([{ id: 7, displayFlag: true, details: 'R' }]);
    expect(rowsInput('rules').safeParse([{ id: -1 }]).success).toBe(false);
    expect(rowsInput('rules').safeParse(['x']).success).toBe(false);
  });
});
