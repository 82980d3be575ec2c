import type { AwardHistoryEntry, Award, Id } from '../../domain/entities';

export interface AwardRepository {
  listByAuction(auctionId: Id): Promise<Award[]>;
  /** Inserts (id absent) or updates (id present) awards and deletes `removeIds`, in one call. */
  save(auctionId: Id, awards: Array<Omit<Award, 'id' | 'auctionId'> & { id?: Id }>, removeIds: Id[]): Promise<Award[]>;
  appendHistory(entry: Omit<AwardHistoryEntry, 'id'>): Promise<AwardHistoryEntry>;
  listHistory(auctionId: Id): Promise<AwardHistoryEntry[]>;
}
