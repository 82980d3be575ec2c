import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isDateFormat, numberText, readXlsxRows, type XlsxReadLimits } from './xlsx-reader';
import { INFLATE_CHUNK_BYTES, InflateBudget, InflateBudgetExceeded, ZipUnreadable } from './zip-entries';
import { falseSizeWorkbook, manyRowsWorkbook, workbookWithSheet, zipOf } from './hostile-xlsx.test-kit';

const MiB = 1024 * 1024;
const read = (bytes: Uint8Array, limits: XlsxReadLimits = { maxRows: 100, maxColumns: 10 }, budget = new InflateBudget(24 * MiB)) => readXlsxRows(bytes, limits, budget);
const bytesOf = async (wb: ExcelJS.Workbook) => new Uint8Array(await wb.xlsx.writeBuffer());

/** What the bid file import read with exceljs before (the oracle): its cell values as text. */
function exceljsCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 }) : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value && value.result !== undefined ? exceljsCellText(value.result) : '';
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return '';
}
async function exceljsRows(bytes: Uint8Array, limits: XlsxReadLimits): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows: string[][] = [];
  for (let r = 1; r <= Math.min(sheet.rowCount, limits.maxRows + 1); r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: Math.min(row.cellCount, limits.maxColumns) }, (_, c) => exceljsCellText(row.getCell(c + 1).value)));
  }
  return rows;
}

describe('readXlsxRows', () => {
  it("reads the first sheet's cells as text: numbers as Excel shows them, formulas by their result, rich text, dates", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bids');
    ws.addRow(['Lot', 'BID Basis points', 'BID Fixed Amount']);
    ws.addRow([1, 0.1 + 0.2, 1234567.89]);
    ws.addRow(['6C', { formula: 'B2*2', result: 0.6 }, { richText: [{ text: '12' }, { text: '.5' }] }]);
    ws.addRow([3, null, new Date(Date.UTC(2026, 10, 24))]);
    wb.addWorksheet('Other').addRow(['not read']);
    const bytes = await bytesOf(wb);
    expect((await read(bytes)).rows).toEqual([
      ['Lot', 'BID Basis points', 'BID Fixed Amount'],
      ['1', '0.3', '1234567.89'],
      ['6C', '0.6', '12.5'],
      ['3', '', '2026-11-24'],
    ]);
    // One row past the limit is read, so the caller can tell there are more; columns are cut.
    expect(await read(bytes, { maxRows: 1, maxColumns: 2 })).toEqual({
      rows: [
        ['Lot', 'BID Basis points'],
        ['1', '0.3'],
      ],
      rowsRead: 2,
    });
  });

  it('numbers never in exponent notation; a non-zip is refused', async () => {
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(0.0000001)).toBe('0.0000001');
    expect(numberText(-5)).toBe('-5');
    expect(numberText(2 ** 60)).toBe('1152921504606850000');
    expect(numberText(Number.NaN)).toBe('');
    await expect(read(new TextEncoder().encode('Lot,BID\n1,2\n'))).rejects.toBeInstanceOf(ZipUnreadable);
  });

  it('gives what exceljs gave for the same workbook: shared strings, styles and dates, booleans, errors, formulas, gaps', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bids');
    ws.addRow(['Lot', 'Name', 'When', 'Flag', 'Formula', 'Error', 'Link']);
    ws.addRow(['1', 'Écrit à Zürich — 東京', new Date(Date.UTC(2026, 0, 31)), true, { formula: 'A2&"x"', result: '1x' }, { error: '#N/A' }, { text: 'site', hyperlink: 'https://example.com' }]);
    ws.addRow([2.5, '  spaced  ', 46000, false, { formula: 'TODAY()', result: new Date(Date.UTC(2025, 11, 24)) }, { formula: '1/0', result: { error: '#DIV/0!' } }, null]);
    ws.getCell('C3').numFmt = 'dd/mm/yyyy';
    ws.getCell('B4').value = 'a & <b> "c"';
    ws.getCell('G4').numFmt = '0.00'; // styled, empty: the row is as wide as it
    ws.getCell('A6').value = -0.00012345678901234567;
    ws.getCell('B6').value = 1e-7;
    ws.getCell('D6').value = { formula: 'TRUE()', result: true };
    ws.getCell('E6').value = { formula: 'B6*2' }; // no cached result
    ws.getCell('C8').value = 46000.75;
    ws.getCell('C8').numFmt = '[$-409]h:mm AM/PM;@';
    ws.getCell('A9').value = 7;
    ws.getCell('A9').numFmt = '"on "0'; // quoted letters are not a date
    const bytes = await bytesOf(wb);
    const limits = { maxRows: 100, maxColumns: 10 };
    const expected = await exceljsRows(bytes, limits);
    expect(expected[1]).toEqual(['1', 'Écrit à Zürich — 東京', '2026-01-31', 'TRUE', '1x', '#N/A', 'site']);
    expect((await read(bytes, limits)).rows).toEqual(expected);

    // The 1904 date system (old Mac workbooks).
    wb.properties.date1904 = true;
    const mac = await bytesOf(wb);
    expect((await read(mac, limits)).rows).toEqual(await exceljsRows(mac, limits));
    expect((await read(mac, limits)).rows[1][2]).toBe('2026-01-31');
  });

  it('reads what Excel and other writers put in a sheet: inline and rich strings, phonetic runs, escapes, ISO dates, prefixes, missing references', async () => {
    const sheet =
      '<?xml version="1.0" encoding="UTF-8"?><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Lot</x:t></x:is></x:c><x:c r="C1" t="inlineStr"><x:is><x:r><x:t>BID </x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t>Basis points</x:t></x:r></x:is></x:c></x:row>' +
      '<x:row r="3"><x:c r="A3" t="inlineStr"><x:is><x:t>東京</x:t><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh></x:is></x:c><x:c t="inlineStr"><x:is><x:t>a_x000D_b</x:t></x:is></x:c><x:c t="d"><x:v>2026-11-24T00:00:00Z</x:v></x:c><x:c><x:f t="shared" si="0"/><x:v>12.5</x:v></x:c></x:row>' +
      '<x:row><x:c r="B4" t="b"><x:v>0</x:v></x:c><x:c r="C4" t="e"><x:v>#REF!</x:v></x:c><x:c r="D4"/><x:c r="E4" s="0"/></x:row>' +
      '</x:sheetData><x:mergeCells count="1"><x:mergeCell ref="A1:B1"/></x:mergeCells></x:worksheet>';
    expect((await read(workbookWithSheet(sheet))).rows).toEqual([
      ['Lot', '', 'BID Basis points'],
      [],
      ['東京', 'a\rb', '2026-11-24', '12.5'],
      ['', 'FALSE', '#REF!'],
    ]);
  });

  it('tells date formats the way exceljs does', () => {
    expect(['mm-dd-yy', 'yyyy-mm-dd hh:mm "EST"', '[h]:mm:ss', 'd-mmm'].map(isDateFormat)).toEqual([true, true, true, true]);
    expect(['General', '0.00', '#,##0 ;[Red](#,##0)', '"€"#,##0.00', '@', '0.0%'].map(isDateFormat)).toEqual([false, false, false, false, false, false]);
  });

  it('refuses damaged workbooks: broken XML, a missing sheet part, a shared string that is not there, a zip directory that lies about sizes', async () => {
    await expect(read(workbookWithSheet('<worksheet><sheetData><row r="1"><c r="A1"><v>1</c></row></sheetData></worksheet>'))).rejects.toBeInstanceOf(ZipUnreadable);
    await expect(read(workbookWithSheet('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>4</v></c></row></sheetData></worksheet>'))).rejects.toBeInstanceOf(ZipUnreadable);
    await expect(read(zipOf([{ name: 'xl/workbook.xml', content: '<workbook/>' }]).slice(0, 40))).rejects.toBeInstanceOf(ZipUnreadable);
    const noSheet = zipOf([
      { name: 'xl/workbook.xml', content: '<workbook xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>' },
      { name: 'xl/_rels/workbook.xml.rels', content: '<Relationships><Relationship Id="rId1" Type="http://x/worksheet" Target="worksheets/sheet1.xml"/></Relationships>' },
    ]);
    await expect(read(noSheet)).rejects.toBeInstanceOf(ZipUnreadable);
    // A sheet read to its end whose directory entry declares another size (here far more than it holds).
    const sheet = '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>';
    const lying = workbookWithSheet(sheet).slice();
    const view = new DataView(lying.buffer);
    for (let at = 0; at + 4 <= lying.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 16 * MiB, true);
    await expect(read(lying)).rejects.toBeInstanceOf(ZipUnreadable);
  });
});

