import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lotCountOf, lotCountOfTotalText, lotCountText, totalLotsValue } from './lot-count';

const lots = (single: number, combo: number) => [...Array.from({ length: single }, () => ({ comboFlag: false })), ...Array.from({ length: combo }, () => ({ comboFlag: true }))];

describe('the one lot count', () => {
  it('counts single lots and names combo lots apart (Q4: the info centre said 20, the bid sheet 22)', () => {
    const q4 = lotCountOf(lots(20, 2));
    expect(q4).toEqual({ lots: 20, comboLots: 2 });
    expect(totalLotsValue(q4)).toBe('20 (plus 2 combo lots)');
    expect(lotCountText(q4)).toBe('20 lots (plus 2 combo lots)');
    expect(lotCountOfTotalText({ lots: 3, comboLots: 0 }, q4)).toBe('3 of 20 lots, 0 of 2 combo lots');
  });

  it('says nothing of combos in an auction without them, and counts one in the singular', () => {
    expect(totalLotsValue(lotCountOf(lots(16, 0)))).toBe('16');
    expect(lotCountText(lotCountOf(lots(1, 1)))).toBe('1 lot (plus 1 combo lot)');
    expect(lotCountOfTotalText({ lots: 0, comboLots: 0 }, lotCountOf(lots(500, 0)))).toBe('0 of 500 lots');
  });

  it('property: every lot is counted once, as a single lot or a combo lot', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ comboFlag: fc.boolean() })), (ls) => {
        const c = lotCountOf(ls);
        expect(c.lots + c.comboLots).toBe(ls.length);
        expect(c.comboLots).toBe(ls.filter((l) => l.comboFlag).length);
      }),
    );
  });
});
