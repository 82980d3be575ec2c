/**
 * Indexes for lookups by auction that 0001 left to table scans, and for the foreign keys that
 * deletes check (a lot or bid delete must find the awards and recommendations that refer to it).
 */
import type { Kysely, Migration } from 'kysely';
import type { StoredDatabase } from '../schema';

export const foreignKeyIndexes = (): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const s = db.schema;
    await s.createIndex('legal_comments_auction_idx').on('legal_comments').column('auction_id').execute();
    await s.createIndex('award_history_auction_idx').on('award_history').column('auction_id').execute();
    await s.createIndex('awards_bid_idx').on('awards').column('bid_id').execute();
    await s.createIndex('awards_lot_idx').on('awards').column('lot_id').execute();
    await s.createIndex('recommendations_lot_idx').on('recommendations').column('lot_id').execute();
    await s.createIndex('bids_super_bidder_idx').on('bids').column('super_bidder_id').execute();
    await s.createIndex('invited_users_user_idx').on('invited_users').column('user_id').execute();
  },
});
