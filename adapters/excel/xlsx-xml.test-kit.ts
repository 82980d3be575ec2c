/**
 * An independent reader of .xlsx files for tests: unzips with node:zlib and reads the sheet's XML
 * itself (no spreadsheet library), so a test sees what a spreadsheet program would: each cell's type
 * (`t`), its stored value and the number format of its style.
 */
import { inflateRawSync } from 'node:zlib';
import type { Cell } from '../../core/ports/documents';

/** The archive's entries by name, as text (every part of an .xlsx is XML). */
export function unzip(bytes: Uint8Array): Map<string, string> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(dataAt, dataAt + compressed);
    entries.set(name, (method === 0 ? data : inflateRawSync(data)).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Built-in number formats a writer may refer to by id without declaring them. */
const BUILT_IN: Record<number, string> = { 0: 'General', 1: '0', 2: '0.00', 3: '#,##0', 4: '#,##0.00', 9: '0%', 10: '0.00%', 14: 'mm-dd-yy', 22: 'm/d/yy h:mm', 49: '@' };

const unescape = (text: string): string =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : e === 'amp' ? '&' : String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
const attrs = (tag: string): Record<string, string> => Object.fromEntries([...tag.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1], unescape(m[2])]));
const texts = (xml: string): string => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescape(m[1])).join('');

export interface XlsxCell {
  ref: string;
  /** The cell's `t` attribute (null: a number). */
  type: string | null;
  /** The stored value: `<v>` (a number's text, a shared string's index resolved to its text) or the inline text. */
  value: string;
  /** The number format code of the cell's style ('General' without one). */
  numFmt: string;
  /** Is the cell's font bold? */
  bold: boolean;
}

/** The cells of sheet `n` (1-based) by reference ("B7"). */
export function readSheet(bytes: Uint8Array, n = 1): Map<string, XlsxCell> {
  const parts = unzip(bytes);
  const sheet = parts.get(`xl/worksheets/sheet${n}.xml`);
  if (sheet === undefined) throw new Error(`no sheet ${n}`);
  const styles = parts.get('xl/styles.xml') ?? '';
  const formats = new Map<number, string>([...styles.matchAll(/<numFmt\s[^>]*\/>/g)].map((m) => {
    const a = attrs(m[0]);
    return [Number(a.numFmtId), a.formatCode];
  }));
  const fonts = [...(/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font>([\s\S]*?)<\/font>|<font\/>/g)].map((m) => /<b\/>|<b\s/.test(m[1] ?? ''));
  const xfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\s[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g)].map((m) => {
    const a = attrs(m[0].slice(0, m[0].indexOf('>') + 1));
    const id = Number(a.numFmtId ?? 0);
    return { numFmt: formats.get(id) ?? BUILT_IN[id] ?? `builtin ${id}`, bold: fonts[Number(a.fontId ?? 0)] ?? false };
  });
  const shared = [...(parts.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]));
  const cells = new Map<string, XlsxCell>();
  for (const m of sheet.matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const a = attrs(m[1]);
    const body = m[2] ?? '';
    const type = a.t ?? null;
    const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
    const value = type === 's' ? (shared[Number(v)] ?? '') : type === 'inlineStr' ? texts(body) : unescape(v ?? '');
    const style = xfs[Number(a.s ?? 0)] ?? { numFmt: 'General', bold: false };
    cells.set(a.r, { ref: a.r, type, value, numFmt: style.numFmt, bold: style.bold });
  }
  return cells;
}

/** Is the cell a number (no type or `n`) holding a numeric value? */
export const isNumberCell = (c: XlsxCell | undefined): boolean => c !== undefined && (c.type === null || c.type === 'n') && c.value !== '' && Number.isFinite(Number(c.value));

/** The cell at `ref`, failing when it is missing. */
export function cellAt(cells: Map<string, XlsxCell>, ref: string): XlsxCell {
  const c = cells.get(ref);
  if (!c) throw new Error(`no cell ${ref} (cells: ${[...cells.keys()].slice(0, 40).join(' ')}…)`);
  return c;
}

/** One row of every kind of formatted cell, and what the sheet's XML must hold for each. */
export const FORMATTED_ROW: Cell[] = [
  { value: 22000000, format: '"€"#,##0.00' },
  { value: 60187.5, format: '"¥"#,##0' },
  { value: 12.5, format: '#,##0.00' },
  { value: 0.455, format: '0.0%' },
  { date: '2026-11-23T09:30:00', format: 'yyyy-mm-dd hh:mm "EST"' },
  '=1+1',
  'Non Cash',
];
export const FORMATTED_EXPECTED = [
  { value: '22000000', numFmt: '"€"#,##0.00' },
  { value: '60187.5', numFmt: '"¥"#,##0' },
  { value: '12.5', numFmt: '#,##0.00' },
  { value: '0.455', numFmt: '0.0%' },
  { value: String(46349 + 9.5 / 24), numFmt: 'yyyy-mm-dd hh:mm "EST"' },
];
