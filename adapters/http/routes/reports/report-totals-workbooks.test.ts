/**
 * The Bid Overview and Bid Rankings workbooks carry the totals the screens show, with the same labels: the
 * rows are built by the core functions the screens use (as the web posts them to /excel/exportExcel) and
 * read back from the produced workbook. Summer's EUR lots make its totals conversions into dollars.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { seedDemo } from '../../../demo/seed-demo';
import { bidOverviewWorkbookRows, overviewTotals, overviewTotalsLines } from '../../../../web/src/lib/overview-totals';
import { bidRankingsTotalsLines, bidRankingsWorkbookRows, type RankingsForWorkbook } from '../../../../web/src/features/reports/components/bid-rankings-workbook';
import type { OverviewRow } from '../../../../contract/overview-row';
import type { ExportCellInput } from '../../../../core/documents/export-cells';

const SUMMER = 'Summer 2026 ETF and Treasury Auction';
const t = testAppForAllTests({ seed: false });
let summerId = -1;
beforeAll(async () => {
  await seedDemo(t.deps);
  summerId = (await t.deps.store.auctions.list()).find((a) => a.auctionName === SUMMER)?.id ?? -1;
});

const get = async <T>(path: string): Promise<T> => {
  const res = await t.request('GET', `/api${path}`, { token: await t.signIn('reporter') });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** The workbook the generic export makes of `rows`, as { header caption -> value } per row after the header. */
const workbookOf = async (rows: Record<string, ExportCellInput>[], report: string): Promise<Record<string, unknown>[]> => {
  const res = await t.request('POST', '/api/excel/exportExcel', { token: await t.signIn('reporter'), json: { rows, title: { report, auction: SUMMER } } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const ws = book.worksheets[0];
  let header = 0;
  ws.eachRow((row, n) => {
    if (header === 0 && row.getCell(1).value === 'Lot') header = n;
  });
  const captions = (ws.getRow(header).values as unknown[]).map(String);
  const out: Record<string, unknown>[] = [];
  for (let n = header + 1; n <= ws.rowCount; n++) {
    const values = ws.getRow(n).values as unknown[];
    out.push(Object.fromEntries(captions.flatMap((c, i) => (i > 0 && values[i] !== undefined && values[i] !== null ? [[c, values[i]]] : []))));
  }
  return out;
};

/** The rows whose Lot cell is a totals label (not a lot number). */
const totalsRows = (rows: Record<string, unknown>[], lots: number): Record<string, unknown>[] => rows.slice(lots);

describe('the Bid Overview workbook', () => {
  it('ends with the totals the screen shows, labelled as conversions into dollars', async () => {
    const rows = await get<OverviewRow[]>(`/report/auctions/${summerId}/bids`);
    const totals = overviewTotals(rows, [], 'USD');
    const sheet = await workbookOf(bidOverviewWorkbookRows(rows, totals), 'Bid Overview');
    expect(sheet).toHaveLength(rows.length + overviewTotalsLines(totals).length);
    // Nothing selected: the total is the original total.
    expect(totalsRows(sheet, rows.length)).toEqual([
      { Lot: 'Total in USD at lot FX rates', 'Lot Name': Number(totals.originalTotal) },
      { Lot: 'Original Total in USD at lot FX rates', 'Lot Name': Number(totals.originalTotal) },
      { Lot: 'Selected', 'Lot Name': 0 },
      ...totals.subtotals.map((s) => ({ Lot: `Subtotal ${s.currency}`, 'Lot Name': Number(s.amount) })),
    ]);
    expect(totals.subtotals.map((s) => s.currency)).toEqual(['USD', 'EUR']);
    // Each single lot's top bid, EUR lots at 1.0850 (combo lots are not in the original total).
    expect(totals.originalTotal).toBe('989320.69');
  });

  it('carries the selection\'s total and count as the screen shows them while rows are selected', async () => {
    const rows = await get<OverviewRow[]>(`/report/auctions/${summerId}/bids`);
    const euro = rows.find((r) => r.currency === 'EUR');
    if (!euro) throw new Error('Summer has an EUR bid');
    const totals = overviewTotals(rows, [euro.bidId], 'USD');
    const sheet = await workbookOf(bidOverviewWorkbookRows([euro], totals), 'Bid Overview');
    expect(totalsRows(sheet, 1).slice(0, 3)).toEqual([
      { Lot: 'Total in USD at lot FX rates', 'Lot Name': Number(totals.total) },
      { Lot: 'Original Total in USD at lot FX rates', 'Lot Name': Number(totals.originalTotal) },
      { Lot: 'Selected', 'Lot Name': 1 },
    ]);
    expect(totalsRows(sheet, 1).slice(3)).toEqual([{ Lot: 'Subtotal EUR', 'Lot Name': Number(euro.totalBidValue) }]);
  });

  it('exports nothing when there is no bid row', () => {
    expect(bidOverviewWorkbookRows([], overviewTotals([], [], 'USD'))).toEqual([]);
  });
});

describe('the Bid Rankings workbook', () => {
  it('keeps the totals\' "in USD at lot FX rates" labels and adds the per-currency subtotals the screen lists', async () => {
    const info = await get<{ bidRankings: RankingsForWorkbook }>(`/report/auctionInfo/${summerId}`);
    const r = info.bidRankings;
    expect(r.converted).toBe(true);
    const sheet = await workbookOf(bidRankingsWorkbookRows(r), 'Bid Rankings');
    const labels = bidRankingsTotalsLines(r).map((l) => l.label);
    expect(labels).toEqual(['Total Intrinsic Revenue in USD at lot FX rates', 'Total Discretionary Estimate in USD at lot FX rates', 'Exclusive Premium %', 'Total Bids Placed']);
    expect(totalsRows(sheet, r.rows.length)).toEqual([
      { Lot: labels[0], 'Lot Name': Number(r.totals.totalIntrinsicRevenue) },
      { Lot: labels[1], 'Lot Name': Number(r.totals.totalDiscretionaryEstimate) },
      { Lot: labels[2], 'Lot Name': Number(r.totals.exclusivePremiumPct) / 100 },
      { Lot: labels[3], 'Lot Name': r.totals.totalBidsPlaced },
      ...r.subtotals.flatMap((s) => [
        { Lot: `Intrinsic Revenue ${s.currency}`, 'Lot Name': Number(s.totalIntrinsicRevenue) },
        { Lot: `Discretionary Estimate ${s.currency}`, 'Lot Name': Number(s.totalDiscretionaryEstimate) },
      ]),
    ]);
  });

  it('labels the totals plainly when every lot is in the auction\'s currency', () => {
    const r: RankingsForWorkbook = {
      rows: [{ lotNumber: '1', lotName: 'A', marketValue: '1000000', currency: 'USD', bidsPlaced: 0, bids: [] }],
      totals: { totalIntrinsicRevenue: '10.00', totalDiscretionaryEstimate: '5.00', exclusivePremiumPct: '100.00', totalBidsPlaced: 0 },
      currency: 'USD',
      converted: false,
      subtotals: [{ currency: 'USD', totalIntrinsicRevenue: '10.00', totalDiscretionaryEstimate: '5.00' }],
    };
    expect(bidRankingsWorkbookRows(r).slice(1).map((row) => row.Lot)).toEqual(['Total Intrinsic Revenue', 'Total Discretionary Estimate', 'Exclusive Premium %', 'Total Bids Placed']);
  });
});
