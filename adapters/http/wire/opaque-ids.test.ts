/**
 * Opaque bid ids: a bidder cannot count other borrowers' bids from the ids it sees, the ids
 * it echoes still work, and servers sharing a file store (or a secret) agree on them.
 */
import { createCipheriv } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../../core/validation/input-id';
import { opaqueIds, opaqueIdsFrom, WIRE_BASE, type OpaqueKind } from './opaque-ids';
import { localFileStore } from '../../files/local-file-store';
import { testAppForAllTests } from '../tests/kits/test-app-lifecycle.test-kit';
import { passRules, saveBody } from '../tests/kits/participation.test-kit';

const KEY = new Uint8Array(32).fill(7);
const HALF = 2 ** 26;

/** The documented network, one id at a time with a new cipher per block: what the codec answered before it enciphered ids together. */
const oneAtATime = (kind: string, id: number, key: Uint8Array = KEY): number => {
  let [left, right] = [Math.floor(id / HALF), id % HALF];
  for (let r = 0; r < 10; r++) {
    const block = Buffer.alloc(16);
    block.writeUInt8(kind === 'bid' ? 1 : 2, 0);
    block.writeUInt8(r, 1);
    block.writeUInt32BE(right, 12);
    const cipher = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
    const f = Buffer.concat([cipher.update(block), cipher.final()]).readUInt32BE(0) % HALF;
    [left, right] = [right, (left ^ f) >>> 0];
  }
  return WIRE_BASE + left * HALF + right;
};

