/**
 * Report workbooks (POST /excel/report/{bidderLegalComments|fullBidDetails|auctionRecommendations}).
 *
 * Decision: the server builds each workbook from its own data for the posted `auctionId` (after the
 * same access checks as the report: its endpoint's capability, then the report's scoping), instead of rendering the posted report description; the posted
 * headers and rows are ignored. So an export can never show more than the report itself.
 *
 * Layout: the title block (core/documents/sheet-cells.ts titleBlock): row 0 the title "{Report} Report -
 * {auction name}", rows 1-4 Client / Auction Name / Auction Date / Exported (dates in New York time),
 * row 5 empty, row 6 the column headers, data from row 7. In Full Bid Details every lot header row
 * (and the Additional Bidder Comments header) from row 7 on is merged across columns 0-12.
 *
 * Cells: amounts are numbers in their lot's currency format, basis points and percentages
 * numbers in their formats, dates spreadsheet dates, enum values the labels the screens show ("Non
 * Cash"); free text stays text (a formula-looking text is a Text cell: core/validation/spreadsheet-text).
 * Totals of the Auction Recommendations are in the auction's currency.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Id } from '../domain/entities';
import { reportExportFileName, reportExportTitle } from '../domain/messages';
import { ok, type Result } from '../domain/result';
import type { Cell, SheetRow, SheetSpec } from '../ports/documents';
import { bpsCell, dateTimeCell, moneyCell, percentCell, titleBlock, titleBlockRows, type SheetTitle } from '../documents/sheet-cells';
import { collateralLabel } from '../documents/export-labels';
import type { Actor } from '../policy/actor';
import { legalComments } from './legal-comments';
import { auctionRecommendations } from './recommendations';
import { fullBidDetailRows, fullBidDetailsSource, type FullBidDetailsSource } from './report-pages';
import { reportAuction } from './report-access';
import { useCase } from '../app/use-case';
import { FULL_BID_DETAIL_HEADERS, LEGAL_COMMENTS_HEADERS } from '../domain/report-columns';

export { FULL_BID_DETAIL_HEADERS, LEGAL_COMMENTS_HEADERS } from '../domain/report-columns';
/** Zero-based row of the column headers (after the title block); the data follow. */
export const HEADER_ROW = 6;
export const FULL_DETAIL_FIRST_DATA_ROW = HEADER_ROW + 1;
export const FULL_DETAIL_LAST_COL = 12;

export interface ExportFile {
  fileName: string;
  content: Uint8Array;
}

async function title(deps: CoreDeps, auction: Auction, report: string): Promise<SheetTitle> {
  const client = await deps.store.clients.get(auction.clientId);
  return {
    title: reportExportTitle(report, auction.auctionName),
    fields: [
      ['Client', client?.clientName ?? ''],
      ['Auction Name', auction.auctionName],
      ['Auction Date', dateTimeCell(auction.auctionStartDate)],
    ],
    exportedAt: deps.clock.now(),
  };
}

/** The title block's rows; the header row comes at HEADER_ROW. */
async function header(deps: CoreDeps, auction: Auction, report: string): Promise<Cell[][]> {
  const t = await title(deps, auction, report);
  if (titleBlockRows(t) !== HEADER_ROW) throw new Error('the title block does not end at HEADER_ROW');
  return titleBlock(t);
}

const fileNameOf = (report: string, auction: Auction): string => reportExportFileName(report, auction.auctionName);

async function render(deps: CoreDeps, sheet: SheetSpec, report: string, auction: Auction): Promise<ExportFile> {
  return { fileName: fileNameOf(report, auction), content: await deps.spreadsheets.render({ sheets: [sheet] }) };
}

