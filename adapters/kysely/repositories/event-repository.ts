import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuctionEvent, NewAuctionEvent } from '../../../core/events/auction-events';
import type { EventRepository } from '../../../core/ports/repositories';
import { canonicalInstant, type RepoContext } from '../codec';
import type { Database } from '../schema';
import { prepared, type At } from '../prepared';

/**
 * On PostgreSQL an id is taken when the row is inserted, not when it commits: two transactions could
 * commit their events out of id order, and a subscriber past the later id would never see the earlier
 * one. So every transaction writing events takes this lock right before its insert and holds it to its
 * commit: ids of events are in commit order. Inserting events is each change's last write, so the lock
 * is held for one statement and the commit. SQLite runs one transaction at a time already.
 */
const EVENTS_LOCK = 'auction-events';

type Db = Kysely<Database> | Transaction<Database>;

const rowOf = (e: NewAuctionEvent, onceKey: string | null) => ({
  auctionId: e.auctionId,
  kind: e.kind,
  at: canonicalInstant(e.at),
  payload: JSON.stringify(e.payload),
  onceKey,
});

const eventOf = (r: { id: number; auctionId: number; kind: string; at: string; payload: string }): AuctionEvent =>
  ({ id: Number(r.id), auctionId: r.auctionId, kind: r.kind, at: r.at, payload: JSON.parse(r.payload) as unknown }) as AuctionEvent;

type EventRow = ReturnType<typeof rowOf>;

/** The insert of `n` events, compiled once per count (a bid save writes one, on its hot path). */
const insertQuery = prepared(
  (db, at: At<readonly EventRow[]>, n: number) =>
    db
      .insertInto('auction_events')
      .values(
        Array.from({ length: n }, (_, i) => ({
          auctionId: at((rows) => rows[i].auctionId),
          kind: at((rows) => rows[i].kind),
          at: at((rows) => rows[i].at),
          payload: at((rows) => rows[i].payload),
          onceKey: null,
        })),
      )
      .returning('id'),
  (rows) => rows.length,
);

export const createEventRepository = (ctx: RepoContext): EventRepository => {
  const { db, engine } = ctx;
  /** Runs `write` in the caller's transaction, or in one of its own; then says events were written. */
  const inTransaction = async <T>(write: (trx: Db) => Promise<T>): Promise<T> => {
    const value = db.isTransaction ? await write(db) : await db.transaction().execute(write);
    ctx.eventsWritten?.();
    return value;
  };
  const lock = async (trx: Db) => {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${EVENTS_LOCK}, 0))`.execute(trx);
  };
  return {
    async append(events) {
      if (events.length === 0) return [];
      return inTransaction(async (trx) => {
        await lock(trx);
        const ids = await insertQuery.rows({ ...ctx, db: trx }, events.map((e) => rowOf(e, null)));
        if (ids.length !== events.length) throw new Error('The events insert answered fewer ids than rows');
        return events.map((e, i) => ({ ...e, at: canonicalInstant(e.at), id: Number(ids[i]?.id) }));
      });
    },
    async appendOnce(event, onceKey) {
      return inTransaction(async (trx) => {
        await lock(trx);
        const r = await trx
          .insertInto('auction_events')
          .values(rowOf(event, onceKey))
          .onConflict((oc) => oc.column('onceKey').doNothing())
          .returning('id')
          .executeTakeFirst();
        return r !== undefined;
      });
    },
    async existingOnceKeys(onceKeys) {
      if (onceKeys.length === 0) return [];
      const rows = await db.selectFrom('auction_events').select('onceKey').where('onceKey', 'in', [...onceKeys]).execute();
      return rows.map((r) => r.onceKey as string);
    },
    async listAfter(cursor, limit) {
      const rows = await db.selectFrom('auction_events').select(['id', 'auctionId', 'kind', 'at', 'payload']).where('id', '>', cursor).orderBy('id').limit(limit).execute();
      return rows.map(eventOf);
    },
    async lastId(auctionId) {
      const last = db.selectFrom('auction_events').select((eb) => eb.fn.max('id').as('last'));
      const r = await (auctionId === undefined ? last : last.where('auctionId', '=', auctionId)).executeTakeFirst();
      return r?.last == null ? null : Number(r.last);
    },
  };
};
