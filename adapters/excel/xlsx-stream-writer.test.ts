import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../../core/ports/documents';
import { exceljsRenderer } from './exceljs-renderer';

async function* chunks(rows: SheetRow[], size: number): AsyncGenerator<SheetRow[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('exceljsRenderer.renderRows (streamed SpreadsheetML, read back with exceljs)', () => {
  it('writes chunked rows with bold rows, one-row merges and widths that exceljs reads back', async () => {
    const rows: SheetRow[] = [
      { cells: ['Title'], bold: true },
      { cells: ['Lot 1 - Alpha', null, null], bold: true, mergeThrough: 2 },
      ...Array.from({ length: 1200 }, (_, i): SheetRow => ({ cells: [`Bid ${i}`, i, '=SUM(A1)'] })),
      { cells: ['Lot 2 - Beta', null, null], bold: true, mergeThrough: 2 },
      { cells: [null, 1.5, true] },
      { cells: ['a & b <c> "d"', '\r=1+1', '\t@x', 'ünïcødé ✓', -0.25, false] },
      { cells: ['=HYPERLINK("x")', null, null], bold: true },
    ];
    const bytes = await exceljsRenderer().renderRows({ name: 'Full/Bid:Details', columnWidths: [18, 12, 10], rows: chunks(rows, 500) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Full Bid Details');
    if (!ws) throw new Error('sheet missing');
    expect(ws.rowCount).toBe(rows.length);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A2').value).toBe('Lot 1 - Alpha');
    expect(ws.getCell('C2').isMerged).toBe(true);
    expect(ws.getCell('C2').master.address).toBe('A2');
    expect(ws.getCell('A3').font?.bold).toBeFalsy();
    expect(ws.getCell('A3').isMerged).toBe(false);
    expect(ws.getRow(1202).values).toEqual([undefined, 'Bid 1199', 1199, '=SUM(A1)']);
    // Formula-looking text stays a text cell in the Text number format (never a formula).
    expect(ws.getCell('C1202').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('C1202').numFmt).toBe('@');
    expect(ws.getCell('B1202').numFmt).not.toBe('@');
    expect(ws.getCell('B1203').master.address).toBe('A1203');
    expect(ws.getRow(1204).values).toEqual([undefined, undefined, 1.5, true]);
    expect(ws.getColumn(1).width).toBe(18);
    expect(ws.getRow(1205).values).toEqual([undefined, 'a & b <c> "d"', '\r=1+1', '\t@x', 'ünïcødé ✓', -0.25, false]);
    for (const address of ['B1205', 'C1205', 'A1206']) {
      expect(ws.getCell(address).type).toBe(ExcelJS.ValueType.String);
      expect(ws.getCell(address).numFmt).toBe('@');
      expect(ws.getCell(address).formula).toBeUndefined();
    }
    expect(ws.getCell('A1206').font?.bold).toBe(true);
    expect(ws.getCell('A1205').numFmt).not.toBe('@');
  });
});
