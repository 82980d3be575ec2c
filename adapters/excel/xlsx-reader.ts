/**
 * Reads the first worksheet of an uploaded .xlsx into rows of cell texts, in bounded work: the
 * archive's parts are stream-inflated with a running byte count (./zip-entries.ts: never more than the
 * read's byte budget, whatever the zip's directory declares), and the sheet's XML is parsed as it
 * inflates (saxes, the SAX parser exceljs itself uses), stopping at the row limit: at most
 * `maxRows + 1` rows are parsed and nothing else of the sheet is built or even inflated.
 *
 * What is read, in order: `_rels/.rels` (the workbook's part), the workbook and its relationships
 * (the first worksheet in the workbook's order, the 1904 date system, the shared strings and styles
 * parts), the worksheet's `<sheetData>` up to the row limit; then, only when a read cell needs them,
 * the styles (number formats, to tell dates) and the shared strings up to the highest index a read
 * cell uses. All of it counts against the one byte budget.
 *
 * Cell texts are what exceljs gave the bid file import before (the tests compare with exceljs):
 * numbers to 15 significant digits without exponent or grouping; a number whose style's number format
 * is a date format (exceljs's rule) as its yyyy-mm-dd date; booleans TRUE/FALSE; shared strings,
 * inline strings and rich text as their text (phonetic runs aside; `_xHHHH_` escapes decoded);
 * formulas by their cached result (none: ''); errors by their text (#N/A). Rows by their `r` number
 * (missing rows are empty), cells by their column; a row is as wide as its last cell that holds a
 * value, a formula or a style (at most `maxColumns`).
 *
 * Where exceljs was wrong or threw, this reader is deliberately different: a `t="d"` cell (an ISO
 * date) gives its date, not its year as a number; a date-styled cell whose value is no date gives ''
 * instead of refusing the file; text is decoded across chunk boundaries and entities are not decoded
 * twice; a row or cell without its `r` follows the previous one; merged cells are not copied from the
 * top-left cell (that lies after the rows, beyond what is read).
 */
import type { SaxesTagPlain } from 'saxes';
import { inflateEntry, type InflateBudget, type ZipEntry, zipEntries, ZipUnreadable } from './zip-entries';

export interface XlsxReadLimits {
  maxRows: number;
  maxColumns: number;
}

export interface XlsxRows {
  /** At most `maxRows + 1` rows (exactly that many when the sheet has more) of at most `maxColumns` cell texts. */
  rows: string[][];
  /** `<row>` elements parsed: at most `maxRows + 1`. */
  rowsRead: number;
}

/** A workbook whose parts are missing or not what the package format says. */
export class XlsxUnreadable extends ZipUnreadable {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxUnreadable';
  }
}

/** A cell as read from the sheet, before shared strings and styles are looked up. */
interface RawCell {
  /** The `t` attribute ('' when absent: a number). */
  t: string;
  /** The style (`s`) index, 0 when absent. */
  s: number;
  /** The `<v>` (and plain inline `<t>`) text, undefined when there was none. */
  v: string | undefined;
  /** The texts of rich-text runs (inline strings), or undefined. */
  runs: string[] | undefined;
  /** An `<f>` with a formula or a shared-formula reference. */
  formula: boolean;
}

/** exceljs's built-in number formats (the ids a style may use without declaring them). */
const BUILT_IN_FORMATS: Readonly<Record<number, string>> = {
  0: 'General', 1: '0', 2: '0.00', 3: '#,##0', 4: '#,##0.00', 9: '0%', 10: '0.00%', 11: '0.00E+00', 12: '# ?/?', 13: '# ??/??',
  14: 'mm-dd-yy', 15: 'd-mmm-yy', 16: 'd-mmm', 17: 'mmm-yy', 18: 'h:mm AM/PM', 19: 'h:mm:ss AM/PM', 20: 'h:mm', 21: 'h:mm:ss', 22: 'm/d/yy "h":mm',
  37: '#,##0 ;(#,##0)', 38: '#,##0 ;[Red](#,##0)', 39: '#,##0.00 ;(#,##0.00)', 40: '#,##0.00 ;[Red](#,##0.00)',
  45: 'mm:ss', 46: '[h]:mm:ss', 47: 'mmss.0', 48: '##0.0E+0', 49: '@',
};

