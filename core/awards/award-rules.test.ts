import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { coveredLots, findOverlaps, overviewTopBidsTotal, preselectTopBids } from './award-rules';
import { normaliseUnconfirmReason, unconfirmReasonTooLong, validateAwardsSave, validateUnconfirmReason } from './award-save-rules';
import { combo, single } from './candidates.test-kit';

// Lots 1-3 are single lots; lot 10 is a combo of lots 1 and 2; lot 11 a combo of 2 and 3.

describe('coverage and overlaps', () => {
  it('covers the own lot and the combo lots', () => {
    expect(coveredLots(single(1, 1, '5'))).toEqual([1]);
    expect(coveredLots(combo(2, 10, [1, 2], '5'))).toEqual([10, 1, 2]);
    expect(coveredLots({ bidId: 3, lotId: 10, comboLotIds: [1, 2] })).toEqual([10, 1, 2]);
  });

  it('finds two bids on one lot, directly or through combos', () => {
    expect(findOverlaps([single(1, 1, '5'), single(2, 2, '5')])).toEqual([]);
    expect(findOverlaps([single(1, 1, '5'), single(2, 1, '5')])).toEqual([{ lotId: 1, bidIds: [1, 2] }]);
    expect(findOverlaps([single(1, 2, '5'), combo(2, 10, [1, 2], '5')])).toEqual([{ lotId: 2, bidIds: [1, 2] }]);
    expect(findOverlaps([combo(1, 10, [1, 2], '5'), combo(2, 11, [2, 3], '5')])).toEqual([{ lotId: 2, bidIds: [1, 2] }]);
    expect(findOverlaps([combo(1, 10, [1, 2], '5'), single(2, 3, '5')])).toEqual([]);
    expect(findOverlaps([single(1, 1, '5'), single(1, 1, '5')])).toEqual([{ lotId: 1, bidIds: [1, 1] }]);
  });
});

describe('preselectTopBids', () => {
  it('picks the top bid of each lot, ties to the earlier bid', () => {
    const rows = [single(1, 1, '100.00'), single(2, 1, '250.00'), single(3, 2, '80.00'), single(4, 2, '80.00')];
    expect(preselectTopBids(rows).map((r) => r.bidId)).toEqual([2, 3]);
  });

  it('lets a combo replace the single bids it beats together', () => {
    const rows = [single(1, 1, '100'), single(2, 2, '100'), single(3, 3, '50'), combo(4, 10, [1, 2], '201')];
    expect(preselectTopBids(rows).map((r) => r.bidId)).toEqual([3, 4]);
  });

  it('keeps the single bids when the combo is not worth more than they are together', () => {
    const rows = [single(1, 1, '100'), single(2, 2, '100'), combo(4, 10, [1, 2], '200')];
    expect(preselectTopBids(rows).map((r) => r.bidId)).toEqual([1, 2]);
  });

  it('compares a combo with the bids it displaces in the auction currency, each at its lot rate', () => {
    // Lot 1 in euros at 1.0850, lot 2 in yen at 0.0067: EUR 100 + JPY 15,000 = USD 108.50 + 100.50 = 209.00.
    const lots = [single(1, 1, '100', '1.0850'), single(2, 2, '15000', '0.0067')];
    expect(preselectTopBids([...lots, combo(4, 10, [1, 2], '209.00')]).map((r) => r.bidId)).toEqual([1, 2]);
    expect(preselectTopBids([...lots, combo(4, 10, [1, 2], '209.01')]).map((r) => r.bidId)).toEqual([4]);
    // A yen combo: 31,200 (USD 209.04) beats them; 31,190 (USD 208.97) does not, though as raw amounts it would beat 100 + 15,000.
    expect(preselectTopBids([...lots, combo(4, 10, [1, 2], '31200', '0.0067')]).map((r) => r.bidId)).toEqual([4]);
    expect(preselectTopBids([...lots, combo(4, 10, [1, 2], '31190', '0.0067')]).map((r) => r.bidId)).toEqual([1, 2]);
  });

  it('never selects overlapping combos', () => {
    const rows = [single(1, 1, '10'), single(2, 2, '10'), single(3, 3, '10'), combo(4, 10, [1, 2], '100'), combo(5, 11, [2, 3], '90')];
    const chosen = preselectTopBids(rows);
    expect(chosen.map((r) => r.bidId)).toEqual([3, 4]);
    expect(findOverlaps(chosen)).toEqual([]);
  });
});

