/**
 * A port Cell as what a spreadsheet stores: a plain value (text, number, boolean or nothing) and the
 * number format to show it in. Shared by the in-memory (exceljs) and the streamed writer, so both
 * write formatted numbers and dates the same way.
 */
import type { Cell } from '../../core/ports/documents';

/** What a cell stores: `numFmt` only for a formatted number or a date. */
export interface StoredCell {
  value: string | number | boolean | null;
  numFmt?: string;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;
/** Day 0 of the 1900 date system as spreadsheets count since 1 March 1900 (30 Dec 1899). */
const EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * The spreadsheet date serial of a wall-clock time `yyyy-mm-ddTHH:mm:ss` (days since 30 Dec 1899,
 * the time as the fraction), read as written: no zone is applied. NaN when unreadable. Dates before
 * 1 March 1900 (Excel's 1900 leap-year quirk) are not expected in auctions and are not corrected.
 */
export function excelDateSerial(wall: string): number {
  const m = WALL_TIME.exec(wall);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return Number.NaN;
  return (ms - EPOCH_MS) / DAY_MS;
}

/** What `cell` stores: a formatted number or date becomes its number and format; an unwritable one its text. */
export function storedCell(cell: Cell): StoredCell {
  if (cell === null || typeof cell !== 'object') return { value: cell };
  if ('date' in cell) {
    const serial = excelDateSerial(cell.date);
    return Number.isNaN(serial) ? { value: cell.date } : { value: serial, numFmt: cell.format };
  }
  return Number.isFinite(cell.value) ? { value: cell.value, numFmt: cell.format } : { value: String(cell.value) };
}
