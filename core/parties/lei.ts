/**
 * The Legal Entity Identifier (ISO 17442): 18 upper-case letters or digits and two check digits, the
 * whole read as a number (letters A=10 … Z=35) being 1 modulo 97 (ISO 7064 MOD 97-10).
 */

/** The value ISO 7064 MOD 97-10 reads for a letter or digit (A=10 … Z=35). */
const valueOf = (c: string): string => (c >= '0' && c <= '9' ? c : String(c.charCodeAt(0) - 55));

/** `text` read as one number (letters expanded to two digits) modulo 97, exactly, a few digits at a time. */
export const mod97 = (text: string): number => {
  let rest = 0;
  for (const c of text) for (const d of valueOf(c)) rest = (rest * 10 + Number(d)) % 97;
  return rest;
};

const LEI_SHAPE = /^[0-9A-Z]{18}[0-9]{2}$/;

/**
 * True when `lei` is 20 characters whose check digits are right: the whole is 1 modulo 97, and the
 * digits are 02 to 98 (the only pair the computation gives; 00, 01 and 99 pass the modulus only by an
 * offset of 97).
 */
export const isValidLei = (lei: string): boolean => {
  if (!LEI_SHAPE.test(lei)) return false;
  const digits = Number(lei.slice(18));
  return digits >= 2 && digits <= 98 && mod97(lei) === 1;
};

/** The two check digits of an 18-character LEI base (what makes `base + digits` valid). */
export const leiCheckDigits = (base: string): string => String(98 - mod97(`${base}00`)).padStart(2, '0');
