/**
 * The words of paste and import on the Place Bids sheet and of the bid file (ours, the spec
 * has no import). Here, not in core/domain/messages.ts, because the browser loads them with the import
 * (on demand): the bidder's first screens stay within their JavaScript budget (bench/README.md), as
 * web/src/features/bidding/hooks/bid-warnings.ts does with its words.
 */
/** A pasted or imported line naming a lot the auction does not have. */
export const importUnknownLot = (lotNumber: string): string => `Lot ${lotNumber} is not in this auction.`;
/** A line with values but no lot number in its Lot cell. */
export const IMPORT_NO_LOT_NUMBER = 'The Lot cell is empty: each line starts with the lot number.';
/** A line whose cell count is not the sheet's (headerless paste: the lot number, then the sheet's columns in order). */
export const importWrongColumnCount = (count: number, expected: readonly string[]): string =>
  `The line has ${count} ${count === 1 ? 'cell' : 'cells'}; expected ${expected.length} (${expected.join(', ')}), optionally followed by Lot Specific Comments.`;
/** A line in a file with a header row that has more cells than the header. */
export const importMoreCellsThanHeader = (count: number, header: number): string =>
  `The line has ${count} cells but the header row only ${header}.`;
/** A guarantee or a comment without a bid on the same line (the sheet would drop it). */
export const importNoBidOnLine = (lotNumber: string): string =>
  `Lot ${lotNumber}: a Minimum Balance Gtee or a comment needs a bid (BID Basis points, BID Fixed Amount or BID All-In points) on the same line.`;
/** A header row naming a column that the auction's bid sheet does not have. */
export const importUnknownColumns = (names: readonly string[], known: readonly string[]): string =>
  `${names.length === 1 ? 'Column' : 'Columns'} ${names.map((n) => `"${n}"`).join(', ')} ${names.length === 1 ? 'is' : 'are'} not on this auction's bid sheet. Use ${known.join(', ')}.`;
/** A header row naming one column twice. */
export const importDuplicateColumn = (name: string): string => `The column "${name}" appears twice in the header row.`;
/** Nothing to read: every line blank. */
export const IMPORT_NOTHING_TO_READ = 'Nothing to import: the block or file has no lines with a lot number.';
/** The bid file upload: not exactly one .xlsx or .csv file. */
export const BID_FILE_TYPE = 'Please upload one .xlsx or .csv bid file.';
/** A bid file that cannot be read (a damaged workbook, or not UTF-8 text). */
export const BID_FILE_UNREADABLE = 'The bid file could not be read. Please save it again as .xlsx or .csv (UTF-8) and retry.';
/** A bid file over its size limit (core/bids/bid-file.ts BID_FILE_MAX_BYTES). */
export const BID_FILE_TOO_LARGE = 'A bid file may be at most 2 MB.';
/**
 * A bid file the reader gave up on for one of its budgets (core/ports/upload-reader.ts): it inflates to
 * more than the reader's cap, or reading it takes more time or memory than a bid file can need.
 */
export const BID_FILE_TOO_LARGE_TO_READ = 'The bid file is too large to read. Please keep only the bid lines on its first sheet, or split the file.';
/** A bid file with more rows than any auction has lots (core/bids/bid-file.ts BID_FILE_MAX_ROWS). */
export const BID_FILE_TOO_MANY_ROWS = 'A bid file may hold at most 20,000 lines. Please split the file.';
