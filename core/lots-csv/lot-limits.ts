/**
 * How many lots an auction may hold, and a lots file may carry. Every report, award screen and
 * export of an auction works over all its lots (and their bids): an auction of 200,000 lots imports
 * in seconds but then no report of it can be built. The caps sit well above real auctions (hundreds
 * to a few thousand lots) and at the size the benchmarks measure at 10×. Checked by the CSV parser
 * (the browser's preview and the server's import), the import and the lot form.
 */
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';

/** Data rows (header and blank rows aside) one lots file may carry. */
export const LOTS_PER_UPLOAD_MAX = 10_000;
/** Lots one auction may hold. */
export const LOTS_PER_AUCTION_MAX = 10_000;

/** The failure code of a refused count: the adapters answer it 422. */
export type LotLimitCode = 'LIMIT_EXCEEDED';

/** Refuses a file of more than LOTS_PER_UPLOAD_MAX data rows (before any row is validated). */
export const checkUploadRowCount = (rows: number): Result<void, LotLimitCode> =>
  rows > LOTS_PER_UPLOAD_MAX ? fail('LIMIT_EXCEEDED', MSG.TOO_MANY_LOTS_IN_FILE, { file: MSG.TOO_MANY_LOTS_IN_FILE }) : ok(undefined);

/** Refuses adding `adding` lots to an auction holding `existing` when the total would pass LOTS_PER_AUCTION_MAX. */
export const checkAuctionLotCount = (existing: number, adding: number): Result<void, LotLimitCode> =>
  existing + adding > LOTS_PER_AUCTION_MAX
    ? fail('LIMIT_EXCEEDED', MSG.TOO_MANY_LOTS_IN_AUCTION, { file: MSG.TOO_MANY_LOTS_IN_AUCTION })
    : ok(undefined);
