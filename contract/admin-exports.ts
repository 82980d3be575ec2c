/**
 * The spreadsheet export: posted rows rendered as an .xlsx workbook (the Users export, the bids export).
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { checkedBody, isObject, shortText, textUpTo } from './common';
import { EXPORT_MAX_CELL_LENGTH, type ExportRow } from '../core/admin/excel-export';
import { fail, ok, type Result } from '../core/domain/result';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Cell values (any JSON) are checked by core's exportWorkbook: rows, columns, cells, 32,767 characters per cell.
const Rows = z.array(z.record(textUpTo(EXPORT_MAX_CELL_LENGTH, `At most ${EXPORT_MAX_CELL_LENGTH} characters per cell.`), z.unknown()));

const NOT_ROWS = 'The body must be a list of row objects.';

/** The export body: a list of row objects, or `{ rows }`. */
export function parseExportRows(body: unknown): Result<ExportRow[], 'VALIDATION'> {
  const rows: unknown = Array.isArray(body) ? body : isObject(body) ? body.rows : null;
  if (!Array.isArray(rows) || !rows.every(isObject)) return fail('VALIDATION', NOT_ROWS, { rows: 'must be a list of row objects' });
  return ok(rows);
}

export const exportRoutes = {
  excel: defineRoute({
    method: 'post',
    path: '/excel/exportExcel',
    tags: ['Exports'],
    summary: 'Render posted rows as an .xlsx workbook',
    description:
      'Body: a JSON list of row objects (or {rows}); the header row is the union of their keys. Query fileName ' +
      '(default Export.xlsx) names the attachment. Used by the Users export (Users.xlsx) and the bids export.',
    query: z.object({ fileName: shortText().optional() }),
    body: checkedBody(z.union([Rows, z.object({ rows: Rows })]), parseExportRows),
    response: { file: XLSX },
  }),
} as const;
