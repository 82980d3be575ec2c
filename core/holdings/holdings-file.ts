/**
 * The holdings file of an auction (.csv or .xlsx): its columns, its template, and the reading of its rows
 * into holdings per lot. One line is one holding of the lot its Lot Number names.
 *
 * Decisions:
 * - Columns are found by their header (any order, any case); Lot Number, Issuer Name, Quantity, Price
 *   and Currency must be there, and at least one identifier column. Quantity Type and Issuer LEI may be left out.
 * - The file replaces the holdings of the lots it names; lots it does not name keep theirs.
 * - Any refused line refuses the whole file: every refused line is listed with its reasons, nothing is
 *   written (a lot half-described is worse than one not yet described).
 * - A combo lot holds what its lots hold, so holdings name single lots only.
 */
import type { Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Failure } from '../domain/result';
import { validateHolding, type HoldingInput } from './holding-rules';
import { HOLDINGS_FILE_MAX_BYTES, HOLDINGS_FILE_MAX_ROWS, MAX_HOLDINGS_PER_LOT, type NewHolding } from './holding';

export { HOLDINGS_FILE_MAX_BYTES, HOLDINGS_FILE_MAX_COLUMNS, HOLDINGS_FILE_MAX_INFLATED_BYTES, HOLDINGS_FILE_MAX_ROWS, HOLDINGS_FILE_READ_BUDGET_MS } from './holding';

export interface HoldingsColumn {
  header: string;
  field: keyof HoldingInput | 'lotNumber';
  required: boolean;
  guide: string;
  example: string;
}

export const HOLDINGS_COLUMNS: readonly HoldingsColumn[] = [
  { header: 'Lot Number', field: 'lotNumber', required: true, guide: 'The lot this holding is in (a single lot, not a combo lot)', example: '1' },
  { header: 'ISIN', field: 'isin', required: false, guide: '12 characters; at least one of ISIN, CUSIP, SEDOL, FIGI', example: 'US0378331005' },
  { header: 'CUSIP', field: 'cusip', required: false, guide: '9 characters', example: '037833100' },
  { header: 'SEDOL', field: 'sedol', required: false, guide: '7 characters', example: '2046251' },
  { header: 'FIGI', field: 'figi', required: false, guide: '12 characters', example: 'BBG000B9XRY4' },
  { header: 'Issuer Name', field: 'issuerName', required: true, guide: 'Text', example: 'Apple Inc.' },
  { header: 'Issuer LEI', field: 'issuerLei', required: false, guide: '20 characters (ISO 17442), where known', example: 'HWUPKR0MPOU8FGXBT394' },
  { header: 'Quantity', field: 'quantity', required: true, guide: 'Shares, or par for fixed income; greater than 0', example: '150000' },
  { header: 'Quantity Type', field: 'quantityKind', required: false, guide: 'SHARES (default) or PAR', example: 'SHARES' },
  { header: 'Price', field: 'price', required: true, guide: 'Per share, or per 1 of par (98.75% is 0.9875)', example: '190.25' },
  { header: 'Currency', field: 'currency', required: true, guide: 'Currency code, e.g. USD', example: 'USD' },
];


