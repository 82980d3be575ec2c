/**
 * Report workbooks (POST /excel/report/{bidderLegalComments|fullBidDetails|auctionRecommendations}).
 *
 * Decision: the server builds each workbook from its own data for the posted `auctionId` (after the
 * same access checks as the report), instead of rendering the posted report description; the posted
 * headers and rows are ignored. So an export can never show more than the report itself.
 *
 * Layout: row 0 the title "{Report} Report - {auction name}", rows 1-3 Client / Auction Name /
 * Auction Date, row 4 empty, row 5 the column headers, data from row 6. In Full Bid Details every lot
 * header row (and the Additional Bidder Comments header) from row 6 on is merged across columns 0-12.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import { reportExportFileName, reportExportTitle } from '../domain/messages';
import { ok, type Result } from '../domain/result';
import type { Cell, SheetRow, SheetSpec } from '../ports/documents';
import { formatEst } from '../clock/eastern-time';
import type { Actor } from '../bids/actor';
import { legalComments } from './legal-comments';
import { auctionRecommendations } from './recommendations';
import { fullBidDetailRows, fullBidDetailsSource, type FullBidDetailsSource } from './report-queries';
import { reportAuction } from './report-access';
import { FULL_BID_DETAIL_HEADERS, LEGAL_COMMENTS_HEADERS } from '../domain/report-columns';

export { FULL_BID_DETAIL_HEADERS, LEGAL_COMMENTS_HEADERS } from '../domain/report-columns';
export const FULL_DETAIL_FIRST_DATA_ROW = 6;
export const FULL_DETAIL_LAST_COL = 12;


export interface ExportFile {
  fileName: string;
  content: Uint8Array;
}

async function header(deps: CoreDeps, auction: Auction, report: string): Promise<Cell[][]> {
  const client = await deps.store.clients.get(auction.clientId);
  return [
    [reportExportTitle(report, auction.auctionName)],
    ['Client', client?.clientName ?? ''],
    ['Auction Name', auction.auctionName],
    ['Auction Date', formatEst(auction.auctionStartDate)],
    [],
  ];
}

const fileNameOf = (report: string, auction: Auction): string => reportExportFileName(report, auction.auctionName);

async function render(deps: CoreDeps, sheet: SheetSpec, report: string, auction: Auction): Promise<ExportFile> {
  return { fileName: fileNameOf(report, auction), content: await deps.spreadsheets.render({ sheets: [sheet] }) };
}

export async function legalCommentsWorkbook(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ExportFile>> {
  const a = await reportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const rows = await legalComments(deps, actor, auctionId);
  if (!rows.ok) return rows;
  const report = 'Legal Bid Comments';
  const cells: Cell[][] = [...(await header(deps, a.value, report)), [...LEGAL_COMMENTS_HEADERS], ...rows.value.map((r) => [r.borrower, r.comments])];
  return ok(await render(deps, { name: 'Legal Bid Comments', rows: cells, boldRows: [0, 5], columnWidths: [40, 100] }, report, a.value));
}

/** Rows per chunk handed to the renderer: small enough to bound memory, large enough to be cheap. */
const CHUNK_ROWS = 500;

/** The Full Bid Details sheet, row by row, in chunks (the whole sheet is never held). */
async function* fullBidDetailChunks(head: Cell[][], src: FullBidDetailsSource): AsyncGenerator<SheetRow[]> {
  let chunk: SheetRow[] = head.map((cells, i) => ({ cells, bold: i === 0 }));
  chunk.push({ cells: [...FULL_BID_DETAIL_HEADERS], bold: true });
  const push = function* (row: SheetRow): Generator<SheetRow[]> {
    chunk.push(row);
    if (chunk.length >= CHUNK_ROWS) {
      yield chunk;
      chunk = [];
    }
  };
  const mergedRow = (text: string): SheetRow => ({ cells: [text, ...Array<Cell>(FULL_DETAIL_LAST_COL).fill(null)], bold: true, mergeThrough: FULL_DETAIL_LAST_COL });
  let lotId: Id | null = null;
  for await (const page of fullBidDetailRows(src)) {
    for (const r of page) {
      if (r.lotId !== lotId) {
        lotId = r.lotId;
        yield* push(mergedRow(`Lot ${r.lotNumber} - ${r.lotName}${r.comboFlag ? ' (combo)' : ''}`));
      }
      yield* push({
        cells: [
          r.lotSize,
          r.termDays,
          r.bidder,
          r.collateralType === 'Non_Cash' ? 'Non Cash' : r.collateralType,
          r.fixedCashBid,
          r.bpsBid,
          r.annualizedBid,
          r.allInBid,
          r.allInBidValue,
          r.balGtee,
          r.totalBidValue,
          r.comments,
          r.awardAnalysis,
        ],
      });
    }
  }
  yield* push(mergedRow('Additional Bidder Comments'));
  for (const c of src.additionalComments) yield* push({ cells: [c.bidder, c.comments] });
  if (chunk.length > 0) yield chunk;
}

/** Streamed: the report's rows go to the renderer chunk by chunk, so any auction size exports in bounded memory. */
export async function fullBidDetailsWorkbook(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ExportFile>> {
  const a = await reportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const report = 'Full Bid Details';
  const [head, src] = await Promise.all([header(deps, a.value, report), fullBidDetailsSource(deps, a.value, { paged: true })]);
  const content = await deps.spreadsheets.renderRows({
    name: 'Full Bid Details',
    columnWidths: FULL_BID_DETAIL_HEADERS.map(() => 18),
    rows: fullBidDetailChunks(head, src),
  });
  return ok({ fileName: fileNameOf(report, a.value), content });
}

export const RECOMMENDATION_HEADERS = [
  'Lot',
  'Lot Name',
  'Account Code',
  'Lot Size',
  'Term Days',
  'Datalend Discretionary',
  'Seasonal Analysis',
  'Specials Analysis',
  'eSL Estimate',
  'eSL Bps',
  'Top Bidder',
  'Bid Type',
  'Bps Bid',
  'Annualized Bid',
  'Awarded Bidder',
  'Awarded Annualized Bid',
  'Awarded eSL Estimate',
  'Awarded Total Bid Value',
  'Award Analysis',
  'Concentration Risk',
] as const;

export async function recommendationsWorkbook(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ExportFile>> {
  const rep = await auctionRecommendations(deps, actor, auctionId);
  if (!rep.ok) return rep;
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return rep as never;
  const report = 'Auction Recommendations';
  const cells: Cell[][] = [
    ...(await header(deps, auction, report)),
    [...RECOMMENDATION_HEADERS],
    ...rep.value.reportAuctionRecommendationsTable.map((r) => [
      r.lotNumber,
      r.lotName,
      r.accountCode,
      r.lotSize,
      r.termDays,
      r.datalendDiscretionary,
      r.seasonalAnalysis,
      r.specialsAnalysis,
      r.eslEstimate,
      r.eslBps,
      r.bidder,
      r.bidType,
      r.bpsBid,
      r.annualizedBid,
      r.awardedBidder,
      r.awardedAnnualizedBid,
      r.awardedEslEstimate,
      r.awardedTotalBidValue,
      r.awardAnalysis,
      r.concRisk,
    ]),
    ...rep.value.totals.map((t) => [t.label, null, null, null, null, null, null, null, t.eslEstimate, null, null, null, null, null, null, null, null, t.awardedTotalBidValue]),
  ];
  return ok(await render(deps, { name: 'Auction Recommendations', rows: cells, boldRows: [0, 5] }, report, auction));
}
