/**
 * The identifiers a holding names its security by, each with its check digit verified:
 * - ISIN (ISO 6166): 2 letters, 9 letters or digits, 1 check digit; letters become two digits
 *   (A=10 … Z=35) and the Luhn check runs over the digit string.
 * - CUSIP: 8 characters (digits, letters, `*`, `@`, `#`) and a check digit, "double-add-double": every
 *   second character's value doubled, the digits of the values summed.
 * - SEDOL: 6 digits or consonants and a check digit, weights 1, 3, 1, 7, 3, 9.
 * - FIGI (OpenFIGI): 12 characters: 2 consonants not forming BS, BM, GG, GB, GH, KY or VG, then G, then 8
 *   digits or consonants, then a check digit computed like a CUSIP's.
 */

export const SECURITY_ID_TYPES = ['ISIN', 'CUSIP', 'SEDOL', 'FIGI'] as const;
export type SecurityIdType = (typeof SECURITY_ID_TYPES)[number];

/** A character's value: digits their own, letters A=10 … Z=35 (CUSIP adds * 36, @ 37, # 38). */
const charValue = (c: string): number => {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  return { '*': 36, '@': 37, '#': 38 }[c] ?? Number.NaN;
};

const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/** The Luhn check digit of a digit string (the digit that makes `digits + check` pass Luhn). */
export const luhnCheckDigit = (digits: string): number => {
  let sum = 0;
  // From the right, the first digit (next to the check digit) is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    const d = digits.charCodeAt(i) - 48;
    sum += double ? digitSum(d * 2) : d;
  }
  return (10 - (sum % 10)) % 10;
};

/** Double-add-double over character values, every second character (from the left) doubled: CUSIP and FIGI. */
const doubleAddDouble = (body: string): number => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const v = charValue(body[i]);
    sum += digitSum(i % 2 === 1 ? v * 2 : v);
  }
  return (10 - (sum % 10)) % 10;
};

const ISIN_SHAPE = /^[A-Z]{2}[0-9A-Z]{9}[0-9]$/;
const CUSIP_SHAPE = /^[0-9A-Z*@#]{8}[0-9]$/;
const SEDOL_SHAPE = /^[0-9BCDFGHJKLMNPQRSTVWXYZ]{6}[0-9]$/;
const FIGI_SHAPE = /^[BCDFGHJKLMNPQRSTVWXYZ]{2}G[0-9BCDFGHJKLMNPQRSTVWXYZ]{8}[0-9]$/;
const FIGI_REFUSED_PREFIXES = new Set(['BS', 'BM', 'GG', 'GB', 'GH', 'KY', 'VG']);
const SEDOL_WEIGHTS = [1, 3, 1, 7, 3, 9];

/** The check digit of an ISIN's first 11 characters. */
export const isinCheckDigit = (body: string): number => luhnCheckDigit([...body].map((c) => String(charValue(c))).join(''));

/** The check digit of a CUSIP's first 8 characters. */
export const cusipCheckDigit = (body: string): number => doubleAddDouble(body);

/** The check digit of a SEDOL's first 6 characters. */
export const sedolCheckDigit = (body: string): number => {
  const sum = [...body].reduce((s, c, i) => s + charValue(c) * SEDOL_WEIGHTS[i], 0);
  return (10 - (sum % 10)) % 10;
};

/** The check digit of a FIGI's first 11 characters. */
export const figiCheckDigit = (body: string): number => doubleAddDouble(body);

const lastDigit = (id: string): number => id.charCodeAt(id.length - 1) - 48;

/** Whether `id` is a well-formed identifier of `type` whose check digit is right. */
export const isValidSecurityId = (type: SecurityIdType, id: string): boolean => {
  switch (type) {
    case 'ISIN':
      return ISIN_SHAPE.test(id) && isinCheckDigit(id.slice(0, 11)) === lastDigit(id);
    case 'CUSIP':
      return CUSIP_SHAPE.test(id) && cusipCheckDigit(id.slice(0, 8)) === lastDigit(id);
    case 'SEDOL':
      return SEDOL_SHAPE.test(id) && sedolCheckDigit(id.slice(0, 6)) === lastDigit(id);
    case 'FIGI':
      return FIGI_SHAPE.test(id) && !FIGI_REFUSED_PREFIXES.has(id.slice(0, 2)) && figiCheckDigit(id.slice(0, 11)) === lastDigit(id);
  }
};

/** The message of an identifier that fails its check. */
export const invalidSecurityIdMessage = (type: SecurityIdType): string => `${type} is not valid (its format or check digit is wrong).`;
