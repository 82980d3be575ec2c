/**
 * Renderers for generated documents. The domain describes a document; adapters
 * (exceljs, pdfmake) turn the description into bytes.
 */

/**
 * A number shown with an Excel number format: money in its currency (`"€"#,##0.00`), basis points
 * (`#,##0.00`), a percentage (`0.0%`, the value a fraction: 0.455 shows 45.5%). `value` is the double
 * nearest the exact decimal (the sheet writer builds it from decimal text and keeps a
 * decimal a double cannot hold exactly as text instead).
 */
export interface NumberCell {
  value: number;
  /** An Excel number format code. */
  format: string;
}

/**
 * A date and time shown with an Excel date format. `date` is the wall-clock time to show, as
 * `yyyy-mm-ddTHH:mm:ss` without a zone (the domain picks the zone: New York for auction times); a
 * renderer writes it as a spreadsheet date (a day serial), so a spreadsheet sorts and computes with it.
 */
export interface DateCell {
  date: string;
  /** An Excel date format code (`yyyy-mm-dd hh:mm`). */
  format: string;
}

/** A cell: text, a plain number, a boolean, nothing (null), a formatted number or a date. */
export type Cell = string | number | boolean | null | NumberCell | DateCell;

export interface CellRange {
  /** Zero-based first row and column, last row and column (inclusive). */
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
}

export interface SheetSpec {
  name: string;
  rows: Cell[][];
  /** Zero-based row indexes to show in bold (headers, lot header rows). */
  boldRows?: number[];
  merges?: CellRange[];
  columnWidths?: number[];
}

export interface WorkbookSpec {
  sheets: SheetSpec[];
}

/** One row of a streamed sheet. */
export interface SheetRow {
  cells: Cell[];
  bold?: boolean;
  /** Merge this row's cells from column 0 through this zero-based column (a header across the table). */
  mergeThrough?: number;
}

/**
 * A one-sheet workbook whose rows arrive in chunks, for reports of any size: the renderer holds one
 * chunk at a time, never the whole sheet (the in-memory WorkbookSpec is for small documents).
 */
export interface StreamedSheetSpec {
  name: string;
  columnWidths?: number[];
  /** The rows in order, in chunks of a few hundred. */
  rows: AsyncIterable<readonly SheetRow[]> | Iterable<readonly SheetRow[]>;
}

export interface SpreadsheetRenderer {
  /** An .xlsx file. */
  render(workbook: WorkbookSpec): Promise<Uint8Array>;
  /** An .xlsx file of one sheet streamed chunk by chunk (memory bounded by a chunk, not the sheet). */
  renderRows(sheet: StreamedSheetSpec): Promise<Uint8Array>;
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean; italic?: boolean }
  | { kind: 'keyValues'; rows: Array<[string, string]> }
  | { kind: 'table'; header: string[]; rows: string[][]; widths?: Array<number | '*' | 'auto'> };

export interface PdfDocumentSpec {
  title: string;
  /** Small text at the foot of each page. */
  footer?: string;
  blocks: PdfBlock[];
}

export interface PdfRenderer {
  /** A PDF file. */
  render(doc: PdfDocumentSpec): Promise<Uint8Array>;
}

/** A render that did not finish within its time budget (the document is too large to build). */
export class RenderBudgetExceeded extends Error {
  constructor(readonly budgetMs: number) {
    super(`The document could not be built within ${budgetMs} ms.`);
    this.name = 'RenderBudgetExceeded';
  }
}

/**
 * A render that needed more memory than its worker may use (the worker is replaced; the server and
 * the other renders carry on). A RenderBudgetExceeded, so callers answer it the same way: too large.
 */
export class RenderMemoryExceeded extends RenderBudgetExceeded {
  constructor(readonly heapMb: number) {
    super(0);
    this.message = `The document could not be built within ${heapMb} MB.`;
    this.name = 'RenderMemoryExceeded';
  }
}
