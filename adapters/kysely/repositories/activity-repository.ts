import type { ActivityEntry } from '../../../core/domain/entities';
import type { ActivityRepository } from '../../../core/ports/repositories';
import { canonicalInstant, type RepoContext } from '../codec';
import { prepared } from '../prepared';

const appendQuery = prepared((db, at: import('../prepared').At<Omit<ActivityEntry, 'id'>>) =>
  db
    .insertInto('activity_log')
    .values({
      auctionId: at((e) => e.auctionId),
      userId: at((e) => e.userId),
      borrowerId: at((e) => e.borrowerId),
      actionTime: at((e) => e.actionTime),
      step: at((e) => e.step),
      action: at((e) => e.action),
    })
    .returning('id'),
);

export const createActivityRepository = (ctx: RepoContext): ActivityRepository => {
  const { db } = ctx;
  return {
    // The entry as stored (its instant canonical) with its new id: nothing else to read back.
    append: async (entry) => {
      const stored = { ...entry, actionTime: canonicalInstant(entry.actionTime) };
      const r = await appendQuery.first(ctx, stored);
      if (!r) throw new Error('The activity insert answered no row');
      return { id: r.id, ...stored };
    },
    listByAuction: (auctionId) =>
      db.selectFrom('activity_log').selectAll().where('auctionId', '=', auctionId).orderBy('actionTime').orderBy('id').execute(),
  };
};
