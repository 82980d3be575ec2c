/**
 * The tamper-evident bid ledger (core/audit): its two tables, and a genesis entry for every auction
 * that exists already, holding its bids, supplemental comments and awards as they are, so that
 * `sla audit verify` passes on an upgraded database. Auctions created later start their ledger with
 * their first change.
 *
 * Frozen: the genesis is built by this migration's own copy of the ledger code as it was when it
 * shipped (0004-audit-ledger/genesis.ts, plain SQL over the tables as they were then), not by core's
 * live ledger service and repositories, so a later change to either can never change what this
 * migration writes. 0004-audit-ledger.test.ts checks it still gives exactly the live code's entries.
 */
import type { Kysely, Migration } from 'kysely';
import { genesisEntry, type GenesisEntry } from './0004-audit-ledger/genesis';

/** The tables this migration reads and writes, as they were then. */
interface TablesAt0004 {
  auctions: { id: number; award_confirm_flag: boolean | number };
  audit_ledger: GenesisEntry;
  audit_heads: { auction_id: number; seq: number; hash: string };
}

export const auditLedger = (nowMs: () => number = () => Date.now()): Migration => ({
  async up(migrationDb: Kysely<unknown>) {
    // Column names as stored, whatever plugins the caller's instance carries.
    const db = (migrationDb as Kysely<TablesAt0004>).withoutPlugins();
    const s = db.schema;
    await s.createTable('audit_ledger')
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('at_ms', 'bigint', (c) => c.notNull())
      .addColumn('actor_user_id', 'integer')
      .addColumn('super_bidder_id', 'integer')
      .addColumn('event_type', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      // One entry per number: two servers appending at once cannot both write entry n (no fork).
      .addPrimaryKeyConstraint('audit_ledger_pk', ['auction_id', 'seq'])
      .execute();
    await s.createIndex('audit_ledger_hash_idx').on('audit_ledger').columns(['auction_id', 'hash']).execute();
    await s.createIndex('audit_ledger_actor_idx').on('audit_ledger').columns(['auction_id', 'actor_user_id', 'event_type']).execute();
    await s.createTable('audit_heads')
      .addColumn('auction_id', 'integer', (c) => c.primaryKey().references('auctions.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();

    // One entry per auction, in id order (auction ids are what the ledger keys on).
    const auctions = await db.selectFrom('auctions').select(['id', 'award_confirm_flag']).orderBy('id').execute();
    for (const auction of auctions) {
      const entry = await genesisEntry(db, auction, nowMs());
      await db.insertInto('audit_ledger').values(entry).execute();
      await db.insertInto('audit_heads').values({ auction_id: entry.auction_id, seq: entry.seq, hash: entry.hash }).execute();
    }
  },
});
