/**
 * The bid ledger tables. Appends are serialised per auction by the head row:
 * - Postgres: `lockHead` locks the row (an upsert onto itself), so a second server's append waits
 *   for the first transaction to end (read committed: then reads the new head; serializable: is
 *   re-run by the store with the new head);
 * - SQLite: one writer at a time already;
 * - both: `append` moves the head only from the sequence it read (compare-and-set), and the
 *   primary key (auction_id, seq) refuses a second entry with one number: a fork cannot commit.
 */
import { sql, type Selectable } from 'kysely';
import { EMPTY_HEAD, type LedgerEntry } from '../../../core/audit/ledger-entry';
import type { AuditLedgerRepository } from '../../../core/ports/repositories';
import { atomically, toCount, type RepoContext } from '../codec';
import type { AuditLedgerTable } from '../schema';

/** Postgres gives `at_ms` (int8) as a number when safe, else as text. */
const toEntry = (r: Selectable<AuditLedgerTable>): LedgerEntry => ({ ...r, seq: toCount(r.seq), atMs: toCount(r.atMs) });

export const createAuditLedgerRepository = (ctx: RepoContext): AuditLedgerRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createAuditLedgerRepository(c);
  return {
    async lockHead(auctionId) {
      // One statement: creates the head row if missing, else "updates" it to itself, which locks it
      // until the transaction ends (Postgres waits for a holder, then reads the row it committed).
      const r = await db
        .insertInto('audit_heads')
        .values({ auctionId, seq: EMPTY_HEAD.seq, hash: EMPTY_HEAD.hash })
        .onConflict((oc) => oc.column('auctionId').doUpdateSet({ seq: sql<number>`audit_heads.seq` }))
        .returning(['seq', 'hash'])
        .executeTakeFirstOrThrow();
      return { seq: toCount(r.seq), hash: r.hash };
    },
    async append(entries) {
      const first = entries[0];
      const last = entries.at(-1);
      if (!first || !last) return;
      const outer = atomically(ctx, self, (r) => r.append(entries));
      if (outer) return outer;
      const insert = db.insertInto('audit_ledger').values(
        entries.map((e) => ({
          auctionId: e.auctionId,
          seq: e.seq,
          atMs: e.atMs,
          actorUserId: e.actorUserId,
          superBidderId: e.superBidderId,
          eventType: e.eventType,
          body: e.body,
          hash: e.hash,
        })),
      );
      const moveHead = db
        .updateTable('audit_heads')
        .set({ seq: last.seq, hash: last.hash })
        .where('auctionId', '=', first.auctionId)
        .where('seq', '=', first.seq - 1);
      let moved: bigint;
      if (engine === 'postgres') {
        // One round trip while the head is locked (every bid write of the auction waits for it):
        // the entries inserted by a data-modifying CTE, then the head moved.
        const r = await db.with('entries', () => insert).updateTable('audit_heads').set({ seq: last.seq, hash: last.hash })
          .where('auctionId', '=', first.auctionId)
          .where('seq', '=', first.seq - 1)
          .executeTakeFirst();
        moved = r.numUpdatedRows;
      } else {
        await insert.execute();
        moved = (await moveHead.executeTakeFirst()).numUpdatedRows;
      }
      if (moved !== 1n) throw new Error(`The ledger head of auction ${first.auctionId} moved during an append`);
    },
    async head(auctionId) {
      const r = await db.selectFrom('audit_heads').select(['seq', 'hash']).where('auctionId', '=', auctionId).executeTakeFirst();
      return r ? { seq: toCount(r.seq), hash: r.hash } : null;
    },
    async list(auctionId) {
      return (await db.selectFrom('audit_ledger').selectAll().where('auctionId', '=', auctionId).orderBy('seq').execute()).map(toEntry);
    },
    async findByHash(auctionId, hash) {
      const r = await db.selectFrom('audit_ledger').selectAll().where('auctionId', '=', auctionId).where('hash', '=', hash).orderBy('seq').executeTakeFirst();
      return r ? toEntry(r) : null;
    },
    async latest(auctionId, eventType, actorUserId) {
      const r = await db
        .selectFrom('audit_ledger')
        .selectAll()
        .where('auctionId', '=', auctionId)
        .where('actorUserId', '=', actorUserId)
        .where('eventType', '=', eventType)
        .orderBy('seq', 'desc')
        .executeTakeFirst();
      return r ? toEntry(r) : null;
    },
  };
};