describe('the opaque id codec', () => {
  const ids = opaqueIds(new Uint8Array(32).fill(7));

  it('round-trips every id and maps sequential ids far apart, never onto real ids', () => {
    const wires = new Set<number>();
    for (let id = 1; id <= 2000; id++) {
      const wire = ids.encode('bid', id);
      expect(wire).toBeGreaterThanOrEqual(WIRE_BASE);
      expect(Number.isSafeInteger(wire)).toBe(true);
      expect(ids.decode('bid', wire)).toBe(id);
      wires.add(wire);
    }
    expect(wires.size).toBe(2000);
    // Consecutive ids: the gaps between their wire ids are all different (no order, no step).
    const gaps = new Set(Array.from({ length: 100 }, (_, i) => ids.encode('bid', i + 2) - ids.encode('bid', i + 1)));
    expect(gaps.size).toBe(100);
    const ordered = Array.from({ length: 100 }, (_, i) => ids.encode('bid', i + 1));
    expect(ordered).not.toEqual([...ordered].sort((a, b) => a - b));
    expect(ids.decode('bid', 83)).toBeNull();
    expect(ids.decode('bid', 2 * WIRE_BASE)).toBeNull();
    expect(ids.encode('supplemental', 5)).not.toBe(ids.encode('bid', 5));
    // Another key gives other wire ids.
    expect(opaqueIds(new Uint8Array(32).fill(8)).encode('bid', 5)).not.toBe(ids.encode('bid', 5));
  });

  it('is the documented 10-round Feistel network over AES-256, with the same wire ids on every call', () => {
    const key = new Uint8Array(32).fill(7);
    const reference = (kind: string, id: number) => oneAtATime(kind, id, key);
    const fresh = opaqueIds(key);
    for (const id of [1, 2, 77, 123_456, 2 ** 40 + 3]) {
      expect(fresh.encode('bid', id)).toBe(reference('bid', id));
      expect(fresh.encode('bid', id)).toBe(reference('bid', id));
      expect(fresh.encode('supplemental', id)).toBe(reference('supplemental', id));
    }
    // A wire id of a non-id (0) decodes to nothing, also once its encoding is remembered.
    expect(opaqueIds(key).decode('bid', reference('bid', 0))).toBeNull();
    expect(fresh.decode('bid', fresh.encode('bid', 0))).toBeNull();
    expect(fresh.decode('bid', reference('bid', 77))).toBe(77);
  });

  it('enciphers a list in one pass exactly as one id at a time, remembered or not, and deciphers it back the same way', () => {
    const kinds = fc.constantFrom<OpaqueKind>('bid', 'supplemental');
    // Small ids (repeats within a list likely), real ids up to MAX_ID and any value of the 52 bits.
    const id = fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: MAX_ID }), fc.integer({ min: 0, max: WIRE_BASE - 1 }));
    fc.assert(
      fc.property(kinds, fc.array(id, { maxLength: 60 }), fc.array(id, { maxLength: 10 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (kind, ids, seen, key) => {
        const expected = ids.map((i) => oneAtATime(kind, i, key));
        const batch = opaqueIds(key);
        // Some ids already remembered (a list repeats the ids of the previous answer).
        for (const i of seen) batch.encode(kind, i);
        expect(batch.encodeMany(kind, ids)).toEqual(expected);
        const single = opaqueIds(key);
        expect(ids.map((i) => single.encode(kind, i))).toEqual(expected);
        // Back, on a codec that remembers nothing and on the one that does.
        const real = (i: number) => (i > 0 && i <= MAX_ID ? i : null);
        expect(opaqueIds(key).decodeMany(kind, expected)).toEqual(ids.map(real));
        expect(batch.decodeMany(kind, expected)).toEqual(ids.map(real));
        expect(expected.map((w) => opaqueIds(key).decode(kind, w))).toEqual(ids.map(real));
      }),
      { numRuns: 200 },
    );
  });

  it('deciphers a list holding non-wire values to null in their slots, and refuses a list holding a non-id', () => {
    const ids = opaqueIds(KEY);
    const w = oneAtATime('bid', 42);
    expect(ids.decodeMany('bid', [83, w, -1, 2 * WIRE_BASE, w, 1.5])).toEqual([null, 42, null, null, 42, null]);
    expect(ids.encodeMany('bid', [])).toEqual([]);
    expect(() => ids.encodeMany('bid', [1, -1])).toThrow('Not an id: -1');
    expect(() => ids.encodeMany('bid', [WIRE_BASE])).toThrow('Not an id');
  });

  it('servers sharing a file store agree, also when they start together; a shared secret agrees too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opaque-ids-'));
    try {
      const files = localFileStore(dir);
      const [a, b] = await Promise.all([opaqueIdsFrom(files, undefined)(), opaqueIdsFrom(files, undefined)()]);
      expect(a.encode('bid', 41)).toBe(b.encode('bid', 41));
      const later = await opaqueIdsFrom(localFileStore(dir), undefined)();
      expect(later.decode('bid', a.encode('bid', 41))).toBe(41);
      const [s1, s2] = await Promise.all([opaqueIdsFrom(files, 'shared')(), opaqueIdsFrom(localFileStore(dir), 'shared')()]);
      expect(s1.encode('bid', 9)).toBe(s2.encode('bid', 9));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('bid ids on the wire', () => {
  const t = testAppForAllTests();

  it('a bidder cannot count the bids another borrower saved between two of its saves; its ids round-trip', async () => {
    const live = t.world.auctions.live.id;
    const { lot1, lot2, combo: lot3 } = t.world.lots;
    await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
    const a = await t.signIn('bidder1');
    const b = await t.signIn('bidder2');
    await passRules(t, a, live);
    await passRules(t, b, live);
    type Item = { id?: number; bidId?: number; lotId?: number; supplementalId?: number | null };
    const save = async (token: string, body: unknown) => (await (await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: body })).json()) as Item[];

    const first = await save(a, saveBody([{ lotId: lot1.id, basisPoints: '10' }], 'note'));
    // The other borrower saves four times in between.
    for (const bps of ['1', '2', '3', '4']) await save(b, saveBody([{ lotId: lot2.id, basisPoints: bps }]));
    const firstBid = first[0];
    const supplementalId = first.at(-1)!.supplementalId!;
    const second = await save(a, saveBody([{ bidId: firstBid.id!, lotId: lot1.id, basisPoints: '11' }, { lotId: lot3.id, basisPoints: '12' }], 'note 2', supplementalId));
    expect(second).toHaveLength(3);
    // The echoed ids still name the same bid and the same supplemental record.
    expect(second[0]).toMatchObject({ id: firstBid.id, bidId: firstBid.id, lotId: lot1.id });
    expect(second.at(-1)!.supplementalId).toBe(supplementalId);

    const real = await t.deps.store.bids.listByAuction(live);
    const realIds = new Set(real.map((r) => r.id));
    const newBid = second[1];
    // The real ids are sequential (5 bids apart); the wire ids are not, and are none of the real ids.
    const realFirst = real.find((r) => r.userId === t.world.users.bidder1.id && r.lotId === lot1.id)!.id;
    const realNew = real.find((r) => r.userId === t.world.users.bidder1.id && r.lotId === lot3.id)!.id;
    expect(realNew - realFirst).toBe(5);
    for (const item of [...first, ...second]) {
      if (item.id !== undefined) expect(realIds.has(item.id)).toBe(false);
      if (item.id !== undefined) expect(item.id).toBeGreaterThanOrEqual(WIRE_BASE);
    }
    expect(Math.abs(newBid.id! - firstBid.id!)).toBeGreaterThan(1_000_000);
    // The real id of its own bid is no key either: it names no bid of the caller.
    const byRealId = await t.request('POST', `/api/auction/bidssave/${live}`, { token: a, json: saveBody([{ bidId: realFirst, lotId: lot1.id, basisPoints: '13' }]) });
    expect(byRealId.status).toBe(404);
    // getbids and confirm answer the same wire ids.
    const got = (await (await t.request('POST', `/api/auction/getbids/${live}`, { token: a })).json()) as Item[];
    expect(got.map((g) => g.id ?? g.supplementalId)).toEqual(second.map((s) => s.id ?? s.supplementalId));
    const confirmed = (await (await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token: a })).json()) as Item[];
    expect(confirmed.map((g) => g.id ?? g.supplementalId)).toEqual(second.map((s) => s.id ?? s.supplementalId));
  });
});
