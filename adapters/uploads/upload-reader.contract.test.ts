/**
 * One contract for every UploadReader: the in-process reader (createCore's default) and the worker
 * pool (the server's). Same answers, same measured byte and row budgets; the pool's own budgets (wall
 * time, heap) are in adapters/workers/upload-pool.test.ts.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadReader } from '../../core/ports/upload-reader';
import { parseLotsCsv, type LotsCsvContext } from '../../core/lots-csv/parse-lots-csv';
import { lotTemplateCsv } from '../../core/lots-csv/lot-csv-columns';
import { checkHoldingsSheet, holdingsTemplateHeader } from '../../core/holdings/holdings-file';
import { falseSizeWorkbook, manyRowsWorkbook, workbookWithSheet } from '../excel/hostile-xlsx.test-kit';
import { createUploadPool } from '../workers/upload-pool';
import { UPLOAD_MAX_INFLATED_BYTES, uploadReader } from './upload-reader';

const MiB = 1024 * 1024;
const BID_LIMITS = { maxRows: 20_000, maxColumns: 50 };

interface Subject {
  uploads: UploadReader;
  close(): Promise<void>;
}

const SUBJECTS: Array<[string, () => Promise<Subject>]> = [
  ['in process', async () => ({ uploads: uploadReader(), close: async () => undefined })],
  [
    'worker pool',
    async () => {
      // The wall-time budget is the pool's own (upload-pool.test.ts); here a loaded machine must not
      // turn a byte-budget refusal into a time one.
      const pool = createUploadPool({ threads: 1, budgetMs: 120_000 });
      await pool.ready();
      return { uploads: pool.uploads, close: () => pool.close() };
    },
  ],
];

const lotsCtx: LotsCsvContext = {
  auctionId: 9,
  allInFlag: false,
  auctionCurrency: 'USD',
  assetClasses: [{ id: 1 }],
  currencies: [{ id: 1, currencyCode: 'USD' }],
  existingLotNumbers: ['2'],
};

describe.each(SUBJECTS)('UploadReader: %s', (_name, open) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await open();
  }, 60_000);
  afterAll(() => subject.close());

  it('reads the first sheet of a workbook as cell texts, and says what it cost', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bids');
    ws.addRow(['Lot', 'BID Basis points']);
    ws.addRow([1, 12.5]);
    ws.addRow(['2', new Date(Date.UTC(2026, 10, 24))]);
    const read = await subject.uploads.readXlsx(new Uint8Array(await wb.xlsx.writeBuffer()), BID_LIMITS);
    expect(read).toMatchObject({
      ok: true,
      rows: [
        ['Lot', 'BID Basis points'],
        ['1', '12.5'],
        ['2', '2026-11-24'],
      ],
      cost: { rowsRead: 3 },
    });
    expect(read.ok && read.cost.bytesInflated).toBeGreaterThan(1000);
  });

  it('reads a UTF-8 .csv (a BOM, quoted cells) and refuses one that is not UTF-8', async () => {
    const csv = new TextEncoder().encode('\uFEFFLot,BID Basis points\n1,"12.5"\n');
    expect(await subject.uploads.readCsv(csv, BID_LIMITS)).toEqual({
      ok: true,
      rows: [
        ['Lot', 'BID Basis points'],
        ['1', '12.5'],
        [''],
      ],
      cost: { bytesInflated: 0, rowsRead: 3 },
    });
    expect(await subject.uploads.readCsv(new Uint8Array([0x4c, 0x0a, 0xe9, 0x0a]), BID_LIMITS)).toMatchObject({ ok: false, refused: 'unreadable' });
    const long = new TextEncoder().encode('1\n'.repeat(50));
    expect(await subject.uploads.readCsv(long, { maxRows: 10, maxColumns: 5 })).toMatchObject({ ok: true, cost: { rowsRead: 11 } });
  });

  it("parses the lots file with core's own parser, from its text or its bytes", async () => {
    const text = `${lotTemplateCsv(false).trimEnd()}\n1,Lot 1,1,1000000,20,1,1,365,12,E,U,12.5,,,,\n2,Lot 2,1,1000000,20,1,1,365,12,E,U,12.5,,,,\n`;
    const expected = { ok: true, parsed: parseLotsCsv(text, lotsCtx) };
    expect(await subject.uploads.parseLotsCsv(text, lotsCtx)).toEqual(expected);
    expect(await subject.uploads.parseLotsCsv(new TextEncoder().encode(text), lotsCtx)).toEqual(expected);
  });

  it("reads the holdings file and checks it with core's own rules, as .csv or .xlsx, and refuses it as any read", async () => {
    const lots = [
      { id: 11, lotNumber: '1', comboFlag: false },
      { id: 12, lotNumber: '2', comboFlag: false },
    ];
    const sheet = [holdingsTemplateHeader(), ['1', 'US0378331005', '', '', '', 'Apple', '', '100', 'SHARES', '190.25', 'USD'], ['2', 'US0378331006', '', '', '', 'Bad', '', '1', '', '1', 'USD']];
    const limits = { maxRows: 100, maxColumns: 50 };
    const expected = { ok: true, checked: checkHoldingsSheet(sheet, lots) };
    expect(expected.checked).toMatchObject({ ok: false, refused: [{ line: 3 }] });
    expect(await subject.uploads.readHoldingsFile('csv', new TextEncoder().encode(sheet.map((r) => r.join(',')).join('\n')), limits, lots)).toEqual(expected);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Holdings').addRows(sheet);
    expect(await subject.uploads.readHoldingsFile('xlsx', new Uint8Array(await wb.xlsx.writeBuffer()), limits, lots)).toEqual(expected);
    const good = sheet.slice(0, 2).map((r) => r.join(',')).join('\n');
    expect(await subject.uploads.readHoldingsFile('csv', new TextEncoder().encode(`${good}\n`), limits, lots)).toMatchObject({ ok: true, checked: { ok: true, value: { lotIds: [11], holdings: [{ lotId: 11, isin: 'US0378331005', price: '190.25' }] } } });
    expect(await subject.uploads.readHoldingsFile('xlsx', new TextEncoder().encode(good), limits, lots)).toMatchObject({ ok: false, refused: 'unreadable' });
  });

  it('refuses a damaged workbook as unreadable', async () => {
    expect(await subject.uploads.readXlsx(new TextEncoder().encode('Lot,BID\n1,2\n'), BID_LIMITS)).toMatchObject({ ok: false, refused: 'unreadable' });
    const broken = workbookWithSheet('<worksheet><sheetData><row r="1"><c r="A1"><v>1</c></row></sheetData></worksheet>');
    expect(await subject.uploads.readXlsx(broken, BID_LIMITS)).toMatchObject({ ok: false, refused: 'unreadable' });
  });

  it('reads a valid workbook of 380,000 rows no further than 20,001 rows', async () => {
    const read = await subject.uploads.readXlsx(manyRowsWorkbook(380_000), BID_LIMITS);
    if (!read.ok) throw new Error(`refused: ${JSON.stringify(read)}`);
    expect(read.rows.length).toBe(20_001);
    expect(read.cost.rowsRead).toBe(20_001);
    expect(read.cost.bytesInflated).toBeLessThan(2 * MiB);
  });

  it('refuses a sheet that declares 1,000 bytes and inflates to 1,900 MiB at the byte budget, never past it', async () => {
    const bomb = falseSizeWorkbook(1900);
    expect(bomb.length).toBeLessThan(2 * MiB); // within the bid file's upload limit
    const read = await subject.uploads.readXlsx(bomb, BID_LIMITS);
    expect(read).toMatchObject({ ok: false, refused: 'budget', budget: 'inflated-bytes' });
    expect(!read.ok && read.cost?.bytesInflated).toBeLessThanOrEqual(UPLOAD_MAX_INFLATED_BYTES);
    expect(!read.ok && read.cost?.bytesInflated).toBeGreaterThan(UPLOAD_MAX_INFLATED_BYTES - 64 * 1024);
  });

  it("takes a read's own inflated budget in place of the reader's, smaller or larger (the holdings file's)", async () => {
    const bomb = falseSizeWorkbook(1900);
    for (const budget of [4 * MiB, UPLOAD_MAX_INFLATED_BYTES + 8 * MiB]) {
      const read = await subject.uploads.readXlsx(bomb, { ...BID_LIMITS, maxInflatedBytes: budget });
      expect(read).toMatchObject({ ok: false, refused: 'budget', budget: 'inflated-bytes' });
      expect(!read.ok && read.cost?.bytesInflated).toBeLessThanOrEqual(budget);
      expect(!read.ok && read.cost?.bytesInflated).toBeGreaterThan(budget - 64 * 1024);
    }
  });
});
