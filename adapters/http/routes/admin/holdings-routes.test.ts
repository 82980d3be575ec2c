/**
 * Holdings over HTTP: the lot screen's read and replace, the holdings file (all lines or nothing), the
 * template, the staff comparison, and the information centre's composition and export, each for whom
 * it is meant and no one else.
 */
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { bytesOf } from '../../tests/kits/participation.test-kit';
import { HOLDINGS_FILE_MAX_ROWS, HOLDINGS_MESSAGES, holdingsTemplateHeader } from '../../../../core/holdings/holdings-file';
import { invalidSecurityIdMessage } from '../../../../core/holdings/security-identifiers';
import { makeHolding } from '../../../../fixtures/builders';
import { LotComposition, LotHoldings } from '../../../../contract/holdings';

const t = testAppForEachTest();
let live: number;
let lot1: number;
beforeEach(() => {
  live = t.world.auctions.live.id;
  lot1 = t.world.lots.lot1.id;
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (token: string, name: string, text: string | Uint8Array, auctionId = live) => {
  const form = new FormData();
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  form.append('file', new Blob([bytes.slice().buffer]), name);
  return t.request('POST', `/api/auction/holdingsupload/${auctionId}`, { token, form });
};
const csv = (...lines: string[]) => [holdingsTemplateHeader().join(','), ...lines].join('\n');
const appleLine = (lot: string, quantity = '50000') => `${lot},US0378331005,037833100,2046251,BBG000B9XRY4,Apple Inc.,HWUPKR0MPOU8FGXBT394,${quantity},SHARES,190.25,USD`;

describe('a lot\'s holdings on the lot screen', () => {
  it('are replaced by the manager and read back with their values and the comparison', async () => {
    const token = await t.signIn('manager');
    const saved = await t.request('POST', `/api/auction/lotholdings/${lot1}`, {
      token,
      json: { rows: [{ isin: 'us0378331005', issuerName: 'Apple Inc.', quantity: '50000', price: '190.25', currency: 'USD' }] },
    });
    expect(saved.status).toBe(200);
    const read = LotHoldings.parse(await (await t.request('GET', `/api/auction/lotholdings/${lot1}`, { token })).json());
    expect(read.holdings).toMatchObject([{ isin: 'US0378331005', quantity: '50000', price: '190.25', marketValue: '9512500' }]);
    expect(read.comparison).toMatchObject({ holdingsValue: '9512500', status: expect.stringMatching(/TOLERANCE/) });
  });

  it('refuses the whole list when one row is wrong, naming the row and field, and keeps what was there', async () => {
    const token = await t.signIn('manager');
    await t.deps.store.holdings.replaceForLots([lot1], [makeHolding(lot1)]);
    const res = await t.request('POST', `/api/auction/lotholdings/${lot1}`, {
      token,
      json: { rows: [{ isin: 'US0378331005', issuerName: 'Apple', quantity: '1', price: '1', currency: 'USD' }, { cusip: '037833101', issuerName: 'Apple', quantity: '1', price: '1', currency: 'USD' }] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ 'rows.1.cusip': invalidSecurityIdMessage('CUSIP') });
    expect((await t.deps.store.holdings.listByLot(lot1)).map((h) => h.quantity)).toEqual(['1000']);
  });

  it('cannot be written by a bidder (403), and nothing is written', async () => {
    const token = await t.signIn('bidder1');
    const res = await t.request('POST', `/api/auction/lotholdings/${lot1}`, { token, json: { rows: [] } });
    expect(res.status).toBe(403);
    expect((await upload(token, 'h.csv', csv(appleLine('1')))).status).toBe(403);
    expect(await t.deps.store.holdings.listByAuction(live)).toEqual([]);
  });
});

describe('the holdings file', () => {
  it('replaces the holdings of the lots it names, from a .csv or an .xlsx', async () => {
    const token = await t.signIn('manager');
    const res = await upload(token, 'holdings.CSV', csv(appleLine('1'), appleLine('2', '10')));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: 2, lots: 2 });

    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Holdings');
    sheet.addRow(['Lot Number', 'FIGI', 'Issuer Name', 'Quantity', 'Price', 'Currency']);
    sheet.addRow([1, 'BBG000BPH459', 'Microsoft Corporation', 20000, 415.5, 'USD']);
    const xlsx = await upload(token, 'holdings.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(xlsx.status).toBe(200);
    expect((await t.deps.store.holdings.listByLot(lot1)).map((h) => [h.figi, h.quantity, h.price])).toEqual([['BBG000BPH459', '20000', '415.5']]);
    expect(await t.deps.store.holdings.listByLot(t.world.lots.lot2.id)).toHaveLength(1);
  });

  it('with any refused line writes nothing and lists every refused line with its reasons', async () => {
    const token = await t.signIn('manager');
    await t.deps.store.holdings.replaceForLots([lot1], [makeHolding(lot1)]);
    const res = await upload(token, 'holdings.csv', csv(appleLine('1', '5'), appleLine('99'), appleLine('3'), '2,US0378331006,,,,X,,1,SHARES,1,USD'));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; refused: Array<{ line: number; reason: string }>; fields: Record<string, string> };
    expect(body.error).toBe(HOLDINGS_MESSAGES.LINES_REFUSED);
    expect(body.refused).toEqual([
      { line: 3, reason: HOLDINGS_MESSAGES.UNKNOWN_LOT },
      { line: 4, reason: HOLDINGS_MESSAGES.COMBO_LOT },
      { line: 5, reason: invalidSecurityIdMessage('ISIN') },
    ]);
    expect(body.fields['lines.3']).toBe(`Line 3: ${HOLDINGS_MESSAGES.UNKNOWN_LOT}`);
    expect((await t.deps.store.holdings.listByAuction(live)).map((h) => h.quantity)).toEqual(['1000']);
  });

  it(`takes ${HOLDINGS_FILE_MAX_ROWS.toLocaleString('en-US')} lines ending with a line break, and refuses one more`, async () => {
    const token = await t.signIn('manager');
    // Blank lines count against the limit but are no holdings: the one holding comes last, before the final line break.
    const file = (lines: number) => `${csv(...Array.from({ length: lines - 1 }, () => ','), appleLine('1'))}\n`;
    const taken = await upload(token, 'holdings.csv', file(HOLDINGS_FILE_MAX_ROWS));
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ imported: 1, lots: 1 });
    const over = await upload(token, 'holdings.csv', file(HOLDINGS_FILE_MAX_ROWS + 1));
    expect(over.status).toBe(422);
    expect(((await over.json()) as { error: string }).error).toBe(HOLDINGS_MESSAGES.TOO_MANY_ROWS);
  });

  it('refuses another kind of file, an unreadable workbook and a header-only template', async () => {
    const token = await t.signIn('manager');
    expect((await upload(token, 'holdings.txt', csv(appleLine('1')))).status).toBe(400);
    const broken = await upload(token, 'holdings.xlsx', new TextEncoder().encode('not a workbook'));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe(HOLDINGS_MESSAGES.UNREADABLE);
    const empty = await upload(token, 'holdings.csv', csv());
    expect(empty.status).toBe(400);
    expect(await t.deps.store.holdings.listByAuction(live)).toEqual([]);
  });

  it('has a template whose header the upload reads', async () => {
    const token = await t.signIn('manager');
    const res = await t.request('POST', '/api/auction/holdingstemplate', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await bytesOf(res)) as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(holdingsTemplateHeader());
  });
});

