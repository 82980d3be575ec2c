import { sql, type Selectable } from 'kysely';
import { CONFIRMED, type Bid, type BidCollateralType, type SupplementalComment } from '../../../core/domain/entities';
import type { BidRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, fromBool, fromTs, toBool, toCount, toDec, type RepoContext } from '../codec';
import type { BidsTable, SupplementalCommentsTable } from '../schema';
import { assertUpdated } from './not-found';

export const toBid = (r: Selectable<BidsTable>): Bid => ({
  id: r.id,
  auctionId: r.auction_id,
  lotId: r.lot_id,
  borrowerId: r.borrower_id,
  userId: r.user_id,
  superBidderId: r.super_bidder_id,
  collateralType: r.collateral_type as BidCollateralType,
  basisPointGuarantee: r.basis_point_guarantee,
  fixed: r.fixed,
  allIn: r.all_in,
  minBalGuarantee: r.min_bal_guarantee,
  lotSpecificComments: r.lot_specific_comments,
  confirmed: fromBool(r.confirmed),
  bidDate: fromTs(r.bid_date),
});

const toSupplemental = (r: Selectable<SupplementalCommentsTable>): SupplementalComment => ({
  id: r.id,
  auctionId: r.auction_id,
  borrowerId: r.borrower_id,
  userId: r.user_id,
  bidderComments: r.bidder_comments,
  bidderCommentsConfirmed: r.bidder_comments_confirmed === CONFIRMED ? CONFIRMED : null,
});

/** Rows per multi-row statement (14 parameters a row: well under both engines' parameter limits). */
const ROWS_PER_STATEMENT = 500;

const BID_COLUMNS = [
  'id',
  'auction_id',
  'lot_id',
  'borrower_id',
  'user_id',
  'super_bidder_id',
  'collateral_type',
  'basis_point_guarantee',
  'fixed',
  'all_in',
  'min_bal_guarantee',
  'lot_specific_comments',
  'confirmed',
  'bid_date',
] as const satisfies ReadonlyArray<keyof BidsTable>;

export const createBidRepository = (ctx: RepoContext): BidRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createBidRepository(c);
  const row = (b: Omit<Bid, 'id'>) => ({
    auction_id: b.auctionId,
    lot_id: b.lotId,
    borrower_id: b.borrowerId,
    user_id: b.userId,
    super_bidder_id: b.superBidderId,
    collateral_type: b.collateralType,
    basis_point_guarantee: toDec(b.basisPointGuarantee),
    fixed: toDec(b.fixed),
    all_in: toDec(b.allIn),
    min_bal_guarantee: toDec(b.minBalGuarantee),
    lot_specific_comments: b.lotSpecificComments,
    confirmed: toBool(engine, b.confirmed),
    bid_date: canonicalInstant(b.bidDate),
  });
  const getSupplemental = async (auctionId: number, userId: number) => {
    const r = await db
      .selectFrom('supplemental_comments')
      .selectAll()
      .where('auction_id', '=', auctionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r ? toSupplemental(r) : null;
  };
  return {
    async listByAuction(auctionId, opts) {
      let q = db.selectFrom('bids').selectAll().where('auction_id', '=', auctionId);
      if (opts?.confirmedOnly) q = q.where('confirmed', '=', toBool(engine, true));
      return (await q.orderBy('id').execute()).map(toBid);
    },
    async listByUser(auctionId, userId) {
      const rows = await db.selectFrom('bids').selectAll().where('auction_id', '=', auctionId).where('user_id', '=', userId).orderBy('id').execute();
      return rows.map(toBid);
    },
    async listByBorrower(auctionId, borrowerId) {
      const rows = await db
        .selectFrom('bids')
        .selectAll()
        .where('auction_id', '=', auctionId)
        .where('borrower_id', '=', borrowerId)
        .orderBy('id')
        .execute();
      return rows.map(toBid);
    },
    async get(id) {
      const r = await db.selectFrom('bids').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toBid(r) : null;
    },
    async insert(bid) {
      return toBid(await db.insertInto('bids').values(row(bid)).returningAll().executeTakeFirstOrThrow());
    },
    async insertMany(bids) {
      const saved: Bid[] = [];
      for (let from = 0; from < bids.length; from += ROWS_PER_STATEMENT) {
        const rows = await db.insertInto('bids').values(bids.slice(from, from + ROWS_PER_STATEMENT).map(row)).returningAll().execute();
        saved.push(...rows.map(toBid));
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
          return sql`(${as(b.id, 'integer')}, ${as(r.auction_id, 'integer')}, ${as(r.lot_id, 'integer')}, ${as(r.borrower_id, 'integer')}, ${as(r.user_id, 'integer')}, ${as(r.super_bidder_id, 'integer')}, ${as(r.collateral_type, 'text')}, ${as(r.basis_point_guarantee, 'numeric')}, ${as(r.fixed, 'numeric')}, ${as(r.all_in, 'numeric')}, ${as(r.min_bal_guarantee, 'numeric')}, ${as(r.lot_specific_comments, 'text')}, ${as(r.confirmed, engine === 'postgres' ? 'boolean' : 'integer')}, ${as(r.bid_date, 'timestamptz')})`;
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
        saved.push(...result.rows.map(toBid));
      }
      return saved.sort((a, b) => a.id - b.id);
    },
    async update(bid) {
      const r = await db.updateTable('bids').set(row(bid)).where('id', '=', bid.id).returningAll().executeTakeFirst();
      if (!r) assertUpdated({ numUpdatedRows: 0n }, 'bid', bid.id);
      return toBid(r as Selectable<BidsTable>);
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
        .set({ confirmed: toBool(engine, true) })
        .where('auction_id', '=', auctionId)
        .where('user_id', '=', userId)
        .execute();
      await db
        .updateTable('supplemental_comments')
        .set({ bidder_comments_confirmed: CONFIRMED })
        .where('auction_id', '=', auctionId)
        .where('user_id', '=', userId)
        .execute();
    },
    async countByLot(lotId) {
      const r = await db.selectFrom('bids').select((eb) => eb.fn.countAll().as('n')).where('lot_id', '=', lotId).executeTakeFirst();
      return toCount(r?.n);
    },
    async countByBorrower(auctionId, borrowerId) {
      const r = await db
        .selectFrom('bids')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('auction_id', '=', auctionId)
        .where('borrower_id', '=', borrowerId)
        .executeTakeFirst();
      return toCount(r?.n);
    },
    getSupplemental,
    async saveSupplemental(comment) {
      const values = {
        auction_id: comment.auctionId,
        borrower_id: comment.borrowerId,
        user_id: comment.userId,
        bidder_comments: comment.bidderComments,
        bidder_comments_confirmed: comment.bidderCommentsConfirmed,
      };
      const r = await db
        .insertInto('supplemental_comments')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['auction_id', 'user_id']).doUpdateSet({
            borrower_id: values.borrower_id,
            bidder_comments: values.bidder_comments,
            bidder_comments_confirmed: values.bidder_comments_confirmed,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSupplemental(r);
    },
    async listSupplemental(auctionId, opts) {
      let q = db.selectFrom('supplemental_comments').selectAll().where('auction_id', '=', auctionId);
      if (opts?.confirmedOnly) q = q.where('bidder_comments_confirmed', '=', CONFIRMED);
      return (await q.orderBy('id').execute()).map(toSupplemental);
    },
  };
};
