/**
 * Reading files someone else made: the bid file (.xlsx or .csv) and the lots
 * upload. Each read runs within budgets measured while it runs, never taken from
 * what the file declares about itself: bytes actually inflated (an .xlsx is a zip), rows parsed (the
 * reader stops one row past the caller's limit), and, where the adapter runs it in a worker it can
 * stop, wall time and memory. A read past a budget, or of a file that is not what it claims, is a
 * refusal value: the caller answers it with its own message and writes nothing.
 *
 * Implementations: one in process (the byte and row budgets; the
 * default of `createCore`) and the HTTP server's upload pool (the same reader in worker threads with
 * a time budget and a heap limit: the server's, so no upload holds the thread that answers everyone).
 */
import type { LotsCsvContext, LotsCsvResult } from '../lots-csv/parse-lots-csv';
import type { HoldingsFileLot, HoldingsSheetCheck } from '../holdings/holdings-file';

/** Limits of a sheet read: rows beyond `maxRows` are not read (one more is, so the caller can tell). */
export interface SheetReadLimits {
  maxRows: number;
  maxColumns: number;
  /** Bytes this read may inflate, in place of the reader's own budget (a file larger by nature than a bid file). */
  maxInflatedBytes?: number;
  /** Wall time of this read in ms where the reader can stop one (the server's upload pool), in place of its own budget. */
  budgetMs?: number;
}

/** What a read cost, as the reader measured it. */
export interface UploadReadCost {
  /** Bytes produced by inflating the file's compressed parts (0 for text). */
  bytesInflated: number;
  /** Rows the reader parsed: at most `maxRows + 1`. */
  rowsRead: number;
}

/** The budget a refused read ran out of. */
export type UploadBudget = 'inflated-bytes' | 'time' | 'memory';

/** A read that stopped: the file is not what it claims (damaged, not a workbook, not UTF-8), or a budget ran out. */
export type UploadRefusal =
  | { ok: false; refused: 'unreadable'; cost?: UploadReadCost }
  | { ok: false; refused: 'budget'; budget: UploadBudget; cost?: UploadReadCost };

/** A sheet's rows of cell texts and what reading them cost, or a refusal. */
export type SheetRead = { ok: true; rows: string[][]; cost: UploadReadCost } | UploadRefusal;

/** The lots file parsed by core's own rules (its row limit included), or a refusal. */
export type LotsCsvRead = { ok: true; parsed: LotsCsvResult } | UploadRefusal;

/** The holdings file read, then checked by core's own rules against the auction's lots, or a refusal. */
export type HoldingsUploadRead = { ok: true; checked: HoldingsSheetCheck } | UploadRefusal;

export interface UploadReader {
  /**
   * The first worksheet of an .xlsx file as rows of cell texts (numbers to 15 significant digits
   * without exponent, dates as yyyy-mm-dd, booleans TRUE/FALSE, formulas as their cached result, empty
   * cells ''), at most `maxRows + 1` rows of at most `maxColumns` cells. Unreadable when the bytes are
   * not a workbook.
   */
  readXlsx(xlsx: Uint8Array, limits: SheetReadLimits): Promise<SheetRead>;
  /**
   * A UTF-8 .csv file (a byte-order mark is fine; comma, semicolon or tab as detected) as rows of cell
   * texts, at most `maxRows + 1` rows of at most `maxColumns` cells. Unreadable when not UTF-8.
   */
  readCsv(csv: Uint8Array, limits: SheetReadLimits): Promise<SheetRead>;
  /**
   * The lots file (its text, or its bytes read as UTF-8) parsed by
   * `parseLotsCsv` with `ctx`: the very function the browser's preview runs, here within the budgets.
   */
  parseLotsCsv(csv: string | Uint8Array, ctx: LotsCsvContext): Promise<LotsCsvRead>;
  /**
   * An auction's holdings file (.csv or .xlsx, read as `readCsv` and `readXlsx` do) checked by
   * `checkHoldingsSheet` against `lots`: its 100,000 lines are validated where they are read, so the
   * checking counts in the read's budgets and the answer is the holdings, not the sheet's cells.
   */
  readHoldingsFile(kind: 'csv' | 'xlsx', bytes: Uint8Array, limits: SheetReadLimits, lots: readonly HoldingsFileLot[]): Promise<HoldingsUploadRead>;
}
