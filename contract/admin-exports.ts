/**
 * The spreadsheet export: posted rows rendered as an .xlsx workbook (the Users export, the bids export).
 */
import { z } from 'zod';
import { defineRoute } from './route';
import { checkedBody, shortText, textUpTo } from './common';
import { EXPORT_MAX_CELL_LENGTH } from '../core/admin/excel-export';
import { parseExportRows } from '../core/validation/admin-bodies';
import { exportWorkbook } from '../core/admin/excel-export';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Cell values (any JSON) are checked by core's exportWorkbook: rows, columns, cells, 32,767 characters per cell.
const Rows = z.array(z.record(textUpTo(EXPORT_MAX_CELL_LENGTH, `At most ${EXPORT_MAX_CELL_LENGTH} characters per cell.`), z.unknown()));
// The title block above the table (core/validation/admin-bodies parseExportRows checks it).
const Title = z.object({ report: shortText(), client: shortText().optional(), auction: shortText().optional(), auctionDate: shortText().optional() });

export const exportRoutes = {
  excel: defineRoute({
    method: 'post',
    path: '/excel/exportExcel',
    useCase: exportWorkbook,
    heavy: true,
    expensive: true,
    // Why this access: renders only the rows it is given (users list for managers, own bids for bidders); it reads no data itself
    tags: ['Exports'],
    summary: 'Render posted rows as an .xlsx workbook',
    description:
      'Body: a JSON list of row objects (or {rows, title}); the header row is the union of their keys. A cell is ' +
      'text, a number, a boolean, or a typed cell written as a number or date in its format: {amount, currency}, ' +
      '{bps}, {percent, decimals?} (in percent: "45.5"), {date} (an instant, shown in New York time). title ' +
      '{report, client?, auction?, auctionDate?} puts a title block above the table. Query fileName ' +
      '(default Export.xlsx) names the attachment. Used by the Users export (Users.xlsx) and the report and awards exports.',
    query: z.object({ fileName: shortText().optional() }),
    body: checkedBody(z.union([Rows, z.object({ rows: Rows, title: Title.nullish() })]), parseExportRows),
    response: { file: XLSX },
  }),
} as const;
