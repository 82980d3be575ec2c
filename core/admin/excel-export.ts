/**
 * POST /excel/exportExcel: renders the posted list of row objects as one worksheet. The header row
 * is the union of the rows' keys in first-seen order; values are written as text, numbers or
 * booleans (objects as JSON). Used by the Users export (Users.xlsx) and the bid wizard's bids export.
 * It reads no data itself, so it can show a caller nothing the caller did not send.
 */
import type { Cell, WorkbookSpec } from '../ports/documents';
import { fail, ok, type Result } from '../domain/result';

/**
 * Limits (any signed-in role may call this): one request must not be able to take the server down.
 * The rows' cells are laid out in memory by the workbook writer, so rows, columns and cells are
 * capped; a cell's text at Excel's own limit of 32,767 characters. Refusals are LIMIT_EXCEEDED (422).
 */
export const EXPORT_MAX_ROWS = 20_000;
export const EXPORT_MAX_COLUMNS = 100;
export const EXPORT_MAX_CELLS = 500_000;
export const EXPORT_MAX_CELL_LENGTH = 32_767;

const toCell = (v: unknown): Cell => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v);
};

export type ExportRow = Record<string, unknown>;

const tooMuch = (message: string) => fail('LIMIT_EXCEEDED', message, { rows: message });

/**
 * The posted rows (contract/admin-exports.ts reads the body's list of row objects) as one worksheet,
 * within EXPORT_MAX_ROWS rows, EXPORT_MAX_COLUMNS columns, EXPORT_MAX_CELLS cells and
 * EXPORT_MAX_CELL_LENGTH characters a cell.
 */
export function exportWorkbook(rows: readonly ExportRow[], sheetName: string): Result<WorkbookSpec, 'LIMIT_EXCEEDED'> {
  if (rows.length > EXPORT_MAX_ROWS) return tooMuch(`At most ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows can be exported.`);
  const headers = new Set<string>();
  for (const r of rows) {
    for (const [k, v] of Object.entries(r)) {
      headers.add(k);
      if (headers.size > EXPORT_MAX_COLUMNS) return tooMuch(`At most ${EXPORT_MAX_COLUMNS} columns can be exported.`);
      const cell = toCell(v);
      if (typeof cell === 'string' && cell.length > EXPORT_MAX_CELL_LENGTH) {
        return tooMuch(`A cell can hold at most ${EXPORT_MAX_CELL_LENGTH.toLocaleString('en-US')} characters.`);
      }
    }
  }
  if (headers.size * rows.length > EXPORT_MAX_CELLS) return tooMuch(`At most ${EXPORT_MAX_CELLS.toLocaleString('en-US')} cells can be exported.`);
  return ok(rowsWorkbook(rows, sheetName));
}

export function rowsWorkbook(objects: readonly ExportRow[], sheetName = 'Sheet1'): WorkbookSpec {
  const headerSet = new Set<string>();
  for (const o of objects) for (const k of Object.keys(o)) headerSet.add(k);
  const headers = [...headerSet];
  const data: Cell[][] = objects.map((o) => headers.map((h) => toCell(o[h])));
  const widths = headers.map((h, i) => {
    let width = h.length;
    for (const r of data) width = Math.max(width, String(r[i] ?? '').length);
    return Math.min(60, width + 2);
  });
  return { sheets: [{ name: sheetName, rows: [headers, ...data], boldRows: [0], columnWidths: widths }] };
}
