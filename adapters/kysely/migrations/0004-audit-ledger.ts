/**
 * The tamper-evident bid ledger (core/audit): its two tables, and a genesis entry for every auction
 * that exists already, holding its bids, supplemental comments and awards as they are, so that
 * `sla audit verify` passes on an upgraded database. Auctions created later start their ledger with
 * their first change.
 *
 * The genesis goes through the same service as the demo seed's (startLedgerFromTables), over the
 * repositories of this code base: a later change to those repositories must keep reading the
 * tables as this migration leaves them.
 */
import { clockOf } from '../../../core/ports/clock';
import type { Kysely, Migration } from 'kysely';
import { startLedgerFromTables } from '../../../core/audit/ledger-append';
import type { Sha256 } from '../../../core/ports/digest';
import type { Engine, StoredDatabase } from '../schema';
import { withColumnPlugins } from '../column-plugins';
import { createRepositories } from '../store';

export const auditLedger = (engine: Engine, sha256: Sha256, nowMs: () => number = () => Date.now()): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
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

    const repos = createRepositories({ db: withColumnPlugins(db, engine), engine });
    const clock = clockOf(nowMs);
    for (const { id } of await db.selectFrom('auctions').select('id').orderBy('id').execute()) {
      await startLedgerFromTables(repos, { sha256, clock }, id);
    }
  },
});
