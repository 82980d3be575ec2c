/**
 * Paste and import on the Place Bids sheet: rows of cells, pasted from Excel or LibreOffice
 * (tab-separated) or read from a bid file (.xlsx or .csv, core/bids/bid-file.ts), turned into changes
 * of the sheet's rows, each refused line with its reason. Pure: the web runs it on what was pasted or
 * on the rows the server read from an upload; nothing is saved until NEXT, where the server applies
 * its rules as always.
 *
 * The columns (OUR DECISIONS, the spec has no import):
 * - With a header row (the template's, or one copied with the block): the first row among the first
 *   rows whose first cell is "Lot" (or "Lot Number", "Lot No", "Lot #") names the columns; rows above
 *   it (a title block) are ignored. The columns are the sheet's own captions (a few common variants
 *   accepted); the template's descriptive columns (Lot Name & Lot Description, Currency, Market Value,
 *   Term, Asset Class) are read and ignored; a column the auction's sheet does not have refuses the
 *   whole block, naming it. Lines may be shorter than the header (missing cells are blank).
 * - Without a header row: the lot number, then the sheet's columns in its order: Collateral Type (only
 *   when the auction takes both Cash and Non Cash), BID Basis points, BID Fixed Amount, BID All-In
 *   points (all-in auctions), Minimum Balance Gtee (auctions with a guarantee), and optionally Lot
 *   Specific Comments. Exactly that many cells (empty cells past them are ignored), else the line is
 *   refused with the expected columns.
 *
 * The lines (OUR DECISIONS):
 * - A line states its lot's bid: its BID cells replace the row's three bid values (a bid kind the line
 *   does not carry is cleared, so a pasted bps bid never meets a fixed bid left in the row); the
 *   guarantee, comment and collateral change only when the line has that column.
 * - A line with a lot number and no values at all leaves its lot as it is (a template's unfilled lots,
 *   counted, not refused). A blank line is skipped.
 * - The k-th accepted line of a lot fills the lot's k-th row of the sheet; a lot with fewer rows gets a
 *   new row (Add Row), so a block can carry a Cash and a Non Cash bid on one lot.
 * - Every line is checked with the sheet's own rules (core/bids/bid-rules.ts validateBidRows and, given, the
 *   server's value rule: ceilings, a positive value); the first refusal is the line's reason, with the
 *   spec's message where it has one. A guarantee or comment without a bid is refused naming the lot
 *   (the sheet would drop it).
 * - Lot numbers match exactly after trimming, case aside ("6c" is lot 6C).
 */
import type { CollateralType, Id } from '../../../../../core/domain/entities';
import {
  IMPORT_NO_LOT_NUMBER,
  IMPORT_NOTHING_TO_READ,
  importDuplicateColumn,
  importMoreCellsThanHeader,
  importNoBidOnLine,
  importUnknownColumns,
  importUnknownLot,
  importWrongColumnCount,
} from '../../../../../core/bids/bid-sheet-messages';
import { filledBidFieldCount, isBlank, validateBidRows, type BidRowInput, type BidValueRule } from '../../../../../core/bids/bid-rules';
import { placeholderRow } from '../../../../../core/bids/place-bids-table';
import { BID_INPUT_FIELDS, perKind } from '../../../../../core/domain/bid-kinds';
import { bidSheetColumns, IMPORT_FIELD_TITLES, LOT_TITLE, type ImportAuction, type ImportField, type ImportLot } from '../../../../../core/bids/bid-sheet-columns';

export { bidSheetColumns, bidTemplateHeader, IMPORT_FIELD_TITLES, LOT_TITLE, type ImportAuction, type ImportField, type ImportLot } from '../../../../../core/bids/bid-sheet-columns';

type Column = ImportField | 'lot' | 'ignored';

const normal = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/[*:]+$/, '')
    .trim();

