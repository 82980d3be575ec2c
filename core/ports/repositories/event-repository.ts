import type { Id } from '../../domain/entities';
import type { AuctionEvent, NewAuctionEvent } from '../../events/auction-events';

/**
 * The auction events (`AUCTION_EVENT_KINDS`): written in the transaction of the change they report,
 * read in id order by subscriptions. Ids increase in commit order: a reader that has seen id N never
 * later finds a new event below N, so `N` is a complete cursor.
 */
export interface EventRepository {
  /**
   * Appends the events (in order) and answers them with their ids. Call it as the last write of the
   * transaction: it holds the events' order until the commit, so transactions writing events commit
   * their events one after another.
   */
  append(events: readonly NewAuctionEvent[]): Promise<AuctionEvent[]>;
  /**
   * Appends the event unless an event with the same `onceKey` exists, atomically across servers:
   * true when this call wrote it.
   */
  appendOnce(event: NewAuctionEvent, onceKey: string): Promise<boolean>;
  /** Of `onceKeys`, those already written. */
  existingOnceKeys(onceKeys: readonly string[]): Promise<string[]>;
  /** Up to `limit` events with an id above `cursor`, by id. */
  listAfter(cursor: number, limit: number): Promise<AuctionEvent[]>;
  /** The id of the newest event, of the auction when one is named (null when none): where a reader of new events only starts. */
  lastId(auctionId?: Id): Promise<number | null>;
}