/** exceljs's date test of a number format: a date or time letter outside quotes and brackets. */
export const isDateFormat = (format: string): boolean => /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const FIFTEEN_DIGITS = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });

/**
 * A number as Excel keeps and shows it: 15 significant digits, no exponent, no grouping ('' when not
 * finite). A number whose shortest form has at most 15 significant digits and no exponent is that form
 * (a decimal of at most 15 digits comes back whole from its double, so 15 digits show exactly it);
 * the others go through one shared formatter (`toLocaleString` builds one a call: 50 times slower).
 */
export const numberText = (n: number): string => {
  if (!Number.isFinite(n)) return '';
  const s = String(n);
  if (!Object.is(n, -0) && !s.includes('e') && s.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15) return s;
  return FIFTEEN_DIGITS.format(n);
};

/** A spreadsheet day serial as yyyy-mm-dd (exceljs's conversion), '' when it is no date. */
export const serialDateText = (serial: number, date1904: boolean): string => {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
};

/** OOXML's `_xHHHH_` escapes of characters XML cannot hold (exceljs decodes them in strings). */
const unescapeXstring = (text: string): string => text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A tag's name without its namespace prefix (`x:row` is a row). */
const local = (name: string): string => name.slice(name.indexOf(':') + 1);
/** An attribute by its name without prefix (`r:id` as `id` when asked for `id` with `prefixed`). */
const attr = (tag: SaxesTagPlain, name: string, prefixed = false): string | undefined => {
  if (!prefixed) return tag.attributes[name];
  for (const [key, value] of Object.entries(tag.attributes)) if (key.includes(':') && local(key) === name) return value;
  return undefined;
};

/** The column number (1-based) of a cell reference such as `AB12`, or null without letters. */
const columnOf = (ref: string): number | null => {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    col = col * 26 + (c - 0x60);
  }
  return i === 0 ? null : col;
};

interface XmlHandlers {
  open?: (tag: SaxesTagPlain, name: string) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
  /** False once the handlers have read what they need: the part is not inflated further. */
  more?: () => boolean;
}

/** saxes, loaded with the first workbook read rather than with the package. */
let saxes: Promise<typeof import('saxes')> | null = null;

/** Parses one part of the archive as it inflates. Resolves true when it was read to its end. */
async function parsePart(bytes: Uint8Array, entry: ZipEntry, budget: InflateBudget, h: XmlHandlers): Promise<boolean> {
  const { SaxesParser } = await (saxes ??= import('saxes'));
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  // Malformed XML: the workbook is damaged (saxes reports it through this handler, which throws out of write).
  parser.on('error', (e) => {
    throw new XlsxUnreadable(`${entry.name}: ${e.message}`);
  });
  const names: string[] = [];
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    names.push(name);
    h.open?.(tag, name);
  });
  parser.on('closetag', () => h.close?.(names.pop() ?? ''));
  if (h.text) {
    parser.on('text', h.text);
    parser.on('cdata', h.text);
  }
  const decoder = new TextDecoder('utf-8');
  const more = h.more ?? (() => true);
  const whole = await inflateEntry(bytes, entry, budget, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    return more();
  });
  if (whole) {
    parser.write(decoder.decode());
    parser.close();
  }
  return whole;
}

/** A part's path resolved against the folder of the part that names it (`/xl/x.xml` is absolute). */
const resolvePath = (base: string, target: string): string => {
  const parts = target.startsWith('/') ? [] : base.split('/').slice(0, -1);
  for (const p of target.replace(/^\/+/, '').split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.' && p !== '') parts.push(p);
  }
  return parts.join('/');
};

interface Relationship {
  type: string;
  target: string;
}

