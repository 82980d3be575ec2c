import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalInput, parseWholeNumberInput } from './numeric-input';

describe('parseDecimalInput', () => {
  it('canonicalises numbers without floating point', () => {
    expect(parseDecimalInput('10000000.00')).toBe('10000000');
    expect(parseDecimalInput(' 20.50 ')).toBe('20.5');
    expect(parseDecimalInput('1,234,567.89')).toBe('1234567.89');
    expect(parseDecimalInput('.5')).toBe('0.5');
    expect(parseDecimalInput('-3')).toBe('-3');
    expect(parseDecimalInput(0.1)).toBe('0.1');
    expect(parseDecimalInput('123456789012345678.123456')).toBe('123456789012345678.123456');
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
