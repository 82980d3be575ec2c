import type { Auction, Borrower, Id, InfoCentreTemplate, RulesAcceptance } from '../../domain/entities';
import type { New } from './common';

/** What a bidder's request needs to know about an auction (`AuctionRepository.getForBidder`). */
export interface BidderAuctionView {
  auction: Auction;
  /** Is the borrower approved for the auction (an invitee)? */
  approved: boolean;
  borrower: Borrower | null;
  /** The rules flags of the user who reads the rules (both null when never set). */
  rules: Pick<RulesAcceptance, 'acceptRulesFlag' | 'specAucRulesLinkFlag'>;
  /**
   * The version of the auction's lots this read saw (every write to the auction's lots moves it; null:
   * never written). Given to `LotRepository.getMany`, it spares that call its own read of the version.
   */
  lotsVersion: number | null;
}

export interface AuctionRepository {
  /** All auctions, or only those of one client. Ordered by start date descending, then id. */
  list(filter?: { clientId?: Id }): Promise<Auction[]>;
  get(id: Id): Promise<Auction | null>;
  /**
   * The auction with `borrowerId`'s approval and row and `rulesUserId`'s rules flags, in one query (every
   * bid wizard request needs all of them: four reads before), or null when the auction does not exist.
   */
  getForBidder(id: Id, borrowerId: Id, rulesUserId: Id): Promise<BidderAuctionView | null>;
  getByName(auctionName: string): Promise<Auction | null>;
  create(auction: New<Auction>): Promise<Auction>;
  update(auction: Auction): Promise<Auction>;
  setTemplate(id: Id, template: InfoCentreTemplate, aicapprovalFlag: boolean): Promise<void>;
  setAwardConfirmFlag(id: Id, awardConfirmFlag: boolean): Promise<void>;
}
