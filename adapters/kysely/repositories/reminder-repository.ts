import type { ReminderRepository } from '../../../core/ports/repositories';
import { canonicalInstant, type RepoContext } from '../codec';

export const createReminderRepository = ({ db }: RepoContext): ReminderRepository => {
  const one = (auctionId: number, userId: number, offsetMinutes: number) =>
    db.updateTable('close_reminders').where('auctionId', '=', auctionId).where('userId', '=', userId).where('offsetMinutes', '=', offsetMinutes);
  return {
    async claim(auctionId, userId, offsetMinutes, at) {
      // One statement: of two servers claiming the same reminder, the primary key lets one insert.
      const r = await db
        .insertInto('close_reminders')
        .values({ auctionId, userId, offsetMinutes, claimedAt: canonicalInstant(at), sentAt: null, failure: null })
        .onConflict((oc) => oc.columns(['auctionId', 'userId', 'offsetMinutes']).doNothing())
        .returning('userId')
        .executeTakeFirst();
      return r !== undefined;
    },
    async markSent(auctionId, userId, offsetMinutes, at) {
      await one(auctionId, userId, offsetMinutes).set({ sentAt: canonicalInstant(at) }).execute();
    },
    async markFailed(auctionId, userId, offsetMinutes, failure) {
      await one(auctionId, userId, offsetMinutes).set({ failure: failure.slice(0, 500) }).execute();
    },
    listByAuction: (auctionId) =>
      db.selectFrom('close_reminders').selectAll().where('auctionId', '=', auctionId).orderBy('userId').orderBy('offsetMinutes', 'desc').execute(),
  };
};
