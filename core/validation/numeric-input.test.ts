import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalInput, parseWholeNumberInput } from './numeric-input';

describe('parseDecimalInput', () => {
  // Canonical text, without floating point.
  it.each([
    ['10000000.00', '10000000'],
    [' 20.50 ', '20.5'],
    ['1,234,567.89', '1234567.89'],
    ['.5', '0.5'],
    ['-3', '-3'],
    [0.1, '0.1'],
    ['123456789012345678.123456', '123456789012345678.123456'],
  ])('canonicalises %j to %j', (input, canonical) => {
    expect(parseDecimalInput(input)).toBe(canonical);
  });

  it('treats empty as null and junk as invalid', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('  ')).toBeNull();
    expect(parseDecimalInput(null)).toBeNull();
    for (const bad of ['abc', '1e5', '12,34', '1.2.3', '$5', 'NaN', '--1']) expect(parseDecimalInput(bad)).toBe('INVALID');
    expect(parseDecimalInput(Number.NaN)).toBe('INVALID');
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const r = parseDecimalInput(s);
      expect(r === null || r === 'INVALID' || /^-?\d+(\.\d+)?$/.test(r)).toBe(true);
    }));
  });
});

describe('parseWholeNumberInput', () => {
  it('accepts whole numbers only', () => {
    expect(parseWholeNumberInput('30')).toBe(30);
    expect(parseWholeNumberInput('30.0')).toBe(30);
    expect(parseWholeNumberInput(365)).toBe(365);
    expect(parseWholeNumberInput('30.5')).toBe('INVALID');
    expect(parseWholeNumberInput('')).toBeNull();
  });
});
