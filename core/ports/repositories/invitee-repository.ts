import type { Id, InvitedUser } from '../../domain/entities';

export interface InviteeRepository {
  /** Borrower ids approved for the auction. */
  listApproved(auctionId: Id): Promise<Id[]>;
  isApproved(auctionId: Id, borrowerId: Id): Promise<boolean>;
  /** Auction ids a borrower is approved for. */
  listAuctionsForBorrower(borrowerId: Id): Promise<Id[]>;
  approve(auctionId: Id, borrowerIds: Id[]): Promise<void>;
  remove(auctionId: Id, borrowerIds: Id[]): Promise<void>;
  listInvitedUsers(auctionId: Id): Promise<InvitedUser[]>;
  addInvitedUsers(auctionId: Id, userIds: Id[]): Promise<void>;
  removeInvitedUsers(ids: Id[]): Promise<void>;
}
