/**
 * POST /excel/exportExcel: renders the posted list of row objects as one worksheet. The header row
 * is the union of the rows' keys in first-seen order; values are written as text, numbers or
 * booleans, typed cells (an amount in its currency, basis points, a percentage, a date:
 * core/documents/export-cells.ts) as numbers and dates in their formats, other objects as JSON.
 * With a `title`, a title block (report, client, auction, its date, and when the file was made) comes
 * above the table. Used by the Users export (Users.xlsx) and the reports and awards the web exports.
 * It reads no data itself, so it can show a caller nothing the caller did not send.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Cell, WorkbookSpec } from '../ports/documents';
import type { Instant } from '../domain/entities';
import { fail, ok, type Result } from '../domain/result';
import { reportExportTitle } from '../domain/messages';
import { useCase } from '../app/use-case';
import { parseExportRows, type ExportRow, type ExportRowsInput, type ExportTitleInput } from '../validation/admin-bodies';
import { cellOfInput } from '../documents/export-cells';
import { dateTimeCell, titleBlock, type SheetTitle } from '../documents/sheet-cells';

/**
 * Limits (any signed-in role may call this): one request must not be able to take the server down.
 * The rows' cells are laid out in memory by the workbook writer, so rows, columns and cells are
 * capped; a cell's text at Excel's own limit of 32,767 characters. Refusals are LIMIT_EXCEEDED (422).
 */
export const EXPORT_MAX_ROWS = 20_000;
export const EXPORT_MAX_COLUMNS = 100;
export const EXPORT_MAX_CELLS = 500_000;
export const EXPORT_MAX_CELL_LENGTH = 32_767;

export type { ExportRow, ExportRowsInput, ExportTitleInput };

const tooMuch = (message: string) => fail('LIMIT_EXCEEDED', message, { rows: message });

/**
 * POST /excel/exportExcel (any signed-in user): the given rows (a list of row objects, or `{ rows }`:
 * parseExportRows) rendered as an .xlsx workbook of one sheet, within the limits above.
 */
export const exportWorkbook = useCase({ name: 'exports.workbook', access: 'authenticated' }, async (
  deps: CoreDeps,
  _actor: Actor,
  rows: ExportRowsInput,
  sheetName: string = 'Export',
): Promise<Result<Uint8Array, 'LIMIT_EXCEEDED' | 'VALIDATION'>> => {
  const parsed = parseExportRows(rows);
  if (!parsed.ok) return parsed;
  const { rows: objects, title } = parsed.value;
  const workbook = limitedWorkbook(objects, sheetName, title && sheetTitleOf(title, deps.clock.now()));
  if (!workbook.ok) return workbook;
  return ok(await deps.spreadsheets.render(workbook.value));
});

/**
 * The rows as one worksheet, within EXPORT_MAX_ROWS rows, EXPORT_MAX_COLUMNS columns, EXPORT_MAX_CELLS
 * cells and EXPORT_MAX_CELL_LENGTH characters a cell.
 */
function limitedWorkbook(rows: readonly ExportRow[], sheetName: string, title: SheetTitle | null): Result<WorkbookSpec, 'LIMIT_EXCEEDED'> {
  if (rows.length > EXPORT_MAX_ROWS) return tooMuch(`At most ${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows can be exported.`);
  const headers = new Set<string>();
  for (const r of rows) {
    for (const [k, v] of Object.entries(r)) {
      headers.add(k);
      if (headers.size > EXPORT_MAX_COLUMNS) return tooMuch(`At most ${EXPORT_MAX_COLUMNS} columns can be exported.`);
      const cell = cellOfInput(v);
      if (typeof cell === 'string' && cell.length > EXPORT_MAX_CELL_LENGTH) {
        return tooMuch(`A cell can hold at most ${EXPORT_MAX_CELL_LENGTH.toLocaleString('en-US')} characters.`);
      }
    }
  }
  if (headers.size * rows.length > EXPORT_MAX_CELLS) return tooMuch(`At most ${EXPORT_MAX_CELLS.toLocaleString('en-US')} cells can be exported.`);
  return ok(rowsWorkbook(rows, sheetName, title));
}

/**
 * The posted title as the workbook's title block: "{Report} Report - {auction}" (or the report alone),
 * then the Client, Auction Name and Auction Date lines it gives.
 */
export function sheetTitleOf(t: ExportTitleInput, exportedAt: Instant): SheetTitle {
  const fields: Array<readonly [string, Cell]> = [];
  if (t.client !== undefined) fields.push(['Client', t.client]);
  if (t.auction !== undefined) fields.push(['Auction Name', t.auction]);
  if (t.auctionDate !== undefined) fields.push(['Auction Date', dateTimeCell(t.auctionDate)]);
  return { title: t.auction !== undefined ? reportExportTitle(t.report, t.auction) : t.report, fields, exportedAt };
}

/** About how many characters a cell shows (for the column width). */
const shownLength = (cell: Cell): number => {
  if (cell === null) return 0;
  if (typeof cell !== 'object') return String(cell).length;
  if ('date' in cell) return 20;
  // Digits, separators, decimals and a symbol.
  return Math.ceil(String(Math.trunc(Math.abs(cell.value))).length * 1.34) + 6;
};

export function rowsWorkbook(objects: readonly ExportRow[], sheetName = 'Sheet1', title: SheetTitle | null = null): WorkbookSpec {
  const headerSet = new Set<string>();
  for (const o of objects) for (const k of Object.keys(o)) headerSet.add(k);
  const headers = [...headerSet];
  const data: Cell[][] = objects.map((o) => headers.map((h) => cellOfInput(o[h])));
  const widths = headers.map((h, i) => {
    let width = h.length;
    for (const r of data) width = Math.max(width, shownLength(r[i] ?? null));
    return Math.min(60, width + 2);
  });
  const head = title ? titleBlock(title) : [];
  return { sheets: [{ name: sheetName, rows: [...head, headers, ...data], boldRows: title ? [0, head.length] : [0], columnWidths: widths }] };
}
