/**
 * Tells the close monitors and the bidders' countdowns of a server when an auction changed.
 *
 * One mechanism: every change the monitor shows is an auction event (core/events/auction-events.ts: opened,
 * rules accepted, bids saved and confirmed, reminders, extensions; awards and notices wake it too), written in the
 * transaction of the change. While anyone on this server watches an auction, the server follows the events
 * table with one reader (adapters/event-feed.ts, what `core.events.subscribe` runs on), read every
 * `intervalMs` and at once after a commit of this server that wrote events, and fans each event out to the
 * watchers of its auction. Changes made through another server sharing the PostgreSQL database arrive by the
 * same read: no broker, no LISTEN connection to keep alive, and the same code on SQLite. A watcher that is
 * told recomputes its own answer: an event tells it that, never what (no payload reaches a stream).
 *
 * The auction's start, end and phase at the server's clock are read on the same beat, once per watched
 * auction whatever the number of watchers: the start and the end are changes too, although nothing is
 * written then (a monitor left open turns Ended, with its closing summary, within `intervalMs` of the end,
 * and a test moving the server's clock sees the same), and an end changed behind the events' back (the
 * auction form moving it earlier) still reaches the countdowns.
 */
import { auctionPhase } from '../../../core/clock/auction-clock';
import type { Auction, Id } from '../../../core/domain/entities';
import type { Clock } from '../../../core/ports/clock';
import type { Store } from '../../../core/ports/repositories';
import { followEvents, type EventSubscription } from '../../event-feed';

/** How often a watched auction is read: a change reaches a watcher well within the 2 s the monitor promises. */
export const WATCH_INTERVAL_MS = 500;

/** What moved: the auction's events (progress), its times (the countdowns), or its phase at the server's clock (it started or ended). */
export interface AuctionChange {
  activity: boolean;
  clock: boolean;
  phase: boolean;
}

type Watcher = (change: AuctionChange) => void;

interface Mark {
  clock: string;
  phase: string;
}

interface Watched {
  watchers: Set<Watcher>;
  /** The auction's times and phase at the last read; null before the first. */
  mark: Mark | null;
  /** An event of the auction came since the last read started. */
  activity: boolean;
  timer: NodeJS.Timeout;
  reading: boolean;
  /** An event came during a read: one more read follows it. */
  again: boolean;
}

export interface AuctionWatch {
  /** Calls `watcher` after every change of the auction, until the answered function is called. */
  watch(auctionId: Id, watcher: Watcher): () => void;
  /** Ends every watch (shutdown): the streams end and their requests finish. */
  close(): void;
  /** Called when the watch closes (a stream ends on it). */
  onClose(listener: () => void): () => void;
}

/** `clock`: the server's (whose time decides the phase); `intervalMs`: how often the events and each watched auction are read. */
export function createAuctionWatch(
  store: Pick<Store, 'auctions' | 'events' | 'onEventsCommitted'>,
  clock: Pick<Clock, 'nowMs'>,
  intervalMs = WATCH_INTERVAL_MS,
): AuctionWatch {
  const watched = new Map<Id, Watched>();
  const closeListeners = new Set<() => void>();
  /** The one reader of the events while anything is watched. */
  let feed: EventSubscription | null = null;

  const markOf = (auction: Auction | null): Mark => ({
    clock: `${auction?.auctionStartDate ?? ''}|${auction?.auctionEndDate ?? ''}`,
    phase: auction ? auctionPhase(auction.auctionStartDate, auction.auctionEndDate, clock.nowMs()) : '',
  });

  /** Reads the auction and tells its watchers what moved; reads never overlap (an event meanwhile adds one). */
  const read = async (auctionId: Id, w: Watched): Promise<void> => {
    if (w.reading) {
      w.again = true;
      return;
    }
    w.reading = true;
    try {
      do {
        w.again = false;
        const activity = w.activity;
        w.activity = false;
        let mark: Mark;
        try {
          mark = markOf(await store.auctions.get(auctionId));
        } catch {
          // The database is away for a moment (restart, failover): the next beat reads again, the event kept.
          w.activity ||= activity;
          return;
        }
        const before = w.mark;
        w.mark = mark;
        const change = { activity, clock: before !== null && mark.clock !== before.clock, phase: before !== null && mark.phase !== before.phase };
        if (change.activity || change.clock || change.phase) for (const watcher of [...w.watchers]) watcher(change);
      } while (w.again);
    } finally {
      w.reading = false;
    }
  };

  const startFeed = (): EventSubscription =>
    followEvents(store, {
      // From the newest event on: the first watcher's stream computed its first answer just before (a watcher
      // that comes while the feed runs hears of every event after its registration, and of some before).
      after: async () => (await store.events.lastId()) ?? 0,
      intervalMs,
      onEvent: (event) => {
        const w = watched.get(event.auctionId);
        if (!w) return;
        w.activity = true;
        void read(event.auctionId, w);
      },
      // The database is away for a moment: the next beat reads from the same cursor.
      onError: () => undefined,
    });

  const stopFeed = () => {
    void feed?.close();
    feed = null;
  };

  return {
    watch(auctionId, watcher) {
      feed ??= startFeed();
      let w = watched.get(auctionId);
      if (!w) {
        const entry: Watched = {
          watchers: new Set(),
          mark: null,
          activity: false,
          reading: false,
          again: false,
          timer: setInterval(() => {
            if (!entry.reading) void read(auctionId, entry);
          }, intervalMs),
        };
        entry.timer.unref();
        watched.set(auctionId, entry);
        void read(auctionId, entry);
        w = entry;
      }
      w.watchers.add(watcher);
      const current = w;
      return () => {
        current.watchers.delete(watcher);
        if (current.watchers.size === 0 && watched.get(auctionId) === current) {
          clearInterval(current.timer);
          watched.delete(auctionId);
          if (watched.size === 0) stopFeed();
        }
      };
    },
    close() {
      stopFeed();
      for (const w of watched.values()) clearInterval(w.timer);
      watched.clear();
      for (const listener of [...closeListeners]) listener();
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
  };
}