describe('the comparison staff see before completing the info centre', () => {
  it('flags a lot whose holdings differ from its market value beyond the tolerance', async () => {
    const token = await t.signIn('manager');
    // Lot 1's market value is the builder's; holdings worth a tenth of it are far beyond 0.5 %.
    const marketValue = Number(t.world.lots.lot1.marketValue);
    await t.deps.store.holdings.replaceForLots([lot1], [makeHolding(lot1, { quantity: String(marketValue / 10), price: '1' })]);
    const res = await t.request('GET', `/api/auction/holdingscheck/${live}`, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tolerancePct: string; needAttention: number; lots: Array<{ lotId: number; status: string }> };
    expect(body.tolerancePct).toBe('0.5');
    expect(body.needAttention).toBe(1);
    expect(body.lots.map((l) => [l.lotId, l.status])).toEqual([
      [lot1, 'BEYOND_TOLERANCE'],
      [t.world.lots.lot2.id, 'NO_HOLDINGS'],
    ]);
    expect((await t.request('GET', `/api/auction/holdingscheck/${live}`, { token: await t.signIn('bidder1') })).status).toBe(403);
  });
});

describe("the lots' composition in the information centre", () => {
  beforeEach(async () => {
    await t.deps.store.holdings.replaceForLots([lot1], [makeHolding(lot1)]);
  });

  it('is shown to an approved bidder, and exported', async () => {
    const token = await t.signIn('bidder1');
    const res = await t.request('GET', `/api/auction/holdings/${live}`, { token });
    expect(res.status).toBe(200);
    const lots = LotComposition.array().parse(await res.json());
    expect(lots.map((l) => [l.lotNumber, l.holdings.length])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
    expect(lots[0].valueByCurrency).toEqual([{ currency: 'USD', amount: '190250' }]);
    const file = await t.request('POST', `/api/auction/holdingsexport/${live}`, { token });
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await bytesOf(file)) as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(2).values as unknown[]).slice(1)).toEqual(['1', 'US Large Cap', 'US0378331005', '037833100', '2046251', 'BBG000B9XRY4', 'Apple Inc.', 'HWUPKR0MPOU8FGXBT394', '1000', 'SHARES', '190.25', 'USD', '190250']);
  });

  it('is not shown to a bidder whose borrower is not approved (answered as an unknown auction)', async () => {
    const token = await t.signIn('bidder2');
    expect((await t.request('GET', `/api/auction/holdings/${live}`, { token })).status).toBe(404);
    expect((await t.request('POST', `/api/auction/holdingsexport/${live}`, { token })).status).toBe(404);
  });
});
