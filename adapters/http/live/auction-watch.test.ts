/**
 * The auction watch of the close monitor and the countdowns: a commit of this server that writes an auction event
 * reaches the watchers at once, without waiting for the next beat; a refused one tells nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../../core/domain/result';
import { auctionEvent } from '../../../core/events/auction-events';
import { fixedClock } from '../../../core/ports/clock';
import { storeKit } from '../../kysely/store-contract/kit.test-kit';
import type { KyselyStore } from '../../kysely/store';
import { openTempStore } from '../../kysely/temp-store.test-kit';
import { createAuctionWatch, type AuctionChange } from './auction-watch';

const AT = '2027-03-15T14:00:00.000Z';

describe('the auction watch', () => {
  let store: KyselyStore;
  const kit = storeKit(() => store);
  beforeAll(async () => {
    store = await openTempStore('sqlite');
  });
  afterAll(() => store.close());

  it('is told of an event committed in this process at once, with no beat in between, and of nothing refused', async () => {
    const { id: auctionId } = await kit.auction();
    // A beat of an hour: whatever the watcher hears within the test came from the commit.
    const watch = createAuctionWatch(store, fixedClock(Date.parse(AT)), 3_600_000);
    const changes: AuctionChange[] = [];
    const unwatch = watch.watch(auctionId, (c) => changes.push(c));
    try {
      // The first read (the mark the changes are measured from) is under way: let it finish.
      await new Promise((r) => setTimeout(r, 50));
      const event = auctionEvent('awards.confirmed', auctionId, AT, { awardCount: 1 });
      await store.transaction(async (tx) => (await tx.events.append([event]), fail('CONFLICT', 'refused')));
      await new Promise((r) => setTimeout(r, 50));
      expect(changes).toEqual([]);
      await store.transaction((tx) => tx.events.append([event]));
      const start = Date.now();
      while (changes.length === 0 && Date.now() - start < 2_000) await new Promise((r) => setTimeout(r, 5));
      expect(changes).toEqual([{ activity: true, clock: false, phase: false }]);
    } finally {
      unwatch();
      watch.close();
    }
  });
});