const LOT_HEADERS = new Set(['lot', 'lot number', 'lot no', 'lot no.', 'lot #', 'lot nbr']);
const INFO_HEADERS = new Set([
  'lot name & lot description',
  'lot name and lot description',
  'lot name',
  'lot description',
  'description',
  'security',
  'security description',
  'currency',
  'market value',
  'term (days)',
  'term',
  'asset class',
  'add/delete row',
  'clear bid',
]);
const FIELD_HEADERS: Record<ImportField, readonly string[]> = {
  collateralType: ['collateral type', 'collateral'],
  ...perKind('input', (k) => k.importHeaders),
  minBalance: ['minimum balance gtee', 'minimum balance guarantee', 'min balance gtee', 'minimum balance'],
  lotComment: ['lot specific comments', 'lot comments', 'comments', 'comment'],
};

/** How many rows from the top a header row is looked for in (a title block above it is ignored). */
export const HEADER_SEARCH_ROWS = 20;

const isLotHeader = (cell: string | undefined): boolean => cell !== undefined && LOT_HEADERS.has(normal(cell));

type Layout =
  | { ok: true; columns: Column[]; firstLine: number; header: boolean }
  | { ok: false; message: string };

/** The columns of a block: from its header row, or the sheet's order. */
function layoutOf(cells: readonly (readonly string[])[], auction: ImportAuction): Layout {
  const headerAt = cells.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => isLotHeader(r[0]));
  if (headerAt < 0) return { ok: true, columns: ['lot', ...bidSheetColumns(auction), 'lotComment'], firstLine: 0, header: false };
  const offered = new Set<ImportField>([...bidSheetColumns(auction), 'lotComment']);
  const columns: Column[] = [];
  const unknown: string[] = [];
  const seen = new Set<Column>();
  for (const [i, raw] of cells[headerAt].entries()) {
    const n = normal(raw);
    let col: Column | null = null;
    if (i === 0) col = 'lot';
    else if (n === '' || INFO_HEADERS.has(n)) col = 'ignored';
    else {
      const field = (Object.keys(FIELD_HEADERS) as ImportField[]).find((f) => FIELD_HEADERS[f].includes(n));
      if (field && offered.has(field)) col = field;
    }
    if (col === null) {
      unknown.push(raw.trim());
      continue;
    }
    if (col !== 'ignored' && seen.has(col)) return { ok: false, message: importDuplicateColumn(raw.trim()) };
    seen.add(col);
    columns.push(col);
  }
  if (unknown.length > 0) {
    const known = [LOT_TITLE, ...bidSheetColumns(auction).map((f) => IMPORT_FIELD_TITLES[f]), IMPORT_FIELD_TITLES.lotComment];
    return { ok: false, message: importUnknownColumns(unknown, known) };
  }
  return { ok: true, columns, firstLine: headerAt + 1, header: true };
}

/** A line that will fill a row of the sheet. */
export interface AcceptedLine {
  /** 1-based line number in the block or file. */
  line: number;
  lotId: Id;
  lotNumber: string;
  /** Which of the lot's rows it fills (0: the first). */
  occurrence: number;
  /** The columns the line carries (the others keep the row's values, the bid kinds aside). */
  fields: ImportField[];
  /** The row as it will be (checked by the sheet's rules). */
  row: BidRowInput;
}

/** A line left out, with why. */
export interface RefusedLine {
  line: number;
  /** The lot number as given (may be empty or unknown). */
  lotNumber: string;
  /** The caption of the cell the refusal points at, when it points at one. */
  column: string | null;
  reason: string;
}

export interface BidSheetImport {
  /** Set when the whole block is refused (its header names a column the sheet does not have, or nothing to read). */
  blockError: string | null;
  accepted: AcceptedLine[];
  refused: RefusedLine[];
  /** Lines with a known lot number and no value at all: their lots are left as they are. */
  withoutValues: number;
}

/** The sheet the block goes into: the auction, its lots and the rows as they stand. */
export interface ImportTarget {
  auction: ImportAuction;
  lots: readonly ImportLot[];
  rows: readonly BidRowInput[];
}

/** "Non Cash", "non-cash", "NON_CASH" → "Non_Cash"; "cash" → "Cash"; anything else as typed (the rules refuse it). */
const collateralText = (s: string): string => {
  const n = s.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (n === 'cash') return 'Cash';
  if (n === 'noncash') return 'Non_Cash';
  return s.trim();
};

