import type { Selectable } from 'kysely';
import type { Award, AwardHistoryEntry } from '../../../core/domain/entities';
import type { AwardRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, fromTs, type RepoContext } from '../codec';
import type { AwardHistoryTable, AwardsTable } from '../schema';
import { assertUpdated } from './not-found';

const toAward = (r: Selectable<AwardsTable>): Award => ({ id: r.id, auctionId: r.auction_id, bidId: r.bid_id, lotId: r.lot_id });

const toHistory = (r: Selectable<AwardHistoryTable>): AwardHistoryEntry => ({
  id: r.id,
  auctionId: r.auction_id,
  action: r.action as AwardHistoryEntry['action'],
  reason: r.reason,
  userId: r.user_id,
  at: fromTs(r.at),
});

export const createAwardRepository = (ctx: RepoContext): AwardRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createAwardRepository(c);
  const listByAuction = async (auctionId: number) =>
    (await db.selectFrom('awards').selectAll().where('auction_id', '=', auctionId).orderBy('id').execute()).map(toAward);
  return {
    listByAuction,
    /** Updates and deletions only touch awards of this auction; an id of another auction is "not found". */
    async save(auctionId, awards, removeIds) {
      const outer = atomically(ctx, self, (r) => r.save(auctionId, awards, removeIds));
      if (outer) return outer;
      if (removeIds.length > 0) {
        await db.deleteFrom('awards').where('auction_id', '=', auctionId).where('id', 'in', removeIds).execute();
      }
      for (const a of awards) {
        if (a.id === undefined || a.id < 0) {
          await db.insertInto('awards').values({ auction_id: auctionId, bid_id: a.bidId, lot_id: a.lotId }).execute();
        } else {
          assertUpdated(
            await db
              .updateTable('awards')
              .set({ bid_id: a.bidId, lot_id: a.lotId })
              .where('id', '=', a.id)
              .where('auction_id', '=', auctionId)
              .executeTakeFirst(),
            'award',
            a.id,
          );
        }
      }
      return listByAuction(auctionId);
    },
    async appendHistory(entry) {
      const r = await db
        .insertInto('award_history')
        .values({ auction_id: entry.auctionId, action: entry.action, reason: entry.reason, user_id: entry.userId, at: canonicalInstant(entry.at) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toHistory(r);
    },
    async listHistory(auctionId) {
      const rows = await db.selectFrom('award_history').selectAll().where('auction_id', '=', auctionId).orderBy('at').orderBy('id').execute();
      return rows.map(toHistory);
    },
  };
};
