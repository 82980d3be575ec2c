import type { ActivityEntry, Bid, Id, SupplementalComment } from '../../domain/entities';
import type { New } from './common';

export interface BidSheetWrite {
  removed: Id[];
  updates: Bid[];
  inserts: New<Bid>[];
  supplemental: Omit<SupplementalComment, 'id'>;
  /** The user's supplemental record as the save's transaction read it (null: none): left unwritten when it already says `supplemental`. */
  supplementalNow?: SupplementalComment | null;
  /** The bidder activity entry recording the save, written with the sheet (on PostgreSQL in the same statement). */
  activity?: New<ActivityEntry>;
}

export interface BidRepository {
  /** Bids of an auction, all or confirmed only. */
  listByAuction(auctionId: Id, opts?: { confirmedOnly?: boolean }): Promise<Bid[]>;
  /** Bids of one bidder user in an auction. */
  listByUser(auctionId: Id, userId: Id): Promise<Bid[]>;
  /** A bidder user's sheet as stored, read at once: its bids (by id) and its supplemental record (null: none). */
  getSheet(auctionId: Id, userId: Id): Promise<{ bids: Bid[]; supplemental: SupplementalComment | null }>;
  listByBorrower(auctionId: Id, borrowerId: Id): Promise<Bid[]>;
  get(id: Id): Promise<Bid | null>;
  insert(bid: New<Bid>): Promise<Bid>;
  update(bid: Bid): Promise<Bid>;
  /** Inserts many bids in a few multi-row statements; the bids written, by id. */
  insertMany(bids: New<Bid>[]): Promise<Bid[]>;
  /** Updates many existing bids (all fields but the id) in a few multi-row statements; the bids written, by id. NotFound if one is missing. */
  updateMany(bids: Bid[]): Promise<Bid[]>;
  delete(ids: Id[]): Promise<void>;
  /**
   * A bidder's sheet written at once: deletes `removed`, updates `updates`, inserts `inserts` and saves the
   * supplemental record (as the four calls above would, in one statement on PostgreSQL). Answers the bids
   * written, by id, and the record. NotFound if an update's bid is missing.
   */
  saveSheet(sheet: BidSheetWrite): Promise<{ saved: Bid[]; supplemental: SupplementalComment }>;
  /** Marks every bid of the user in the auction confirmed, and the user's supplemental comment CONFIRMED. */
  confirmAll(auctionId: Id, userId: Id): Promise<void>;
  countByLot(lotId: Id): Promise<number>;
  countByBorrower(auctionId: Id, borrowerId: Id): Promise<number>;
  getSupplemental(auctionId: Id, userId: Id): Promise<SupplementalComment | null>;
  /** Inserts or updates the user's supplemental comment for the auction. */
  saveSupplemental(comment: Omit<SupplementalComment, 'id'>): Promise<SupplementalComment>;
  listSupplemental(auctionId: Id, opts?: { confirmedOnly?: boolean }): Promise<SupplementalComment[]>;
}
