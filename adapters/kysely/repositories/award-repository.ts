import type { AwardRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

export const createAwardRepository = (ctx: RepoContext): AwardRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createAwardRepository(c);
  const listByAuction = (auctionId: number) => db.selectFrom('awards').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute();
  return {
    listByAuction,
    /** Updates and deletions only touch awards of this auction; an id of another auction is "not found". */
    async save(auctionId, awards, removeIds) {
      const outer = atomically(ctx, self, (r) => r.save(auctionId, awards, removeIds));
      if (outer) return outer;
      if (removeIds.length > 0) {
        await db.deleteFrom('awards').where('auctionId', '=', auctionId).where('id', 'in', removeIds).execute();
      }
      for (const a of awards) {
        if (a.id === undefined || a.id < 0) {
          await db.insertInto('awards').values({ auctionId, bidId: a.bidId, lotId: a.lotId }).execute();
        } else {
          assertUpdated(
            await db
              .updateTable('awards')
              .set({ bidId: a.bidId, lotId: a.lotId })
              .where('id', '=', a.id)
              .where('auctionId', '=', auctionId)
              .executeTakeFirst(),
            'award',
            a.id,
          );
        }
      }
      return listByAuction(auctionId);
    },
    appendHistory: (entry) =>
      db
        .insertInto('award_history')
        .values({ auctionId: entry.auctionId, action: entry.action, reason: entry.reason, userId: entry.userId, at: canonicalInstant(entry.at) })
        .returningAll()
        .executeTakeFirstOrThrow(),
    listHistory: (auctionId) =>
      db.selectFrom('award_history').selectAll().where('auctionId', '=', auctionId).orderBy('at').orderBy('id').execute(),
  };
};
