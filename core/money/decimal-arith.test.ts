import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dec } from './decimal';
import { compareDecimalText, roundHalfUpText, sumDecimalText } from './decimal-arith';

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.integer({ min: 0, max: 6 }))
  .map(([neg, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return neg ? `-${text}` : text;
  });

describe('decimal text (BigInt) agrees with decimal.js', () => {
  it('rounds half up (away from zero) to any number of decimals', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 4 }), (t, d) => {
        const expected = new Dec(t).toFixed(d, Dec.ROUND_HALF_UP);
        expect(roundHalfUpText(t, d)).toBe(/^-0(\.0*)?$/.test(expected) ? expected.slice(1) : expected);
      }),
      { numRuns: 2000 },
    );
    expect(roundHalfUpText('2.345', 2)).toBe('2.35');
    expect(roundHalfUpText('-2.345', 2)).toBe('-2.35');
    expect(roundHalfUpText('10', 2)).toBe('10.00');
  });
  it('sums and compares exactly', () => {
    fc.assert(
      fc.property(fc.array(decimalText, { maxLength: 20 }), (values) => {
        expect(sumDecimalText(values)).toBe(values.reduce((s, v) => s.plus(v), new Dec(0)).toFixed());
      }),
    );
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimalText(a, b)).toBe(new Dec(a).cmp(b));
      }),
    );
  });
});
