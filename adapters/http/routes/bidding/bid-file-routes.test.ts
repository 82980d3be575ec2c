/**
 * The bid file routes: the template of the auction's lots, and reading an uploaded .xlsx or
 * .csv into rows that web/src/features/bidding/grid/bid-sheet-import.ts turns into the sheet's changes. Nothing is saved.
 */
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { BID_FILE_TOO_LARGE, BID_FILE_TOO_LARGE_TO_READ, BID_FILE_TOO_MANY_ROWS, BID_FILE_TYPE, BID_FILE_UNREADABLE, importUnknownLot } from '../../../../core/bids/bid-sheet-messages';
import { BID_FILE_MAX_BYTES } from '../../../../core/bids/bid-file';
import { bidTemplateHeader, planBidSheetImport } from '../../../../web/src/features/bidding/grid/bid-sheet-import';
import { bidValueRule } from '../../../../core/bids/bid-value-rule';
import { buildPlaceBidsRows } from '../../../../core/bids/place-bids-table';
import { BidFileRows, BidLot } from '../../../../contract/bidding';
import { bytesOf } from '../../tests/kits/participation.test-kit';
import { falseSizeWorkbook, manyRowsWorkbook } from '../../../excel/hostile-xlsx.test-kit';

const t = testAppForEachTest();
let live: number;
beforeEach(() => {
  live = t.world.auctions.live.id;
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const post = (path: string, token: string) => t.request('POST', `/api${path}`, { token });
const upload = (token: string, name: string, bytes: Uint8Array, auctionId = live) => {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice().buffer]), name);
  return t.request('POST', `/api/auction/readbidfile/${auctionId}`, { token, form });
};
const workbookOf = async (bytes: Uint8Array) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb;
};

describe('bid template', () => {
  it("is the auction's lots under the sheet's columns, and reads back as a bid file once filled", async () => {
    const token = await t.signIn('bidder1');
    const res = await post(`/auction/bidtemplate/${live}`, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX);
    expect(res.headers.get('content-disposition')).toContain('Live_Auction_Bid_Template.xlsx');
    const wb = await workbookOf(await bytesOf(res));
    const sheet = wb.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    const auction = t.world.auctions.live;
    expect(values(1)).toEqual(bidTemplateHeader(auction));
    expect([2, 3, 4].map((r) => values(r).slice(0, 3))).toEqual([
      ['1', 'US Large Cap', 'USD'],
      ['2', 'US Small Cap', 'USD'],
      ['3', 'Combo 1+2', 'USD'],
    ]);

    // The bidder fills it in Excel (numbers as numbers) and adds a line for a lot that does not exist.
    const header = bidTemplateHeader(auction);
    const col = (title: string) => header.indexOf(title) + 1;
    // The live auction takes Cash and Non Cash: the collateral is a column.
    sheet.getRow(2).getCell(col('Collateral Type')).value = 'Cash';
    sheet.getRow(2).getCell(col('BID Basis points')).value = 12.5;
    sheet.getRow(3).getCell(col('Collateral Type')).value = 'Non Cash';
    sheet.getRow(3).getCell(col('BID Fixed Amount')).value = 2500;
    sheet.getRow(4).getCell(col('Collateral Type')).value = 'Cash';
    sheet.getRow(4).getCell(col('BID Basis points')).value = 'twelve';
    sheet.getRow(5).values = ['77', 'No such lot', 'USD'];
    sheet.getRow(5).getCell(col('Collateral Type')).value = 'Cash';
    sheet.getRow(5).getCell(col('BID Basis points')).value = 10;
    const filled = new Uint8Array(await wb.xlsx.writeBuffer());

    const read = await upload(token, 'my bids.XLSX', filled);
    expect(read.status).toBe(200);
    const rows = BidFileRows.parse(await read.json());
    expect(rows.fileName).toBe('my bids.XLSX');
    expect(rows.rows[0]).toEqual(header);
    expect(rows.rows[1].slice(0, 3)).toEqual(['1', 'US Large Cap', 'USD']);
    expect(rows.rows[1][col('BID Basis points') - 1]).toBe('12.5');

    // The browser's import: two lots filled, two lines refused with their reasons; nothing saved.
    const lots = BidLot.array().parse(await (await post(`/auction/enterbids/${live}`, token)).json());
    const plan = planBidSheetImport(rows.rows, { auction, lots, rows: buildPlaceBidsRows(lots, [], auction.collateralType) }, bidValueRule(lots));
    expect(plan.blockError).toBeNull();
    expect(plan.accepted.map((a) => [a.lotNumber, a.row.collateralType, a.row.basisPoints, a.row.fixed])).toEqual([
      ['1', 'Cash', '12.5', ''],
      ['2', 'Non_Cash', '', '2500'],
    ]);
    expect(plan.refused.map((r) => [r.line, r.reason])).toEqual([
      [4, MSG.BID_NOT_NUMERIC],
      [5, importUnknownLot('77')],
    ]);
    expect(await t.deps.store.bids.listByUser(live, t.world.users.bidder1.id)).toEqual([]);
  });

  it('reads a UTF-8 .csv (with a BOM) the same way', async () => {
    const token = await t.signIn('bidder1');
    const csv = '\uFEFFLot,BID Basis points,BID Fixed Amount\n1,"1,250.5",\n2,,300\n';
    const res = await upload(token, 'bids.csv', new TextEncoder().encode(csv));
    expect(res.status).toBe(200);
    expect(BidFileRows.parse(await res.json()).rows.slice(0, 3)).toEqual([
      ['Lot', 'BID Basis points', 'BID Fixed Amount'],
      ['1', '1,250.5', ''],
      ['2', '', '300'],
    ]);
  });

  it('the super bidder gets the template of its bidder', async () => {
    expect((await post(`/auction/bidtemplate/${live}`, await t.signIn('superbidder'))).status).toBe(200);
  });
});

