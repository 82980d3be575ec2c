/**
 * The bid file of the Place Bids sheet: the template generated from the auction's lots, and
 * the reading of an uploaded bid file (.xlsx or .csv) into rows of cell texts. Reading saves nothing:
 * the browser turns the rows into changes of the sheet with web/src/features/bidding/grid/bid-sheet-import.ts (the same
 * code as a paste), shows them, and the bids are saved only by NEXT, through the save's own rules.
 *
 * Decisions:
 * - The server parses the upload, not the browser: a workbook reader is far beyond the bidder's
 *   JavaScript budget even loaded on demand, and one reader on the server reads .xlsx and .csv alike
 *   with one set of limits. It is the UploadReader port (core/ports/upload-reader.ts): the server reads
 *   in a worker pool with measured budgets (bytes inflated, rows, wall time, heap), never on the thread
 *   that answers everyone else.
 * - Only users who may bid on the auction get its template or have a file read (`bid`, and the
 *   borrower approved for the auction, as for every step of the wizard); an auction the borrower is not
 *   approved for answers like an unknown one.
 * - Limits: one file, .xlsx or .csv by its name, at most BID_FILE_MAX_BYTES, BID_FILE_MAX_ROWS lines and
 *   BID_FILE_MAX_COLUMNS cells a line (a bid line has at most 9); a .csv must be UTF-8 (a BOM is fine).
 *   A read the reader refuses for a budget (a workbook that inflates past the reader's cap, a read past
 *   its time or memory) answers LIMIT_EXCEEDED with BID_FILE_TOO_LARGE_TO_READ; a damaged file
 *   VALIDATION with BID_FILE_UNREADABLE. Nothing is written either way.
 */
import type { CoreDeps } from '../app/deps';
import type { Id } from '../domain/entities';
import { BID_FILE_TOO_LARGE, BID_FILE_TOO_LARGE_TO_READ, BID_FILE_TOO_MANY_ROWS, BID_FILE_TYPE, BID_FILE_UNREADABLE } from './bid-sheet-messages';
import { fail, ok, type Result } from '../domain/result';
import { sortByLotNumber } from '../domain/lot-number-order';
import { useCase } from '../app/use-case';
import type { Actor } from '../policy/actor';
import { resolveBidder } from './bidder-access';
import type { GeneratedFile } from './bid-confirmation-pdf';
import { bidTemplateHeader } from './bid-sheet-columns';

export const BID_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const BID_FILE_MAX_ROWS = 20_000;
export const BID_FILE_MAX_COLUMNS = 50;

/** An uploaded file: its name (for the extension) and its bytes. */
export interface BidFileUpload {
  name: string;
  bytes: Uint8Array;
}

/** What a read file gives the browser: its name and its rows of cell texts. */
export interface BidFileRows {
  fileName: string;
  rows: string[][];
}

const kindOf = (name: string): 'xlsx' | 'csv' | null => (/\.xlsx$/i.test(name) ? 'xlsx' : /\.csv$/i.test(name) ? 'csv' : null);

/**
 * POST /auction/readbidfile/{auctionId}: the uploaded bid file's rows (the first sheet of an .xlsx, or
 * the .csv), for the sheet's import preview. Nothing is stored.
 */
export const readBidFile = useCase({ name: 'bids.readBidFile', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id, files: readonly BidFileUpload[]): Promise<Result<BidFileRows>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const [file] = files;
  const kind = file && files.length === 1 ? kindOf(file.name) : null;
  if (!file || kind === null) return fail('VALIDATION', BID_FILE_TYPE, { file: BID_FILE_TYPE });
  if (file.bytes.length > BID_FILE_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', BID_FILE_TOO_LARGE, { file: BID_FILE_TOO_LARGE });
  const limits = { maxRows: BID_FILE_MAX_ROWS, maxColumns: BID_FILE_MAX_COLUMNS };
  const read = kind === 'csv' ? await deps.uploads.readCsv(file.bytes, limits) : await deps.uploads.readXlsx(file.bytes, limits);
  if (!read.ok && read.refused === 'budget') return fail('LIMIT_EXCEEDED', BID_FILE_TOO_LARGE_TO_READ, { file: BID_FILE_TOO_LARGE_TO_READ });
  if (!read.ok) return fail('VALIDATION', BID_FILE_UNREADABLE, { file: BID_FILE_UNREADABLE });
  if (read.rows.length > BID_FILE_MAX_ROWS) return fail('LIMIT_EXCEEDED', BID_FILE_TOO_MANY_ROWS, { file: BID_FILE_TOO_MANY_ROWS });
  return ok({ fileName: file.name, rows: read.rows });
});

/** "Q4 2026 Global Multi-Asset Auction Bid Template.xlsx", characters unsafe in file names as underscores. */
export const bidTemplateFileName = (auctionName: string): string => `${auctionName} Bid Template.xlsx`.replace(/[\s/\\:*?"<>|]+/g, '_');

/**
 * POST /auction/bidtemplate/{auctionId}: the auction's bid template: one row per lot (lot number, lot
 * name, currency) under the header of the sheet's columns
 * (`bidTemplateHeader`), the bid cells empty. What the import reads back as it is.
 */
export const bidTemplate = useCase({ name: 'bids.bidTemplate', access: 'bid' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<GeneratedFile>> => {
  const ctx = await resolveBidder(deps, actor, auctionId);
  if (!ctx.ok) return ctx;
  const lots = sortByLotNumber(await deps.store.lots.listByAuction(auctionId));
  const header = bidTemplateHeader(ctx.value.auction);
  const blanks = header.slice(3).map(() => null);
  const content = await deps.spreadsheets.render({
    sheets: [
      {
        name: 'Bids',
        rows: [header, ...lots.map((l) => [l.lotNumber, l.lotName, l.currency, ...blanks])],
        boldRows: [0],
        columnWidths: header.map((h, i) => (i === 1 ? 40 : Math.max(12, h.length + 2))),
      },
    ],
  });
  return ok({ fileName: bidTemplateFileName(ctx.value.auction.auctionName), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content });
});
