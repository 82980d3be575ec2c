import type { InviteeRepository } from '../../../core/ports/repositories';
import { atomically, type RepoContext } from '../codec';

export const createInviteeRepository = (ctx: RepoContext): InviteeRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createInviteeRepository(c);
  return {
    async listApproved(auctionId) {
      const rows = await db.selectFrom('invitees').select('borrower_id').where('auction_id', '=', auctionId).orderBy('borrower_id').execute();
      return rows.map((r) => r.borrower_id);
    },
    async isApproved(auctionId, borrowerId) {
      const r = await db
        .selectFrom('invitees')
        .select('borrower_id')
        .where('auction_id', '=', auctionId)
        .where('borrower_id', '=', borrowerId)
        .executeTakeFirst();
      return r !== undefined;
    },
    async listAuctionsForBorrower(borrowerId) {
      const rows = await db.selectFrom('invitees').select('auction_id').where('borrower_id', '=', borrowerId).orderBy('auction_id').execute();
      return rows.map((r) => r.auction_id);
    },
    /** Idempotent: already approved borrowers are left as they are. */
    async approve(auctionId, borrowerIds) {
      const unique = [...new Set(borrowerIds)];
      if (unique.length === 0) return;
      await db
        .insertInto('invitees')
        .values(unique.map((borrowerId) => ({ auction_id: auctionId, borrower_id: borrowerId })))
        .onConflict((oc) => oc.columns(['auction_id', 'borrower_id']).doNothing())
        .execute();
    },
    /** Also drops the e-mail list entries of the removed borrowers' users. */
    async remove(auctionId, borrowerIds) {
      if (borrowerIds.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.remove(auctionId, borrowerIds));
      if (outer) return outer;
      await db
        .deleteFrom('invited_users')
        .where('auction_id', '=', auctionId)
        .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('borrower_id', 'in', borrowerIds))
        .execute();
      await db.deleteFrom('invitees').where('auction_id', '=', auctionId).where('borrower_id', 'in', borrowerIds).execute();
    },
    async listInvitedUsers(auctionId) {
      const rows = await db.selectFrom('invited_users').selectAll().where('auction_id', '=', auctionId).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, auctionId: r.auction_id, userId: r.user_id }));
    },
    /** Idempotent: users already on the list are not added twice. */
    async addInvitedUsers(auctionId, userIds) {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return;
      await db
        .insertInto('invited_users')
        .values(unique.map((userId) => ({ auction_id: auctionId, user_id: userId })))
        .onConflict((oc) => oc.columns(['auction_id', 'user_id']).doNothing())
        .execute();
    },
    async removeInvitedUsers(ids) {
      if (ids.length === 0) return;
      await db.deleteFrom('invited_users').where('id', 'in', ids).execute();
    },
  };
};
