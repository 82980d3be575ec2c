import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../../core/ports/documents';
import { exceljsRenderer } from './exceljs-renderer';
import { cellAt, FORMATTED_EXPECTED, FORMATTED_ROW, isNumberCell, readSheet, unzip } from './xlsx-xml.test-kit';

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

  it('writes formatted numbers and dates as numbers in their formats, one style per format (read from the sheet XML)', async () => {
    const rows: SheetRow[] = [{ cells: ['Title'], bold: true }, ...Array.from({ length: 3 }, (_, i): SheetRow => ({ cells: FORMATTED_ROW, bold: i === 2 }))];
    const bytes = await exceljsRenderer().renderRows({ name: 'S', rows: chunks(rows, 2) });
    const cells = readSheet(bytes);
    FORMATTED_EXPECTED.forEach((want, i) => {
      for (const row of [2, 3, 4]) {
        const c = cellAt(cells, `${String.fromCharCode(65 + i)}${row}`);
        expect(isNumberCell(c), c.ref).toBe(true);
        expect(c.type).toBeNull();
        expect(Number(c.value)).toBeCloseTo(Number(want.value), 9);
        expect(c.numFmt).toBe(want.numFmt);
        expect(c.bold).toBe(row === 4);
      }
    });
    expect(cellAt(cells, 'F2').numFmt).toBe('@');
    expect(cellAt(cells, 'G2').type).toBe('inlineStr');
    // Five formats, each with a plain and a bold style after the four fixed ones.
    const styles = unzip(bytes).get('xl/styles.xml') ?? '';
    expect(styles).toContain('<numFmts count="5">');
    expect(styles).toContain('<cellXfs count="14">');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getCell('A2').value).toBe(22000000);
    expect(wb.worksheets[0]?.getCell('A2').numFmt).toBe('"€"#,##0.00');
    expect(wb.worksheets[0]?.getCell('E2').value).toEqual(new Date('2026-11-23T09:30:00Z'));
  });
});
