/**
 * Ids read from request input (bodies, paths, queries). Stores number rows with 32-bit serials
 * (PostgreSQL `integer`), so a larger number cannot name a row; passed on, it would make the
 * database fail ("out of range") instead of answering "not found". Booleans, empty strings, arrays
 * and decimals are never ids (plain `Number(v)` would turn `true` into 1 and `''` into 0).
 */
import type { Id } from '../domain/entities';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';

/** The largest id a store can hold. */
export const MAX_ID = 2_147_483_647;

/** True for an integer within the ids' range (negative allowed: -1 means "new"). */
export const isIdInRange = (n: number): boolean => Number.isInteger(n) && Math.abs(n) <= MAX_ID;

/** An id from request input: an integer number or a string of digits (optionally signed) in range; else null. */
export function idFrom(v: unknown): Id | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return isIdInRange(n) ? n : null;
}

/**
 * The validated whole-number fields (ids, day counts) beyond the stores' integer range, each with its
 * message (`messages[field]`, else MSG.INVALID_VALUE); empty when all fit.
 */
export function fieldsOutOfRange(values: Record<string, number | null | undefined>, messages: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v === 'number' && !isIdInRange(v)) fields[k] = messages[k] ?? MSG.INVALID_VALUE;
  return fields;
}
