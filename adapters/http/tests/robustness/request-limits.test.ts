/**
 * No single request may take the process down: the limits on unbounded work answer 422 (LIMIT_EXCEEDED)
 * or 400 with a field message, as JSON `{ error, code }`, and write nothing. Also: uploaded file
 * names are shown cleaned (no bidi override), the storage key made as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../kits/test-app-lifecycle.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { EXPORT_MAX_CELL_LENGTH, EXPORT_MAX_COLUMNS, EXPORT_MAX_ROWS } from '../../../../core/admin/excel-export';
import { LOTS_PER_AUCTION_MAX, LOTS_PER_UPLOAD_MAX } from '../../../../core/lots-csv/lot-limits';
import { FREE_TEXT_MAX_LENGTH } from '../../../../core/validation/text-limit-fields';

const t = testAppForAllTests();
let manager: string;
beforeAll(async () => {
  manager = await t.signIn('manager');
});

const post = (path: string, json: unknown, token = manager) => t.request('POST', `/api${path}`, { token, json });
const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string; fields?: Record<string, string> };
const lotsCsv = (from: number, count: number): string => {
  const lines = ['Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Disp,Sec Type,Domicile,ESL bps,Incumbent,Conc Risk,Gross Dividend,Tax Rate'];
  for (let i = from; i < from + count; i++) lines.push(`${i},Lot ${i},1,1000000,20,1,1,365,12,E,U,12.5,,,,`);
  return lines.join('\n');
};

describe('exportExcel limits (any signed-in role)', () => {
  it('refuses too many rows, columns, cells or a too long cell with 422 LIMIT_EXCEEDED', async () => {
    const bidder = await t.signIn('bidder1');
    const rows = await post('/excel/exportExcel', Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => ({ n: i })), bidder);
    expect(rows.status).toBe(422);
    expect(await errorOf(rows)).toMatchObject({ code: 'LIMIT_EXCEEDED', error: 'At most 20,000 rows can be exported.' });
    // Every row with its own key: without the column cap the header union was quadratic work.
    const columns = await post('/excel/exportExcel', Array.from({ length: 5_000 }, (_, i) => ({ [`k${i}`]: i })), bidder);
    expect(columns.status).toBe(422);
    expect((await errorOf(columns)).error).toBe(`At most ${EXPORT_MAX_COLUMNS} columns can be exported.`);
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`c${i}`, i]));
    const cells = await post('/excel/exportExcel', Array.from({ length: EXPORT_MAX_ROWS }, () => wide), bidder);
    expect(cells.status).toBe(422);
    expect((await errorOf(cells)).error).toBe('At most 500,000 cells can be exported.');
    const long = await post('/excel/exportExcel', [{ a: 'x'.repeat(EXPORT_MAX_CELL_LENGTH + 1) }], bidder);
    expect(long.status).toBe(422);
    expect((await post('/excel/exportExcel', [{ a: 'x'.repeat(EXPORT_MAX_CELL_LENGTH) }], bidder)).status).toBe(200);
  });
});

describe('lots per file and per auction', () => {
  const auction = () => t.world.auctions.upcoming.id;
  const count = async () => (await t.deps.store.lots.listByAuction(auction())).length;

  it('refuses a file of more than 10,000 rows whole, and an upload that would pass 10,000 lots', async () => {
    expect(LOTS_PER_UPLOAD_MAX).toBe(10_000);
    const tooMany = await post('/auction/lots/upload', { auctionId: auction(), csv: lotsCsv(1, LOTS_PER_UPLOAD_MAX + 1) });
    expect(tooMany.status).toBe(422);
    expect(await errorOf(tooMany)).toMatchObject({ code: 'LIMIT_EXCEEDED', error: MSG.TOO_MANY_LOTS_IN_FILE });
    expect(await count()).toBe(0);

    expect((await post('/auction/lots/upload', { auctionId: auction(), csv: lotsCsv(1, 6_000) })).status).toBe(200);
    const past = await post('/auction/lots/upload', { auctionId: auction(), csv: lotsCsv(6_001, 5_000) });
    expect(past.status).toBe(422);
    expect(await errorOf(past)).toMatchObject({ code: 'LIMIT_EXCEEDED', error: MSG.TOO_MANY_LOTS_IN_AUCTION });
    expect(await count()).toBe(6_000);

    expect((await post('/auction/lots/upload', { auctionId: auction(), csv: lotsCsv(6_001, LOTS_PER_AUCTION_MAX - 6_000) })).status).toBe(200);
    expect(await count()).toBe(LOTS_PER_AUCTION_MAX);
    const one = await post('/auction/lotsave', {
      id: -1, auctionId: auction(), lotNumber: 'X1', lotName: 'One more', assetClassId: 1, marketValue: '1000000', assumedPct: '20',
      currency: 'USD', fxRate: '1', termDays: '90', termDisp: '3', secType: 'E', domicile: 'U',
    });
    expect(one.status).toBe(422);
    expect(await errorOf(one)).toMatchObject({ code: 'LIMIT_EXCEEDED', error: MSG.TOO_MANY_LOTS_IN_AUCTION });
    expect(await count()).toBe(LOTS_PER_AUCTION_MAX);
  }, 60_000);
});

describe('free texts', () => {
  it('refuses comments and analyses longer than 10,000 characters with a field message', async () => {
    const live = t.world.auctions.live.id;
    const tooLong = await post('/report/legalcomments/legalCommentsRowSave', { borrower: 'First Borrower Bank', comments: 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1), auctionId: live });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({ fields: { comments: MSG.FREE_TEXT_TOO_LONG } });
    expect(await t.deps.store.reports.listLegalComments(live)).toEqual([]);
    expect((await post('/report/legalcomments/legalCommentsRowSave', { borrower: 'First Borrower Bank', comments: 'x'.repeat(FREE_TEXT_MAX_LENGTH), auctionId: live })).status).toBe(200);

    const lot = t.world.lots.lot1.id;
    const analysis = await post('/report/auctionrecommendations/auctionRecommendationsSave', [{ id: null, auctionId: live, lotId: lot, awardAnalysis: 'y'.repeat(FREE_TEXT_MAX_LENGTH + 1) }]);
    expect(analysis.status).toBe(400);
    expect(await errorOf(analysis)).toMatchObject({ fields: { awardAnalysis: MSG.FREE_TEXT_TOO_LONG } });
    const summary = await post('/report/awardSummary/awardSummarySave', { auctionId: live, bidSummary: 'z'.repeat(FREE_TEXT_MAX_LENGTH + 1) });
    expect(summary.status).toBe(400);
    expect(await errorOf(summary)).toMatchObject({ fields: { bidSummary: MSG.FREE_TEXT_TOO_LONG } });
  });
});

describe('uploaded file names', () => {
  it('shows a name with a right-to-left override cleaned, keeps the server-made storage key', async () => {
    const live = t.world.auctions.live.id;
    await post(`/auction/choosetemplate/${live}/columns/false`, {});
    const rows = (await (await post(`/auction/auctionrulesedit/${live}`, {})).json()) as Array<{ id: number }>;
    const form = new FormData();
    form.append('uploadedfiles', new Blob([new TextEncoder().encode('%PDF-1.4\n')]), '\u202Egnp.exe.pdf');
    form.append('uploadedruleid', String(rows[0].id));
    const up = await t.request('POST', `/api/auction/uploadrulesfiles/${live}`, { token: manager, form });
    expect(up.status).toBe(200);
    const shown = (await up.json()) as { rows: Array<{ id: number; fileName: string; auctionRuleLink: string }> };
    const row = shown.rows.find((r) => r.id === rows[0].id)!;
    expect(row.fileName).toBe('gnp.exe.pdf');
    expect(row.auctionRuleLink).toBe('gnp.exe.pdf');
    const doc = await t.deps.store.infoCentre.getDocument(rows[0].id);
    expect(doc?.fileName).toBe('gnp.exe.pdf');
    expect(doc?.fileKey).toBe(`auctions/${live}/rules/${rows[0].id}-_gnp.exe.pdf`);
  });
});
