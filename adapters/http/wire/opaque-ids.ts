/**
 * Opaque bid ids on the wire ("what a borrower may infer"): the bids table numbers bids with
 * one global sequence, so ids a bidder saw between two of its saves would count the bids of other
 * borrowers. The bid wizard's answers therefore carry each bid id (and supplemental record id) as a
 * keyed pseudo-random permutation of it, and its inputs are mapped back at this edge; the store, core
 * and the staff screens keep the real ids.
 *
 * Decisions:
 * - The wire stays a JSON number (the web echoes ids unchanged and its types stay as they are): a
 *   format-preserving cipher, a 10-round balanced Feistel network over 52 bits whose round function is
 *   AES-256 (the server secret as key) of one block holding the kind ("bid", "supplemental"), the
 *   round and the half, as FF1 (NIST SP 800-38G) builds its rounds on AES. AES rather than HMAC-SHA-256
 *   (the first version): one native block encryption per round instead of two hashes; a 20-row save
 *   answers 40 ids, 10 rounds each, and the HMAC rounds were ~8% of the server's CPU under load. A
 *   wire id is 2^52 + the permuted value, a safe integer in [2^52, 2^53) that no real id reaches.
 * - The key: `OPAQUE_ID_SECRET` when set (every server sets the same); otherwise 32 random bytes made
 *   once and kept in the shared file store (`keys/opaque-ids.key`: the database with PostgreSQL, so
 *   every server on one database agrees; created with putIfAbsent, so two servers starting together
 *   still agree).
 * - Input: an id slot takes a wire id; the new-bid markers ("", -1) pass; anything else (a real id, a
 *   forged number) becomes an id that names no bid of the caller, refused as any foreign id is.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { FileStore } from '../../../core/ports/file-store';
import { MAX_ID } from '../../../core/validation/input-id';

export type OpaqueKind = 'bid' | 'supplemental';

const HALF_BITS = 26;
const HALF = 2 ** HALF_BITS;
const ROUNDS = 10;
/** Every wire id is at least this: real ids (at most MAX_ID) never are. */
export const WIRE_BASE = 2 ** (2 * HALF_BITS);

export interface OpaqueIds {
  encode(kind: OpaqueKind, id: number): number;
  /** The real id of a wire id, or null when it is none. */
  decode(kind: OpaqueKind, wire: number): number | null;
}

/** Ids (each way, per kind) a codec remembers: an answer's ids come back in the next request. */
const MEMO_SIZE = 20_000;

const KIND_BYTE: Record<OpaqueKind, number> = { bid: 1, supplemental: 2 };

/**
 * The Feistel round function: the first 32 bits of AES-256(key, [kind, round, 0…, half]), reduced to a
 * half. One ECB cipher object is kept (no padding): each 16-byte update is one independent block.
 */
function roundFunction(key: Uint8Array): (kind: OpaqueKind, round: number, half: number) => number {
  const cipher = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
  const block = Buffer.alloc(16);
  return (kind, round, half) => {
    block.fill(0);
    block[0] = KIND_BYTE[kind];
    block[1] = round;
    block.writeUInt32BE(half, 12);
    return cipher.update(block).readUInt32BE(0) % HALF;
  };
}

export function opaqueIds(key: Uint8Array): OpaqueIds {
  const round = roundFunction(key);
  // Both directions of every id encoded or decoded lately: a bid list repeats ids (id and bidId), and
  // the ids a save answered come back in the next save and the confirm.
  const memo = { bid: new Map<number, number>(), supplemental: new Map<number, number>() };
  const remember = (kind: OpaqueKind, id: number, wire: number) => {
    const known = memo[kind];
    if (known.size >= 2 * MEMO_SIZE) known.clear();
    known.set(id, wire).set(wire, id);
  };
  return {
    encode(kind, id) {
      const known = memo[kind].get(id);
      if (known !== undefined && id < WIRE_BASE) return known;
      if (!Number.isSafeInteger(id) || id < 0 || id >= WIRE_BASE) throw new Error(`Not an id: ${id}`);
      let left = Math.floor(id / HALF);
      let right = id % HALF;
      for (let r = 0; r < ROUNDS; r++) [left, right] = [right, (left ^ round(kind, r, right)) >>> 0];
      const wire = WIRE_BASE + left * HALF + right;
      remember(kind, id, wire);
      return wire;
    },
    decode(kind, wire) {
      if (!Number.isSafeInteger(wire) || wire < WIRE_BASE || wire >= 2 * WIRE_BASE) return null;
      const known = memo[kind].get(wire);
      if (known !== undefined) return known > 0 && known <= MAX_ID ? known : null;
      const y = wire - WIRE_BASE;
      let left = Math.floor(y / HALF);
      let right = y % HALF;
      for (let r = ROUNDS - 1; r >= 0; r--) [left, right] = [(right ^ round(kind, r, left)) >>> 0, left];
      const id = left * HALF + right;
      remember(kind, id, wire);
      return id > 0 && id <= MAX_ID ? id : null;
    },
  };
}

export const OPAQUE_ID_KEY_FILE = 'keys/opaque-ids.key';

const codecsByStore = new WeakMap<FileStore, Map<string, () => Promise<OpaqueIds>>>();

/**
 * The codec of this deployment: from `secret` when given, else from the key kept in the file store (made
 * once). One codec per store and secret, so the routes share it and the server can make the key at start
 * (`prepareOpaqueIds`): a request, even a refused one, then never writes the key.
 */
export function opaqueIdsFrom(files: FileStore, secret: string | undefined): () => Promise<OpaqueIds> {
  const bySecret = codecsByStore.get(files) ?? new Map<string, () => Promise<OpaqueIds>>();
  codecsByStore.set(files, bySecret);
  const known = bySecret.get(secret ?? '');
  if (known) return known;
  const made = newCodec(files, secret);
  bySecret.set(secret ?? '', made);
  return made;
}

/** Makes (or reads) the deployment's key before the server takes requests. */
export const prepareOpaqueIds = async (files: FileStore, secret: string | undefined): Promise<void> => {
  await opaqueIdsFrom(files, secret)();
};

function newCodec(files: FileStore, secret: string | undefined): () => Promise<OpaqueIds> {
  let codec: Promise<OpaqueIds> | null = null;
  return () => {
    codec ??= (async () => {
      if (secret?.trim()) return opaqueIds(createHash('sha256').update(`opaque-ids:${secret.trim()}`).digest());
      const key = (await files.get(OPAQUE_ID_KEY_FILE)) ?? (await files.putIfAbsent(OPAQUE_ID_KEY_FILE, randomBytes(32)));
      return opaqueIds(key);
    })().catch((e: unknown) => {
      codec = null;
      throw e;
    });
    return codec;
  };
}
