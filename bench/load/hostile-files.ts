/**
 * The files a hostile bidder uploads as its bid file, built the way an attacker would:
 * - `manyRowWorkbook`: a well-formed .xlsx of one-cell rows (380,000 rows: 1.86 MB zipped and 18.4 MB
 *   of sheet XML, under the 2 MB upload and the 24 MB inflation limits);
 * - `falseSizeWorkbook`: a valid .xlsx whose sheet entry declares `declaredBytes` unzipped in its
 *   local header, data descriptor and central directory, but inflates to `inflatedBytes` of valid XML
 *   (blanks inside <sheetData>). Its deflate stream is one block of blanks repeated: after a full flush
 *   the compressor starts afresh, so the same input gives the same bytes and the stream costs nothing
 *   to build however large it inflates.
 */
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export function manyRowWorkbook(rows: number): Uint8Array {
  const xml = [SHEET_HEAD];
  for (let r = 1; r <= rows; r++) xml.push(`<row r="${r}"><c r="A${r}"><v>1</v></c></row>`);
  xml.push(SHEET_TAIL);
  const sheet = Buffer.from(xml.join(''));
  return zipOf([...partEntries(), { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(sheet, { level: 9 }), crc: crc32(sheet), size: sheet.length }]);
}

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

const PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="Bids" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

interface Entry {
  name: string;
  data: Buffer;
  crc: number;
  /** The unzipped size the archive declares. */
  size: number;
}

/** The parts of a one-sheet workbook but its sheet, deflated with their true sizes. */
const partEntries = (): Entry[] =>
  Object.entries(PARTS).map(([name, text]) => {
    const raw = Buffer.from(text);
    return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
  });

/** A raw deflate stream of SHEET_HEAD, `blankMb` MB of blanks, SHEET_TAIL; and the size it inflates to. */
async function blankSheetDeflated(blankMb: number): Promise<{ data: Buffer; inflated: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const flushed = (): Promise<Buffer> =>
    new Promise((resolve) =>
      deflate.flush(constants.Z_FULL_FLUSH, () => {
        resolve(Buffer.concat(chunks.splice(0)));
      }),
    );
  deflate.write(Buffer.from(SHEET_HEAD));
  const head = await flushed();
  deflate.write(Buffer.alloc(1024 * 1024, 0x20));
  const block = await flushed();
  const ended = new Promise<void>((resolve) => deflate.once('end', resolve));
  deflate.end(Buffer.from(SHEET_TAIL));
  await ended;
  const tail = Buffer.concat(chunks);
  const data = Buffer.concat([head, ...Array.from({ length: blankMb }, () => block), tail]);
  return { data, inflated: SHEET_HEAD.length + blankMb * 1024 * 1024 + SHEET_TAIL.length };
}

/** A .xlsx whose sheet inflates to about `inflatedMb` MB while every size in the archive says `declaredBytes`. */
export async function falseSizeWorkbook(inflatedMb: number, declaredBytes = 1_000): Promise<{ bytes: Uint8Array; inflatedBytes: number }> {
  const entries = partEntries();
  const sheet = await blankSheetDeflated(inflatedMb);
  entries.push({ name: 'xl/worksheets/sheet1.xml', data: sheet.data, crc: 0, size: declaredBytes });
  return { bytes: zipOf(entries), inflatedBytes: sheet.inflated };
}

/** A zip of deflated entries with the sizes and checksums given (no data descriptors). */
function zipOf(entries: readonly Entry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800, 8);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(e.crc >>> 0, 16);
    c.writeUInt32LE(e.data.length, 20);
    c.writeUInt32LE(e.size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    parts.push(local, name, e.data);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
