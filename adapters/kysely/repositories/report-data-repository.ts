import type { Selectable } from 'kysely';
import type { AwardSummaryFields, LegalComment } from '../../../core/domain/entities';
import type { ReportDataRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, fromTs, fromTsOrNull, toBool, toTs, type RepoContext } from '../codec';
import { toBid } from './bid-repository';
import type { LegalCommentsTable } from '../schema';
import { assertUpdated } from './not-found';

const toLegal = (r: Selectable<LegalCommentsTable>): LegalComment => ({
  id: r.id,
  auctionId: r.auction_id,
  borrower: r.borrower,
  comments: r.comments,
  createdBy: r.created_by,
  createdAt: fromTs(r.created_at),
  updatedBy: r.updated_by,
  updatedAt: fromTs(r.updated_at),
});

const summaryColumns = (f: AwardSummaryFields) => ({
  total_auction_date: toTs(f.totalAuctionDate),
  auction_market_value: f.auctionMarketValue,
  lotting_strategy: f.lottingStrategy,
  collateral_profile: f.collateralProfile,
  portfolios_title1: f.portfoliosTitle1,
  portfolios_title2: f.portfoliosTitle2,
  baseline1: f.baseline1,
  baseline2: f.baseline2,
  provider_discretionary1: f.providerDiscretionary1,
  provider_discretionary2: f.providerDiscretionary2,
  auction_revenue1: f.auctionRevenue1,
  auction_revenue2: f.auctionRevenue2,
  bid_summary: f.bidSummary,
});

export const createReportDataRepository = (ctx: RepoContext): ReportDataRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createReportDataRepository(c);
  return {
    async getAwardSummary(auctionId) {
      const r = await db.selectFrom('award_summaries').selectAll().where('auction_id', '=', auctionId).executeTakeFirst();
      if (!r) return null;
      return {
        totalAuctionDate: fromTsOrNull(r.total_auction_date),
        auctionMarketValue: r.auction_market_value,
        lottingStrategy: r.lotting_strategy,
        collateralProfile: r.collateral_profile,
        portfoliosTitle1: r.portfolios_title1,
        portfoliosTitle2: r.portfolios_title2,
        baseline1: r.baseline1,
        baseline2: r.baseline2,
        providerDiscretionary1: r.provider_discretionary1,
        providerDiscretionary2: r.provider_discretionary2,
        auctionRevenue1: r.auction_revenue1,
        auctionRevenue2: r.auction_revenue2,
        bidSummary: r.bid_summary,
      };
    },
    async saveAwardSummary(auctionId, fields) {
      const cols = summaryColumns(fields);
      await db
        .insertInto('award_summaries')
        .values({ auction_id: auctionId, ...cols })
        .onConflict((oc) => oc.column('auction_id').doUpdateSet(cols))
        .execute();
    },
    async listLegalComments(auctionId) {
      const rows = await db.selectFrom('legal_comments').selectAll().where('auction_id', '=', auctionId).orderBy('id').execute();
      return rows.map(toLegal);
    },
    async saveLegalComments(rows) {
      if (rows.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.saveLegalComments(rows));
      if (outer) return outer;
      for (const row of rows) {
        assertUpdated(
          await db
            .updateTable('legal_comments')
            .set({ borrower: row.borrower, comments: row.comments, updated_by: row.updatedBy, updated_at: canonicalInstant(row.updatedAt) })
            .where('id', '=', row.id)
            .executeTakeFirst(),
          'legal comment',
          row.id,
        );
      }
    },
    async addLegalComment(row) {
      const r = await db
        .insertInto('legal_comments')
        .values({
          auction_id: row.auctionId,
          borrower: row.borrower,
          comments: row.comments,
          created_by: row.createdBy,
          created_at: canonicalInstant(row.createdAt),
          updated_by: row.updatedBy,
          updated_at: canonicalInstant(row.updatedAt),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toLegal(r);
    },
    async listRecommendations(auctionId) {
      const rows = await db.selectFrom('recommendations').selectAll().where('auction_id', '=', auctionId).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, auctionId: r.auction_id, lotId: r.lot_id, awardAnalysis: r.award_analysis }));
    },
    async listConfirmedBidsOfLots(auctionId, lotIds) {
      if (lotIds.length === 0) return [];
      const rows = await db
        .selectFrom('bids')
        .selectAll()
        .where('auction_id', '=', auctionId)
        .where('lot_id', 'in', [...lotIds])
        .where('confirmed', '=', toBool(ctx.engine, true))
        .orderBy('lot_id')
        .orderBy('id')
        .execute();
      return rows.map(toBid);
    },
    async saveRecommendations(rows) {
      if (rows.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.saveRecommendations(rows));
      if (outer) return outer;
      for (const row of rows) {
        await db
          .insertInto('recommendations')
          .values({ auction_id: row.auctionId, lot_id: row.lotId, award_analysis: row.awardAnalysis })
          .onConflict((oc) => oc.columns(['auction_id', 'lot_id']).doUpdateSet({ award_analysis: row.awardAnalysis }))
          .execute();
      }
    },
  };
};
