import type { ActivityRepository } from '../../../core/ports/repositories';
import { canonicalInstant, type RepoContext } from '../codec';

export const createActivityRepository = ({ db }: RepoContext): ActivityRepository => ({
  append: (entry) =>
    db
      .insertInto('activity_log')
      .values({
        auctionId: entry.auctionId,
        userId: entry.userId,
        borrowerId: entry.borrowerId,
        actionTime: canonicalInstant(entry.actionTime),
        step: entry.step,
        action: entry.action,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  listByAuction: (auctionId) =>
    db.selectFrom('activity_log').selectAll().where('auctionId', '=', auctionId).orderBy('actionTime').orderBy('id').execute(),
  async lastId(auctionId) {
    const r = await db.selectFrom('activity_log').select((eb) => eb.fn.max('id').as('last')).where('auctionId', '=', auctionId).executeTakeFirst();
    return r?.last == null ? null : Number(r.last);
  },
});
