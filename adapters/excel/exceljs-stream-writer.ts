/**
 * Streamed .xlsx with exceljs's `stream.xlsx.WorkbookWriter`: each chunk of rows is added, committed
 * (serialised into the zip stream) and dropped, so memory follows one chunk and the compressed output,
 * never the whole sheet. Lot header rows are merged as they are written (one single-row merge each).
 */
import { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { SheetRow, StreamedSheetSpec } from '../../core/ports/documents';
import { looksLikeFormula, TEXT_NUMBER_FORMAT } from '../../core/validation/spreadsheet-text';
import { sheetName } from './exceljs-renderer';

type ExcelModule = typeof ExcelJS;

export interface SheetSink {
  /** Adds and commits one chunk of rows; resolves once the zip stream has had a turn to drain. */
  write(rows: readonly SheetRow[]): Promise<void>;
  /** Closes the sheet and the workbook; the .xlsx bytes. */
  finish(): Promise<Uint8Array>;
}

export function openSheetSink(excel: ExcelModule, head: Pick<StreamedSheetSpec, 'name' | 'columnWidths'>): SheetSink {
  const parts: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      done();
    },
  });
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = workbook.addWorksheet(sheetName(head.name, new Set()));
  if (head.columnWidths?.length) ws.columns = head.columnWidths.map((width) => ({ width }));
  let rowNumber = 0;
  return {
    async write(rows) {
      for (const r of rows) {
        rowNumber++;
        const row = ws.addRow(r.cells.map((cell) => (cell === null ? null : cell)));
        // User text that reads like a formula stays text (core/validation/spreadsheet-text.ts).
        r.cells.forEach((cell, i) => {
          if (typeof cell === 'string' && looksLikeFormula(cell)) row.getCell(i + 1).numFmt = TEXT_NUMBER_FORMAT;
        });
        if (r.bold) row.font = { bold: true };
        if (r.mergeThrough !== undefined && r.mergeThrough > 0) ws.mergeCells(rowNumber, 1, rowNumber, r.mergeThrough + 1);
        row.commit();
      }
      // Let zlib (thread pool) compress what was committed before the next chunk comes.
      await new Promise((resolve) => setImmediate(resolve));
    },
    async finish() {
      ws.commit();
      await workbook.commit();
      return new Uint8Array(Buffer.concat(parts));
    },
  };
}

export async function renderRowsWith(excel: ExcelModule, sheet: StreamedSheetSpec): Promise<Uint8Array> {
  const sink = openSheetSink(excel, sheet);
  for await (const chunk of sheet.rows) await sink.write(chunk);
  return sink.finish();
}