export const HOLDINGS_MESSAGES = {
  FILE_TYPE: 'Please upload one .csv or .xlsx file.',
  FILE_TOO_LARGE: `The holdings file must be at most ${HOLDINGS_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  TOO_LARGE_TO_READ: 'The holdings file is too large to read.',
  UNREADABLE: 'The holdings file could not be read: it is not a .csv (UTF-8) or .xlsx file.',
  TOO_MANY_ROWS: `The holdings file must have at most ${HOLDINGS_FILE_MAX_ROWS.toLocaleString('en-US')} lines.`,
  NO_DATA: 'Please make sure the template has data',
  MISSING_COLUMNS: 'The holdings file must have the columns Lot Number, Issuer Name, Quantity, Price, Currency and at least one of ISIN, CUSIP, SEDOL, FIGI.',
  LINES_REFUSED: 'Nothing was imported: correct the refused lines and upload the file again.',
  UNKNOWN_LOT: 'Lot Number names no lot of this auction.',
  COMBO_LOT: 'Holdings belong to single lots, not to a combo lot.',
  TOO_MANY_FOR_LOT: `A lot may have at most ${MAX_HOLDINGS_PER_LOT.toLocaleString('en-US')} holdings.`,
} as const;

/** A refused line: its 1-based line in the file and why. */
export interface RefusedLine {
  line: number;
  reason: string;
}

/** The file read: the lots it names and their new holdings (in file order). */
export interface HoldingsFileRead {
  lotIds: Id[];
  holdings: NewHolding[];
}

/** A refused file: why, and each refused line when lines were refused. */
export type HoldingsFileFailure = Failure<'VALIDATION' | 'EMPTY_TEMPLATE'> & { refused?: RefusedLine[] };

/** What a holdings line may name: the auction's lots, by number. */
export type HoldingsFileLot = Pick<Lot, 'id' | 'lotNumber' | 'comboFlag'>;

/** A sheet read as holdings: its lots and holdings, or why it is refused (too many lines, empty, refused lines). */
export type HoldingsSheetCheck = { ok: true; value: HoldingsFileRead } | HoldingsFileFailure | Failure<'LIMIT_EXCEEDED' | 'EMPTY_FILE'>;

const normal = (header: string): string => header.trim().toLowerCase().replace(/\s+/g, ' ');
const BY_HEADER = new Map(HOLDINGS_COLUMNS.map((c) => [normal(c.header), c]));

/** The header row of the template. */
export const holdingsTemplateHeader = (): string[] => HOLDINGS_COLUMNS.map((c) => c.header);

/** The rows without the blank ones at the end (a final line break, or empty rows a spreadsheet kept): they are no lines. */
const withoutTrailingBlankRows = (rows: string[][]): string[][] => {
  let end = rows.length;
  while (end > 0 && rows[end - 1].every((c) => c.trim() === '')) end--;
  return end === rows.length ? rows : rows.slice(0, end);
};

/**
 * A holdings file's sheet as read (the header first, at most two rows past HOLDINGS_FILE_MAX_ROWS lines) checked
 * against the auction's `lots`: at most HOLDINGS_FILE_MAX_ROWS lines, not empty, every line valid (readHoldingsRows).
 * The upload reader runs it where it reads the file, off the request's thread.
 */
export function checkHoldingsSheet(sheet: string[][], lots: readonly HoldingsFileLot[]): HoldingsSheetCheck {
  const rows = withoutTrailingBlankRows(sheet);
  // The header and at most HOLDINGS_FILE_MAX_ROWS lines.
  if (rows.length > HOLDINGS_FILE_MAX_ROWS + 1) return fail('LIMIT_EXCEEDED', HOLDINGS_MESSAGES.TOO_MANY_ROWS, { file: HOLDINGS_MESSAGES.TOO_MANY_ROWS });
  if (rows.length === 0) return fail('EMPTY_FILE', MSG.LOTS_FILE_EMPTY, { file: MSG.LOTS_FILE_EMPTY });
  return readHoldingsRows(rows, lots);
}

/**
 * The rows of a holdings file (the header first) as holdings of the auction's `lots`: every line valid,
 * or every refused line with its reasons.
 */
export function readHoldingsRows(rows: readonly (readonly string[])[], lots: readonly HoldingsFileLot[]): { ok: true; value: HoldingsFileRead } | HoldingsFileFailure {
  const [header = [], ...data] = rows;
  const columns = header.map((h) => BY_HEADER.get(normal(h)) ?? null);
  const present = new Set(columns.flatMap((c) => (c ? [c.field] : [])));
  const idPresent = (['isin', 'cusip', 'sedol', 'figi'] as const).some((f) => present.has(f));
  if (HOLDINGS_COLUMNS.some((c) => c.required && !present.has(c.field)) || !idPresent) {
    return fail('VALIDATION', HOLDINGS_MESSAGES.MISSING_COLUMNS, { file: HOLDINGS_MESSAGES.MISSING_COLUMNS });
  }
  const byNumber = new Map(lots.map((l) => [l.lotNumber.trim().toUpperCase(), l]));
  const holdings: NewHolding[] = [];
  const refused: RefusedLine[] = [];
  const perLot = new Map<Id, number>();
  data.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const line = i + 2;
    const input: HoldingInput & { lotNumber?: string } = {};
    columns.forEach((c, j) => {
      if (c) input[c.field] = cells[j] ?? '';
    });
    const reasons: string[] = [];
    const lot = byNumber.get((input.lotNumber ?? '').trim().toUpperCase());
    if (!lot) reasons.push(HOLDINGS_MESSAGES.UNKNOWN_LOT);
    else if (lot.comboFlag) reasons.push(HOLDINGS_MESSAGES.COMBO_LOT);
    const valid = validateHolding(input);
    if (!valid.ok) reasons.push(...Object.values(valid.fields ?? { file: valid.message }));
    if (lot && valid.ok && reasons.length === 0) {
      const count = (perLot.get(lot.id) ?? 0) + 1;
      perLot.set(lot.id, count);
      if (count > MAX_HOLDINGS_PER_LOT) reasons.push(HOLDINGS_MESSAGES.TOO_MANY_FOR_LOT);
      else holdings.push({ lotId: lot.id, ...valid.value });
    }
    if (reasons.length > 0) refused.push({ line, reason: reasons.join(' ') });
  });
  if (refused.length > 0) {
    const lines = Object.fromEntries(refused.map((r) => [`lines.${r.line}`, `Line ${r.line}: ${r.reason}`]));
    return { ...fail('VALIDATION', HOLDINGS_MESSAGES.LINES_REFUSED, lines), refused };
  }
  if (holdings.length === 0) return fail('EMPTY_TEMPLATE', HOLDINGS_MESSAGES.NO_DATA, { file: HOLDINGS_MESSAGES.NO_DATA });
  return ok({ lotIds: [...perLot.keys()], holdings });
}
