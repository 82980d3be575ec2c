/**
 * Renderers for generated documents. The domain describes a document; adapters
 * (exceljs, pdfmake) turn the description into bytes.
 */

export type Cell = string | number | boolean | null;

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

export interface SpreadsheetRenderer {
  /** An .xlsx file. */
  render(workbook: WorkbookSpec): Promise<Uint8Array>;
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
