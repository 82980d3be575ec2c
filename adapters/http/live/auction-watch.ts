/**
 * Tells the close monitors and the bidders' countdowns of a server when an auction changed.
 *
 * Every change the monitor shows writes the activity log (opened, rules accepted, saved, confirmed,
 * reminded, extended) or an auction event (core/events: bids confirmed, extended, awards confirmed or
 * unconfirmed, notices), and an extension moves the auction's end; so while anyone on this server watches an
 * auction, the server reads the auction's newest activity id, newest event id and end every `intervalMs`
 * (three indexed reads, once per auction whatever the number of watchers) and calls the watchers when one
 * moved. Changes made through another server sharing the PostgreSQL database are seen the same way: no
 * broker, no LISTEN connection to keep alive, and the same code on SQLite. A commit of this server that wrote
 * events reads at once (the signal the embedders' event subscription wakes on, adapters/event-feed.ts), so
 * an extension or a confirmation made here does not wait for the next beat. A watcher that is told
 * recomputes its own answer.
 *
 * The auction's phase at the server's clock is read on the same beat: its start and its end are changes too,
 * although nothing is written then, so a monitor left open turns Ended (with its closing summary) within
 * `intervalMs` of the end, and a test moving the server's clock sees the same.
 */
import { auctionPhase } from '../../../core/clock/auction-clock';
import type { Id } from '../../../core/domain/entities';
import type { Clock } from '../../../core/ports/clock';
import type { Store } from '../../../core/ports/repositories';

/** How often a watched auction is read: a change reaches a watcher well within the 2 s the monitor promises. */
export const WATCH_INTERVAL_MS = 500;

/** What moved: the activity log or the auction's events (progress), the auction's times (the countdowns), or its phase at the server's clock (it started or ended). */
export interface AuctionChange {
  activity: boolean;
  clock: boolean;
  phase: boolean;
}

type Watcher = (change: AuctionChange) => void;

interface Mark {
  activity: string;
  clock: string;
  phase: string;
}

interface Watched {
  watchers: Set<Watcher>;
  mark: Mark | null;
  timer: NodeJS.Timeout;
  reading: boolean;
}

export interface AuctionWatch {
  /** Calls `watcher` after every change of the auction, until the answered function is called. */
  watch(auctionId: Id, watcher: Watcher): () => void;
  /** Ends every watch (shutdown): the streams end and their requests finish. */
  close(): void;
  /** Called when the watch closes (a stream ends on it). */
  onClose(listener: () => void): () => void;
}

/** `clock`: the server's (whose time decides the phase); `intervalMs`: how often a watched auction is read. */
export function createAuctionWatch(
  store: Pick<Store, 'activity' | 'auctions' | 'events' | 'onEventsCommitted'>,
  clock: Pick<Clock, 'nowMs'>,
  intervalMs = WATCH_INTERVAL_MS,
): AuctionWatch {
  const watched = new Map<Id, Watched>();
  const closeListeners = new Set<() => void>();

  const markOf = async (auctionId: Id): Promise<Mark> => {
    const [last, lastEvent, auction] = await Promise.all([store.activity.lastId(auctionId), store.events.lastId(auctionId), store.auctions.get(auctionId)]);
    return {
      activity: `${last ?? 0}|${lastEvent ?? 0}`,
      clock: `${auction?.auctionStartDate ?? ''}|${auction?.auctionEndDate ?? ''}`,
      phase: auction ? auctionPhase(auction.auctionStartDate, auction.auctionEndDate, clock.nowMs()) : '',
    };
  };

  const poll = async (auctionId: Id, w: Watched): Promise<void> => {
    if (w.reading) return;
    w.reading = true;
    try {
      const mark = await markOf(auctionId);
      const change = w.mark && { activity: mark.activity !== w.mark.activity, clock: mark.clock !== w.mark.clock, phase: mark.phase !== w.mark.phase };
      if (change && (change.activity || change.clock || change.phase)) for (const watcher of [...w.watchers]) watcher(change);
      w.mark = mark;
    } catch {
      // The database is away for a moment (restart, failover): the next read tries again.
    } finally {
      w.reading = false;
    }
  };

  // A commit of this process that wrote events: every watched auction is read now (the read is cheap, and
  // which auction it was is the poll's to find out).
  const unlisten = store.onEventsCommitted(() => {
    for (const [auctionId, w] of watched) void poll(auctionId, w);
  });

  return {
    watch(auctionId, watcher) {
      let w = watched.get(auctionId);
      if (!w) {
        const entry: Watched = { watchers: new Set(), mark: null, reading: false, timer: setInterval(() => void poll(auctionId, entry), intervalMs) };
        entry.timer.unref();
        watched.set(auctionId, entry);
        void poll(auctionId, entry);
        w = entry;
      }
      w.watchers.add(watcher);
      const current = w;
      return () => {
        current.watchers.delete(watcher);
        if (current.watchers.size === 0 && watched.get(auctionId) === current) {
          clearInterval(current.timer);
          watched.delete(auctionId);
        }
      };
    },
    close() {
      unlisten();
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
