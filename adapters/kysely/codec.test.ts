import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimal, canonicalInstant } from './codec';

describe('canonicalDecimal', () => {
  it.each([
    ['10000000.00', '10000000.00'],
    ['10000000', '10000000'],
    ['+15.000', '15.000'],
    ['007.25', '7.25'],
    ['.5', '0.5'],
    ['-0', '0'],
    ['-0.00', '0.00'],
    ['-12.30', '-12.30'],
    [' 3 ', '3'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalDecimal(input)).toBe(expected);
  });

  it.each(['', '.', 'abc', '1e5', '1,000', '1.2.3', 'NaN', '--1'])('rejects %j', (input) => {
    expect(() => canonicalDecimal(input)).toThrow(/Not a decimal/);
  });

  it('keeps the value and the scale, and is idempotent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.nat({ max: 12 }), fc.nat({ max: 3 }), (units, scale, zeros) => {
        const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
        const text = `${units < 0n ? '-' : ''}${'0'.repeat(zeros)}${scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`}`;
        const canonical = canonicalDecimal(text);
        expect(new Decimal(canonical).equals(new Decimal(text))).toBe(true);
        expect(new Decimal(canonical).decimalPlaces()).toBeLessThanOrEqual(scale);
        expect(canonical.split('.')[1]?.length ?? 0).toBe(scale);
        expect(canonicalDecimal(canonical)).toBe(canonical);
      }),
    );
  });
});

describe('instants', () => {
  it('normalises instants to ISO UTC with milliseconds', () => {
    expect(canonicalInstant('2026-11-22T09:30:00-05:00')).toBe('2026-11-22T14:30:00.000Z');
    expect(() => canonicalInstant('tomorrow')).toThrow(/Not an instant/);
  });
});
