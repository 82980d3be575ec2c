import type { ActivityEntry, Id } from '../../domain/entities';

export interface ActivityRepository {
  append(entry: Omit<ActivityEntry, 'id'>): Promise<ActivityEntry>;
  /** Ordered by actionTime, then id. */
  listByAuction(auctionId: Id): Promise<ActivityEntry[]>;
  /** The id of the auction's newest entry (null when none): the change marker the close monitor watches. */
  lastId(auctionId: Id): Promise<Id | null>;
}
