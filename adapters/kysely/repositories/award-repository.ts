import type { AwardRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, withoutId, type RepoContext } from '../codec';
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
      for (const { id, bidId, lotId } of awards) {
        if (id === undefined || id < 0) {
          await db.insertInto('awards').values({ auctionId, bidId, lotId }).execute();
        } else {
          assertUpdated(
            await db.updateTable('awards').set({ bidId, lotId }).where('id', '=', id).where('auctionId', '=', auctionId).executeTakeFirst(),
            'award',
            id,
          );
        }
      }
      return listByAuction(auctionId);
    },
    async appendHistory(entry) {
      return db
        .insertInto('awardHistory')
        .values({ ...withoutId(entry), at: canonicalInstant(entry.at) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    listHistory: (auctionId) => db.selectFrom('awardHistory').selectAll().where('auctionId', '=', auctionId).orderBy('at').orderBy('id').execute(),
  };
};
