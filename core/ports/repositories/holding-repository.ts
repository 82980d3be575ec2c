import type { Id } from '../../domain/entities';
import type { Holding, NewHolding } from '../../holdings/holding';

/** The holdings of lots (what is in each lot). Lists are in lot id, then holding id order. */
export interface HoldingRepository {
  /** The holdings of one lot. */
  listByLot(lotId: Id): Promise<Holding[]>;
  /** The holdings of every lot of an auction. */
  listByAuction(auctionId: Id): Promise<Holding[]>;
  /**
   * Replaces the holdings of `lotIds` with `holdings` (each naming one of those lots): the lots' old
   * holdings are deleted and the new ones inserted, in batches. Call inside a transaction to make it all or nothing.
   * Answers how many holdings were written (an upload's 100,000 are counted, not read back).
   */
  replaceForLots(lotIds: readonly Id[], holdings: readonly NewHolding[]): Promise<number>;
}
