/**
 * The lots a bid save reads, kept in memory per auction (the lots with their combo links were
 * a save's second most costly read, and the same few hundred rows are read by every save of an auction).
 *
 * An auction's entry is labelled with the version of its lots (table auction_lot_versions, moved by every
 * write to the auction's lots in that write's transaction) and holds only lots read in statements that
 * saw that version. A reader reads the version first and uses the entry only when it matches, so a lot
 * edit made by any server sharing the database is seen by the next read on every server. Entries are
 * filled from committed reads only (never inside a transaction, whose writes might roll back). Lots are
 * frozen: every reader shares them. Lot ids read and found in no lot of the auction are kept as null.
 */
import type { Lot } from '../../core/domain/entities';

/** Auctions kept (the least recently read first out); each holds at most the lots its bidders named. */
export const CACHED_AUCTIONS = 16;

interface Entry {
  version: number;
  lots: Map<number, Lot | null>;
}

export class LotCache {
  readonly #auctions = new Map<number, Entry>();

  /** The lots known for `auctionId` at `version` (an empty map when the entry was of another version). */
  at(auctionId: number, version: number): Map<number, Lot | null> {
    let entry = this.#auctions.get(auctionId);
    if (entry) this.#auctions.delete(auctionId);
    if (!entry || entry.version !== version) entry = { version, lots: new Map() };
    this.#auctions.set(auctionId, entry);
    if (this.#auctions.size > CACHED_AUCTIONS) this.#auctions.delete(this.#auctions.keys().next().value as number);
    return entry.lots;
  }
}

/** A lot as the cache shares it: frozen with its combo links. */
export const frozenLot = (lot: Lot): Lot => {
  Object.freeze(lot.comboLotIds);
  return Object.freeze(lot);
};