const FIELD_OF_KEY = /^rows\.\d+\.(\w+)$/;

/** The rows of each lot in sheet order: lotId → row indexes. */
const rowsByLot = (rows: readonly BidRowInput[]): Map<Id, number[]> => {
  const out = new Map<Id, number[]>();
  rows.forEach((r, i) => out.set(r.lotId, [...(out.get(r.lotId) ?? []), i]));
  return out;
};

/**
 * Plans the import of `cells` (rows of cell texts) into the sheet: which lines fill which rows and
 * which are refused. `valueRule` is the server's bid value rule (core/bids/bid-value-rule.ts bidValueRule of
 * the auction's lots), so a line above a ceiling or worth nothing is refused before it reaches the sheet.
 */
export function planBidSheetImport(cells: readonly (readonly string[])[], target: ImportTarget, valueRule?: BidValueRule): BidSheetImport {
  const out: BidSheetImport = { blockError: null, accepted: [], refused: [], withoutValues: 0 };
  const layout = layoutOf(cells, target.auction);
  if (!layout.ok) return { ...out, blockError: layout.message };
  const lotByNumber = new Map(target.lots.map((l) => [l.lotNumber.trim().toLowerCase(), l]));
  const lotRows = rowsByLot(target.rows);
  const taken = new Map<Id, number>();
  const expected = layout.columns.length - (layout.header ? 0 : 1);
  const expectedTitles = [LOT_TITLE, ...bidSheetColumns(target.auction).map((f) => IMPORT_FIELD_TITLES[f])];
  let lines = 0;

  for (let i = layout.firstLine; i < cells.length; i++) {
    const line = i + 1;
    const raw = cells[i];
    if (raw.every((c) => isBlank(c))) continue;
    lines++;
    let n = raw.length;
    while (n > 0 && isBlank(raw[n - 1]) && n > expected) n--;
    const lotNumber = (raw[0] ?? '').trim();
    const refuse = (reason: string, column: string | null = null) => out.refused.push({ line, lotNumber, column, reason });
    if (layout.header ? n > layout.columns.length : n !== expected && n !== expected + 1) {
      refuse(layout.header ? importMoreCellsThanHeader(n, layout.columns.length) : importWrongColumnCount(n, expectedTitles));
      continue;
    }
    if (lotNumber === '') {
      refuse(IMPORT_NO_LOT_NUMBER, LOT_TITLE);
      continue;
    }
    const lot = lotByNumber.get(lotNumber.toLowerCase());
    if (!lot) {
      refuse(importUnknownLot(lotNumber), LOT_TITLE);
      continue;
    }
    const given = new Map<ImportField, string>();
    layout.columns.forEach((col, c) => {
      if (col !== 'lot' && col !== 'ignored' && c < n) given.set(col, (raw[c] ?? '').trim());
    });
    if ([...given.values()].every((v) => v === '')) {
      out.withoutValues++;
      continue;
    }
    const occurrence = taken.get(lot.id) ?? 0;
    const baseIndex = lotRows.get(lot.id)?.[occurrence];
    const base: BidRowInput = baseIndex === undefined ? placeholderRow(lot.id, target.auction.collateralType) : target.rows[baseIndex];
    const row: BidRowInput = {
      ...base,
      ...perKind('input', (k) => given.get(k.input) ?? ''),
      minBalance: given.get('minBalance') ?? base.minBalance,
      lotComment: given.get('lotComment') ?? base.lotComment,
      collateralType: given.has('collateralType') ? collateralText(given.get('collateralType') ?? '') : base.collateralType,
    };
    if (filledBidFieldCount(row) === 0) {
      refuse(importNoBidOnLine(lot.lotNumber));
      continue;
    }
    const checked = validateBidRows([row], target.auction, valueRule);
    if (!checked.ok) {
      const key = Object.keys(checked.fields ?? {})[0] ?? '';
      const field = FIELD_OF_KEY.exec(key)?.[1] as ImportField | undefined;
      refuse(checked.message, field && field in IMPORT_FIELD_TITLES ? IMPORT_FIELD_TITLES[field] : null);
      continue;
    }
    taken.set(lot.id, occurrence + 1);
    out.accepted.push({ line, lotId: lot.id, lotNumber: lot.lotNumber, occurrence, fields: [...given.keys()], row });
  }
  if (lines === 0) return { ...out, blockError: IMPORT_NOTHING_TO_READ };
  return out;
}