/** GET /excel/report/bidderLegalComments: the Legal Bid Comments workbook of an auction. */
export const legalCommentsWorkbook = useCase({ name: 'reports.legalCommentsWorkbook', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ExportFile>> => {
  const a = await reportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const rows = await legalComments(deps, actor, auctionId);
  if (!rows.ok) return rows;
  const report = 'Legal Bid Comments';
  const cells: Cell[][] = [...(await header(deps, a.value, report)), [...LEGAL_COMMENTS_HEADERS], ...rows.value.map((r) => [r.borrower, r.comments])];
  return ok(await render(deps, { name: 'Legal Bid Comments', rows: cells, boldRows: [0, HEADER_ROW], columnWidths: [40, 100] }, report, a.value));
});

/**
 * Rows per chunk handed to the renderer (the render worker acknowledges each before the next is sent):
 * small enough that a chunk and its XML die young in either thread, large enough that the
 * acknowledgements (some 5,000 at 10,000 lots) do not show.
 */
const CHUNK_ROWS = 100;

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
          moneyCell(r.lotSize, r.currency),
          r.termDays,
          r.bidder,
          collateralLabel(r.collateralType),
          moneyCell(r.fixedCashBid, r.currency),
          bpsCell(r.bpsBid),
          bpsCell(r.annualizedBid),
          percentCell(r.allInBid, 2),
          moneyCell(r.allInBidValue, r.currency),
          moneyCell(r.balGtee, r.currency),
          moneyCell(r.totalBidValue, r.currency),
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
export const fullBidDetailsWorkbook = useCase({ name: 'reports.fullBidDetailsWorkbook', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ExportFile>> => {
  const a = await reportAuction(deps, actor, auctionId);
  if (!a.ok) return a;
  const report = 'Full Bid Details';
  const [head, src] = await Promise.all([header(deps, a.value, report), fullBidDetailsSource(deps, a.value)]);
  const content = await deps.spreadsheets.renderRows({
    name: 'Full Bid Details',
    columnWidths: FULL_BID_DETAIL_HEADERS.map(() => 18),
    rows: fullBidDetailChunks(head, src),
  });
  return ok({ fileName: fileNameOf(report, a.value), content });
});

export const RECOMMENDATION_HEADERS = [
  'Lot',
  'Lot Name',
  'Account Code',
  'Lot Size',
  'Currency',
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

/** GET /excel/report/auctionRecommendations: the Auction Recommendations workbook (staff report roles). */
export const recommendationsWorkbook = useCase(
  { name: 'reports.recommendationsWorkbook', access: 'seeStaffReports' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ExportFile>> => {
    const rep = await auctionRecommendations(deps, actor, auctionId);
    if (!rep.ok) return rep;
    const [auction, lots] = await Promise.all([deps.store.auctions.get(auctionId), deps.store.lots.listByAuction(auctionId)]);
    if (!auction) return rep as never;
    const currencyOf = new Map(lots.map((l) => [l.id, l.currency]));
    const report = 'Auction Recommendations';
    const cells: Cell[][] = [
      ...(await header(deps, auction, report)),
      [...RECOMMENDATION_HEADERS],
      ...rep.value.reportAuctionRecommendationsTable.map((r) => {
        const currency = currencyOf.get(r.lotId) ?? auction.currency;
        return [
          r.lotNumber,
          r.lotName,
          r.accountCode,
          moneyCell(r.lotSize, currency),
          currency,
          r.termDays,
          bpsCell(r.datalendDiscretionary),
          r.seasonalAnalysis,
          r.specialsAnalysis,
          moneyCell(r.eslEstimate, currency),
          bpsCell(r.eslBps),
          r.bidder,
          r.bidType,
          bpsCell(r.bpsBid),
          bpsCell(r.annualizedBid),
          r.awardedBidder,
          bpsCell(r.awardedAnnualizedBid),
          moneyCell(r.awardedEslEstimate, currency),
          moneyCell(r.awardedTotalBidValue, currency),
          r.awardAnalysis,
          r.concRisk,
        ];
      }),
      ...rep.value.totals.map((t) => {
        const row: Cell[] = Array<Cell>(RECOMMENDATION_HEADERS.length).fill(null);
        row[0] = t.label;
        row[RECOMMENDATION_HEADERS.indexOf('eSL Estimate')] = moneyCell(t.eslEstimate, auction.currency);
        row[RECOMMENDATION_HEADERS.indexOf('Awarded Total Bid Value')] = moneyCell(t.awardedTotalBidValue, auction.currency);
        return row;
      }),
    ];
    return ok(await render(deps, { name: 'Auction Recommendations', rows: cells, boldRows: [0, HEADER_ROW] }, report, auction));
  },
);
