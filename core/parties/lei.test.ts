import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidLei, leiCheckDigits, mod97 } from './lei';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const base = fc.array(fc.constantFrom(...ALNUM), { minLength: 18, maxLength: 18 }).map((cs) => cs.join(''));

describe('LEI (ISO 17442, ISO 7064 MOD 97-10)', () => {
  it('accepts the LEIs of known entities', () => {
    for (const lei of ['5493001KJTIIGC8Y1R12', 'HWUPKR0MPOU8FGXBT394', 'INR2EJN1ERAN0W5ZP974', '529900D6BF99LW9R2E68', '7LTWFZYICNSX8D621K86']) expect(isValidLei(lei), lei).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and lower case', () => {
    expect(isValidLei('5493001KJTIIGC8Y1R13')).toBe(false);
    expect(isValidLei('5493001KJTIIGC8Y1R1')).toBe(false);
    expect(isValidLei('5493001kjtiigc8y1r12')).toBe(false);
    expect(isValidLei('5493001KJTIIGC8Y1RAB')).toBe(false);
  });

  it('computes the check digits of a base, and no other pair is valid', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 99 }), (b, other) => {
        const digits = leiCheckDigits(b);
        expect(isValidLei(b + digits)).toBe(true);
        const otherDigits = String(other).padStart(2, '0');
        if (otherDigits !== digits) expect(isValidLei(b + otherDigits)).toBe(false);
      }),
    );
  });

  it('detects any single character changed for another of its kind (digit for digit, letter for letter)', () => {
    const sameKind = (a: string, b: string) => /[0-9]/.test(a) === /[0-9]/.test(b);
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 19 }), fc.constantFrom(...ALNUM), (b, at, c) => {
        const lei = b + leiCheckDigits(b);
        const changed = lei.slice(0, at) + c + lei.slice(at + 1);
        if (changed !== lei && sameKind(lei[at] ?? '', c)) expect(isValidLei(changed)).toBe(false);
      }),
    );
  });

  it('reads the whole text as one number modulo 97', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => mod97(n.toString()) === Number(n % 97n)));
  });
});
