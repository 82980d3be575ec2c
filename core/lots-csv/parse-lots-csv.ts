/**
 * Parses the lots upload (16 columns, access-and-administration §3 and §5) with papaparse, so the
 * browser can preview exactly what the server will import.
 *
 * Decisions:
 * - An empty file is refused (Please do not upload an empty file); a file with only a header or
 *   only blank rows is refused with the title Empty Template File (Please make sure the template
 *   has data). Nothing else rejects the whole file: each bad row is skipped and reported with its
 *   1-based line number and the reason, and the good rows are imported. A manager fixes the few
 *   reported lines instead of re-uploading hundreds of good ones.
 * - The first non-blank row is a header when neither its Asset Class Id nor its Market Value is a
 *   number (so a file without a header still imports its first row).
 * - Line ends may be CRLF, LF or CR; quoted fields may contain commas and line breaks; a leading
 *   byte-order mark is ignored; rows whose cells are all empty are ignored.
 * - Ids must be whole numbers present in the given asset class and currency lists; E/F and U/I are
 *   accepted in either case; empty optional cells become null; lot numbers must be unique within
 *   the file and the auction.
 * - A file of more than LOTS_PER_UPLOAD_MAX data rows is refused whole (lot-limits.ts). The parse stops
 *   at the first row past the limit, so a file of a million lots costs no more than one at the limit
 *   (blank lines are still stepped through, but dropped as they are read, never kept).
 * - A row in another currency than the auction's without an FX Rate is skipped with MSG.FX_RATE_REQUIRED
 *   (the lot form's rule: a rate is never assumed to be 1); a row in the auction's currency may leave it empty.
 * - Parsing never throws, whatever the text.
 */
import Papa from 'papaparse';
import type { AssetClass, CurrencyCode, Domicile, Id, Lot, SecurityType } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Failure, type Ok } from '../domain/result';
import { validateLotFields } from '../validation/lot-form';
import { parseDecimalInput, parseWholeNumberInput } from '../validation/numeric-input';
import { LOT_CSV_FIELD_COUNT } from './lot-csv-columns';
import { checkUploadRowCount, LOTS_PER_UPLOAD_MAX, type LotLimitCode } from './lot-limits';

export type NewLot = Omit<Lot, 'id'>;

export interface LotsCsvContext {
  auctionId: Id;
  allInFlag: boolean;
  /** The auction's currency: a row in another one needs its FX Rate. */
  auctionCurrency: CurrencyCode;
  assetClasses: readonly Pick<AssetClass, 'id'>[];
  currencies: readonly { id: Id; currencyCode: CurrencyCode }[];
  /** Lot numbers the auction already has. */
  existingLotNumbers?: readonly string[];
}

export interface SkippedRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  reason: string;
}

export interface LotsCsvParsed {
  lots: NewLot[];
  skipped: SkippedRow[];
}

export type LotsCsvFailure = Failure<'EMPTY_FILE' | 'EMPTY_TEMPLATE' | LotLimitCode> & { title?: string };
export type LotsCsvResult = Ok<LotsCsvParsed> | LotsCsvFailure;

/** Reasons for skipped rows (ours; the spec only says such rows are skipped). */
export const CSV_REASON = {
  fieldCount: (found: number) => `Expected ${LOT_CSV_FIELD_COUNT} fields, found ${found}`,
  malformedQuotes: 'Malformed quotes',
  unknownAssetClass: (v: string) => `Asset Class Id ${v} is not in the Asset Class list`,
  unknownCurrency: (v: string) => `Currency Id ${v} is not in the Currency list`,
  secType: 'Security Type must be E or F',
  domicile: 'Domicile must be U or I',
  duplicateLotNumber: (n: string) => `Lot Number ${n} already exists`,
} as const;

/** "Line 4: reason", for lists shown to people. */
export const describeSkipped = (s: SkippedRow): string => `Line ${s.line}: ${s.reason}`;

interface RawRow {
  line: number;
  cells: string[];
  malformed: boolean;
}

const isBlankRow = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === '');

/** The non-blank rows of the text in order, at most `maxRows` of them: the parse stops there. */
const readRows = (text: string, maxRows: number): RawRow[] => {
  const rows: RawRow[] = [];
  // A row's line is 1 + the line breaks before it, counted as the parse moves forward.
  let counted = 0;
  let line = 1;
  const lineOf = (offset: number): number => {
    for (; counted < offset; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    skipEmptyLines: false,
    step: (r, parser) => {
      const cells = r.data.map((c) => String(c));
      if (!isBlankRow(cells)) rows.push({ line: lineOf(start), cells, malformed: r.errors.some((e) => e.type === 'Quotes') });
      start = r.meta.cursor;
      if (rows.length >= maxRows) parser.abort();
    },
  });
  return rows;
};
const isNumberCell = (c: string | undefined): boolean => {
  const d = parseDecimalInput(c ?? '');
  return d !== null && d !== 'INVALID';
};

