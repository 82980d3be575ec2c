/**
 * Typed cells a caller may post to the generic export (POST /excel/exportExcel), so that rows a screen
 * already holds export as numbers and dates, not as text: the server turns each into a formatted cell
 * (core/documents/sheet-cells.ts). Plain JSON: the web builds them with the helpers below.
 *
 * - `{ amount, currency }`: an amount (decimal text) in its currency's format;
 * - `{ bps }`: basis points (decimal text);
 * - `{ percent, decimals? }`: a percentage given in percent ("45.5" is 45.5 %), 1 or 2 decimals (default 2);
 * - `{ date }`: an instant (ISO-8601), shown as New York date and time.
 *
 * Anything else is written as before: text, numbers and booleans as they are, a list of plain values
 * joined with ", ", another object as its JSON.
 */
import type { DecimalString, Instant } from '../domain/entities';
import type { Cell } from '../ports/documents';
import { bpsCell, dateTimeCell, moneyCell, percentCell } from './sheet-cells';
import { isObject } from '../validation/admin-bodies';

export interface AmountInput {
  amount: DecimalString;
  currency: string;
}
export interface BpsInput {
  bps: DecimalString;
}
export interface PercentInput {
  percent: DecimalString;
  decimals?: 1 | 2;
}
export interface DateInput {
  date: Instant;
}

/** A cell as posted: a plain value or one of the typed cells above. */
export type ExportCellInput = string | number | boolean | null | AmountInput | BpsInput | PercentInput | DateInput;

/** An amount in `currency`; empty (null) without an amount. */
export const amountInput = (amount: DecimalString | null | undefined, currency: string): AmountInput | null =>
  amount === null || amount === undefined || amount === '' ? null : { amount, currency };
/** Basis points; empty (null) without a value. */
export const bpsInput = (bps: DecimalString | null | undefined): BpsInput | null => (bps === null || bps === undefined || bps === '' ? null : { bps });
/** A percentage given in percent; empty (null) without a value. */
export const percentInput = (percent: DecimalString | null | undefined, decimals: 1 | 2 = 2): PercentInput | null =>
  percent === null || percent === undefined || percent === '' ? null : { percent, decimals };
/** An instant shown as New York date and time; empty (null) without one. */
export const dateInput = (date: Instant | null | undefined): DateInput | null => (date ? { date } : null);

const isText = (v: unknown): v is string => typeof v === 'string';

/** The typed cell `v` describes, or undefined when it is no typed cell. */
function typedCell(v: Record<string, unknown>): Cell | undefined {
  const keys = Object.keys(v).length;
  if (isText(v.amount) && isText(v.currency) && keys === 2) return moneyCell(v.amount, v.currency);
  if (isText(v.bps) && keys === 1) return bpsCell(v.bps);
  if (isText(v.percent) && (keys === 1 || (keys === 2 && (v.decimals === 1 || v.decimals === 2)))) return percentCell(v.percent, v.decimals === 1 ? 1 : 2);
  if (isText(v.date) && keys === 1) return dateTimeCell(v.date);
  return undefined;
}

/** A posted value as a workbook cell (see the module note). */
export function cellOfInput(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  if (isObject(v)) {
    const typed = typedCell(v);
    if (typed !== undefined) return typed;
  }
  return JSON.stringify(v);
}
