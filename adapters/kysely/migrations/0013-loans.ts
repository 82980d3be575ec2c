/**
 * Loan records (core/loans/loan-record.ts):
 * - `loans`: one row per loan made by a confirmation, never deleted; a cancellation sets its status, time,
 *   reason and report deadline. The ids of its award, bid and lot are kept without foreign keys: the award
 *   set may be saved again once unconfirmed, and the record must outlive it. `terms` holds what was effected
 *   as JSON (decimal strings), read back through core's schema.
 * - `auction_loan_settings`: an auction's percentage of collateral to the value loaned.
 * Indexes: an auction's loans, and the loans effected or cancelled in a time range (the day's SLATE file).
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';
import { columnTypes } from './column-types';

export const loans = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const { id, ts, dec } = columnTypes(engine);
    await id(db.schema.createTable('loans'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('award_id', 'integer', (c) => c.notNull())
      .addColumn('bid_id', 'integer', (c) => c.notNull())
      .addColumn('lot_id', 'integer', (c) => c.notNull())
      .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
      .addColumn('effected_at', ts, (c) => c.notNull())
      .addColumn('report_deadline', ts, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', ts)
      .addColumn('cancel_reason', 'text')
      .addColumn('cancel_deadline', ts)
      .addColumn('terms', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('loans_auction_idx').on('loans').columns(['auction_id', 'id']).execute();
    await db.schema.createIndex('loans_effected_idx').on('loans').column('effected_at').execute();
    await db.schema.createIndex('loans_cancelled_idx').on('loans').column('cancelled_at').execute();
    await db.schema
      .createTable('auction_loan_settings')
      .addColumn('auction_id', 'integer', (c) => c.primaryKey().references('auctions.id'))
      .addColumn('collateral_pct', dec)
      .execute();
  },
});
