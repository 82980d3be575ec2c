import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal';
import { findOverlaps, type ValuedCandidate } from './award-rules';
import { clearSelection, displayedRows, displayedTotal, selectedTotal, toggleSelection } from './award-selection';
import { combo, single } from './candidates.test-kit';

const rows = [
  single(1, 1, '100.00'),
  single(2, 1, '90.00'),
  single(3, 2, '50.00'),
  single(4, 3, '10.10'),
  combo(5, 10, [1, 2], '170.00'),
  combo(6, 11, [2, 3], '65.00'),
];

describe('overview selection', () => {
  it('picking a normal bid deselects the other bid of its lot and combos covering it', () => {
    let sel = toggleSelection(rows, [1, 3], 2);
    expect(sel).toEqual([3, 2]);
    sel = toggleSelection(rows, [5, 4], 3);
    expect(sel).toEqual([4, 3]);
  });

  it('picking a combo deselects the rows on its lots and overlapping combos', () => {
    expect(toggleSelection(rows, [1, 3, 4], 5)).toEqual([4, 5]);
    expect(toggleSelection(rows, [5, 4], 6)).toEqual([6]);
  });

  it('clicking a selected row deselects it', () => {
    expect(toggleSelection(rows, [1, 3], 1)).toEqual([3]);
  });

  it('shows the original total when cleared, else the sum of the selection', () => {
    expect(displayedTotal(rows, clearSelection(), '160.10')).toBe('160.10');
    expect(displayedTotal(rows, [4, 5], '160.10')).toBe('180.10');
    expect(selectedTotal(rows, [])).toBe('0.00');
  });

  it('totals a selection across currencies in the auction currency; the shown rows are the selection, else the top bids', () => {
    const fx = [single(1, 1, '100.00', '1.0850'), single(2, 2, '1000', '0.0067'), combo(3, 10, [1, 2], '50')];
    expect(selectedTotal(fx, [1, 2])).toBe('115.20'); // 108.50 + 6.70
    expect(selectedTotal(fx, [3])).toBe('50.00');
    expect(displayedRows(fx, []).map((r) => r.bidId)).toEqual([1, 2]);
    expect(displayedRows(fx, [3]).map((r) => r.bidId)).toEqual([3]);
  });

  it('whatever the clicks, no two selected bids cover one lot and the total is the sum', () => {
    const lotIds = [1, 2, 3, 4];
    const rowArb = fc
      .tuple(
        fc.constantFrom(...lotIds),
        fc.subarray(lotIds, { minLength: 0, maxLength: 3 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
      )
      .map(([lot, comboLots, cents, isCombo]) => ({ lot, comboLots, cents, isCombo }));
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(20), { maxLength: 30 }), (specs, clicks) => {
        const table: ValuedCandidate[] = specs.map((s, i) =>
          s.isCombo
            ? combo(i + 1, 100 + s.lot, s.comboLots, (s.cents / 100).toFixed(2))
            : single(i + 1, s.lot, (s.cents / 100).toFixed(2)),
        );
        let sel: number[] = [];
        for (const c of clicks) {
          sel = toggleSelection(table, sel, (c % table.length) + 1);
          expect(findOverlaps(table.filter((r) => sel.includes(r.bidId)))).toEqual([]);
          expect(new Set(sel).size).toBe(sel.length);
          const sum = table.filter((r) => sel.includes(r.bidId)).reduce((a, r) => a.plus(dec(r.totalBidValue)), dec(0));
          expect(selectedTotal(table, sel)).toBe(sum.toFixed(2));
          expect(displayedTotal(table, sel, '1.23')).toBe(sel.length === 0 ? '1.23' : sum.toFixed(2));
        }
      }),
      { numRuns: 300 },
    );
  });
});
