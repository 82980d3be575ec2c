/**
 * POST /excel/exportExcel: renders the posted list of row objects as one worksheet. The header row
 * is the union of the rows' keys in first-seen order; values are written as text, numbers or
 * booleans (objects as JSON). Used by the Users export (Users.xlsx) and the bid wizard's bids export.
 * It reads no data itself, so it can show a caller nothing the caller did not send.
 */
import type { Cell, WorkbookSpec } from '../../ports/documents';
import { fail, ok, type Result } from '../../domain/result';

export const EXPORT_MAX_ROWS = 100_000;

const toCell = (v: unknown): Cell => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v);
};

export type ExportRow = Record<string, unknown>;

/** The export body: a list of row objects, or `{ rows }`; at most EXPORT_MAX_ROWS rows. */
export function parseExportRows(body: unknown): Result<ExportRow[], 'VALIDATION'> {
  const rows = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { rows?: unknown }).rows) ? (body as { rows: unknown[] }).rows : null;
  if (!rows) return fail('VALIDATION', 'The body must be a list of row objects.', { rows: 'must be a list of row objects' });
  if (rows.length > EXPORT_MAX_ROWS) return fail('VALIDATION', `At most ${EXPORT_MAX_ROWS} rows can be exported.`, { rows: 'too many rows' });
  const objects: ExportRow[] = [];
  for (const r of rows) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return fail('VALIDATION', 'The body must be a list of row objects.', { rows: 'must be a list of row objects' });
    objects.push(r as ExportRow);
  }
  return ok(objects);
}

export function rowsWorkbook(objects: ExportRow[], sheetName = 'Sheet1'): WorkbookSpec {
  const headers: string[] = [];
  for (const o of objects) for (const k of Object.keys(o)) if (!headers.includes(k)) headers.push(k);
  const data: Cell[][] = objects.map((o) => headers.map((h) => toCell(o[h])));
  const widths = headers.map((h, i) => Math.min(60, Math.max(h.length, ...data.map((r) => String(r[i] ?? '').length)) + 2));
  return { sheets: [{ name: sheetName, rows: [headers, ...data], boldRows: [0], columnWidths: widths }] };
}
