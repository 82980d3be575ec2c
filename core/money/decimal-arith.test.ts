import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dec } from './decimal';
import { compareDecimalText, fixedFromBpsCentsOn, roundHalfUpText, sumDecimalText } from './decimal-arith';

const fixedFromBpsCentsText = (bps: string, marketValue: string, days: number) => fixedFromBpsCentsOn(marketValue, days)(bps);
import { fixedFromBps } from './formulas';

/** Signed decimal texts of at most `maxUnits` units (as an integer) and `maxScale` decimals. */
const decimalTextOf = (maxUnits: bigint, maxScale: number) =>
  fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: maxUnits }), fc.integer({ min: 0, max: maxScale })).map(([neg, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return neg ? `-${text}` : text;
  });
const decimalText = decimalTextOf(10n ** 16n, 6);

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
  it('fixed from bps in cents equals the decimal.js formula (formulas.ts fixedFromBps)', () => {
    const bpsText = decimalTextOf(10n ** 8n, 4);
    fc.assert(
      fc.property(bpsText, decimalText, fc.integer({ min: 0, max: 3660 }), (bps, mv, days) => {
        const fast = fixedFromBpsCentsText(bps, mv, days);
        if (fast !== null) expect(fast).toBe(fixedFromBps(bps, mv, days));
      }),
      { numRuns: 5000 },
    );
    expect(fixedFromBpsCentsText('50', '360', 1)).toBe('0.01'); // exactly half a cent rounds up
    expect(fixedFromBpsCentsText('-50', '360', 1)).toBe('-0.01'); // and away from zero
    expect(fixedFromBpsCentsText('1', '18', 1)).toBe('0.00');
    expect(fixedFromBpsCentsText('25.5', '1000000.00', 90)).toBe(fixedFromBps('25.5', '1000000.00', 90));
    expect(fixedFromBpsCentsText('99999999', '9'.repeat(30), 3650)).toBeNull(); // beyond 38 digits: decimal.js
  });
});
