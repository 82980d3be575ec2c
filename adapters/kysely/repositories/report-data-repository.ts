import type { AwardSummaryFields } from '../../../core/domain/entities';
import type { ReportDataRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, toTs, withoutId, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

/** Column values of the award summary: its date in canonical text. */
const summaryColumns = (f: AwardSummaryFields) => ({ ...f, totalAuctionDate: toTs(f.totalAuctionDate) });

export const createReportDataRepository = (ctx: RepoContext): ReportDataRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createReportDataRepository(c);
  return {
    async getAwardSummary(auctionId) {
      const r = await db.selectFrom('awardSummaries').selectAll().where('auctionId', '=', auctionId).executeTakeFirst();
      if (!r) return null;
      const { auctionId: _auction, ...fields } = r;
      return fields;
    },
    async saveAwardSummary(auctionId, fields) {
      const cols = summaryColumns(fields);
      await db
        .insertInto('awardSummaries')
        .values({ auctionId, ...cols })
        .onConflict((oc) => oc.column('auctionId').doUpdateSet(cols))
        .execute();
    },
    listLegalComments: (auctionId) => db.selectFrom('legalComments').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute(),
    async saveLegalComments(rows) {
      if (rows.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.saveLegalComments(rows));
      if (outer) return outer;
      for (const { id, borrower, comments, updatedBy, updatedAt } of rows) {
        assertUpdated(
          await db
            .updateTable('legalComments')
            .set({ borrower, comments, updatedBy, updatedAt: canonicalInstant(updatedAt) })
            .where('id', '=', id)
            .executeTakeFirst(),
          'legal comment',
          id,
        );
      }
    },
    async addLegalComment(row) {
      return db
        .insertInto('legalComments')
        .values({ ...withoutId(row), createdAt: canonicalInstant(row.createdAt), updatedAt: canonicalInstant(row.updatedAt) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    listRecommendations: (auctionId) => db.selectFrom('recommendations').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute(),
    async saveRecommendations(rows) {
      if (rows.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.saveRecommendations(rows));
      if (outer) return outer;
      for (const { auctionId, lotId, awardAnalysis } of rows) {
        await db
          .insertInto('recommendations')
          .values({ auctionId, lotId, awardAnalysis })
          .onConflict((oc) => oc.columns(['auctionId', 'lotId']).doUpdateSet({ awardAnalysis }))
          .execute();
      }
    },
  };
};
