/**
 * The bid ledger tables. Appends are serialised per auction by the head row:
 * - Postgres: `lockHead` locks the row (an upsert onto itself), so a second server's append waits
 *   for the first transaction to end (read committed: then reads the new head; serializable: is
 *   re-run by the store with the new head);
 * - SQLite: one writer at a time already;
 * - both: `append` moves the head only from the sequence it read (compare-and-set; on SQLite the
 *   insert's trigger does it in the same statement), and the primary key (auction_id, seq) refuses a
 *   second entry with one number: a fork cannot commit.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { EMPTY_HEAD, LEDGER_BODY_TAIL, type LedgerEntry, type LedgerEntryTemplate, type LedgerHead } from '../../../core/audit/ledger-entry';
import type { AuditLedgerRepository } from '../../../core/ports/repositories';
import { atomically, toCount, type RepoContext } from '../codec';
import type { AuditLedgerTable, Database } from '../schema';
import { prepared, type At } from '../prepared';

/** Postgres gives `at_ms` (int8) as a number when safe, else as text. */
const toEntry = (r: Selectable<AuditLedgerTable>): LedgerEntry => ({ ...r, seq: toCount(r.seq), atMs: toCount(r.atMs) });

type HeadAppendRow = { prevseq: number | null; prevhash: string | null; hashes: string[]; written: string; moved: string };

/**
 * PostgreSQL: the head locked (`for update`, which in read committed waits for the holder and reads
 * the row it committed), the entries chained from it and inserted, and the head moved, in one
 * statement: the head stays locked for this statement and the commit instead of three round trips
 * (lock, append, commit) with the server's own scheduling in between. The hash is the one
 * `entryHash` computes (SHA-256 of the previous hash and the body, UTF-8, hex); the caller checks it.
 * Result columns are single lower-case words, the same with or without a case-converting plugin.
 */
const appendAtHeadQuery = prepared((db, at: At<LedgerEntryTemplate[]>) => {
  const column = <K extends keyof LedgerEntryTemplate>(k: K) => at((templates) => templates.map((t) => t[k]));
  const auctionId = at((templates) => (templates[0]).auctionId);
  const raw = sql<HeadAppendRow>`
    with recursive
      head as (select seq, hash from audit_heads where auction_id = ${auctionId} for update),
      t as (
        select * from unnest(${column('prefix')}::text[], ${column('eventType')}::text[], ${column('atMs')}::bigint[], ${column('actorUserId')}::integer[], ${column('superBidderId')}::integer[])
          with ordinality as t(prefix, event_type, at_ms, actor_user_id, super_bidder_id, ord)
      ),
      chain(ord, seq, hash) as (
        select 0::bigint, seq, hash from head
        union all
        select t.ord, c.seq + 1, encode(sha256(convert_to(c.hash || t.prefix || (c.seq + 1)::text || ${LEDGER_BODY_TAIL}, 'UTF8')), 'hex')
        from chain c join t on t.ord = c.ord + 1
      ),
      entries as (
        insert into audit_ledger (auction_id, seq, at_ms, actor_user_id, super_bidder_id, event_type, body, hash)
        select ${auctionId}, c.seq, t.at_ms, t.actor_user_id, t.super_bidder_id, t.event_type, t.prefix || c.seq::text || ${LEDGER_BODY_TAIL}, c.hash
        from chain c join t on t.ord = c.ord
        returning seq
      ),
      moved as (
        update audit_heads set seq = last.seq, hash = last.hash
        from (select seq, hash from chain order by ord desc limit 1) last
        where audit_heads.auction_id = ${auctionId} and last.seq > (select seq from head)
        returning audit_heads.seq
      )
    select (select seq from head) as prevseq, (select hash from head) as prevhash,
      array(select hash from chain where ord > 0 order by ord) as hashes,
      (select count(*) from entries) as written, (select count(*) from moved) as moved
  `;
  return { compile: () => raw.compile(db) };
});

async function appendAtHeadPostgres(ctx: RepoContext, templates: LedgerEntryTemplate[]): Promise<{ head: LedgerHead; hashes: string[] } | null> {
  const auctionId = templates[0]?.auctionId;
  if (auctionId === undefined || templates.some((t) => t.auctionId !== auctionId)) throw new Error('One auction\'s entries at a time');
  const r = await appendAtHeadQuery.first(ctx, templates);
  if (!r || r.prevseq === null || r.prevhash === null) return null;
  if (Number(r.written) !== templates.length || Number(r.moved) !== 1) throw new Error(`The ledger head of auction ${auctionId} moved during an append`);
  return { head: { seq: toCount(r.prevseq), hash: r.prevhash }, hashes: r.hashes };
}

