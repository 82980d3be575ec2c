/**
 * The entries of an uploaded zip archive (an .xlsx is one), read without believing what the archive
 * says about itself: its central directory gives each entry's name and where its compressed bytes lie
 * (checked to lie inside the file), never how large it will be once inflated. Inflating is counted
 * while it runs, against one byte budget for the whole read, and stops at the budget.
 *
 * Inflation streams (node:zlib `createInflateRaw`, on libuv's thread pool) in output chunks of
 * INFLATE_CHUNK_BYTES; each chunk is handed to the reader as it is produced, so a reader that has seen
 * enough (the row limit) stops the inflation there, and nothing inflated is kept beyond what the
 * reader keeps. The budget stops inflating once fewer than one chunk's bytes are left, so at most
 * `maxInflatedBytes` are ever produced, whatever the archive.
 *
 * Refused (ZipUnreadable): no end-of-central-directory record, zip64, a directory entry or a compressed
 * range outside the file, encryption, a compression other than stored or deflate, a damaged deflate
 * stream, and an entry inflated to its end whose size or CRC-32 is not what its directory entry says.
 */
import { crc32, createInflateRaw } from 'node:zlib';

/** Inflated bytes handed over at a time (zlib's output chunk). */
export const INFLATE_CHUNK_BYTES = 16 * 1024;

export interface ZipEntry {
  /** The entry's name as stored (e.g. `xl/worksheets/sheet1.xml`). */
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  /** Where the entry's compressed bytes start in the archive, and how many there are (inside the file). */
  dataOffset: number;
  compressedSize: number;
  /** What the directory declares of the inflated entry: compared once it is inflated, never used as a budget. */
  declaredSize: number;
  declaredCrc32: number;
}

/** The archive cannot be read as a zip (the message says why, for logs and tests). */
export class ZipUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipUnreadable';
  }
}

/** Inflating would pass the read's byte budget: the read stops. */
export class InflateBudgetExceeded extends Error {
  constructor(readonly maxInflatedBytes: number) {
    super(`The archive inflates to more than ${maxInflatedBytes} bytes.`);
    this.name = 'InflateBudgetExceeded';
  }
}

/** The inflated bytes of one read, counted as zlib produces them, against one cap. */
export class InflateBudget {
  /** Bytes produced so far (every entry of the read). */
  inflated = 0;
  constructor(readonly maxInflatedBytes: number) {}

  /** Counts `n` produced bytes; throws once another chunk could pass the cap (so the cap is never passed). */
  take(n: number): void {
    this.inflated += n;
    if (this.inflated > this.maxInflatedBytes - INFLATE_CHUNK_BYTES) throw new InflateBudgetExceeded(this.maxInflatedBytes);
  }
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The archive's entries by name, lower-cased (part names in a package are case-insensitive). */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipUnreadable('no end of central directory');
  const count = u16(eocd + 10);
  let at = u32(eocd + 16);
  if (count === 0xffff || at === 0xffffffff) throw new ZipUnreadable('zip64 archives are not read');
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder('utf-8');
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL) throw new ZipUnreadable('bad central directory entry');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const declaredCrc32 = u32(at + 16);
    const compressedSize = u32(at + 20);
    const declaredSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    if (at + 46 + nameLength > bytes.length) throw new ZipUnreadable('bad central directory entry');
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || local === 0xffffffff) throw new ZipUnreadable('zip64 archives are not read');
    if (flags & 1) throw new ZipUnreadable('encrypted entry');
    if (local + 30 > bytes.length || u32(local) !== LOCAL) throw new ZipUnreadable('bad local header');
    const dataOffset = local + 30 + u16(local + 26) + u16(local + 28);
    if (dataOffset + compressedSize > bytes.length) throw new ZipUnreadable('entry outside the archive');
    entries.set(name.toLowerCase(), { name, method, dataOffset, compressedSize, declaredSize, declaredCrc32 });
  }
  return entries;
}

/**
 * Inflates `entry`, handing each chunk to `sink` as it is produced (`sink` answers false once it has
 * read enough: inflation stops there). Rejects with InflateBudgetExceeded past the budget, with
 * ZipUnreadable for a damaged entry, or with whatever `sink` throws. Resolves true when the entry was
 * read to its end (its size and CRC-32 then checked), false when the sink stopped it.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: InflateBudget, sink: (chunk: Uint8Array) => boolean): Promise<boolean> {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let size = 0;
  let crc = 0;
  const checkedEnd = () => {
    if (size !== entry.declaredSize || crc !== entry.declaredCrc32) throw new ZipUnreadable(`${entry.name}: size or CRC-32 differs from the directory`);
    return true;
  };
  if (entry.method === 0) {
    return new Promise((resolve, reject) => {
      try {
        for (let from = 0; from < data.length; from += INFLATE_CHUNK_BYTES) {
          const chunk = data.subarray(from, from + INFLATE_CHUNK_BYTES);
          budget.take(chunk.length);
          size += chunk.length;
          crc = crc32(chunk, crc);
          if (!sink(chunk)) return resolve(false);
        }
        resolve(checkedEnd());
      } catch (e) {
        reject(asError(e));
      }
    });
  }
  if (entry.method !== 8) return Promise.reject(new ZipUnreadable(`${entry.name}: compression method ${entry.method}`));
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    let settled = false;
    const settle = (outcome: () => boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      try {
        resolve(outcome());
      } catch (e) {
        reject(asError(e));
      }
    };
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      try {
        budget.take(chunk.length);
        size += chunk.length;
        crc = crc32(chunk, crc);
        if (!sink(chunk)) settle(() => false);
      } catch (e) {
        settle(() => {
          throw e;
        });
      }
    });
    inflate.on('end', () => settle(checkedEnd));
    inflate.on('error', (e) =>
      settle(() => {
        throw new ZipUnreadable(`${entry.name}: ${e.message}`);
      }),
    );
    inflate.end(data);
  });
}
