import type { Selectable } from 'kysely';
import type { ActivityEntry } from '../../../core/domain/entities';
import type { ActivityRepository } from '../../../core/ports/repositories';
import { canonicalInstant, fromTs, type RepoContext } from '../codec';
import type { ActivityLogTable } from '../schema';

const toEntry = (r: Selectable<ActivityLogTable>): ActivityEntry => ({
  id: r.id,
  auctionId: r.auction_id,
  userId: r.user_id,
  borrowerId: r.borrower_id,
  actionTime: fromTs(r.action_time),
  step: r.step,
  action: r.action,
});

export const createActivityRepository = ({ db }: RepoContext): ActivityRepository => ({
  async append(entry) {
    const r = await db
      .insertInto('activity_log')
      .values({
        auction_id: entry.auctionId,
        user_id: entry.userId,
        borrower_id: entry.borrowerId,
        action_time: canonicalInstant(entry.actionTime),
        step: entry.step,
        action: entry.action,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(r);
  },
  async listByAuction(auctionId) {
    const rows = await db.selectFrom('activity_log').selectAll().where('auction_id', '=', auctionId).orderBy('action_time').orderBy('id').execute();
    return rows.map(toEntry);
  },
});
