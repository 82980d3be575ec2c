/**
 * CSV / spreadsheet formula injection (OWASP "CSV Injection"): a text that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return is taken as a formula by spreadsheet programs when typed or
 * imported. Lot names, comments and award notes are user text, so every export writes such a text
 * as text (xlsx: a string cell in the Text number format, so even editing it does not evaluate it;
 * CSV: quoted with a leading apostrophe).
 */
export const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** True when a spreadsheet program would read the text as the start of a formula. */
export const looksLikeFormula = (text: string): boolean => FORMULA_TRIGGER.test(text);

/** The Excel number format that keeps a cell's content text ("@"). */
export const TEXT_NUMBER_FORMAT = '@';
