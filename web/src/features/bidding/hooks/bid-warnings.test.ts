import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualizedBid } from '../../../../../core/money/bid-values';
import { dec, Dec } from '../../../../../core/money/decimal';
import { NO_BID_AMOUNTS } from '../../../../../core/domain/bid-kinds';
import { bidFarFromReference, bidWarnings, FAR_FACTOR, farFrom, type LotForWarning, type RowForWarning, type SavedForWarning } from './bid-warnings';

// The demo's Q4 lot 3: GBP 36,000,000, 180 days, 1.84% gross dividend taxed 0%, reference 36.53 bps.
const lot: LotForWarning = {
  id: 3,
  lotNumber: '3',
  lotName: 'Q4 Mid Cap Blend GBP',
  currency: 'GBP',
  marketValue: '36000000.00',
  termDays: 180,
  grossDividend: '1.84',
  taxRate: '0.00',
  eslBps: '36.53',
};
const bid = (over: Partial<RowForWarning> = {}): RowForWarning => ({ bidId: -1, lotId: 3, ...NO_BID_AMOUNTS, ...over });
const saved = (over: Partial<SavedForWarning>): SavedForWarning => ({ id: 11, lotId: 3, ...NO_BID_AMOUNTS, ...over });

/** Positive decimal text with up to 6 integer digits and 2 decimals. */
const positive = fc
  .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }))
  .filter(([i, f]) => i > 0 || f > 0)
  .map(([i, f]) => dec(`${i}.${String(f).padStart(2, '0')}`));

