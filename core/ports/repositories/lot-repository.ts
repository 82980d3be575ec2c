import type { Id, Lot } from '../../domain/entities';
import type { New } from './common';

export interface LotRepository {
  /** Lots of an auction, ordered by id; each with its comboLotIds. */
  listByAuction(auctionId: Id): Promise<Lot[]>;
  /**
   * The lots of the auction among `ids` (others are left out), ordered by id; each with its comboLotIds.
   * `lotsVersion`: the version of the auction's lots a read of the same request saw
   * (`BidderAuctionView.lotsVersion`); the lots are then those of that version or a later one.
   */
  getMany(auctionId: Id, ids: Id[], opts?: { lotsVersion?: number | null }): Promise<Lot[]>;
  get(id: Id): Promise<Lot | null>;
  create(lot: New<Lot>): Promise<Lot>;
  /** Inserts many lots (CSV upload); call inside a transaction. */
  createMany(lots: New<Lot>[]): Promise<Lot[]>;
  /** Updates the lot and replaces its combo links. */
  update(lot: Lot): Promise<Lot>;
  /** Deletes lots and their combo links. */
  delete(ids: Id[]): Promise<void>;
}