/** The relationships of the part at `path` (its `_rels/<name>.rels`), by id; empty when it has none. */
async function relationshipsOf(bytes: Uint8Array, entries: Map<string, ZipEntry>, budget: InflateBudget, path: string): Promise<Map<string, Relationship>> {
  const slash = path.lastIndexOf('/');
  const relsPath = `${path.slice(0, slash + 1)}_rels/${path.slice(slash + 1)}.rels`;
  const entry = entries.get(relsPath.toLowerCase());
  const rels = new Map<string, Relationship>();
  if (!entry) return rels;
  await parsePart(bytes, entry, budget, {
    open(tag, name) {
      const id = attr(tag, 'Id');
      const target = attr(tag, 'Target');
      if (name !== 'Relationship' || id === undefined || target === undefined || attr(tag, 'TargetMode') === 'External') return;
      rels.set(id, { type: attr(tag, 'Type') ?? '', target: resolvePath(path, target) });
    },
  });
  return rels;
}

const ofType = (rels: Map<string, Relationship>, suffix: string): Relationship | undefined => [...rels.values()].find((r) => r.type.endsWith(suffix));

interface WorkbookParts {
  sheet: ZipEntry | null;
  sharedStrings: ZipEntry | null;
  styles: ZipEntry | null;
  date1904: boolean;
}

/** The workbook's first worksheet (in the workbook's order), its shared strings and styles parts. */
async function workbookParts(bytes: Uint8Array, entries: Map<string, ZipEntry>, budget: InflateBudget): Promise<WorkbookParts> {
  const part = (path: string | undefined) => (path === undefined ? null : (entries.get(path.toLowerCase()) ?? null));
  const packageRels = await relationshipsOf(bytes, entries, budget, '');
  const workbookPath = ofType(packageRels, '/officeDocument')?.target ?? 'xl/workbook.xml';
  const workbook = part(workbookPath);
  if (!workbook) throw new XlsxUnreadable('no workbook part');
  const rels = await relationshipsOf(bytes, entries, budget, workbookPath);
  const sheetIds: string[] = [];
  let date1904 = false;
  await parsePart(bytes, workbook, budget, {
    open(tag, name) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attr(tag, 'date1904') ?? '');
      if (name === 'sheet') {
        const id = attr(tag, 'id', true);
        if (id !== undefined) sheetIds.push(id);
      }
    },
  });
  const firstSheet = sheetIds.map((id) => rels.get(id)).find((r) => r?.type.endsWith('/worksheet'));
  const sheet = part(firstSheet?.target);
  if (firstSheet && !sheet) throw new XlsxUnreadable(`no part ${firstSheet.target}`);
  const conventional = rels.size === 0;
  return {
    sheet,
    sharedStrings: part(ofType(rels, '/sharedStrings')?.target ?? (conventional ? 'xl/sharedStrings.xml' : undefined)),
    styles: part(ofType(rels, '/styles')?.target ?? (conventional ? 'xl/styles.xml' : undefined)),
    date1904,
  };
}

interface SheetCells {
  /** Rows by number (1-based): each a sparse array of cells by column (1-based), and its width. */
  rows: Map<number, { cells: (RawCell | undefined)[]; width: number }>;
  /** The highest row number read (rows up to it exist, empty or not). */
  lastRow: number;
  rowsRead: number;
}

