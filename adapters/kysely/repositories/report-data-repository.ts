import { BID_AMOUNT_FIELDS } from '../../../core/domain/bid-kinds';
import { sql } from 'kysely';
import type { AwardSummaryFields, Bid } from '../../../core/domain/entities';
import { isIdInRange } from '../../../core/validation/input-id';
import { AWARD_SUMMARY_TEXT_FIELDS } from '../../../core/reports/award-summary-fields';
import type { ReportDataRepository } from '../../../core/ports/repositories';
import { atomically, canonicalFields, canonicalInstant, pick, type RepoContext } from '../codec';
import { updateEachById } from './not-found';

const summaryColumns = (f: AwardSummaryFields) => ({ ...pick(f, AWARD_SUMMARY_TEXT_FIELDS), ...canonicalFields(f, ['totalAuctionDate']) });

/** Ids bound per statement (far below either engine's limit on parameters). */
const IDS_PER_STATEMENT = 1000;

/**
 * `auction_id + 0 = ?`: the auction still filters the rows, but not through its index. A read of some
 * lots' or some ids' bids must go through the lot index or the primary key: on the auction's index
 * SQLite collects and sorts every bid of the auction for each statement, so reading an auction in pages
 * was quadratic (measured at 10,000 lots × 60 borrowers, 486,093 bids: the 100 pages of 100 lots took
 * 30.6 s on the auction's index, 7.0 s on the lot index; the 243 keyset pages by id 29 s and 1.5 s).
 */
const ofAuction = (auctionId: number) => [sql<number>`${sql.ref('auctionId')} + 0`, '=', auctionId] as const;

export const createReportDataRepository = (ctx: RepoContext): ReportDataRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createReportDataRepository(c);
  /** One keyset page of an auction's confirmed bids: ids in (afterId, lastId], along the primary key (ofAuction). */
  const confirmedPage = (auctionId: number, afterId: number, lastId: number, limit: number) =>
    db
      .selectFrom('bids')
      .where('id', '>', afterId)
      .where('id', '<=', lastId)
      .where(...ofAuction(auctionId))
      .where('confirmed', '=', true)
      .orderBy('id')
      .limit(limit);
  return {
    async getAwardSummary(auctionId) {
      const r = await db.selectFrom('award_summaries').selectAll().where('auctionId', '=', auctionId).executeTakeFirst();
      if (!r) return null;
      const { auctionId: _, ...fields } = r;
      return fields;
    },
    async saveAwardSummary(auctionId, fields) {
      const cols = summaryColumns(fields);
      await db
        .insertInto('award_summaries')
        .values({ auctionId, ...cols })
        .onConflict((oc) => oc.column('auctionId').doUpdateSet(cols))
        .execute();
    },
    listLegalComments: (auctionId) => db.selectFrom('legal_comments').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute(),
    saveLegalComments: (rows) =>
      updateEachById(ctx, rows, 'legal comment', (db, row) =>
        db
          .updateTable('legal_comments')
          .set({ borrower: row.borrower, comments: row.comments, updatedBy: row.updatedBy, updatedAt: canonicalInstant(row.updatedAt) })
          .where('id', '=', row.id)
          .executeTakeFirst(),
      ),
    addLegalComment: (row) =>
      db
        .insertInto('legal_comments')
        .values({
          auctionId: row.auctionId,
          borrower: row.borrower,
          comments: row.comments,
          createdBy: row.createdBy,
          createdAt: canonicalInstant(row.createdAt),
          updatedBy: row.updatedBy,
          updatedAt: canonicalInstant(row.updatedAt),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    listRecommendations: (auctionId) => db.selectFrom('recommendations').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute(),
    async listConfirmedBidsOfLots(auctionId, lotIds) {
      if (lotIds.length === 0) return [];
      return db
        .selectFrom('bids')
        .selectAll()
        // Through the lot index (ofAuction).
        .where(...ofAuction(auctionId))
        .where('lotId', 'in', [...lotIds])
        .where('confirmed', '=', true)
        .orderBy('lotId')
        .orderBy('id')
        .execute();
    },
    async confirmedBidIdSpan(auctionId) {
      const r = await db
        .selectFrom('bids')
        .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
        .where('auctionId', '=', auctionId)
        .where('confirmed', '=', true)
        .executeTakeFirst();
      return r && r.first !== null && r.last !== null ? { first: Number(r.first), last: Number(r.last) } : null;
    },
    listConfirmedBidsAfter: (auctionId, afterId, lastId, limit) => confirmedPage(auctionId, afterId, lastId, limit).selectAll().execute(),
    listConfirmedBidValuesAfter: (auctionId, afterId, lastId, limit) =>
      confirmedPage(auctionId, afterId, lastId, limit).select(['id', 'lotId', 'borrowerId', 'userId', ...BID_AMOUNT_FIELDS, 'bidDate']).execute(),
    listConfirmedBidValuesOfLotRange: (auctionId, afterLotId, lastLotId) =>
      db
        .selectFrom('bids')
        .select(['id', 'lotId', 'borrowerId', 'userId', ...BID_AMOUNT_FIELDS, 'bidDate'])
        // Through the lot index (ofAuction): a range of it per page.
        .where('lotId', '>', afterLotId)
        .where('lotId', '<=', lastLotId)
        .where(...ofAuction(auctionId))
        .where('confirmed', '=', true)
        .orderBy('lotId')
        .orderBy('id')
        .execute(),
    async listConfirmedBidsById(auctionId, ids) {
      // An id beyond the integer column names no bid (PostgreSQL would refuse the whole query).
      const unique = [...new Set(ids)].filter(isIdInRange).sort((a, b) => a - b);
      const bids: Bid[] = [];
      for (let from = 0; from < unique.length; from += IDS_PER_STATEMENT) {
        const chunk = unique.slice(from, from + IDS_PER_STATEMENT);
        bids.push(
          // By primary key (ofAuction).
          ...(await db.selectFrom('bids').selectAll().where('id', 'in', chunk).where(...ofAuction(auctionId)).where('confirmed', '=', true).orderBy('id').execute()),
        );
      }
      return bids;
    },
    async saveRecommendations(rows) {
      if (rows.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.saveRecommendations(rows));
      if (outer) return outer;
      for (const row of rows) {
        await db
          .insertInto('recommendations')
          .values({ auctionId: row.auctionId, lotId: row.lotId, awardAnalysis: row.awardAnalysis })
          .onConflict((oc) => oc.columns(['auctionId', 'lotId']).doUpdateSet({ awardAnalysis: row.awardAnalysis }))
          .execute();
      }
    },
  };
};