describe('bid file refusals', () => {
  it('only users who may bid on the auction: staff by the policy, an unapproved borrower like an unknown auction', async () => {
    const manager = await t.signIn('manager');
    expect((await post(`/auction/bidtemplate/${live}`, manager)).status).toBe(403);
    expect((await upload(manager, 'b.csv', new TextEncoder().encode('Lot\n1\n'))).status).toBe(403);
    const outsider = await t.signIn('bidder2');
    for (const res of [await post(`/auction/bidtemplate/${live}`, outsider), await upload(outsider, 'b.csv', new TextEncoder().encode('Lot\n1\n'))]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe(MSG.NOT_APPROVED_FOR_AUCTION);
    }
    const unknown = await post('/auction/bidtemplate/999999', await t.signIn('bidder1'));
    expect(unknown.status).toBe(403);
  });

  it('one .xlsx or .csv file, readable, within its size', async () => {
    const token = await t.signIn('bidder1');
    const error = async (res: Response) => ((await res.json()) as { error: string }).error;
    const pdf = await upload(token, 'bids.pdf', new Uint8Array([1, 2, 3]));
    expect(pdf.status).toBe(400);
    expect(await error(pdf)).toBe(BID_FILE_TYPE);
    const damaged = await upload(token, 'bids.xlsx', new TextEncoder().encode('not a zip'));
    expect(damaged.status).toBe(400);
    expect(await error(damaged)).toBe(BID_FILE_UNREADABLE);
    const latin1 = await upload(token, 'bids.csv', new Uint8Array([0x4c, 0x6f, 0x74, 0x0a, 0xe9, 0x0a]));
    expect(latin1.status).toBe(400);
    expect(await error(latin1)).toBe(BID_FILE_UNREADABLE);
    const big = await upload(token, 'bids.csv', new Uint8Array(BID_FILE_MAX_BYTES + 1).fill(0x31));
    expect(big.status).toBe(413);
    expect(await error(big)).toBe(BID_FILE_TOO_LARGE);
    const none = await t.request('POST', `/api/auction/readbidfile/${live}`, { token, form: new FormData() });
    expect(none.status).toBe(400);
  });

  it('a workbook whose zip directory lies about its sizes is refused as damaged (sizes are measured, not believed)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Bids').addRow(['Lot']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    // Every central directory entry claims 16 MB unzipped: read to their ends, they hold far less.
    const view = new DataView(bytes.buffer);
    for (let at = 0; at + 4 <= bytes.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 16 * 1024 * 1024, true);
    const token = await t.signIn('bidder1');
    const res = await upload(token, 'bids.xlsx', bytes);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(BID_FILE_UNREADABLE);
  });

  it('a valid workbook of 380,000 rows answers 422 (at most 20,000 lines); one that inflates past the byte budget 422 too (too large to read)', async () => {
    // The server reads in its upload pool (adapters/http/tests/robustness/upload-budgets.test.ts); the in-process reader answers alike.
    const token = await t.signIn('bidder1');
    const error = async (res: Response) => [res.status, ((await res.json()) as { error: string }).error];
    expect(await error(await upload(token, 'bids.xlsx', manyRowsWorkbook(380_000)))).toEqual([422, BID_FILE_TOO_MANY_ROWS]);
    expect(await error(await upload(token, 'bids.xlsx', falseSizeWorkbook(1900)))).toEqual([422, BID_FILE_TOO_LARGE_TO_READ]);
  });
});