const letterChoice = <T extends string>(cell: string, allowed: readonly T[]): T | '' | 'INVALID' => {
  const v = cell.trim().toUpperCase();
  if (v === '') return '';
  return (allowed as readonly string[]).includes(v) ? (v as T) : 'INVALID';
};

export const parseLotsCsv = (text: string, ctx: LotsCsvContext): LotsCsvResult => {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (normalized.trim() === '') return fail('EMPTY_FILE', MSG.LOTS_FILE_EMPTY);

  // A header, the most data rows a file may carry, and one more to tell that it carries too many.
  const rows = readRows(normalized, LOTS_PER_UPLOAD_MAX + 2);
  const first = rows[0];
  const hasHeader = first !== undefined && !isNumberCell(first.cells[2]) && !isNumberCell(first.cells[3]);
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length === 0) return { ...fail('EMPTY_TEMPLATE', MSG.LOTS_TEMPLATE_HAS_NO_DATA), title: MSG.EMPTY_TEMPLATE_FILE };
  const count = checkUploadRowCount(data.length);
  if (!count.ok) return count;

  const assetClassIds = new Set(ctx.assetClasses.map((a) => a.id));
  const currencyById = new Map(ctx.currencies.map((c) => [c.id, c.currencyCode]));
  const usedNumbers = new Set((ctx.existingLotNumbers ?? []).map((n) => n.trim()));
  const lots: NewLot[] = [];
  const skipped: SkippedRow[] = [];

  for (const row of data) {
    if (row.malformed) {
      skipped.push({ line: row.line, reason: CSV_REASON.malformedQuotes });
      continue;
    }
    if (row.cells.length !== LOT_CSV_FIELD_COUNT) {
      skipped.push({ line: row.line, reason: CSV_REASON.fieldCount(row.cells.length) });
      continue;
    }
    const c = row.cells as [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];
    const reasons: string[] = [];

    const idCell = (cell: string, known: (id: number) => boolean, unknown: (v: string) => string): number | null => {
      const id = parseWholeNumberInput(cell);
      if (id === null) return null;
      if (id === 'INVALID' || !known(id)) {
        reasons.push(unknown(cell.trim()));
        return null;
      }
      return id;
    };
    const assetClassId = idCell(c[2], (id) => assetClassIds.has(id), CSV_REASON.unknownAssetClass);
    const currencyId = idCell(c[5], (id) => currencyById.has(id), CSV_REASON.unknownCurrency);
    const secType = letterChoice<SecurityType>(c[9], ['E', 'F']);
    if (secType === 'INVALID') reasons.push(CSV_REASON.secType);
    const domicile = letterChoice<Domicile>(c[10], ['U', 'I']);
    if (domicile === 'INVALID') reasons.push(CSV_REASON.domicile);

    const checked = validateLotFields(
      {
        id: -1,
        auctionId: ctx.auctionId,
        lotNumber: c[0],
        lotName: c[1],
        // An unknown id is already reported above; don't also call it missing.
        assetClassId: assetClassId ?? (c[2].trim() === '' ? null : 0),
        marketValue: c[3],
        assumedPct: c[4],
        currency: currencyId === null ? (c[5].trim() === '' ? null : 'USD') : (currencyById.get(currencyId) as CurrencyCode),
        fxRate: c[6],
        termDays: c[7],
        termDisp: c[8],
        secType: secType === 'INVALID' ? null : secType,
        domicile: domicile === 'INVALID' ? null : domicile,
        comboFlag: false,
        comboLotIds: [],
        eslBps: c[11],
        incumbent: c[12],
        concRisk: c[13],
        grossDividend: c[14],
        taxRate: c[15],
        datalendDiscretionary: null,
        accountCode: null,
        seasonalAnalysis: null,
        specialsAnalysis: null,
        compBid: null,
      },
      { allInFlag: ctx.allInFlag, auctionCurrency: ctx.auctionCurrency },
    );
    if (!checked.ok) reasons.push(...Object.values(checked.fields ?? { _: checked.message }));
    const lotNumber = c[0].trim();
    if (lotNumber !== '' && usedNumbers.has(lotNumber)) reasons.push(CSV_REASON.duplicateLotNumber(lotNumber));

    if (reasons.length > 0 || !checked.ok) {
      skipped.push({ line: row.line, reason: reasons.join('; ') });
      continue;
    }
    usedNumbers.add(lotNumber);
    const { id: _id, ...lot } = checked.value;
    lots.push(lot);
  }
  return ok({ lots, skipped });
};
