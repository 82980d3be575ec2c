import { CONFIRMED, type Bid, type SupplementalComment } from '../../../core/domain/entities';
import type { BidRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, toCount, toDec, withoutId, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

export const createBidRepository = (ctx: RepoContext): BidRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createBidRepository(c);
  /** Column values of a bid: decimals and the bid date in canonical text. */
  const row = (b: Omit<Bid, 'id'>) => ({
    ...withoutId(b),
    basisPointGuarantee: toDec(b.basisPointGuarantee),
    fixed: toDec(b.fixed),
    allIn: toDec(b.allIn),
    minBalGuarantee: toDec(b.minBalGuarantee),
    bidDate: canonicalInstant(b.bidDate),
  });
  const getSupplemental = async (auctionId: number, userId: number) => {
    const r = await db
      .selectFrom('supplementalComments')
      .selectAll()
      .where('auctionId', '=', auctionId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return r ?? null;
  };
  return {
    async listByAuction(auctionId, opts) {
      let q = db.selectFrom('bids').selectAll().where('auctionId', '=', auctionId);
      if (opts?.confirmedOnly) q = q.where('confirmed', '=', true);
      return q.orderBy('id').execute();
    },
    async listByUser(auctionId, userId) {
      return db.selectFrom('bids').selectAll().where('auctionId', '=', auctionId).where('userId', '=', userId).orderBy('id').execute();
    },
    async listByBorrower(auctionId, borrowerId) {
      return db.selectFrom('bids').selectAll().where('auctionId', '=', auctionId).where('borrowerId', '=', borrowerId).orderBy('id').execute();
    },
    async get(id) {
      return (await db.selectFrom('bids').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },
    async insert(bid) {
      return db.insertInto('bids').values(row(bid)).returningAll().executeTakeFirstOrThrow();
    },
    async update(bid) {
      const r = await db.updateTable('bids').set(row(bid)).where('id', '=', bid.id).returningAll().executeTakeFirst();
      if (!r) assertUpdated({ numUpdatedRows: 0n }, 'bid', bid.id);
      return r as Bid;
    },
    async delete(ids) {
      if (ids.length === 0) return;
      await db.deleteFrom('bids').where('id', 'in', ids).execute();
    },
    async confirmAll(auctionId, userId) {
      const outer = atomically(ctx, self, (r) => r.confirmAll(auctionId, userId));
      if (outer) return outer;
      await db
        .updateTable('bids')
        .set({ confirmed: true })
        .where('auctionId', '=', auctionId)
        .where('userId', '=', userId)
        .execute();
      await db
        .updateTable('supplementalComments')
        .set({ bidderCommentsConfirmed: CONFIRMED })
        .where('auctionId', '=', auctionId)
        .where('userId', '=', userId)
        .execute();
    },
    async countByLot(lotId) {
      const r = await db.selectFrom('bids').select((eb) => eb.fn.countAll().as('n')).where('lotId', '=', lotId).executeTakeFirst();
      return toCount(r?.n);
    },
    async countByBorrower(auctionId, borrowerId) {
      const r = await db
        .selectFrom('bids')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('auctionId', '=', auctionId)
        .where('borrowerId', '=', borrowerId)
        .executeTakeFirst();
      return toCount(r?.n);
    },
    getSupplemental,
    async saveSupplemental(comment) {
      const { auctionId, borrowerId, userId, bidderComments, bidderCommentsConfirmed } = comment;
      await db
        .insertInto('supplementalComments')
        .values({ auctionId, borrowerId, userId, bidderComments, bidderCommentsConfirmed })
        .onConflict((oc) =>
          oc.columns(['auctionId', 'userId']).doUpdateSet({ borrowerId, bidderComments, bidderCommentsConfirmed }),
        )
        .execute();
      return (await getSupplemental(comment.auctionId, comment.userId)) as SupplementalComment;
    },
    async listSupplemental(auctionId, opts) {
      let q = db.selectFrom('supplementalComments').selectAll().where('auctionId', '=', auctionId);
      if (opts?.confirmedOnly) q = q.where('bidderCommentsConfirmed', '=', CONFIRMED);
      return q.orderBy('id').execute();
    },
  };
};