/** The first `maxRows + 1` rows of the worksheet's `<sheetData>`; inflation stops there. */
async function readSheetCells(bytes: Uint8Array, sheet: ZipEntry, budget: InflateBudget, limits: XlsxReadLimits): Promise<SheetCells> {
  const rowLimit = limits.maxRows + 1;
  const out: SheetCells = { rows: new Map(), lastRow: 0, rowsRead: 0 };
  let done = false;
  let inSheetData = false;
  let row: { number: number; cells: (RawCell | undefined)[]; width: number } | null = null;
  let cell: (RawCell & { col: number }) | null = null;
  let previousCol = 0;
  /** What the text in hand belongs to: a `<v>` or plain `<t>`, an `<f>`, a rich run's `<t>`, or nothing. */
  let textTarget: 'v' | 'f' | 'run' | null = null;
  let inRun = false;
  let inPhonetic = false;
  let formulaText = '';
  await parsePart(bytes, sheet, budget, {
    more: () => !done,
    open(tag, name) {
      if (done) return;
      if (name === 'sheetData') inSheetData = true;
      if (!inSheetData) return;
      switch (name) {
        case 'row': {
          const number = Number.parseInt(attr(tag, 'r') ?? '', 10);
          const n = Number.isSafeInteger(number) && number > 0 ? number : (row?.number ?? out.lastRow) + 1;
          if (n > rowLimit) {
            // Rows come in order: everything from here on is past the limit.
            out.lastRow = rowLimit;
            done = true;
            return;
          }
          out.rowsRead++;
          // A second row of the same number replaces the first (as exceljs does).
          row = { number: n, cells: [], width: 0 };
          previousCol = 0;
          return;
        }
        case 'c': {
          const col = columnOf(attr(tag, 'r') ?? '') ?? previousCol + 1;
          previousCol = col;
          const s = Number.parseInt(attr(tag, 's') ?? '', 10);
          cell = { col, t: attr(tag, 't') ?? '', s: Number.isFinite(s) ? s : 0, v: undefined, runs: undefined, formula: false };
          formulaText = '';
          return;
        }
        case 'v':
          textTarget = 'v';
          return;
        case 'f':
          textTarget = 'f';
          if (cell && attr(tag, 't') !== undefined) cell.formula = true;
          return;
        case 'r':
          inRun = true;
          if (cell) cell.runs ??= [];
          return;
        case 'rPh':
          inPhonetic = true;
          return;
        case 't':
          textTarget = inPhonetic ? null : inRun ? 'run' : 'v';
          if (inRun) cell?.runs?.push('');
          return;
      }
    },
    text(text) {
      if (done || !cell || textTarget === null) return;
      if (textTarget === 'v') cell.v = (cell.v ?? '') + text;
      else if (textTarget === 'f') formulaText += text;
      else if (cell.runs) cell.runs[cell.runs.length - 1] += text;
    },
    close(name) {
      if (done || !inSheetData) return;
      switch (name) {
        case 'v':
        case 'f':
        case 't':
          textTarget = null;
          return;
        case 'r':
          inRun = false;
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        case 'c': {
          if (cell && row) {
            if (formulaText !== '') cell.formula = true;
            // exceljs keeps a cell with a value, a formula or a style; an empty unstyled one is not there.
            const kept = cell.formula || cell.v !== undefined || cell.runs !== undefined || cell.s !== 0;
            if (kept && cell.col <= limits.maxColumns) {
              const { col, ...raw } = cell;
              row.cells[col] = raw;
              row.width = Math.max(row.width, col);
            }
          }
          cell = null;
          return;
        }
        case 'row':
          if (!row) return;
          out.rows.set(row.number, { cells: row.cells, width: row.width });
          out.lastRow = Math.max(out.lastRow, row.number);
          row = null;
          if (out.rowsRead >= rowLimit) {
            // Read as many rows as the caller may take, and one more: the sheet has too many.
            out.lastRow = Math.max(out.lastRow, rowLimit);
            done = true;
          }
          return;
        case 'sheetData':
          inSheetData = false;
          done = true;
          return;
      }
    },
  });
  return out;
}

