/**
 * The subscription to auction events (`AUCTION_EVENT_KINDS`) an embedding program opens with
 * `core.events.subscribe`. Events are read from the store after a cursor, in id order, which is commit
 * order: events of one auction arrive in the order they happened.
 *
 * Delivery is at least once: the subscriber keeps the cursor of the last event it handled (`cursor`,
 * or the event's own `id`) and passes it as `after` when it subscribes again, after a restart too; an
 * event whose handler throws is delivered again at the next poll, and nothing after it is delivered
 * before it. We chose a cursor the subscriber keeps over a named subscription whose cursor the store
 * keeps: the subscriber can then save the cursor with what it did (one transaction of its own), which a
 * cursor kept here could not offer.
 *
 * The store is read every `intervalMs` (default 1 s; events written by other processes, another server
 * sharing PostgreSQL, arrive within it) and at once after a commit of this process that wrote events.
 * Each poll also writes the `auction.ended` events due (`recordEndedAuctions`), at most every
 * ENDED_PASS_MS, so an embedder without the HTTP server's close schedule gets them too.
 *
 * The HTTP server's live streams follow the table with the same reader (`followEvents`, through their auction
 * watch), from the newest event on and without the ended pass, which
 * the server's close schedule makes.
 */
import type { CoreDeps } from '../core/app/deps';
import { recordEndedAuctions } from '../core/events/auction-ended';
import type { AuctionEvent } from '../core/events/auction-events';
import type { Store } from '../core/ports/repositories';

/** How often the store is read when no commit of this process woke the subscription. */
export const EVENT_POLL_MS = 1_000;
/** How often a subscription looks for auctions that ended (each such end is written once, whoever looks). */
export const ENDED_PASS_MS = 5_000;
/** Events read per query. */
const BATCH = 100;

export interface EventSubscriptionOptions {
  /** Deliver the events with an id above this cursor; 0 (the default) delivers every event from the first. */
  after?: number;
  /**
   * Called with each event, one at a time, in id order; the next event waits for the answered promise.
   * When it throws (or rejects), the same event is delivered again at the next poll.
   */
  onEvent: (event: AuctionEvent) => void | Promise<void>;
  /** Told of a failed read or handler (the subscription goes on); default: written to stderr. */
  onError?: (error: unknown) => void;
  /** Milliseconds between reads of the store (default EVENT_POLL_MS). */
  intervalMs?: number;
}

export interface EventSubscription {
  /** The id of the last event whose handler returned: save it, and pass it as `after` to resume. */
  readonly cursor: number;
  /** Stops the subscription; resolves once a delivery under way has finished. Until then it keeps the process running. */
  close(): Promise<void>;
}

/** A reader of the events table after a cursor: what `core.events.subscribe` and the HTTP server's auction watch share. */
export interface EventFollowOptions extends Omit<EventSubscriptionOptions, 'after'> {
  /** Deliver the events with an id above this cursor, or above the one the function answers at the first read (asked again until it answers). */
  after: number | (() => Promise<number>);
  /** Runs before each timed read (not those a commit woke): a subscription's pass over ended auctions. */
  onBeat?: () => Promise<void>;
}

/**
 * Follows the auction events of `store` from a cursor: delivered one at a time in id order, each again
 * at the next read when its handler throws; read every `intervalMs` and at once after a commit of this
 * process that wrote events; never two reads at once.
 */
export function followEvents(store: Pick<Store, 'events' | 'onEventsCommitted'>, options: EventFollowOptions): EventSubscription {
  const onError = options.onError ?? ((e: unknown) => console.error(`event subscription: ${e instanceof Error ? e.message : String(e)}`));
  /** null until the function given as `after` answered. */
  let cursor: number | null = typeof options.after === 'number' ? options.after : null;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;

  /** Delivers what is after the cursor; false when a handler failed (the rest waits for the next poll). */
  const deliver = async (after: number): Promise<boolean> => {
    let from = after;
    for (;;) {
      const events = await store.events.listAfter(from, BATCH);
      for (const event of events) {
        if (closed) return true;
        try {
          await options.onEvent(event);
        } catch (e) {
          onError(e);
          return false;
        }
        from = cursor = event.id;
      }
      if (events.length < BATCH) return true;
    }
  };

  const poll = async (fromTimer: boolean): Promise<void> => {
    if (fromTimer && options.onBeat) await options.onBeat();
    if (cursor === null && typeof options.after === 'function') cursor = await options.after();
    if (cursor !== null) await deliver(cursor);
  };

  /** Runs a poll unless one is under way (then one more runs after it): deliveries never overlap. */
  const wake = (fromTimer: boolean) => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let timer = fromTimer;
      do {
        again = false;
        try {
          await poll(timer);
        } catch (e) {
          onError(e);
        }
        timer = false;
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(() => wake(true), options.intervalMs ?? EVENT_POLL_MS);
  const unlisten = store.onEventsCommitted(() => wake(false));
  wake(true);
  return {
    get cursor() {
      return cursor ?? 0;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      unlisten();
      await running;
    },
  };
}

function subscribeEvents(deps: Pick<CoreDeps, 'store' | 'clock'>, options: EventSubscriptionOptions): EventSubscription {
  let lastEndedPass = Number.NEGATIVE_INFINITY;
  return followEvents(deps.store, {
    ...options,
    after: options.after ?? 0,
    onBeat: async () => {
      if (performance.now() - lastEndedPass < ENDED_PASS_MS) return;
      lastEndedPass = performance.now();
      await recordEndedAuctions(deps);
    },
  });
}

/** `core.events`: the auction events of this core's store. */
export interface CoreEvents {
  /**
   * Calls `onEvent` with each auction event after `after`, in order, at least once, until `close()`.
   * Keep the cursor of the last event handled and pass it as `after` to resume (after a restart too).
   *
   * @example
   * ```ts
   * import { readFileSync, writeFileSync } from 'node:fs';
   *
   * const saved = Number(readFileSync('events.cursor', 'utf8') || 0);
   * const events = core.events.subscribe({
   *   after: saved,
   *   onEvent: (e) => {
   *     if (e.kind === 'notices.failed') console.warn(`auction ${e.auctionId}: ${e.payload.failed.length} notices failed: ${e.payload.failed[0]?.cause.message}`);
   *     writeFileSync('events.cursor', String(e.id));
   *   },
   * });
   * // … at shutdown:
   * await events.close();
   * ```
   */
  subscribe(options: EventSubscriptionOptions): EventSubscription;
}

export const coreEventsOf = (deps: Pick<CoreDeps, 'store' | 'clock'>): CoreEvents => ({
  subscribe: (options) => subscribeEvents(deps, options),
});
