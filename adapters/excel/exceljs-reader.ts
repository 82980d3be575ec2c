/**
 * SpreadsheetReader with exceljs (the bid file import): the first worksheet's cells as text.
 * exceljs loads on the first read only, as the renderer does.
 *
 * Before exceljs inflates anything, the zip's central directory is read and a workbook declaring more
 * than READ_MAX_UNZIPPED_BYTES of content is refused: a 2 MB upload cannot become gigabytes of XML in
 * the server's memory (20,000 bid lines of 10 cells are about 12 MB of sheet XML).
 */
import type ExcelJS from 'exceljs';
import type { SheetReadLimits, SpreadsheetReader } from '../../core/ports/documents';

type ExcelModule = typeof ExcelJS;
let excelModule: Promise<ExcelModule> | null = null;
const loadExcel = () => (excelModule ??= import('exceljs').then((m) => m.default));

/** The most an uploaded workbook may hold unzipped (its declared sizes). */
export const READ_MAX_UNZIPPED_BYTES = 24 * 1024 * 1024;

/** The sum of the declared unzipped sizes of a zip's entries, or null when the zip's directory cannot be read (or uses zip64). */
export function zipUnzippedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = u16(eocd + 10);
  let at = u32(eocd + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) return null;
    const size = u32(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }
  return total;
}

/** A cell's text: numbers to 15 significant digits (what Excel keeps and shows), no exponent, no grouping. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 }) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value && value.result !== undefined ? cellText(value.result) : '';
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}

export const exceljsReader = (): SpreadsheetReader => ({
  async readRows(xlsx: Uint8Array, limits: SheetReadLimits): Promise<string[][]> {
    const unzipped = zipUnzippedSize(xlsx);
    if (unzipped === null) throw new Error('Not an .xlsx workbook.');
    if (unzipped > READ_MAX_UNZIPPED_BYTES) throw new Error('The workbook is too large unzipped.');
    const excel = await loadExcel();
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.buffer, xlsx.byteOffset, xlsx.byteLength) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    const last = Math.min(sheet.rowCount, limits.maxRows + 1);
    for (let r = 1; r <= last; r++) {
      const row = sheet.getRow(r);
      const width = Math.min(row.cellCount, limits.maxColumns);
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
      rows.push(cells);
    }
    return rows;
  },
});