const ROW_FIELDS: readonly ImportField[] = ['collateralType', ...BID_INPUT_FIELDS, 'minBalance', 'lotComment'];

/**
 * The sheet's rows with the accepted lines applied: each line's values go into its lot's row (a new row
 * after the lot's last one when the lot has fewer rows); the row keeps its bid id and anything else
 * it carries (the web's render key).
 */
export function applyBidSheetImport<R extends BidRowInput>(rows: readonly R[], plan: Pick<BidSheetImport, 'accepted'>, auctionCollateral: CollateralType): R[] {
  const out: R[] = [...rows];
  for (const a of plan.accepted) {
    const indexes = out.flatMap((r, i) => (r.lotId === a.lotId ? [i] : []));
    const at = indexes[a.occurrence];
    const values = Object.fromEntries(ROW_FIELDS.map((f) => [f, a.row[f]])) as Pick<BidRowInput, ImportField>;
    if (at !== undefined) {
      out[at] = { ...out[at], ...values };
      continue;
    }
    const fresh = { ...placeholderRow(a.lotId, auctionCollateral), ...values } as R;
    const last = indexes[indexes.length - 1];
    if (last === undefined) out.push(fresh);
    else out.splice(last + 1, 0, fresh);
  }
  return out;
}

/** One cell the import changes, for the preview: lot, column, old value and new. */
export interface SheetChange {
  line: number;
  lotNumber: string;
  /** 1 for the lot's first row; 2 and on for the further rows (a new row when `newRow`). */
  rowOfLot: number;
  newRow: boolean;
  column: string;
  from: string;
  to: string;
}

/** The cells the accepted lines change (old → new), line by line; a line that changes nothing lists nothing. */
export function bidSheetChanges(rows: readonly BidRowInput[], plan: Pick<BidSheetImport, 'accepted'>): SheetChange[] {
  const lotRows = rowsByLot(rows);
  return plan.accepted.flatMap((a) => {
    const at = lotRows.get(a.lotId)?.[a.occurrence];
    const before = at === undefined ? null : rows[at];
    return ROW_FIELDS.flatMap((f) => {
      const from = before?.[f] ?? '';
      const to = a.row[f];
      if (from === to && before !== null) return [];
      if (before === null && to === '') return [];
      return [{ line: a.line, lotNumber: a.lotNumber, rowOfLot: a.occurrence + 1, newRow: before === null, column: IMPORT_FIELD_TITLES[f], from, to }];
    });
  });
}

/** The lots the accepted lines fill (each counted once). */
export const lotsFilled = (plan: Pick<BidSheetImport, 'accepted'>): number => new Set(plan.accepted.map((a) => a.lotId)).size;

/**
 * The cells of a block copied from Excel or LibreOffice (text/plain: tab-separated cells, one line per
 * row). A cell holding a tab, a line break or a quote comes quoted ("a ""b"""), as both write it; the
 * line break the copy ends with adds no row.
 */
export function parsePastedCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const t = text.replace(/\r\n?/g, '\n');
  let atCellStart = true;
  while (i < t.length) {
    const ch = t[i];
    if (atCellStart && ch === '"') {
      // A quoted cell: up to the closing quote not doubled.
      let j = i + 1;
      let quoted = '';
      while (j < t.length) {
        if (t[j] === '"' && t[j + 1] === '"') {
          quoted += '"';
          j += 2;
        } else if (t[j] === '"') break;
        else quoted += t[j++];
      }
      // Not a well-formed quoted cell (no closing quote, or text after it): the text as it is.
      if (j < t.length && (j + 1 === t.length || t[j + 1] === '\t' || t[j + 1] === '\n')) {
        cell = quoted;
        i = j + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else cell += ch;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
