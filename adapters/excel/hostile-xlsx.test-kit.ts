/**
 * Workbooks an attacker would upload, made fast and small enough for tests and benchmarks: a zip
 * writer that can lie in its directory, a valid workbook of very many rows, and a workbook whose sheet
 * declares a few bytes but inflates to as many as asked (built from repeated deflate blocks, so a
 * gigabyte of XML costs about a megabyte and no time to make).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's content (deflated here), or its already deflated bytes in `deflated`. */
  content?: string | Uint8Array;
  deflated?: Uint8Array;
  /** What the directory declares of the inflated part (default: the truth, when `content` is given). */
  declaredSize?: number;
}

/** A zip archive of the parts (deflate), with the sizes and CRCs each part declares. */
export function zipOf(parts: readonly ZipPart[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const raw = p.content === undefined ? null : typeof p.content === 'string' ? Buffer.from(p.content, 'utf8') : Buffer.from(p.content);
    const data = p.deflated ? Buffer.from(p.deflated) : deflateRawSync(raw ?? Buffer.alloc(0));
    const size = p.declaredSize ?? raw?.length ?? 0;
    const crc = raw ? crc32(raw) : 0;
    const name = Buffer.from(p.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    chunks.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bids" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** A one-sheet workbook (no shared strings, no styles) whose sheet part is `sheet` (or deflated bytes that declare `declaredSize`). */
export const workbookWithSheet = (sheet: ZipPart['content'] | { deflated: Uint8Array; declaredSize: number }): Uint8Array =>
  zipOf([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: '_rels/.rels', content: PACKAGE_RELS },
    { name: 'xl/workbook.xml', content: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', content: WORKBOOK_RELS },
    typeof sheet === 'object' && 'deflated' in sheet ? { name: 'xl/worksheets/sheet1.xml', ...sheet } : { name: 'xl/worksheets/sheet1.xml', content: sheet },
  ]);

/**
 * A valid workbook of `rows` one-cell rows (the number 7 in column A of each): at 380,000 rows about
 * 1.9 MB zipped and 17 MB of sheet XML, under the upload's 2 MB and the reader's 24 MB.
 */
export function manyRowsWorkbook(rows: number): Uint8Array {
  const lines: string[] = [SHEET_HEAD];
  for (let r = 1; r <= rows; r++) lines.push(`<row r="${r}"><c r="A${r}"><v>7</v></c></row>`);
  lines.push(SHEET_TAIL);
  return workbookWithSheet(lines.join(''));
}

/** Deflate blocks that end on a byte boundary and are not final, so copies of them can follow each other. */
const openBlocks = (text: string): Buffer => deflateRawSync(Buffer.from(text, 'utf8'), { finishFlush: constants.Z_SYNC_FLUSH });

/** The deflate stream of `head`, then `times` copies of `fillerMiB` (one MiB of text), then `tail`: about 1 KB a copy. */
export const deflatedRepeats = (head: string, fillerMiB: string, tail: string, times: number): Uint8Array => {
  const filler = openBlocks(fillerMiB);
  return Buffer.concat([openBlocks(head), ...Array.from({ length: times }, () => filler), deflateRawSync(Buffer.from(tail, 'utf8'))]);
};

/** A workbook whose sheet is `head`, then `times` MiB of `fillerMiB`, then `tail`, declaring `declaredSize` bytes. */
const repeatedWorkbook = (head: string, fillerMiB: string, tail: string, times: number, declaredSize: number): Uint8Array =>
  workbookWithSheet({ deflated: deflatedRepeats(head, fillerMiB, tail, times), declaredSize });

/**
 * A .docx-looking zip whose `[Content_Types].xml` (the part a type detector reads) declares 1,000
 * bytes and about 1 MB compressed, but inflates to about 1,000 MiB.
 */
export const contentTypesBombDocx = (): Uint8Array =>
  zipOf([
    { name: '[Content_Types].xml', deflated: deflatedRepeats('<?xml version="1.0"?><Types>', ' '.repeat(1024 * 1024), '</Types>', 1000), declaredSize: 1000 },
    { name: 'word/document.xml', content: '<document/>' },
  ]);

/**
 * A workbook whose sheet part declares `declaredSize` bytes (1,000 by default) but inflates to about
 * `inflatedMiB` MiB of valid XML inside `<sheetData>`, before any row (about 1 KB per inflated MiB).
 * The filler is whitespace inside one tag (cheap to parse: the test of a byte budget stays fast), or
 * `elements`, one MiB of `<x/>` after another: the costliest XML to parse per byte (a wall-time test).
 */
export function falseSizeWorkbook(inflatedMiB: number, opts: { declaredSize?: number; filler?: 'whitespace' | 'elements' } = {}): Uint8Array {
  const declared = opts.declaredSize ?? 1000;
  return opts.filler === 'elements'
    ? repeatedWorkbook(SHEET_HEAD, '<x/>'.repeat(256 * 1024), SHEET_TAIL, inflatedMiB, declared)
    : repeatedWorkbook(`${SHEET_HEAD}<x`, ' '.repeat(1024 * 1024), `/>${SHEET_TAIL}`, inflatedMiB, declared);
}

/** A workbook of one cell holding `textMiB` MiB of text (an inline string): what a reader must hold to read it. */
export const hugeCellWorkbook = (textMiB: number): Uint8Array =>
  repeatedWorkbook(`${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`, 'a'.repeat(1024 * 1024), `</t></is></c></row>${SHEET_TAIL}`, textMiB, 1000);
