import { sql, type Selectable } from 'kysely';
import { CONFIRMED, type Bid } from '../../../core/domain/entities';
import type { BidRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, toCount, toDec, type RepoContext } from '../codec';
import type { BidsTable } from '../schema';
import { assertUpdated } from './not-found';

/** Rows per multi-row statement (14 parameters a row: well under both engines' parameter limits). */
const ROWS_PER_STATEMENT = 500;

const BID_COLUMNS = [
  'id',
  'auctionId',
  'lotId',
  'borrowerId',
  'userId',
  'superBidderId',
  'collateralType',
  'basisPointGuarantee',
  'fixed',
  'allIn',
  'minBalGuarantee',
  'lotSpecificComments',
  'confirmed',
  'bidDate',
] as const satisfies ReadonlyArray<keyof BidsTable>;

export const createBidRepository = (ctx: RepoContext): BidRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createBidRepository(c);
  const row = (b: Omit<Bid, 'id'>) => ({
    auctionId: b.auctionId,
    lotId: b.lotId,
    borrowerId: b.borrowerId,
    userId: b.userId,
    superBidderId: b.superBidderId,
    collateralType: b.collateralType,
    basisPointGuarantee: toDec(b.basisPointGuarantee),
    fixed: toDec(b.fixed),
    allIn: toDec(b.allIn),
    minBalGuarantee: toDec(b.minBalGuarantee),
    lotSpecificComments: b.lotSpecificComments,
    confirmed: b.confirmed,
    bidDate: canonicalInstant(b.bidDate),
  });
  const getSupplemental = async (auctionId: number, userId: number) => {
    const r = await db
      .selectFrom('supplemental_comments')
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
    listByUser: (auctionId, userId) =>
      db.selectFrom('bids').selectAll().where('auctionId', '=', auctionId).where('userId', '=', userId).orderBy('id').execute(),
    listByBorrower: (auctionId, borrowerId) =>
      db.selectFrom('bids').selectAll().where('auctionId', '=', auctionId).where('borrowerId', '=', borrowerId).orderBy('id').execute(),
    async get(id) {
      const r = await db.selectFrom('bids').selectAll().where('id', '=', id).executeTakeFirst();
      return r ?? null;
    },
    async insert(bid) {
      return db.insertInto('bids').values(row(bid)).returningAll().executeTakeFirstOrThrow();
    },
    async insertMany(bids) {
      const saved: Bid[] = [];
      for (let from = 0; from < bids.length; from += ROWS_PER_STATEMENT) {
        const rows = await db.insertInto('bids').values(bids.slice(from, from + ROWS_PER_STATEMENT).map(row)).returningAll().execute();
        saved.push(...rows);
      }
      return saved.sort((a, b) => a.id - b.id);
    },
    async updateMany(bids) {
      const saved: Bid[] = [];
      // Column types of the VALUES list: Postgres needs them spelled out, SQLite takes the values as they are.
      const as = (v: unknown, type: string) => (engine === 'postgres' ? sql`cast(${v} as ${sql.raw(type)})` : sql`${v}`);
      for (let from = 0; from < bids.length; from += ROWS_PER_STATEMENT) {
        const chunk = bids.slice(from, from + ROWS_PER_STATEMENT);
        const values = chunk.map((b) => {
          const r = row(b);
          return sql`(${as(b.id, 'integer')}, ${as(r.auctionId, 'integer')}, ${as(r.lotId, 'integer')}, ${as(r.borrowerId, 'integer')}, ${as(r.userId, 'integer')}, ${as(r.superBidderId, 'integer')}, ${as(r.collateralType, 'text')}, ${as(r.basisPointGuarantee, 'numeric')}, ${as(r.fixed, 'numeric')}, ${as(r.allIn, 'numeric')}, ${as(r.minBalGuarantee, 'numeric')}, ${as(r.lotSpecificComments, 'text')}, ${as(r.confirmed, engine === 'postgres' ? 'boolean' : 'integer')}, ${as(r.bidDate, 'timestamptz')})`;
        });
        const result = await sql<Selectable<BidsTable>>`with v (id, auction_id, lot_id, borrower_id, user_id, super_bidder_id, collateral_type, basis_point_guarantee, fixed, all_in, min_bal_guarantee, lot_specific_comments, confirmed, bid_date) as (values ${sql.join(values)})
          update bids set auction_id = v.auction_id, lot_id = v.lot_id, borrower_id = v.borrower_id, user_id = v.user_id, super_bidder_id = v.super_bidder_id,
            collateral_type = v.collateral_type, basis_point_guarantee = v.basis_point_guarantee, fixed = v.fixed, all_in = v.all_in,
            min_bal_guarantee = v.min_bal_guarantee, lot_specific_comments = v.lot_specific_comments, confirmed = v.confirmed, bid_date = v.bid_date
          from v where bids.id = v.id
          returning ${sql.join(BID_COLUMNS.map((c) => sql.ref(`bids.${c}`)))}`.execute(db);
        if (result.rows.length !== chunk.length) {
          const found = new Set(result.rows.map((r) => r.id));
          assertUpdated({ numUpdatedRows: 0n }, 'bid', chunk.find((b) => !found.has(b.id))?.id ?? 0);
        }
        saved.push(...result.rows);
      }
      return saved.sort((a, b) => a.id - b.id);
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
        .updateTable('supplemental_comments')
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
      const values = {
        auctionId: comment.auctionId,
        borrowerId: comment.borrowerId,
        userId: comment.userId,
        bidderComments: comment.bidderComments,
        bidderCommentsConfirmed: comment.bidderCommentsConfirmed,
      };
      const r = await db
        .insertInto('supplemental_comments')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['auctionId', 'userId']).doUpdateSet({
            borrowerId: values.borrowerId,
            bidderComments: values.bidderComments,
            bidderCommentsConfirmed: values.bidderCommentsConfirmed,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return r;
    },
    async listSupplemental(auctionId, opts) {
      let q = db.selectFrom('supplemental_comments').selectAll().where('auctionId', '=', auctionId);
      if (opts?.confirmedOnly) q = q.where('bidderCommentsConfirmed', '=', CONFIRMED);
      return q.orderBy('id').execute();
    },
  };
};
