/**
 * A UTF-8 CSV file as rows of cell texts, with papaparse (the delimiter detected: comma, semicolon or
 * tab): the bid file's .csv. The parse stops one row past the limit (papaparse's `preview`) and each
 * row keeps at most `maxColumns` cells; the text itself is at most the upload's size.
 */
import Papa from 'papaparse';

export interface CsvRows {
  rows: string[][];
  /** Rows parsed: at most `maxRows + 1`. */
  rowsRead: number;
}

/** The rows of a UTF-8 CSV (a leading BOM ignored), or null when the bytes are not UTF-8. */
export function csvRows(bytes: Uint8Array, limits: { maxRows: number; maxColumns: number }): CsvRows | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, preview: limits.maxRows + 1 });
  return { rows: parsed.data.map((r) => r.slice(0, limits.maxColumns)), rowsRead: parsed.data.length };
}
