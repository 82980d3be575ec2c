/** A rebate bid kind (issue 30 walk-through): its amount on bids, its flag on auctions. */
import { type Kysely, type Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';

export const rebateBids = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    await db.schema.alterTable('bids').addColumn('rebate_bps', engine === 'postgres' ? 'numeric' : 'text').execute();
    await db.schema.alterTable('auctions').addColumn('rebate_flag', engine === 'postgres' ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(engine === 'postgres' ? false : 0)).execute();
  },
});
