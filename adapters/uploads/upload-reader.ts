/**
 * The UploadReader in process: .xlsx through the bounded reader of adapters/excel (inflated bytes
 * counted and capped, rows stopped at the limit), .csv through papaparse (adapters/csv), the lots file
 * through core's own `parseLotsCsv` (which stops at its row limit), the holdings file as a sheet checked
 * by core's own `checkHoldingsSheet`. The same code runs inside the
 * upload pool's workers (adapters/workers/upload-worker.ts), which add the wall-time budget and the heap
 * limit; used alone (`createCore`'s default, the CLI, tests), nothing can stop a read that is slow
 * within its byte and row budgets, so a server wires the pool.
 *
 * A file the reader fails on in any other way (an error no well-formed or damaged file was expected
 * to cause) is refused as unreadable rather than answered as a server error: the bytes are hostile
 * until read.
 */
import { checkHoldingsSheet } from '../../core/holdings/holdings-file';
import { parseLotsCsv } from '../../core/lots-csv/parse-lots-csv';
import type { SheetRead, UploadReader } from '../../core/ports/upload-reader';
import { csvRows } from '../csv/csv-rows';
import { readXlsxRows } from '../excel/xlsx-reader';
import { InflateBudget, InflateBudgetExceeded } from '../excel/zip-entries';

/**
 * The most one read may inflate (every part of the workbook together): a bid file of 20,000 lines of 10
 * cells as exceljs writes it (shared strings, styles) inflates to 8.6 MB; the cap leaves room for
 * inline strings, long comments and formatting, and bounds a zip bomb's cost to a few seconds of one
 * worker at most (24 MiB of the costliest XML, empty elements, takes saxes 1.3 to 2.5 s on a loaded
 * 2-core machine; a well-formed sheet far less).
 */
export const UPLOAD_MAX_INFLATED_BYTES = 24 * 1024 * 1024;

export interface UploadReaderOptions {
  /** Bytes one read may inflate (default UPLOAD_MAX_INFLATED_BYTES). */
  maxInflatedBytes?: number;
}

export function uploadReader(opts: UploadReaderOptions = {}): UploadReader {
  const maxInflatedBytes = opts.maxInflatedBytes ?? UPLOAD_MAX_INFLATED_BYTES;
  const reader: UploadReader = {
    async readXlsx(xlsx, limits): Promise<SheetRead> {
      const budget = new InflateBudget(limits.maxInflatedBytes ?? maxInflatedBytes);
      try {
        const { rows, rowsRead } = await readXlsxRows(xlsx, limits, budget);
        return { ok: true, rows, cost: { bytesInflated: budget.inflated, rowsRead } };
      } catch (e) {
        const cost = { bytesInflated: budget.inflated, rowsRead: 0 };
        if (e instanceof InflateBudgetExceeded) return { ok: false, refused: 'budget', budget: 'inflated-bytes', cost };
        return { ok: false, refused: 'unreadable', cost };
      }
    },
    async readCsv(csv, limits): Promise<SheetRead> {
      const read = csvRows(csv, limits);
      if (!read) return { ok: false, refused: 'unreadable' };
      return { ok: true, rows: read.rows, cost: { bytesInflated: 0, rowsRead: read.rowsRead } };
    },
    async parseLotsCsv(csv, ctx) {
      return { ok: true, parsed: parseLotsCsv(typeof csv === 'string' ? csv : new TextDecoder().decode(csv), ctx) };
    },
    async readHoldingsFile(kind, bytes, limits, lots) {
      const read = kind === 'csv' ? await reader.readCsv(bytes, limits) : await reader.readXlsx(bytes, limits);
      if (!read.ok) return read;
      return { ok: true, checked: checkHoldingsSheet(read.rows, lots) };
    },
  };
  return reader;
}
