import type { Id, Instant } from '../../domain/entities';

/** A reminder before an auction's close to one user, at one offset. */
export interface CloseReminder {
  auctionId: Id;
  userId: Id;
  offsetMinutes: number;
  claimedAt: Instant;
  sentAt: Instant | null;
  /** Why it could not be sent (it is not sent again). */
  failure: string | null;
}

export interface ReminderRepository {
  /**
   * Writes the reminder's row unless it exists, atomically across servers: true when this call wrote it
   * (the caller then sends it), false when it was claimed before (it is never sent twice).
   */
  claim(auctionId: Id, userId: Id, offsetMinutes: number, at: Instant): Promise<boolean>;
  markSent(auctionId: Id, userId: Id, offsetMinutes: number, at: Instant): Promise<void>;
  markFailed(auctionId: Id, userId: Id, offsetMinutes: number, failure: string): Promise<void>;
  /** Ordered by user id, then offset descending (the earlier reminder first). */
  listByAuction(auctionId: Id): Promise<CloseReminder[]>;
}
