import type { InviteeRepository } from '../../../core/ports/repositories';
import { atomically, type RepoContext } from '../codec';

export const createInviteeRepository = (ctx: RepoContext): InviteeRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createInviteeRepository(c);
  return {
    async listApproved(auctionId) {
      const rows = await db.selectFrom('invitees').select('borrowerId').where('auctionId', '=', auctionId).orderBy('borrowerId').execute();
      return rows.map((r) => r.borrowerId);
    },
    async isApproved(auctionId, borrowerId) {
      const r = await db
        .selectFrom('invitees')
        .select('borrowerId')
        .where('auctionId', '=', auctionId)
        .where('borrowerId', '=', borrowerId)
        .executeTakeFirst();
      return r !== undefined;
    },
    async listAuctionsForBorrower(borrowerId) {
      const rows = await db.selectFrom('invitees').select('auctionId').where('borrowerId', '=', borrowerId).orderBy('auctionId').execute();
      return rows.map((r) => r.auctionId);
    },
    /** Idempotent: already approved borrowers are left as they are. */
    async approve(auctionId, borrowerIds) {
      const unique = [...new Set(borrowerIds)];
      if (unique.length === 0) return;
      await db
        .insertInto('invitees')
        .values(unique.map((borrowerId) => ({ auctionId, borrowerId })))
        .onConflict((oc) => oc.columns(['auctionId', 'borrowerId']).doNothing())
        .execute();
    },
    /** Also drops the e-mail list entries of the removed borrowers' users. */
    async remove(auctionId, borrowerIds) {
      if (borrowerIds.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.remove(auctionId, borrowerIds));
      if (outer) return outer;
      await db
        .deleteFrom('invited_users')
        .where('auctionId', '=', auctionId)
        .where('userId', 'in', (eb) => eb.selectFrom('users').select('id').where('borrowerId', 'in', borrowerIds))
        .execute();
      await db.deleteFrom('invitees').where('auctionId', '=', auctionId).where('borrowerId', 'in', borrowerIds).execute();
    },
    listInvitedUsers: (auctionId) => db.selectFrom('invited_users').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute(),
    /** Idempotent: users already on the list are not added twice. */
    async addInvitedUsers(auctionId, userIds) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      await db
        .insertInto('invited_users')
        .values(unique.map((userId) => ({ auctionId, userId })))
        .onConflict((oc) => oc.columns(['auctionId', 'userId']).doNothing())
        .execute();
    },
    async removeInvitedUsers(ids) {
      if (ids.length === 0) return;
      await db.deleteFrom('invited_users').where('id', 'in', ids).execute();
    },
  };
};
