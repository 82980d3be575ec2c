import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/kits/test-app.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { NOT_YET_ENTERED } from '../../../../core/domain/staff-messages';
import { makeBid, makeLot } from '../../../../fixtures/builders';
import { confirmedBidPages } from '../../../../core/reports/bid-pages';
import { buildOverviewRows, collectPages } from '../../../../core/reports/overview-rows';
import { STREAMED_ITEMS } from '../../wire/json-stream';
import { bytesOf, HOUR, passRules, saveBody } from '../../tests/kits/participation.test-kit';
import { cellAt, isNumberCell, readSheet, type XlsxCell } from '../../../excel/xlsx-xml.test-kit';
import { formatEst } from '../../../../core/clock/eastern-time';

let t: TestApp;
let live: number;
let reporter: string;
let bidIds: { lot1: number; lot2: number };

beforeEach(async () => {
  t = await createTestApp();
  live = t.world.auctions.live.id;
  const { lot1, lot2, combo } = t.world.lots;
  await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
  // The super bidder places and confirms bidder1's bids; bidder2 saves but never confirms.
  const sb = await t.signIn('superbidder');
  await passRules(t, sb, live);
  const saved = await t.request('POST', `/api/auction/bidssave/${live}`, {
    token: sb,
    json: saveBody([{ lotId: lot1.id, basisPoints: '100', lotComment: 'Lot one note' }, { lotId: lot2.id, fixed: '25000' }], 'Please call us'),
  });
  expect(saved.status).toBe(200);
  // Staff name bids by their real ids (the bidder's answer carries opaque ones).
  const stored = await t.deps.store.bids.listByAuction(live);
  bidIds = { lot1: stored.find((b) => b.lotId === lot1.id)!.id, lot2: stored.find((b) => b.lotId === lot2.id)!.id };
  await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token: sb });
  const b2 = await t.signIn('bidder2');
  await passRules(t, b2, live);
  await t.request('POST', `/api/auction/bidssave/${live}`, { token: b2, json: saveBody([{ lotId: combo.id, fixed: '90000' }], 'Unconfirmed note') });
  // Awards are saved only after the end: step past it for the save, then back to the live auction.
  const liveNow = t.clock.nowMs();
  t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate));
  await t.request('POST', `/api/award/auctions/${live}/awardssave`, {
    token: await t.signIn('awarder'),
    json: [[-1, bidIds.lot1, lot1.id], [-1, bidIds.lot2, lot2.id], []],
  });
  t.clock.set(liveNow);
  reporter = await t.signIn('reporter');
});
afterEach(async () => {
  await t.close();
});

