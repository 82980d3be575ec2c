/**
 * SpreadsheetRenderer with exceljs: sheets, rows (numbers and dates in their number formats), bold
 * rows, merged ranges and column widths.
 */
import type ExcelJS from 'exceljs';
import type { SpreadsheetRenderer, WorkbookSpec } from '../../core/ports/documents';
import { looksLikeFormula, TEXT_NUMBER_FORMAT } from '../../core/validation/spreadsheet-text';
import { importOptional } from '../optional-dependency';
import { renderRowsStreamed } from './xlsx-stream-writer';
import { sheetName } from './sheet-name';
import { storedCell } from './cell-values';

type ExcelModule = typeof ExcelJS;

export const buildWorkbook = (excel: ExcelModule, spec: WorkbookSpec): ExcelJS.Workbook => {
  const workbook = new excel.Workbook();
  const used = new Set<string>();
  for (const sheet of spec.sheets) {
    const ws = workbook.addWorksheet(sheetName(sheet.name, used));
    for (const row of sheet.rows) {
      const stored = row.map(storedCell);
      const added = ws.addRow(stored.map((c) => c.value));
      stored.forEach((c, i) => {
        // A formatted number or date in its format; user text that reads like a formula stays text
        // (core/validation/spreadsheet-text.ts).
        if (c.numFmt !== undefined) added.getCell(i + 1).numFmt = c.numFmt;
        else if (typeof c.value === 'string' && looksLikeFormula(c.value)) added.getCell(i + 1).numFmt = TEXT_NUMBER_FORMAT;
      });
    }
    for (const index of sheet.boldRows ?? []) ws.getRow(index + 1).font = { bold: true };
    for (const m of sheet.merges ?? []) ws.mergeCells(m.startRow + 1, m.startCol + 1, m.endRow + 1, m.endCol + 1);
    (sheet.columnWidths ?? []).forEach((width, i) => {
      ws.getColumn(i + 1).width = width;
    });
  }
  if (spec.sheets.length === 0) workbook.addWorksheet('Sheet1');
  return workbook;
};

/**
 * exceljs takes seconds to load: it is imported on the first render only (fast CLI and server start);
 * an optional peer of the library, so an embedder that exports no spreadsheet need not install it.
 */
let excelModule: Promise<ExcelModule> | null = null;
const loadExcel = () => (excelModule ??= importOptional(() => import('exceljs'), 'exceljs', 'Spreadsheet exports').then((m) => m.default));

export const exceljsRenderer = (): SpreadsheetRenderer => ({
  async render(spec) {
    const buffer = await buildWorkbook(await loadExcel(), spec).xlsx.writeBuffer();
    return new Uint8Array(buffer);
  },
  // Large sheets: written as SpreadsheetML and zipped chunk by chunk (xlsx-stream-writer.ts).
  renderRows: renderRowsStreamed,
});
