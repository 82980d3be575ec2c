import type { ActivityEntry, Id } from '../../domain/entities';

export interface ActivityRepository {
  append(entry: Omit<ActivityEntry, 'id'>): Promise<ActivityEntry>;
  /** Ordered by actionTime, then id. */
  listByAuction(auctionId: Id): Promise<ActivityEntry[]>;
}
