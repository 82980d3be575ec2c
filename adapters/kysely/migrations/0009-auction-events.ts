/**
 * The auction events an embedding program subscribes to (core/events/auction-events.ts):
 * - `auction_events`: one row per event, written in the transaction of the change it reports; `id` is the
 *   subscribers' cursor; `payload` the kind's fields as JSON; `once_key`, unique, set only on an event that
 *   must be written once whoever notices it first (an auction's end), so a second insert writes nothing.
 * - an index for an auction's newest event (the live streams' change marker).
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';
import { columnTypes } from './column-types';

export const auctionEvents = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const { id, ts } = columnTypes(engine);
    await id(db.schema.createTable('auction_events'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('at', ts, (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('once_key', 'text', (c) => c.unique())
      .execute();
    await db.schema.createIndex('auction_events_auction_idx').on('auction_events').columns(['auction_id', 'id']).execute();
  },
});
