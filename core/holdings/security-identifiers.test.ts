import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cusipCheckDigit, figiCheckDigit, isinCheckDigit, isValidSecurityId, luhnCheckDigit, sedolCheckDigit, type SecurityIdType } from './security-identifiers';

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
const text = (chars: string, length: number) => fc.array(fc.constantFrom(...chars), { minLength: length, maxLength: length }).map((cs) => cs.join(''));

/** Generators of valid identifiers: a random body and its computed check digit. */
const VALID: Record<SecurityIdType, fc.Arbitrary<string>> = {
  ISIN: fc.tuple(text(LETTERS, 2), text(DIGITS + LETTERS, 9)).map(([c, b]) => c + b + isinCheckDigit(c + b)),
  CUSIP: text(DIGITS + LETTERS + '*@#', 8).map((b) => b + cusipCheckDigit(b)),
  SEDOL: text(DIGITS + CONSONANTS, 6).map((b) => b + sedolCheckDigit(b)),
  FIGI: fc
    .tuple(text(CONSONANTS, 2), text(DIGITS + CONSONANTS, 8))
    .filter(([p]) => !['BS', 'BM', 'GG', 'GB', 'GH', 'KY', 'VG'].includes(p))
    .map(([p, b]) => `${p}G${b}${figiCheckDigit(`${p}G${b}`)}`),
};

describe('security identifiers', () => {
  it('accepts real identifiers (Apple, Microsoft, SAP, a Treasury note)', () => {
    const real: Array<[SecurityIdType, string]> = [
      ['ISIN', 'US0378331005'],
      ['CUSIP', '037833100'],
      ['SEDOL', '2046251'],
      ['FIGI', 'BBG000B9XRY4'],
      ['ISIN', 'US5949181045'],
      ['CUSIP', '594918104'],
      ['SEDOL', '2588173'],
      ['FIGI', 'BBG000BPH459'],
      ['ISIN', 'DE0007164600'],
      ['SEDOL', '0263494'],
      ['ISIN', 'GB0002634946'],
      ['ISIN', 'US912828Z781'],
    ];
    for (const [type, id] of real) expect(isValidSecurityId(type, id), `${type} ${id}`).toBe(true);
  });

  it('refuses a wrong check digit, a wrong shape and the wrong kind', () => {
    expect(isValidSecurityId('ISIN', 'US0378331006')).toBe(false);
    expect(isValidSecurityId('CUSIP', '037833101')).toBe(false);
    expect(isValidSecurityId('SEDOL', '2046252')).toBe(false);
    expect(isValidSecurityId('FIGI', 'BBG000B9XRY5')).toBe(false);
    expect(isValidSecurityId('ISIN', '0378331005')).toBe(false);
    expect(isValidSecurityId('SEDOL', 'A046251')).toBe(false); // vowels are never in a SEDOL
    expect(isValidSecurityId('FIGI', 'BSG000B9XRY4')).toBe(false); // a refused prefix
    expect(isValidSecurityId('FIGI', 'BBX000B9XRY4')).toBe(false); // the third character is G
    expect(isValidSecurityId('CUSIP', 'US0378331005')).toBe(false);
  });

  it('computes the Luhn digit that makes a number pass', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  for (const type of Object.keys(VALID) as SecurityIdType[]) {
    it(`${type}: every generated identifier passes, and changing its check digit fails`, () => {
      fc.assert(
        fc.property(VALID[type], fc.integer({ min: 1, max: 9 }), (id, shift) => {
          expect(isValidSecurityId(type, id)).toBe(true);
          const last = (Number(id.at(-1)) + shift) % 10;
          expect(isValidSecurityId(type, id.slice(0, -1) + last)).toBe(false);
        }),
      );
    });
  }

  it('ISIN, CUSIP and SEDOL: a changed digit anywhere is caught', () => {
    const changedDigit = (id: string, at: number, d: string) => (/[0-9]/.test(id[at] ?? '') && id[at] !== d ? id.slice(0, at) + d + id.slice(at + 1) : null);
    for (const type of ['ISIN', 'CUSIP', 'SEDOL'] as const) {
      fc.assert(
        fc.property(VALID[type], fc.nat(), fc.constantFrom(...DIGITS), (id, n, d) => {
          const changed = changedDigit(id, n % id.length, d);
          if (changed !== null) expect(isValidSecurityId(type, changed)).toBe(false);
        }),
      );
    }
  });
});
