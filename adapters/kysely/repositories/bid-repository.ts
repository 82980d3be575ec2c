import { sql, type RawBuilder, type Selectable } from 'kysely';
import { CONFIRMED, type Bid, type SupplementalComment } from '../../../core/domain/entities';
import type { BidRepository, BidSheetWrite } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, pick, toCount, toDec, type RepoContext } from '../codec';
import type { BidsTable } from '../schema';
import { assertUpdated } from './not-found';

/** Rows per multi-row statement (14 parameters a row: well under both engines' parameter limits). */
const ROWS_PER_STATEMENT = 500;

/** What the sheet statement answers about the supplemental record, beside each bid written. */
interface SheetSupplementalColumns {
  sheetSupId: number;
  sheetSupAuctionId: number;
  sheetSupBorrowerId: number;
  sheetSupUserId: number;
  sheetSupComments: string;
  sheetSupConfirmed: SupplementalComment['bidderCommentsConfirmed'];
}

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
const INSERT_COLUMNS = BID_COLUMNS.filter((c): c is Exclude<(typeof BID_COLUMNS)[number], 'id'> => c !== 'id');

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
  const insertMany = async (bids: Array<Omit<Bid, 'id'>>): Promise<Bid[]> => {
    const saved: Bid[] = [];
    for (let from = 0; from < bids.length; from += ROWS_PER_STATEMENT) {
      const rows = await db.insertInto('bids').values(bids.slice(from, from + ROWS_PER_STATEMENT).map(row)).returningAll().execute();
      saved.push(...rows);
    }
    return saved.sort((a, b) => a.id - b.id);
  };
  /** The VALUES list an update reads its rows from, as `v` (column types spelled out for PostgreSQL; SQLite takes the values as they are). */
  const updateValues = (bids: Bid[]) => {
    const as = (v: unknown, type: string) => (engine === 'postgres' ? sql`cast(${v} as ${sql.raw(type)})` : sql`${v}`);
    const values = bids.map((b) => {
      const r = row(b);
      return sql`(${as(b.id, 'integer')}, ${as(r.auctionId, 'integer')}, ${as(r.lotId, 'integer')}, ${as(r.borrowerId, 'integer')}, ${as(r.userId, 'integer')}, ${as(r.superBidderId, 'integer')}, ${as(r.collateralType, 'text')}, ${as(r.basisPointGuarantee, 'numeric')}, ${as(r.fixed, 'numeric')}, ${as(r.allIn, 'numeric')}, ${as(r.minBalGuarantee, 'numeric')}, ${as(r.lotSpecificComments, 'text')}, ${as(r.confirmed, engine === 'postgres' ? 'boolean' : 'integer')}, ${as(r.bidDate, 'timestamptz')})`;
    });
    return sql`v (id, auction_id, lot_id, borrower_id, user_id, super_bidder_id, collateral_type, basis_point_guarantee, fixed, all_in, min_bal_guarantee, lot_specific_comments, confirmed, bid_date) as (values ${sql.join(values)})`;
  };
  const updateFromValues = sql`update bids set auction_id = v.auction_id, lot_id = v.lot_id, borrower_id = v.borrower_id, user_id = v.user_id, super_bidder_id = v.super_bidder_id,
      collateral_type = v.collateral_type, basis_point_guarantee = v.basis_point_guarantee, fixed = v.fixed, all_in = v.all_in,
      min_bal_guarantee = v.min_bal_guarantee, lot_specific_comments = v.lot_specific_comments, confirmed = v.confirmed, bid_date = v.bid_date
    from v where bids.id = v.id
    returning ${sql.join(BID_COLUMNS.map((c) => sql.ref(`bids.${c}`)))}`;
  /** NotFound for the first of `bids` the rows written do not name. */
  const assertAllUpdated = (bids: Bid[], written: Array<{ id: number }>) => {
    if (written.length >= bids.length) return;
    const found = new Set(written.map((r) => r.id));
    assertUpdated({ numUpdatedRows: 0n }, 'bid', bids.find((b) => !found.has(b.id))?.id ?? 0);
  };
  const updateMany = async (bids: Bid[]): Promise<Bid[]> => {
    const saved: Bid[] = [];
    for (let from = 0; from < bids.length; from += ROWS_PER_STATEMENT) {
      const chunk = bids.slice(from, from + ROWS_PER_STATEMENT);
      const result = await sql<Selectable<BidsTable>>`with ${updateValues(chunk)} ${updateFromValues}`.execute(db);
      assertAllUpdated(chunk, result.rows);
      saved.push(...result.rows);
    }
    return saved.sort((a, b) => a.id - b.id);
  };
  const deleteBids = async (ids: number[]) => {
    if (ids.length === 0) return;
    await db.deleteFrom('bids').where('id', 'in', ids).execute();
  };
  const saveSupplemental = async (comment: Omit<SupplementalComment, 'id'>): Promise<SupplementalComment> => {
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
  };
  /**
   * PostgreSQL: the whole sheet in one statement (data-modifying CTEs), one round trip instead of up
   * to four. The supplemental upsert answers exactly one row, joined to the bids written (none: one
   * row of nulls), so the bids keep their column types (numeric as text, no JSON numbers).
   */
  const saveSheetInOneStatement = async ({ removed, updates, inserts, supplemental }: BidSheetWrite) => {
    const columns = (prefix = '') => sql.join(BID_COLUMNS.map((c) => sql.ref(`${prefix}${c}`)));
    const written: RawBuilder<unknown>[] = [];
    const ctes: RawBuilder<unknown>[] = [sql`removed as (delete from bids where id = any(${removed}::integer[]))`];
    if (updates.length > 0) {
      ctes.push(updateValues(updates), sql`upd as (${updateFromValues})`);
      written.push(sql`select * from upd`);
    }
    if (inserts.length > 0) {
      const rows = inserts.map(row);
      ctes.push(sql`ins as (insert into bids (${sql.join(INSERT_COLUMNS.map((c) => sql.ref(c)))})
        values ${sql.join(rows.map((r) => sql`(${sql.join(INSERT_COLUMNS.map((c) => r[c]))})`))} returning ${columns()})`);
      written.push(sql`select * from ins`);
    }
    const s = supplemental;
    ctes.push(sql`sup as (insert into supplemental_comments (auction_id, borrower_id, user_id, bidder_comments, bidder_comments_confirmed)
      values (${s.auctionId}, ${s.borrowerId}, ${s.userId}, ${s.bidderComments}, ${s.bidderCommentsConfirmed})
      on conflict (auction_id, user_id) do update set borrower_id = excluded.borrower_id, bidder_comments = excluded.bidder_comments,
        bidder_comments_confirmed = excluded.bidder_comments_confirmed
      returning *)`);
    const bids = written.length > 0 ? sql`(${sql.join(written, sql` union all `)})` : sql`(select ${sql.join(BID_COLUMNS.map(() => sql`null`))})`;
    const result = await sql<Selectable<BidsTable> & SheetSupplementalColumns>`with ${sql.join(ctes)}
      select ${columns('b.')}, sup.id as sheet_sup_id, sup.auction_id as sheet_sup_auction_id, sup.borrower_id as sheet_sup_borrower_id,
        sup.user_id as sheet_sup_user_id, sup.bidder_comments as sheet_sup_comments, sup.bidder_comments_confirmed as sheet_sup_confirmed
      from sup left join ${bids} as b (${columns()}) on true order by b.id`.execute(db);
    const first = result.rows[0];
    if (!first) throw new Error('The supplemental upsert answered no row');
    const saved = result.rows.filter((r) => r.id !== null).map((r): Bid => pick(r, BID_COLUMNS));
    const kept = new Set(saved.map((b) => b.id));
    assertAllUpdated(updates, updates.filter((b) => kept.has(b.id)));
    return {
      saved,
      supplemental: {
        id: first.sheetSupId,
        auctionId: first.sheetSupAuctionId,
        borrowerId: first.sheetSupBorrowerId,
        userId: first.sheetSupUserId,
        bidderComments: first.sheetSupComments,
        bidderCommentsConfirmed: first.sheetSupConfirmed,
      },
    };
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
    insertMany,
    updateMany,
    delete: deleteBids,
    saveSupplemental,
    async saveSheet(sheet) {
      if (engine === 'postgres' && sheet.updates.length + sheet.inserts.length <= ROWS_PER_STATEMENT) return saveSheetInOneStatement(sheet);
      await deleteBids(sheet.removed);
      const saved = [...(await updateMany(sheet.updates)), ...(await insertMany(sheet.inserts))].sort((a, b) => a.id - b.id);
      return { saved, supplemental: await saveSupplemental(sheet.supplemental) };
    },
    async update(bid) {
      const r = await db.updateTable('bids').set(row(bid)).where('id', '=', bid.id).returningAll().executeTakeFirst();
      if (!r) assertUpdated({ numUpdatedRows: 0n }, 'bid', bid.id);
      return r as Bid;
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
    async listSupplemental(auctionId, opts) {
      let q = db.selectFrom('supplemental_comments').selectAll().where('auctionId', '=', auctionId);
      if (opts?.confirmedOnly) q = q.where('bidderCommentsConfirmed', '=', CONFIRMED);
      return q.orderBy('id').execute();
    },
  };
};
