import type { ActivityRepository } from '../../../core/ports/repositories';
import { canonicalInstant, withoutId, type RepoContext } from '../codec';

export const createActivityRepository = ({ db }: RepoContext): ActivityRepository => ({
  async append(entry) {
    return db
      .insertInto('activityLog')
      .values({ ...withoutId(entry), actionTime: canonicalInstant(entry.actionTime) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  async listByAuction(auctionId) {
    return db.selectFrom('activityLog').selectAll().where('auctionId', '=', auctionId).orderBy('actionTime').orderBy('id').execute();
  },
});
