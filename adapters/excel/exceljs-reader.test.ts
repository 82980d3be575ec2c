import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, exceljsReader, zipUnzippedSize } from './exceljs-reader';

describe('exceljsReader', () => {
  it("reads the first sheet's cells as text: numbers as Excel shows them, formulas by their result, rich text, dates", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bids');
    ws.addRow(['Lot', 'BID Basis points', 'BID Fixed Amount']);
    ws.addRow([1, 0.1 + 0.2, 1234567.89]);
    ws.addRow(['6C', { formula: 'B2*2', result: 0.6 }, { richText: [{ text: '12' }, { text: '.5' }] }]);
    ws.addRow([3, null, new Date(Date.UTC(2026, 10, 24))]);
    wb.addWorksheet('Other').addRow(['not read']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const rows = await exceljsReader().readRows(bytes, { maxRows: 100, maxColumns: 10 });
    expect(rows).toEqual([
      ['Lot', 'BID Basis points', 'BID Fixed Amount'],
      ['1', '0.3', '1234567.89'],
      ['6C', '0.6', '12.5'],
      ['3', '', '2026-11-24'],
    ]);
    // One row past the limit is read, so the caller can tell there are more; columns are cut.
    expect(await exceljsReader().readRows(bytes, { maxRows: 1, maxColumns: 2 })).toEqual([
      ['Lot', 'BID Basis points'],
      ['1', '0.3'],
    ]);
  });

  it('numbers never in exponent notation; a non-zip is refused', async () => {
    expect(cellText(1e21)).toBe('1000000000000000000000');
    expect(cellText(0.0000001)).toBe('0.0000001');
    expect(cellText(-5)).toBe('-5');
    expect(zipUnzippedSize(new TextEncoder().encode('Lot,BID\n1,2\n'))).toBeNull();
    await expect(exceljsReader().readRows(new TextEncoder().encode('Lot,BID\n1,2\n'), { maxRows: 10, maxColumns: 10 })).rejects.toThrow();
  });
});
