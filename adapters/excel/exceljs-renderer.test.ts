import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exceljsRenderer } from './exceljs-renderer';

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
});
