/**
 * "Auction ended" has no write at its moment: nothing changes in the tables when the end passes. So a pass
 * (the server's close schedule every 15 s, adapters/close-scheduler.ts, and every event subscription every
 * few seconds, adapters/event-feed.ts) writes the `auction.ended` event of each auction whose end has
 * passed and has none for that end yet. The event's once-key (the auction and its end) is unique in the
 * store, so of two servers or processes noticing the same end only one writes it; an end moved later and
 * passed again is a new end with its own event.
 */
import type { CoreDeps } from '../app/deps';
import { auctionPhase } from '../clock/auction-clock';
import { auctionEvent, endedOnceKey } from './auction-events';

/** Once-keys asked about in one query (well under either engine's limit on bound parameters). */
const KEYS_PER_QUERY = 500;

/** Writes the missing `auction.ended` events; answers how many this call wrote. */
export async function recordEndedAuctions(deps: Pick<CoreDeps, 'store' | 'clock'>): Promise<number> {
  const nowMs = deps.clock.nowMs();
  const ended = (await deps.store.auctions.list()).filter((a) => auctionPhase(a.auctionStartDate, a.auctionEndDate, nowMs) === 'ENDED');
  const keyed = ended.map((auction) => ({ auction, key: endedOnceKey(auction.id, auction.auctionEndDate) }));
  const recorded = new Set<string>();
  for (let i = 0; i < keyed.length; i += KEYS_PER_QUERY) {
    for (const key of await deps.store.events.existingOnceKeys(keyed.slice(i, i + KEYS_PER_QUERY).map((k) => k.key))) recorded.add(key);
  }
  let written = 0;
  for (const { auction, key } of keyed) {
    if (recorded.has(key)) continue;
    const event = auctionEvent('auction.ended', auction.id, deps.clock.now(), { endedAt: auction.auctionEndDate });
    if (await deps.store.events.appendOnce(event, key)) written += 1;
  }
  return written;
}
