/**
 * The version of an auction's lots: one row per auction, its `version` moved by every write
 * to the auction's lots or combo links in that write's transaction (adapters/kysely's lot repository).
 * A server keeps the lots a bid save reads in memory and reuses them while the version it reads is
 * the one it cached them under, so every server of one PostgreSQL sees another's lot edit at once.
 * Existing auctions start at version 1.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { StoredDatabase } from '../schema';

export const lotVersions = (): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    await db.schema
      .createTable('auction_lot_versions')
      .addColumn('auction_id', 'integer', (c) => c.primaryKey().references('auctions.id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into auction_lot_versions (auction_id, version) select id, 1 from auctions`.execute(db);
  },
});
