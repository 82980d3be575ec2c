/**
 * The auction events' table on both engines: written with the transaction (a rolled back one leaves none and
 * wakes nobody; a committed one wakes this process's listeners once it is visible), once-keys written once,
 * and ids in commit order on PostgreSQL, where ids are taken at insert time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../../core/domain/result';
import { auctionEvent, type NewAuctionEvent } from '../../../core/events/auction-events';
import type { Id } from '../../../core/domain/entities';
import { TEST_ENGINES } from '../engines.test-kit';
import { storeKit } from '../store-contract/kit.test-kit';
import type { KyselyStore } from '../store';
import { openTempStore } from '../temp-store.test-kit';

const AT = '2027-03-15T14:00:00.000Z';
const confirmed = (auctionId: Id, bidCount: number): NewAuctionEvent => auctionEvent('bids.confirmed', auctionId, AT, { borrowerId: 1, userId: 2, bidCount });

describe.each(TEST_ENGINES)('auction events (%s)', (engine) => {
  let store: KyselyStore;
  const kit = storeKit(() => store);
  beforeAll(async () => {
    store = await openTempStore(engine);
  });
  afterAll(() => store.close());

  it('are written with their transaction: a refused one leaves none and wakes nobody', async () => {
    const { id: auctionId } = await kit.auction();
    const woken: number[] = [];
    const stop = store.onEventsCommitted(() => void store.events.lastId(auctionId).then((id) => woken.push(id ?? 0)));
    try {
      const before = (await store.events.listAfter(0, 1000)).at(-1)?.id ?? 0;
      const refused = await store.transaction(async (tx) => {
        await tx.events.append([confirmed(auctionId, 1)]);
        return fail('CONFLICT', 'changed my mind');
      });
      expect(refused.ok).toBe(false);
      await expect(store.transaction(async (tx) => (await tx.events.append([confirmed(auctionId, 1)]), Promise.reject(new Error('boom'))))).rejects.toThrow('boom');
      expect(await store.events.listAfter(before, 10)).toEqual([]);
      expect(woken).toEqual([]);

      const written = await store.transaction(async (tx) => tx.events.append([confirmed(auctionId, 2), auctionEvent('awards.unconfirmed', auctionId, AT, {})]));
      const listed = await store.events.listAfter(before, 10);
      expect(listed).toEqual(written);
      expect(listed.map((e) => [e.kind, e.payload])).toEqual([
        ['bids.confirmed', { borrowerId: 1, userId: 2, bidCount: 2 }],
        ['awards.unconfirmed', {}],
      ]);
      expect(listed[1]?.id).toBeGreaterThan(listed[0]?.id ?? Infinity);
      // Told once, after the commit: the listener's read already sees the events.
      await new Promise((r) => setTimeout(r, 50));
      expect(woken).toEqual([listed[1]?.id]);
      expect(await store.events.lastId(auctionId)).toBe(listed[1]?.id);
    } finally {
      stop();
    }
  });

  it('writes an event with a once-key once', async () => {
    const { id: auctionId } = await kit.auction();
    const ended = auctionEvent('auction.ended', auctionId, AT, { endedAt: AT });
    const key = `test-ended:${auctionId}`;
    expect(await store.events.existingOnceKeys([key, 'nothing'])).toEqual([]);
    expect(await Promise.all([store.events.appendOnce(ended, key), store.events.appendOnce(ended, key)])).toEqual(expect.arrayContaining([true, false]));
    expect(await store.events.existingOnceKeys([key, 'nothing'])).toEqual([key]);
    expect((await store.events.listAfter(0, 1000)).filter((e) => e.auctionId === auctionId)).toHaveLength(1);
  });

  it.runIf(engine === 'postgres')('gives ids in commit order: a later insert of another auction waits for the earlier transaction to commit', async () => {
    const [a, b] = [await kit.auction(), await kit.auction()];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((r) => (firstWrote = r));
    const first = store.transaction(async (tx) => {
      const [e] = await tx.events.append([confirmed(a.id, 1)]);
      firstWrote();
      await held;
      return e;
    });
    await wrote;
    let secondDone = false;
    const second = store.transaction(async (tx) => (await tx.events.append([confirmed(b.id, 1)]))[0]).finally(() => (secondDone = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(secondDone).toBe(false);
    release();
    const [e1, e2] = await Promise.all([first, second]);
    expect(e2?.id).toBeGreaterThan(e1?.id ?? Infinity);
  });
});
