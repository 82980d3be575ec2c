import { describe, expect, it } from 'vitest';
import { documentRowWire, rowsInput } from './infocentre';
import { documentRowView } from '../core/infocentre/document-rows';

const ASSET_ROW = { id: 5, auctionId: 2, kind: 'assets', slot: 1, details: 'Lot list', displayFlag: true, fileName: 'lots.xlsx', fileKey: 'auctions/2/assets/5-lots.xlsx' } as const;

describe('info centre rows on the wire', () => {
  it("shows each kind with the spec's field names, never the storage key", () => {
    const wire = documentRowWire(documentRowView(ASSET_ROW));
    expect(wire).toEqual({
      id: 5,
      slot: 1,
      displayFlag: true,
      details: 'Lot list',
      fileName: 'lots.xlsx',
      esecAucAuction: { id: 2 },
      auctionAssetDetails: 'Lot list',
      auctionAssetLink: 'lots.xlsx',
      esecAucAsset: { id: 5, assetLink: 'lots.xlsx' },
    });
    expect(JSON.stringify(wire)).not.toContain('auctions/2/assets');
  });

  it("reads each kind's field names (or the generic ones) and refuses a row without a usable id", () => {
    const wire = documentRowWire(documentRowView(ASSET_ROW));
    expect(rowsInput('assets').parse([wire])).toEqual([{ id: 5, displayFlag: true, details: 'Lot list' }]);
    expect(rowsInput('rules').parse([{ id: '7', auctionRuleDetails: 'R', displayFlag: 'true' }])).toEqual([{ id: 7, displayFlag: true, details: 'R' }]);
    expect(rowsInput('rules').safeParse([{ id: -1 }]).success).toBe(false);
    expect(rowsInput('rules').safeParse(['x']).success).toBe(false);
  });
});