/** The number format code of each cell style (cellXfs index), from the styles part. */
async function styleFormats(bytes: Uint8Array, styles: ZipEntry, budget: InflateBudget): Promise<string[]> {
  const custom = new Map<number, string>();
  const xfFormatIds: number[] = [];
  let inCellXfs = false;
  await parsePart(bytes, styles, budget, {
    open(tag, name) {
      if (name === 'numFmt') custom.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) xfFormatIds.push(Number.parseInt(attr(tag, 'numFmtId') ?? '0', 10) || 0);
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return xfFormatIds.map((id) => (id ? (custom.get(id) ?? BUILT_IN_FORMATS[id] ?? '') : ''));
}

/** The texts of the shared strings at `wanted` indexes; the part is read no further than the highest. */
async function sharedStrings(bytes: Uint8Array, part: ZipEntry | null, budget: InflateBudget, wanted: Set<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  if (!part) throw new XlsxUnreadable('no shared strings part');
  let last = -1;
  for (const i of wanted) if (i > last) last = i;
  let index = -1;
  let plain: string[] = [];
  let runs: string[] | null = null;
  let inRun = false;
  let inPhonetic = false;
  let inText = false;
  await parsePart(bytes, part, budget, {
    more: () => index < last,
    open(_tag, name) {
      if (index > last) return;
      if (name === 'si') {
        index++;
        plain = [];
        runs = null;
      } else if (name === 'r') {
        inRun = true;
        (runs ??= []).push('');
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = !inPhonetic;
    },
    text(text) {
      if (!inText || !wanted.has(index)) return;
      if (inRun && runs) runs[runs.length - 1] += text;
      else plain.push(text);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'r') inRun = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && wanted.has(index)) found.set(index, unescapeXstring(runs ? runs.join('') : plain.join('')));
    },
  });
  for (const i of wanted) if (!found.has(i)) throw new XlsxUnreadable(`no shared string ${i}`);
  return found;
}

const isNumberType = (t: string): boolean => !['s', 'str', 'inlineStr', 'b', 'e', 'd'].includes(t);

/**
 * The first worksheet of `xlsx` as rows of cell texts, within `budget` (every inflated byte counts)
 * and `limits`. Throws ZipUnreadable (XlsxUnreadable) for a damaged or foreign file,
 * InflateBudgetExceeded past the byte budget.
 */
export async function readXlsxRows(xlsx: Uint8Array, limits: XlsxReadLimits, budget: InflateBudget): Promise<XlsxRows> {
  const entries = zipEntries(xlsx);
  const parts = await workbookParts(xlsx, entries, budget);
  if (!parts.sheet) return { rows: [], rowsRead: 0 };
  const sheet = await readSheetCells(xlsx, parts.sheet, budget, limits);

  // What the read cells need from the shared strings and the styles.
  const wantedStrings = new Set<number>();
  let styled = false;
  for (const { cells } of sheet.rows.values()) {
    for (const c of cells) {
      if (!c) continue;
      if (!c.formula && c.t === 's' && c.v !== undefined) {
        const i = Number.parseInt(c.v, 10);
        if (!Number.isSafeInteger(i) || i < 0) throw new XlsxUnreadable(`bad shared string index ${c.v}`);
        wantedStrings.add(i);
      }
      if (c.s !== 0 && (c.formula || isNumberType(c.t))) styled = true;
    }
  }
  const formats = styled && parts.styles ? await styleFormats(xlsx, parts.styles, budget) : [];
  const strings = await sharedStrings(xlsx, parts.sharedStrings, budget, wantedStrings);
  // Style 0 (or none) is no style to exceljs, whatever its format.
  const isDate = (s: number): boolean => s !== 0 && isDateFormat(formats[s] ?? '');

  const numberCell = (v: string, c: RawCell): string => {
    const n = Number.parseFloat(v);
    return isDate(c.s) ? serialDateText(n, parts.date1904) : numberText(n);
  };
  const textOf = (c: RawCell): string => {
    if (c.formula) {
      // The cached result (exceljs: none when the <v> is empty).
      if (!c.v) return '';
      if (c.t === 'str' || c.t === 'e') return c.v;
      if (c.t === 'b') return Number.parseInt(c.v, 10) !== 0 ? 'TRUE' : 'FALSE';
      return numberCell(c.v, c);
    }
    if (c.runs) return unescapeXstring(c.runs.join(''));
    if (c.v === undefined) return '';
    switch (c.t) {
      case 's':
        return strings.get(Number.parseInt(c.v, 10)) ?? '';
      case 'str':
      case 'e':
        return c.v;
      case 'inlineStr':
        return unescapeXstring(c.v);
      case 'b':
        return Number.parseInt(c.v, 10) !== 0 ? 'TRUE' : 'FALSE';
      case 'd': {
        const date = new Date(c.v);
        return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
      }
      default:
        return numberCell(c.v, c);
    }
  };

  const rows: string[][] = [];
  const count = Math.min(sheet.lastRow, limits.maxRows + 1);
  for (let r = 1; r <= count; r++) {
    const read = sheet.rows.get(r);
    const cells: string[] = [];
    for (let col = 1; col <= (read?.width ?? 0); col++) {
      const c = read?.cells[col];
      cells.push(c ? textOf(c) : '');
    }
    rows.push(cells);
  }
  return { rows, rowsRead: sheet.rowsRead };
}
