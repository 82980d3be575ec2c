import type { AwardSummaryFields, Bid, BidValueFields, Id, LegalComment, Recommendation } from '../../domain/entities';

export interface ReportDataRepository {
  getAwardSummary(auctionId: Id): Promise<AwardSummaryFields | null>;
  saveAwardSummary(auctionId: Id, fields: AwardSummaryFields): Promise<void>;
  listLegalComments(auctionId: Id): Promise<LegalComment[]>;
  /** Updates borrower and comments of existing rows. */
  saveLegalComments(rows: Pick<LegalComment, 'id' | 'borrower' | 'comments' | 'updatedBy' | 'updatedAt'>[]): Promise<void>;
  addLegalComment(row: Omit<LegalComment, 'id'>): Promise<LegalComment>;
  listRecommendations(auctionId: Id): Promise<Recommendation[]>;
  /**
   * The confirmed bids of some lots of an auction, ordered by lot id then bid id: reports that stream
   * (the Full Bid Details workbook) read an auction's bids a few lots at a time, never all at once.
   */
  listConfirmedBidsOfLots(auctionId: Id, lotIds: readonly Id[]): Promise<Bid[]>;
  /** The lowest and highest id of an auction's confirmed bids (null without any): the bounds of a keyset read by id. */
  confirmedBidIdSpan(auctionId: Id): Promise<{ first: Id; last: Id } | null>;
  /**
   * One page of a keyset read: up to `limit` confirmed bids of an auction with ids in (afterId, lastId],
   * by id. Reports that stream every bid read them so, a page per statement.
   */
  listConfirmedBidsAfter(auctionId: Id, afterId: Id, lastId: Id, limit: number): Promise<Bid[]>;
  /**
   * listConfirmedBidsAfter with only the BidValueFields: what the rankings read (about half the columns),
   * in pages, so the driver's rows of all the bids never exist at once beside the ones kept.
   */
  listConfirmedBidValuesAfter(auctionId: Id, afterId: Id, lastId: Id, limit: number): Promise<BidValueFields[]>;
  /**
   * The BidValueFields of the confirmed bids of an auction's lots with ids in (afterLotId, lastLotId],
   * ordered by lot id then bid id: one page of a keyset read by lot id, so the reports that rank each
   * lot's bids (rankings, top bids, award figures) hold one group of lots' bids at a time.
   */
  listConfirmedBidValuesOfLotRange(auctionId: Id, afterLotId: Id, lastLotId: Id): Promise<BidValueFields[]>;
  /** The confirmed bids of an auction among `ids` (any number; unknown ids are skipped), by id: the rows a ranking shows. */
  listConfirmedBidsById(auctionId: Id, ids: readonly Id[]): Promise<Bid[]>;
  /** Upserts by (auctionId, lotId). */
  saveRecommendations(rows: Omit<Recommendation, 'id'>[]): Promise<void>;
}