/** Creates the head row if missing, else "updates" it to itself, which locks it until the transaction ends (Postgres waits for a holder, then reads the row it committed). */
const lockHeadQuery = prepared((db, at: At<number>) =>
  db
    .insertInto('audit_heads')
    .values({ auctionId: at((id) => id), seq: EMPTY_HEAD.seq, hash: EMPTY_HEAD.hash })
    .onConflict((oc) => oc.column('auctionId').doUpdateSet({ seq: sql<number>`audit_heads.seq` }))
    .returning(['seq', 'hash']),
);

const headQuery = prepared((db, at: At<number>) => db.selectFrom('audit_heads').select(['seq', 'hash']).where('auctionId', '=', at((id) => id)));

const entriesInsert = (db: Kysely<Database>, at: At<readonly LedgerEntry[]>, n: number) =>
  db.insertInto('audit_ledger').values(
    Array.from({ length: n }, (_, i) => {
      const e = <K extends keyof LedgerEntry>(k: K) => at((entries) => (entries[i])[k]);
      return { auctionId: e('auctionId'), seq: e('seq'), atMs: e('atMs'), actorUserId: e('actorUserId'), superBidderId: e('superBidderId'), eventType: e('eventType'), body: e('body'), hash: e('hash') };
    }),
  );

/** The head moved from the sequence before the first entry to the last entry (compare-and-set). */
const headMove = (at: At<readonly LedgerEntry[]>) => ({
  seq: at((entries) => (entries.at(-1) as LedgerEntry).seq),
  hash: at((entries) => (entries.at(-1) as LedgerEntry).hash),
  auctionId: at((entries) => (entries[0]).auctionId),
  before: at((entries) => (entries[0]).seq - 1),
});

/** One shape per count of entries. */
const appendQuery = prepared((db, at: At<readonly LedgerEntry[]>, n: number) => entriesInsert(db, at, n), (entries) => entries.length);

/**
 * PostgreSQL: one round trip while the head is locked (every bid write of the auction waits for it):
 * the entries inserted by a data-modifying CTE, then the head moved.
 */
const appendAndMoveQuery = prepared(
  (db, at: At<readonly LedgerEntry[]>, n: number) => {
    const h = headMove(at);
    return db
      .with('entries', () => entriesInsert(db, at, n))
      .updateTable('audit_heads')
      .set({ seq: h.seq, hash: h.hash })
      .where('auctionId', '=', h.auctionId)
      .where('seq', '=', h.before);
  },
  (entries) => entries.length,
);

const throwMoved = (auctionId: number): never => {
  throw new Error(`The ledger head of auction ${auctionId} moved during an append`);
};

export const createAuditLedgerRepository = (ctx: RepoContext): AuditLedgerRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createAuditLedgerRepository(c);
  return {
    async lockHead(auctionId) {
      // SQLite: the transaction holds the database's one write lock already (BEGIN IMMEDIATE), so the
      // head is read, and written only when missing.
      const r = (engine === 'sqlite' && db.isTransaction ? await headQuery.first(ctx, auctionId) : undefined) ?? (await lockHeadQuery.first(ctx, auctionId));
      if (!r) throw new Error(`The ledger head of auction ${auctionId} answered no row`);
      return { seq: toCount(r.seq), hash: r.hash };
    },
    async append(entries) {
      const first = entries[0];
      const last = entries.at(-1);
      if (!first || !last) return;
      const outer = atomically(ctx, self, (r) => r.append(entries));
      if (outer) return outer;
      if (engine === 'postgres') {
        if ((await appendAndMoveQuery.changed(ctx, entries)) !== 1n) throwMoved(first.auctionId);
        return;
      }
      // SQLite: the insert's trigger moves the head, compare-and-set (migration 0014), or aborts the insert.
      await appendQuery.changed(ctx, entries);
    },
    ...(engine === 'postgres' ? { appendAtHead: (templates: LedgerEntryTemplate[]) => appendAtHeadPostgres(ctx, templates) } : {}),
    async head(auctionId) {
      const r = await headQuery.first(ctx, auctionId);
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
    async listOfType(auctionId, eventType) {
      return (await db.selectFrom('audit_ledger').selectAll().where('auctionId', '=', auctionId).where('eventType', '=', eventType).orderBy('seq').execute()).map(toEntry);
    },
  };
};