describe('farFrom: what "far" means', () => {
  it('is more than 5 times above or less than a fifth below, both bounds themselves not far', () => {
    const ref = dec('20');
    expect(farFrom(dec('100'), ref)).toBeNull();
    expect(farFrom(dec('100.01'), ref)).toBe('ABOVE');
    expect(farFrom(dec('4'), ref)).toBeNull();
    expect(farFrom(dec('3.99'), ref)).toBe('BELOW');
    expect(farFrom(dec('20'), ref)).toBeNull();
  });

  it('has no scale without two positive values', () => {
    expect(farFrom(dec('1000'), dec('0'))).toBeNull();
    expect(farFrom(dec('0'), dec('10'))).toBeNull();
    expect(farFrom(dec('-5'), dec('10'))).toBeNull();
  });

  it('property: anti-symmetric (a far above b exactly when b is far below a)', () => {
    fc.assert(
      fc.property(positive, positive, (a, b) => {
        const ab = farFrom(a, b);
        const ba = farFrom(b, a);
        expect(ab === 'ABOVE').toBe(ba === 'BELOW');
        expect(ab === 'BELOW').toBe(ba === 'ABOVE');
      }),
      { numRuns: 500 },
    );
  });

  it('property: invariant under a common scale (a lot re-denominated, bps vs their value)', () => {
    fc.assert(
      fc.property(positive, positive, fc.integer({ min: 1, max: 10_000 }), (a, b, k) => {
        expect(farFrom(a.times(k), b.times(k))).toBe(farFrom(a, b));
        expect(farFrom(a.div(k), b.div(k))).toBe(farFrom(a, b));
      }),
      { numRuns: 500 },
    );
  });

  it('property: within [reference / 5, 5 x reference] never far; outside always, in the right direction', () => {
    fc.assert(
      fc.property(positive, fc.integer({ min: 0, max: 10_000 }), (ref, permille) => {
        // ratio from 0 to 10, in thousandths
        const ratio = new Dec(permille).div(1000);
        const value = ref.times(ratio);
        const expected = ratio.gt(FAR_FACTOR) ? 'ABOVE' : value.gt(0) && ratio.lt(new Dec(1).div(FAR_FACTOR)) ? 'BELOW' : null;
        expect(farFrom(value, ref)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('property: monotonic (a larger bid is never less far above)', () => {
    fc.assert(
      fc.property(positive, positive, positive, (a, extra, ref) => {
        if (farFrom(a, ref) === 'ABOVE') expect(farFrom(a.plus(extra), ref)).toBe('ABOVE');
        if (farFrom(a.plus(extra), ref) === 'BELOW') expect(farFrom(a, ref)).toBe('BELOW');
      }),
      { numRuns: 300 },
    );
  });
});

describe('bidWarnings', () => {
  const lotWithReference = lot;
  it("warns of a bid far from the lot's reference, naming the lot, in every bid type's terms", () => {
    const [high] = bidWarnings([bid({ basisPointGuarantee: '1000' })], [lot], []);
    expect(high).toMatchObject({ lotId: 3, lotNumber: '3', from: 'REFERENCE', direction: 'ABOVE' });
    expect(high.message).toBe("Lot 3 (Q4 Mid Cap Blend GBP): 1,000.00 basis points is more than 5 times the lot's reference rate of 36.53 basis points.");
    const [fixed] = bidWarnings([bid({ fixed: '2000000' })], [lot], []);
    expect(fixed.message).toBe(
      "Lot 3 (Q4 Mid Cap Blend GBP): a fixed amount of £2,000,000.00 (1,111.11 basis points a year) is more than 5 times the lot's reference rate of 36.53 basis points.",
    );
    const [allIn] = bidWarnings([bid({ allIn: '100.5' })], [lot], []);
    expect(allIn).toMatchObject({ direction: 'BELOW' });
    expect(allIn.message).toBe(
      "Lot 3 (Q4 Mid Cap Blend GBP): 100.50% all-in (worth £3,312.00, 1.84 basis points a year) is less than 1/5 of the lot's reference rate of 36.53 basis points.",
    );
    // 150% all-in (accepted without a word): 183.99 bps a year against 36.53.
    expect(bidWarnings([bid({ allIn: '150' })], [lot], [])).toMatchObject([{ from: 'REFERENCE', direction: 'ABOVE' }]);
  });

  it('says nothing of a bid near the reference, or on a lot without one', () => {
    expect(bidWarnings([bid({ basisPointGuarantee: '36.53' }), bid({ allIn: '105' }), bid({ fixed: '66000' })], [lot], [])).toEqual([]);
    expect(bidWarnings([bid({ basisPointGuarantee: '1000' })], [{ ...lot, eslBps: null }], [])).toEqual([]);
    expect(bidWarnings([bid({ basisPointGuarantee: '1000' })], [{ ...lot, eslBps: '0' }], [])).toEqual([]);
    // A row on a lot not given is left alone.
    expect(bidWarnings([bid({ lotId: 99, basisPointGuarantee: '1000' })], [lot], [])).toEqual([]);
  });

  it("warns of a bid far from the bidder's saved bid on the row, whatever the saved bid's type", () => {
    const lot = { ...lotWithReference, eslBps: null };
    const warned = bidWarnings([bid({ bidId: 11, basisPointGuarantee: '185' })], [lot], [saved({ basisPointGuarantee: '18.50' })]);
    expect(warned).toEqual([
      expect.objectContaining({ from: 'SAVED', direction: 'ABOVE', message: 'Lot 3 (Q4 Mid Cap Blend GBP): 185.00 basis points is more than 5 times your saved bid of 18.50 basis points.' }),
    ]);
    // 30 bps against a saved fixed bid worth 366.67 bps a year: more than 5 times below.
    expect(bidWarnings([bid({ bidId: 11, basisPointGuarantee: '30' })], [lot], [saved({ fixed: '660000' })])).toMatchObject([{ from: 'SAVED', direction: 'BELOW' }]);
    // The saved bid of another row (or another lot) is not this row's.
    expect(bidWarnings([bid({ bidId: 12, basisPointGuarantee: '185' })], [lot], [saved({ basisPointGuarantee: '18.50' })])).toEqual([]);
    expect(bidWarnings([bid({ bidId: 11, basisPointGuarantee: '185' })], [lot], [saved({ lotId: 4, basisPointGuarantee: '18.50' })])).toEqual([]);
  });

  it('lists both reasons of a row far from both, reference first', () => {
    const warned = bidWarnings([bid({ bidId: 11, basisPointGuarantee: '2000' })], [lot], [saved({ basisPointGuarantee: '20' })]);
    expect(warned.map((w) => w.from)).toEqual(['REFERENCE', 'SAVED']);
  });

  it('says nothing of a row unchanged since it was saved (the bidder confirmed it then), however written', () => {
    expect(bidWarnings([bid({ bidId: 11, basisPointGuarantee: '1000' })], [lot], [saved({ basisPointGuarantee: '1000.00' })])).toEqual([]);
    // Changed type, same number: a new bid, warned.
    expect(bidWarnings([bid({ bidId: 11, fixed: '1000' })], [lot], [saved({ basisPointGuarantee: '1000' })])).not.toEqual([]);
  });

  it('property: a bps bid warns of the reference exactly when it is outside [reference / 5, 5 x reference]', () => {
    fc.assert(
      fc.property(positive, positive, (bps, ref) => {
        const warned = bidWarnings([bid({ basisPointGuarantee: bps.toFixed() })], [{ ...lot, eslBps: ref.toFixed() }], []);
        const outside = bps.gt(ref.times(5)) || bps.times(5).lt(ref);
        expect(warned.length).toBe(outside ? 1 : 0);
        if (outside) expect(warned[0].message).toBe(bidFarFromReference(lot, { kind: 'BPS', bps: bps.toFixed() }, bps.gt(ref) ? 'ABOVE' : 'BELOW', 5, ref.toFixed()));
      }),
      { numRuns: 300 },
    );
  });

  it('property: every bid type is judged on its bps a year (core/money annualizedBid), so equal values warn alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 365 }), (cents, days) => {
        const l = { ...lot, termDays: days };
        const fixed = (cents / 100).toFixed(2);
        const asBps = annualizedBid({ ...NO_BID_AMOUNTS, fixed }, l);
        const byFixed = bidWarnings([bid({ fixed })], [l], []).map((w) => w.direction);
        // The annualized bps is rounded to cents of a bp: compare away from the bounds.
        const ratio = dec(asBps).div(dec(l.eslBps as string));
        if (dec(asBps).gt(0) && ratio.minus(5).abs().gt('0.01') && ratio.minus('0.2').abs().gt('0.01'))
          expect(byFixed).toEqual(bidWarnings([bid({ basisPointGuarantee: asBps })], [l], []).map((w) => w.direction));
      }),
      { numRuns: 300 },
    );
  });
});