describe('overview total', () => {
  it('sums each lot top bid, excluding combo lots', () => {
    const rows = [single(1, 1, '100.50'), single(2, 1, '20'), single(3, 2, '0.25'), combo(4, 10, [1, 2], '999')];
    expect(overviewTopBidsTotal(rows)).toBe('100.75');
    expect(overviewTopBidsTotal([])).toBe('0.00');
  });

  it('adds lots of several currencies in the auction currency, each top bid to cents', () => {
    // EUR 100.50 at 1.085 = USD 109.04 (109.0425); JPY 1,000 at 0.0067 = USD 6.70; the yen bid of 999 is not the top.
    const rows = [single(1, 1, '100.50', '1.0850'), single(2, 2, '999', '0.0067'), single(3, 2, '1000', '0.0067'), single(5, 3, '0.25')];
    expect(overviewTopBidsTotal(rows)).toBe('115.99');
  });
});

describe('unconfirm reason', () => {
  it('allows 900 characters and sends empty as a single space', () => {
    expect(unconfirmReasonTooLong('x'.repeat(900))).toBe(false);
    expect(unconfirmReasonTooLong('x'.repeat(901))).toBe(true);
    expect(normaliseUnconfirmReason('')).toBe(' ');
    expect(normaliseUnconfirmReason('   ')).toBe(' ');
    expect(normaliseUnconfirmReason(null)).toBe(' ');
    expect(normaliseUnconfirmReason('Wrong lot')).toBe('Wrong lot');
  });

  it('validates and normalises in one step', () => {
    expect(validateUnconfirmReason('')).toEqual({ ok: true, value: ' ' });
    expect(validateUnconfirmReason('x'.repeat(901))).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: MSG.UNCONFIRM_REASON_TOO_LONG,
      fields: { reason: MSG.UNCONFIRM_REASON_TOO_LONG },
    });
  });
});

describe('preselection properties', () => {
  it('never preselects two bids on one lot and picks at most one bid per lot', async () => {
    const fc = (await import('fast-check')).default;
    const lotIds = [1, 2, 3, 4];
    const spec = fc.record({
      lot: fc.constantFrom(...lotIds),
      comboLots: fc.subarray(lotIds, { maxLength: 3 }),
      cents: fc.integer({ min: 0, max: 100_000 }),
      isCombo: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 15 }), (specs) => {
        const rows = specs.map((s, i) =>
          s.isCombo ? combo(i + 1, 100 + s.lot, s.comboLots, (s.cents / 100).toFixed(2)) : single(i + 1, s.lot, (s.cents / 100).toFixed(2)),
        );
        const chosen = preselectTopBids(rows);
        expect(findOverlaps(chosen)).toEqual([]);
        // Every single lot with bids is covered by the selection.
        for (const r of rows.filter((x) => x.comboFlag === false)) {
          expect(chosen.some((c) => coveredLots(c).includes(r.lotId))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateAwardsSave', () => {
  it('keeps a valid save, reading an award id of 0 or less as a new award, and is idempotent', () => {
    const valid = validateAwardsSave({ selections: [{ id: -1, bidId: 7, lotId: 3 }, { id: 12, bidId: 8, lotId: 4 }], removeIds: [5] });
    expect(valid).toEqual({ ok: true, value: { selections: [{ id: null, bidId: 7, lotId: 3 }, { id: 12, bidId: 8, lotId: 4 }], removeIds: [5] } });
    expect(valid.ok && validateAwardsSave(valid.value)).toEqual(valid);
  });

  it('refuses what is not a save of integer ids in range, naming the field', () => {
    const refused = (at: string) => ({ ok: false, code: 'VALIDATION', message: MSG.UNABLE_TO_SAVE, fields: { [at]: MSG.INVALID_VALUE } });
    expect(validateAwardsSave(null as never)).toEqual(refused('selections'));
    expect(validateAwardsSave({ selections: [] } as never)).toEqual(refused('removeIds'));
    expect(validateAwardsSave({ selections: [{ id: null, bidId: 1, lotId: 2 ** 40 }], removeIds: [] })).toEqual(refused('selections.0.lotId'));
    expect(validateAwardsSave({ selections: [{ id: 'x' as never, bidId: 1, lotId: 2 }], removeIds: [] })).toEqual(refused('selections.0.id'));
    expect(validateAwardsSave({ selections: [], removeIds: [1, Number.NaN] })).toEqual(refused('removeIds.1'));
  });
});
