import { describe, expect, it } from 'vitest';
import { firstRowOfLot, lotByNumber, lotsBidCount, lotsMatching, lotsWithBid, visibleRowIndexes } from './sheet-filter';
import { EMPTY_BID_INPUTS, type BidInputs } from '../../../../../core/domain/bid-kinds';

const row = (lotId: number, v: Partial<BidInputs> = {}) => ({ lotId, ...EMPTY_BID_INPUTS, ...v });
const LOTS = [
  { id: 1, lotNumber: '1', comboFlag: false },
  { id: 2, lotNumber: '2', comboFlag: false },
  { id: 3, lotNumber: '12D', comboFlag: true },
];
// Lot 1 has two rows (one with a bid), lot 2 none, lot 3 a fixed bid (a blank-looking "  " is no bid).
const ROWS = [row(1), row(1, { basisPoints: '5' }), row(2, { basisPoints: '  ' }), row(3, { fixed: '100' })];

describe('sheet filters', () => {
  it('knows the lots with a bid typed in some row', () => {
    expect([...lotsWithBid(ROWS)]).toEqual([1, 3]);
    // Combo lot 12D is counted apart from the single lots, as every lot count is (core/domain/lot-count.ts).
    expect(lotsBidCount(ROWS, LOTS)).toEqual({ bid: { lots: 1, comboLots: 1 }, total: { lots: 2, comboLots: 1 } });
  });

  it('shows every row of the lots a filter matches', () => {
    expect(lotsMatching(ROWS, LOTS, 'all')).toBeNull();
    expect(visibleRowIndexes(ROWS, null)).toEqual([0, 1, 2, 3]);
    expect(visibleRowIndexes(ROWS, lotsMatching(ROWS, LOTS, 'bid'))).toEqual([0, 1, 3]);
    expect(visibleRowIndexes(ROWS, lotsMatching(ROWS, LOTS, 'unbid'))).toEqual([2]);
  });

  it('finds a lot by its number, trimmed and in any letter case', () => {
    expect(lotByNumber(LOTS, ' 12d ')?.id).toBe(3);
    expect(lotByNumber(LOTS, '7')).toBeUndefined();
    expect(lotByNumber(LOTS, '')).toBeUndefined();
    expect(firstRowOfLot(ROWS, 1)).toBe(0);
    expect(firstRowOfLot(ROWS, 9)).toBe(-1);
  });
});
