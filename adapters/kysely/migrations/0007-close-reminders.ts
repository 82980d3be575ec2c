/**
 * The close:
 * - `close_reminders`: one row per (auction, user, offset in minutes), written before the reminder is sent,
 *   so that a reminder goes once however many servers (or `sla reminders run` passes) look for due ones:
 *   the insert that meets the primary key sends nothing. `sent_at` is set once sent; `failure` says why not.
 * - an index for reading one auction's ledger entries of one type (its extensions, for the close monitor).
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';
import { columnTypes } from './column-types';

export const closeReminders = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const { ts } = columnTypes(engine);
    const s = db.schema;
    await s
      .createTable('close_reminders')
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('offset_minutes', 'integer', (c) => c.notNull())
      .addColumn('claimed_at', ts, (c) => c.notNull())
      .addColumn('sent_at', ts)
      .addColumn('failure', 'text')
      .addPrimaryKeyConstraint('close_reminders_pk', ['auction_id', 'user_id', 'offset_minutes'])
      .execute();
    await s.createIndex('audit_ledger_type_idx').on('audit_ledger').columns(['auction_id', 'event_type']).execute();
  },
});
