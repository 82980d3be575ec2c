import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exceljsRenderer } from './exceljs-renderer';
import { cellAt, FORMATTED_EXPECTED, FORMATTED_ROW, isNumberCell, readSheet } from './xlsx-xml.test-kit';


describe('exceljsRenderer', () => {
  it('writes sheets, cells, bold rows, merges and widths that exceljs reads back', async () => {
    const bytes = await exceljsRenderer().render({
      sheets: [
        {
          name: 'Bid Report',
          rows: [
            ['Auction', 'Autumn Equities', null],
            ['Lot', 'Market Value', 'Confirmed'],
            ['L001', 1250000.5, true],
          ],
          boldRows: [1],
          merges: [{ startRow: 0, startCol: 1, endRow: 0, endCol: 2 }],
          columnWidths: [12, 20, 10],
        },
        { name: 'Bad/Name:With*Chars and a very long title indeed', rows: [['x']] },
      ],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Bid Report', 'Bad Name With Chars and a very']);
    const ws = workbook.getWorksheet('Bid Report');
    if (!ws) throw new Error('sheet missing');
    expect(ws.getCell('A1').value).toBe('Auction');
    expect(ws.getCell('B1').value).toBe('Autumn Equities');
    expect(ws.getCell('B1').isMerged).toBe(true);
    expect(ws.getCell('C1').isMerged).toBe(true);
    expect(ws.getCell('C1').master.address).toBe('B1');
    expect(ws.getCell('A2').font?.bold).toBe(true);
    expect(ws.getCell('A3').font?.bold).toBeFalsy();
    expect(ws.getCell('B3').value).toBe(1250000.5);
    expect(ws.getCell('C3').value).toBe(true);
    expect(ws.getColumn(2).width).toBe(20);
  });

  it('writes formatted numbers and dates as numbers in their formats (read from the sheet XML)', async () => {
    const bytes = await exceljsRenderer().render({ sheets: [{ name: 'S', rows: [['Title'], FORMATTED_ROW, FORMATTED_ROW], boldRows: [2] }] });
    const cells = readSheet(bytes);
    FORMATTED_EXPECTED.forEach((want, i) => {
      for (const row of [2, 3]) {
        const c = cellAt(cells, `${String.fromCharCode(65 + i)}${row}`);
        expect(isNumberCell(c), c.ref).toBe(true);
        expect(Number(c.value)).toBeCloseTo(Number(want.value), 9);
        expect(c.numFmt).toBe(want.numFmt);
        expect(c.bold).toBe(row === 3);
      }
    });
    expect(cellAt(cells, 'F2').numFmt).toBe('@');
    expect(cellAt(cells, 'F2').value).toBe('=1+1');
    expect(isNumberCell(cellAt(cells, 'G2'))).toBe(false);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getCell('A2').value).toBe(22000000);
    expect(wb.worksheets[0]?.getCell('E2').value).toEqual(new Date('2026-11-23T09:30:00Z'));
  });
});