describe('readXlsxRows within its budgets', () => {
  it('reads a valid workbook of 380,000 rows no further than the row limit + 1', async () => {
    const bytes = manyRowsWorkbook(380_000);
    expect(bytes.length).toBeLessThan(2 * MiB);
    const budget = new InflateBudget(24 * MiB);
    const { rows, rowsRead } = await read(bytes, { maxRows: 20_000, maxColumns: 50 }, budget);
    expect(rowsRead).toBe(20_001);
    expect(rows.length).toBe(20_001);
    expect(rows[20_000]).toEqual(['7']);
    // Only the rows read were inflated: about 20,001 × 45 bytes of the sheet's 17 MB.
    expect(budget.inflated).toBeLessThan(2 * MiB);
  });

  it('keeps a legitimate bid file of 20,000 lines of 10 cells whole', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bids');
    ws.addRow(['Lot', 'Lot Name', 'Currency', 'Collateral Type', 'BID Basis points', 'BID Fixed Amount', 'BID All-In points', 'Minimum Balance Gtee', 'Lot Specific Comments', 'Extra']);
    for (let i = 1; i < 20_000; i++) ws.addRow([i, `Lot ${i} name`, 'USD', i % 2 ? 'Cash' : 'Non Cash', 12.5 + i / 100, 2500 + i, null, 1000000, `comment ${i}`, 'x']);
    const bytes = await bytesOf(wb);
    expect(bytes.length).toBeLessThan(2 * MiB);
    const { rows, rowsRead } = await read(bytes, { maxRows: 20_000, maxColumns: 50 });
    expect(rowsRead).toBe(20_000);
    expect(rows.length).toBe(20_000);
    expect(rows[19_999]).toEqual(['19999', 'Lot 19999 name', 'USD', 'Cash', '212.49', '22499', '', '1000000', 'comment 19999', 'x']);
  });

  it('stops inflating a sheet that declares 1,000 bytes at the byte budget, never past it', async () => {
    const bytes = falseSizeWorkbook(2000); // 2,000 MiB of XML in about 2 MB
    expect(bytes.length).toBeLessThan(2.5 * MiB);
    for (const cap of [1 * MiB, 3 * MiB + 5]) {
      const budget = new InflateBudget(cap);
      await expect(read(bytes, { maxRows: 20_000, maxColumns: 50 }, budget)).rejects.toBeInstanceOf(InflateBudgetExceeded);
      expect(budget.inflated).toBeLessThanOrEqual(cap);
      expect(budget.inflated).toBeGreaterThan(cap - 2 * INFLATE_CHUNK_BYTES);
    }
  });
});