it('streams a long report list (more than STREAMED_ITEMS rows), compressed, reading back as the same rows', async () => {
  const lots = await t.deps.store.lots.createMany(Array.from({ length: STREAMED_ITEMS + 250 }, () => makeLot({ auctionId: live })));
  const res = await t.request('GET', `/api/report/auctions/${live}/lots`, { token: reporter, headers: { 'accept-encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const rows = (await new Response(res.body?.pipeThrough(new DecompressionStream('gzip'))).json()) as Array<{ id: number; lotNumber: string }>;
  expect(rows).toHaveLength(lots.length + 3);
  expect(rows.filter((r) => lots.some((l) => l.id === r.id)).map((r) => r.lotNumber).sort()).toEqual(lots.map((l) => l.lotNumber).sort());
});

it('answers every confirmed bid read in keyset pages: the same rows, in id order, as when read whole', async () => {
  const { lot1, lot2, combo } = t.world.lots;
  const bidder2 = t.world.users.bidder2;
  // More confirmed bids than the smallest pages hold, after an unconfirmed one.
  for (const lot of [combo, lot1, lot2, combo, lot1]) {
    await t.deps.store.bids.insert(makeBid({ auctionId: live, lotId: lot.id, borrowerId: bidder2.borrowerId!, userId: bidder2.id, fixed: '1000' }));
  }
  await t.deps.store.bids.confirmAll(live, bidder2.id);
  const confirmed = (await t.deps.store.bids.listByAuction(live, { confirmedOnly: true })).map((b) => b.id);
  expect(confirmed.length).toBeGreaterThan(6);
  for (const size of [1, 2, 3, 1000]) {
    expect((await collectPages(confirmedBidPages(t.deps.store, live, size))).map((b) => b.id)).toEqual(confirmed);
  }
  const auction = (await t.deps.store.auctions.get(live))!;
  const whole = JSON.parse(JSON.stringify(await buildOverviewRows(t.deps.store, auction))) as { bidId: number }[];
  expect(whole.map((r) => r.bidId)).toEqual(confirmed);
  // The streamed answer reads back as the rows built whole; the award screen's list is the same text.
  const res = await t.request('GET', `/api/report/auctions/${live}/bids`, { token: reporter });
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(JSON.parse(text)).toEqual(whole);
  const awardBids = await t.request('GET', `/api/award/auctions/${live}/getbids`, { token: await t.signIn('awarder') });
  expect(await awardBids.text()).toBe(text);
});

const get = async <T>(path: string, token = reporter): Promise<T> => {
  const res = await t.request('GET', `/api${path}`, { token });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const post = (path: string, json: unknown, token = reporter) => t.request('POST', `/api${path}`, { token, json });
/** A number cell of the sheet's XML with its value and number format. */
function expectNumber(cells: Map<string, XlsxCell>, ref: string, value: number, numFmt: string): void {
  const c = cellAt(cells, ref);
  expect(isNumberCell(c), `${ref}: ${JSON.stringify(c)}`).toBe(true);
  expect([Number(c.value), c.numFmt], ref).toEqual([value, numFmt]);
}
async function workbook(res: Response): Promise<ExcelJS.Worksheet> {
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await bytesOf(res)) as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('report data (confirmed bids only)', () => {
  it('auction summary, lots, bidders, users, bids and top bids', async () => {
    const info = await get<{ approvedBidders: string[]; bidsPlacedBy: string[]; approvedHosts: string[]; totalMarketValue: string; totalLots: number; comboLots: number; termLength: number }>(`/report/auctionInfo/${live}`);
    expect(info.approvedBidders.sort()).toEqual(['First Borrower Bank', 'Second Street Securities']);
    expect(info.bidsPlacedBy).toEqual(['Bidder1 Tester']);
    expect(info.approvedHosts).toEqual(['Acme Pension Fund', 'eSecLending']);
    expect(info.totalMarketValue).toBe('20000000');
    // Two single lots and one combo lot, counted apart (core/domain/lot-count.ts; totalLots was 3, combo included).
    expect([info.totalLots, info.comboLots]).toEqual([2, 1]);
    expect(info.termLength).toBe(90);
    const rankings = (info as unknown as { bidRankings: { rows: { lotNumber: string; bids: { bidder: string; bidType: string; totalBidValue: string; percentOfTopBid: string | null }[] }[] } }).bidRankings;
    expect(rankings.rows[0].bids).toEqual([
      { bidder: 'First Borrower Bank', bidType: 'Exclusive Basis Point', totalBidValue: '25000.00', percentOfTopBid: null },
      { bidder: 'eSecLending', bidType: 'Discretionary', totalBidValue: '6250.00', percentOfTopBid: '25.0' },
    ]);

    expect((await get<unknown[]>(`/report/auctions/${live}/lots`)).length).toBe(3);
    expect((await get<{ companyName: string }[]>(`/report/auctions/${live}/bidders`)).map((b) => b.companyName).sort()).toEqual([
      'First Borrower Bank',
      'Second Street Securities',
    ]);
    expect(await get<{ label: string }[]>(`/report/auctions/${live}/users`)).toEqual([
      expect.objectContaining({ id: t.world.users.bidder1.id, label: 'First Borrower Bank - bidder1' }),
    ]);
    const rows = await get<{ bidId: number; totalBidValue: string; annualizedBid: string; eslEstimate: string }[]>(`/report/auctions/${live}/bids`);
    expect(rows.map((r) => [r.bidId, r.totalBidValue, r.annualizedBid, r.eslEstimate])).toEqual([
      [bidIds.lot1, '25000.00', '100.00', '6250.00'],
      [bidIds.lot2, '25000.00', '100.00', '6250.00'],
    ]);
    const top = await get<{ lotId: number; marketValue: string; lotCurrency: string; auctionCurrency: string; comboFlag: boolean }[]>(`/report/auctions/${live}/top-bids`);
    expect(top.map((r) => [r.lotId, r.marketValue, r.lotCurrency, r.auctionCurrency, r.comboFlag])).toEqual([
      [t.world.lots.lot1.id, '10000000.00', 'USD', 'USD', false],
      [t.world.lots.lot2.id, '10000000.00', 'USD', 'USD', false],
    ]);
    expect(await get<unknown[]>(`/report/auctions/${live}/top-all-in-bids`)).toEqual([]);
  });

  it('comments, activity and the individual bidder detail with the super-bidder note', async () => {
    const comments = await get<{ bidderComments: string; esecAucUser: { loginName: string } }[]>(`/report/bidderComments/${live}`);
    expect(comments.map((c) => [c.bidderComments, c.esecAucUser.loginName])).toEqual([['Please call us', 'bidder1']]);

    const activity = await get<{ companyName: string; bidderName: string; step: string; action: string }[]>(`/report/bidderActivity/${live}`);
    expect(activity).toContainEqual(expect.objectContaining({ companyName: 'First Borrower Bank', bidderName: 'superbidder', step: 'Confirm Bids', action: 'Bids confirmed' }));

    const detail = await get<{ rows: { bpsBid: string | null; fixedCashBid: string | null }[]; exclusiveTotal: string; note: string; additionalComments: string }>(
      `/report/indivBidDetail/${live}?bidderId=${t.world.users.bidder1.id}&convertToBps=true`,
    );
    expect(detail.rows.map((r) => r.bpsBid)).toEqual(['100', '100.00']);
    expect(detail.exclusiveTotal).toBe('50000.00');
    expect(detail.note).toBe('Bids placed by superbidder on 11/22/2026.');
    expect(detail.additionalComments).toBe('Please call us');
    const plain = await get<{ rows: { bpsBid: string | null }[] }>(`/report/indivBidDetail/${live}?bidderId=${t.world.users.bidder1.id}`);
    expect(plain.rows.map((r) => r.bpsBid)).toEqual(['100', null]);
    expect((await t.request('GET', `/api/report/indivBidDetail/${live}?bidderId=${t.world.users.bidder2.id}`, { token: reporter })).status).toBe(404);
  });

  it('full bid details, and the warning for an auction without bids', async () => {
    const full = await get<{ rows: { lotId: number; awardAnalysis: string }[]; additionalComments: { bidder: string; comments: string }[]; warning: string | null }>(
      `/report/auctions/${live}/full-bid-details`,
    );
    expect(full.rows).toHaveLength(2);
    expect(full.additionalComments).toEqual([{ bidder: 'First Borrower Bank', loginName: 'bidder1', comments: 'Please call us' }]);
    expect(full.warning).toBeNull();
    const empty = await get<{ rows: unknown[]; warning: string }>(`/report/auctions/${t.world.auctions.ended.id}/full-bid-details`);
    expect(empty).toMatchObject({ rows: [], warning: MSG.FULL_BID_DETAILS_NO_BIDS });
  });
});

describe('client scoping', () => {
  it('a client sees its own client\'s auctions only after they end, and never the internal reports', async () => {
    let client = await t.signIn('client');
    expect((await t.request('GET', `/api/report/auctionInfo/${live}`, { token: client })).status).toBe(403);
    expect((await t.request('GET', `/api/report/auctionInfo/${t.world.auctions.ended.id}`, { token: client })).status).toBe(404);
    t.clock.advance(3 * HOUR);
    client = await t.signIn('client');
    expect((await t.request('GET', `/api/report/auctions/${live}/bids`, { token: client })).status).toBe(200);
    expect((await t.request('GET', `/api/report/awardSummary/${live}`, { token: client })).status).toBe(403);
    expect((await t.request('GET', `/api/report/auctionrecommendations/${live}`, { token: client })).status).toBe(403);
    expect((await post('/report/legalcomments/legalCommentsRowSave', { auctionId: live, borrower: 'X', comments: 'Y' }, client)).status).toBe(403);
    // Bidders never reach reports.
    expect((await t.request('GET', `/api/report/auctions/${live}/bids`, { token: await t.signIn('bidder1') })).status).toBe(403);
  });
});

describe('report edits', () => {
  it('award summary before anyone edits it: "Not yet entered", never a blank field, beside the computed figures', async () => {
    const s = await get<{ portfolio1Table: [string, string][]; portfolio2Table: [string, string][]; totalAuctionTable: [string, string][]; auctionSummaryTable: [string, string][] }>(
      `/report/awardSummary/${live}`,
      await t.signIn('manager'),
    );
    for (const table of [s.portfolio1Table, s.portfolio2Table, s.totalAuctionTable]) for (const [, v] of table) expect(v).toBe(NOT_YET_ENTERED);
    expect(s.auctionSummaryTable).toEqual(
      expect.arrayContaining([
        ['Total # Lots', '2 (plus 1 combo lot)'],
        ['Lots Awarded', '2'],
        ['Awarded Revenue', '50000.00'],
      ]),
    );
  });

  it('award summary: figures and charts from the awards, save with an invalid date as null', async () => {
    const manager = await t.signIn('manager');
    const saved = await post('/report/awardSummary/awardSummarySave', { auctionId: live, totalAuctionDate: 'not a date', lottingStrategy: 'By sector', bidSummary: 'Strong demand' }, manager);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { message: string }).message).toBe(MSG.SAVED_SUCCESSFULLY);
    const s = await get<{
      auctionSummary: { totalAuctionDate: string | null; lottingStrategy: string; bidSummary: string };
      revenueByCounterpartyChart: { labels: string[]; values: string[] };
      lendableAssestsChart: { labels: string[]; values: string[] };
      totals: { totalIntrinsicRevenue: string; totalDiscretionaryEstimate: string; exclusivePremiumPct: string; totalBidsPlaced: number };
    }>(`/report/awardSummary/${live}`, manager);
    expect(s.auctionSummary).toMatchObject({ totalAuctionDate: null, lottingStrategy: 'By sector', bidSummary: 'Strong demand' });
    expect(s.revenueByCounterpartyChart).toEqual({ labels: ['First Borrower Bank'], values: ['50000.00'] });
    expect(s.lendableAssestsChart).toEqual({ labels: ['First Borrower Bank'], values: ['20000000.00'] });
    // eSL 25 bps on two 10,000,000 lots over the 90-day term: 6,250.00 each.
    expect(s.totals).toEqual({ totalIntrinsicRevenue: '50000.00', totalDiscretionaryEstimate: '12500.00', exclusivePremiumPct: '300.00', totalBidsPlaced: 2, awardedRevenue: '50000.00' });
    expect((await post('/report/awardSummary/awardSummarySave', { auctionId: live }, reporter)).status).toBe(403);
  });

  it('award summary: the portfolio figures are amounts ("abc" and "-5" were once saved), kept canonical', async () => {
    const manager = await t.signIn('manager');
    const refused = await post('/report/awardSummary/awardSummarySave', { auctionId: live, baseline1: 'abc', auctionRevenue2: '-5', lottingStrategy: 'By sector' }, manager);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: MSG.UNABLE_TO_SAVE, fields: { baseline1: MSG.AMOUNT_NOT_NUMERIC, auctionRevenue2: MSG.AMOUNT_MUST_NOT_BE_NEGATIVE } });
    expect((await get<{ auctionSummary: { lottingStrategy: string } }>(`/report/awardSummary/${live}`, manager)).auctionSummary.lottingStrategy).toBe('');

    const saved = await post('/report/awardSummary/awardSummarySave', { auctionId: live, baseline1: '1,250,000', auctionRevenue2: '910000.50', auctionMarketValue: 'USD 20m in two lots' }, manager);
    expect(saved.status).toBe(200);
    const s = await get<{ auctionSummary: Record<string, string>; portfolio1Table: [string, string][] }>(`/report/awardSummary/${live}`, manager);
    expect(s.auctionSummary).toMatchObject({ baseline1: '1250000', auctionRevenue2: '910000.5', auctionMarketValue: 'USD 20m in two lots' });
    expect(s.portfolio1Table).toContainEqual(['Baseline', '1250000']);
  });

  it('legal comments: add a row, edit rows, export the workbook', async () => {
    const manager = await t.signIn('manager');
    const added = await post('/report/legalcomments/legalCommentsRowSave', { borrower: 'First Borrower Bank', comments: 'Standard GMSLA', auctionId: live }, manager);
    expect(added.status).toBe(200);
    const row = ((await added.json()) as { row: { id: number } }).row;
    const edited = await post('/report/legalcomments/legalCommentsSave', [{ id: row.id, auctionId: live, borrower: 'First Borrower Bank', comments: 'GMSLA 2010' }], manager);
    expect(edited.status).toBe(200);
    expect(await get<{ comments: string; updatedBy: string }[]>(`/report/legalcomments/${live}`)).toEqual([expect.objectContaining({ comments: 'GMSLA 2010', updatedBy: 'manager' })]);
    expect((await post('/report/legalcomments/legalCommentsSave', [{ id: 999, auctionId: live, borrower: 'x', comments: 'y' }], manager)).status).toBe(404);

    const ws = await workbook(await post('/excel/report/bidderLegalComments', { auctionId: live, reportData: [{ borrower: 'FORGED' }] }));
    expect(ws.getCell('A1').value).toBe('Legal Bid Comments Report - Live Auction');
    expect(ws.getCell('B2').value).toBe('Acme Pension Fund');
    expect([2, 3, 4, 5].map((r) => ws.getCell(`A${r}`).value)).toEqual(['Client', 'Auction Name', 'Auction Date', 'Exported']);
    expect(ws.getCell('B4').value).toEqual(new Date(`${formatEst(t.world.auctions.live.auctionStartDate).slice(0, 16).replace(' ', 'T')}:00Z`));
    expect(ws.getCell('A7').value).toBe('Bidding Borrower');
    expect(ws.getCell('A8').value).toBe('First Borrower Bank');
    expect(ws.getCell('B8').value).toBe('GMSLA 2010');
  });

  it('recommendations: save the award analysis, see it in the report, full details and exports', async () => {
    const manager = await t.signIn('manager');
    const { lot1, lot2 } = t.world.lots;
    const saved = await post('/report/auctionrecommendations/auctionRecommendationsSave', [{ id: null, auctionId: live, lotId: lot1.id, awardAnalysis: 'Award to FBB' }], manager);
    expect(saved.status).toBe(200);
    const rep = await get<{ reportAuctionRecommendationsTable: { lotId: number; awardAnalysis: string; awardedBidder: string; awardedTotalBidValue: string | null }[]; totals: unknown[] }>(
      `/report/auctionrecommendations/${live}`,
    );
    expect(rep.reportAuctionRecommendationsTable[0]).toMatchObject({ lotId: lot1.id, awardAnalysis: 'Award to FBB', awardedBidder: 'First Borrower Bank', awardedTotalBidValue: '25000.00' });
    expect(rep.totals).toHaveLength(3);
    const foreignLot = await post('/report/auctionrecommendations/auctionRecommendationsSave', [{ auctionId: live, lotId: 999_999, awardAnalysis: 'x' }], manager);
    expect(foreignLot.status).toBe(400);

    // Lot 2 in euros: its amounts carry the euro's format in both workbooks.
    const euro = (await t.deps.store.lots.get(lot2.id))!;
    await t.deps.store.lots.update({ ...euro, currency: 'EUR', fxRate: '1.0850' });
    const fullBytes = await bytesOf(await post('/excel/report/fullBidDetails', { auctionId: live }));
    const ws = await workbook(new Response(fullBytes));
    expect(ws.getCell('A1').value).toBe('Full Bid Details Report - Live Auction');
    expect(ws.getCell('A7').value).toBe('Market Value');
    expect(ws.getCell('M7').value).toBe('eSecLending notes regarding award recommendations');
    expect(ws.getCell('A8').value).toBe('Lot 1 - US Large Cap');
    expect(ws.getCell('M8').isMerged).toBe(true);
    expect(ws.getCell('M8').master.address).toBe('A8');
    expect(ws.getCell('C9').value).toBe('First Borrower Bank');
    expect(ws.getCell('M9').value).toBe('Award to FBB');
    expect(ws.getCell('A10').value).toBe('Lot 2 - US Small Cap');
    expect(ws.getCell('A12').value).toBe('Additional Bidder Comments');
    expect(ws.getCell('M12').master.address).toBe('A12');
    expect(ws.getCell('B13').value).toBe('Please call us');
    // The sheet's XML (streamed writer): numbers in their formats, labels as shown.
    const full = readSheet(fullBytes);
    expectNumber(full, 'A9', 10_000_000, '"$"#,##0.00');
    expectNumber(full, 'B9', t.world.lots.lot1.termDays, 'General');
    expect(cellAt(full, 'D9').value).toBe('Cash');
    expectNumber(full, 'F9', 100, '#,##0.00');
    expectNumber(full, 'G9', 100, '#,##0.00');
    expectNumber(full, 'K9', 25_000, '"$"#,##0.00');
    expectNumber(full, 'A11', 10_000_000, '"€"#,##0.00');
    expectNumber(full, 'E11', 25_000, '"€"#,##0.00');
    expectNumber(full, 'K11', 25_000, '"€"#,##0.00');
    expect(isNumberCell(cellAt(full, 'B5')) && cellAt(full, 'B5').numFmt).toBe('yyyy-mm-dd hh:mm "EST"');

    const recBytes = await bytesOf(await post('/excel/report/auctionRecommendations', { auctionId: live }));
    const recs = await workbook(new Response(recBytes));
    expect(recs.getCell('A1').value).toBe('Auction Recommendations Report - Live Auction');
    expect(recs.getCell('E7').value).toBe('Currency');
    expect(recs.getCell('T8').value).toBe('Award to FBB');
    const rec = readSheet(recBytes);
    expectNumber(rec, 'D8', 10_000_000, '"$"#,##0.00');
    expect(cellAt(rec, 'E9').value).toBe('EUR');
    expectNumber(rec, 'D9', 10_000_000, '"€"#,##0.00');
    expectNumber(rec, 'J9', 6_250, '"€"#,##0.00');
    expectNumber(rec, 'K9', 25, '#,##0.00');
    expectNumber(rec, 'S9', 25_000, '"€"#,##0.00');
    expect(cellAt(rec, 'A11').value).toBe('Total');
    // Totals in the auction's currency (their amounts are core/reports' to compute).
    for (const ref of ['J11', 'S11']) expect([isNumberCell(cellAt(rec, ref)), cellAt(rec, ref).numFmt]).toEqual([true, '"$"#,##0.00']);
    expect((await post('/excel/report/fullBidDetails', {})).status).toBe(400);
  });

  it('serves the two award summary logos', async () => {
    for (const which of ['provider', 'partner']) {
      const res = await t.request('GET', `/api/report/load${which}logo/`, { token: reporter });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});
