import { describe, expect, it } from 'vitest';
import { dec, decOrZero, roundHalfUp, roundMoneyHalfUp, roundRateHalfUp, sumDecimals } from './decimal';
import { isDecimalString } from './decimal-text';

describe('decimal helpers', () => {
  it('reads only canonical decimal text', () => {
    expect(isDecimalString('-12.50')).toBe(true);
    expect(isDecimalString('1e3')).toBe(false);
    expect(isDecimalString('')).toBe(false);
    expect(() => dec('1,000')).toThrow();
    expect(() => dec(Number.NaN)).toThrow();
    expect(decOrZero(null).toFixed()).toBe('0');
    expect(decOrZero('').toFixed()).toBe('0');
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point
    expect(sumDecimals(['0.1', '0.2']).toFixed()).toBe('0.3');
    expect(sumDecimals(['10000000000000.01', '0.02', null]).toFixed()).toBe('10000000000000.03');
  });

  it('rounds half-up (away from zero) and never shows -0', () => {
    expect(roundMoneyHalfUp(dec('2.345'))).toBe('2.35');
    expect(roundMoneyHalfUp(dec('2.335'))).toBe('2.34'); // half-even would give 2.34 too; check the next one
    expect(roundMoneyHalfUp(dec('2.325'))).toBe('2.33'); // half-even would give 2.32
    expect(roundMoneyHalfUp(dec('-2.325'))).toBe('-2.33');
    expect(roundMoneyHalfUp(dec('-0.001'))).toBe('0.00');
    expect(roundRateHalfUp(dec('10.125'))).toBe('10.13');
    expect(roundHalfUp(dec('33.35'), 1)).toBe('33.4');
  });
});
