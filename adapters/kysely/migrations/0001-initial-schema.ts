/**
 * The whole schema of both spec documents. Login names are unique whatever their case; auction
 * names, shortnames and lot numbers (per auction) are unique as typed. Unique indexes carry stable names that
 * errors.ts maps to the spec's "already exists" messages; keep them in sync.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';
import { columnTypes } from './column-types';

export const initialSchema = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const { id, bool, dec, ts, boolDefault } = columnTypes(engine);
    const s = db.schema;

    await s.createTable('currencies')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('currency_code', 'text', (c) => c.notNull().unique())
      .execute();
    await s.createTable('asset_classes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('ac_form_descr', 'text', (c) => c.notNull())
      .execute();
    await s.createTable('roles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('role_code', 'text', (c) => c.notNull().unique())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('role_description', 'text', (c) => c.notNull())
      .addColumn('is_internal', bool, (c) => boolDefault(c, false))
      .execute();

    await id(s.createTable('clients'))
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('client_code', 'text', (c) => c.notNull())
      .addColumn('active', bool, (c) => boolDefault(c, true))
      .addColumn('logo_file', 'text')
      .execute();
    await s.createIndex('clients_client_code_uq').on('clients').column('client_code').unique().execute();

    await id(s.createTable('borrowers'))
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('company_code', 'text', (c) => c.notNull())
      .addColumn('active', bool, (c) => boolDefault(c, true))
      .execute();
    await s.createIndex('borrowers_company_code_uq').on('borrowers').column('company_code').unique().execute();

    await id(s.createTable('users'))
      .addColumn('login_name', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email_address', 'text', (c) => c.notNull())
      .addColumn('borrower_id', 'integer', (c) => c.references('borrowers.id'))
      .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
      .addColumn('bidder_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('account_enabled', bool, (c) => boolDefault(c, true))
      .addColumn('account_locked', bool, (c) => boolDefault(c, false))
      .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mfa_enabled', bool, (c) => boolDefault(c, false))
      .addColumn('address1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('zip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fax', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // Login names are unique whatever their case.
    await s.createIndex('users_login_name_uq').on('users').expression(sql`lower(login_name)`).unique().execute();
    await s.createIndex('users_borrower_idx').on('users').column('borrower_id').execute();

    await s.createTable('user_roles')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute();

    // Secrets live apart from users so that no user query can return them.
    await s.createTable('user_credentials')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('password_hash', 'text')
      .addColumn('otp_secret', 'text')
      .addColumn('otp_last_step', 'bigint')
      .execute();

    await id(s.createTable('auctions'))
      .addColumn('auction_name', 'text', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
      .addColumn('auction_start_date', ts, (c) => c.notNull())
      .addColumn('auction_end_date', ts, (c) => c.notNull())
      .addColumn('market_value_date', ts, (c) => c.notNull())
      .addColumn('term_start_date', ts, (c) => c.notNull())
      .addColumn('term_end_date', ts, (c) => c.notNull())
      .addColumn('datalend_estimate_date', ts, (c) => c.notNull())
      .addColumn('discretionary_estimate_date', ts, (c) => c.notNull())
      .addColumn('collateral_type', 'text', (c) => c.notNull())
      .addColumn('dollar_bid', bool, (c) => boolDefault(c, false))
      .addColumn('bps_bid', bool, (c) => boolDefault(c, false))
      .addColumn('all_in_flag', bool, (c) => boolDefault(c, false))
      .addColumn('min_guarantee', bool, (c) => boolDefault(c, false))
      .addColumn('day_count', 'integer', (c) => c.notNull())
      .addColumn('reinvest', dec)
      .addColumn('currency', 'text', (c) => c.notNull().references('currencies.currency_code'))
      .addColumn('template', 'text', (c) => c.notNull().defaultTo('columns'))
      .addColumn('aicapproval_flag', bool, (c) => boolDefault(c, false))
      .addColumn('award_confirm_flag', bool, (c) => boolDefault(c, false))
      .execute();
    await s.createIndex('auctions_auction_name_uq').on('auctions').column('auction_name').unique().execute();
    await s.createIndex('auctions_client_idx').on('auctions').column('client_id').execute();

    await id(s.createTable('lots'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('lot_number', 'text', (c) => c.notNull())
      .addColumn('lot_name', 'text', (c) => c.notNull())
      .addColumn('asset_class_id', 'integer', (c) => c.notNull().references('asset_classes.id'))
      .addColumn('market_value', dec, (c) => c.notNull())
      .addColumn('assumed_pct', dec)
      .addColumn('currency', 'text', (c) => c.notNull().references('currencies.currency_code'))
      .addColumn('fx_rate', dec)
      .addColumn('term_days', 'integer', (c) => c.notNull())
      .addColumn('term_disp', 'text', (c) => c.notNull())
      .addColumn('sec_type', 'text')
      .addColumn('domicile', 'text')
      .addColumn('combo_flag', bool, (c) => boolDefault(c, false))
      .addColumn('esl_bps', dec)
      .addColumn('incumbent', 'text')
      .addColumn('conc_risk', 'text')
      .addColumn('gross_dividend', dec)
      .addColumn('tax_rate', dec)
      .addColumn('datalend_discretionary', dec)
      .addColumn('account_code', 'text')
      .addColumn('seasonal_analysis', 'text')
      .addColumn('specials_analysis', 'text')
      .addColumn('comp_bid', dec)
      .execute();
    await s.createIndex('lots_auction_lot_number_uq').on('lots').columns(['auction_id', 'lot_number']).unique().execute();

    await s.createTable('lot_combo_links')
      .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id').onDelete('cascade'))
      .addColumn('combo_lot_id', 'integer', (c) => c.notNull().references('lots.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('lot_combo_links_pk', ['lot_id', 'combo_lot_id'])
      .execute();
    await s.createIndex('lot_combo_links_combo_idx').on('lot_combo_links').column('combo_lot_id').execute();

    await s.createTable('invitees')
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
      .addPrimaryKeyConstraint('invitees_pk', ['auction_id', 'borrower_id'])
      .execute();
    await s.createIndex('invitees_borrower_idx').on('invitees').column('borrower_id').execute();

    await id(s.createTable('invited_users'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addUniqueConstraint('invited_users_auction_user_uq', ['auction_id', 'user_id'])
      .execute();

    await id(s.createTable('info_centre_documents'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('slot', 'integer', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('display_flag', bool, (c) => boolDefault(c, false))
      .addColumn('file_name', 'text')
      .addColumn('file_key', 'text')
      .addUniqueConstraint('info_centre_documents_slot_uq', ['auction_id', 'kind', 'slot'])
      .execute();

    await s.createTable('rules_acceptances')
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('accept_rules_flag', 'text')
      .addColumn('spec_auc_rules_link_flag', 'text')
      .addPrimaryKeyConstraint('rules_acceptances_pk', ['auction_id', 'user_id'])
      .execute();

    await id(s.createTable('bids'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id'))
      .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('super_bidder_id', 'integer', (c) => c.references('users.id'))
      .addColumn('collateral_type', 'text', (c) => c.notNull())
      .addColumn('basis_point_guarantee', dec)
      .addColumn('fixed', dec)
      .addColumn('all_in', dec)
      .addColumn('min_bal_guarantee', dec)
      .addColumn('lot_specific_comments', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('confirmed', bool, (c) => boolDefault(c, false))
      .addColumn('bid_date', ts, (c) => c.notNull())
      .execute();
    await s.createIndex('bids_auction_user_idx').on('bids').columns(['auction_id', 'user_id']).execute();
    await s.createIndex('bids_auction_borrower_idx').on('bids').columns(['auction_id', 'borrower_id']).execute();
    await s.createIndex('bids_lot_idx').on('bids').column('lot_id').execute();

    await id(s.createTable('supplemental_comments'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('bidder_comments', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bidder_comments_confirmed', 'text')
      .addUniqueConstraint('supplemental_comments_auction_user_uq', ['auction_id', 'user_id'])
      .execute();

    await id(s.createTable('activity_log'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('borrower_id', 'integer', (c) => c.references('borrowers.id'))
      .addColumn('action_time', ts, (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('activity_log_auction_idx').on('activity_log').columns(['auction_id', 'action_time']).execute();

    await s.createTable('award_summaries')
      .addColumn('auction_id', 'integer', (c) => c.primaryKey().references('auctions.id'))
      .addColumn('total_auction_date', ts)
      .addColumn('auction_market_value', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lotting_strategy', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('collateral_profile', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('portfolios_title1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('portfolios_title2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('baseline1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('baseline2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('provider_discretionary1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('provider_discretionary2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('auction_revenue1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('auction_revenue2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bid_summary', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await id(s.createTable('legal_comments'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('borrower', 'text', (c) => c.notNull())
      .addColumn('comments', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', ts, (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', ts, (c) => c.notNull())
      .execute();

    await id(s.createTable('recommendations'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id').onDelete('cascade'))
      .addColumn('award_analysis', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('recommendations_auction_lot_uq', ['auction_id', 'lot_id'])
      .execute();

    await id(s.createTable('awards'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('bid_id', 'integer', (c) => c.notNull().references('bids.id'))
      .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id'))
      .execute();
    await s.createIndex('awards_auction_idx').on('awards').column('auction_id').execute();

    await id(s.createTable('award_history'))
      .addColumn('auction_id', 'integer', (c) => c.notNull().references('auctions.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('at', ts, (c) => c.notNull())
      .execute();

    await id(s.createTable('access_tokens'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('access_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
      .addColumn('access_expires_at', ts, (c) => c.notNull())
      .addColumn('refresh_expires_at', ts, (c) => c.notNull())
      .addColumn('mfa_pending', bool, (c) => boolDefault(c, false))
      .addColumn('revoked', bool, (c) => boolDefault(c, false))
      .addColumn('created_at', ts, (c) => c.notNull())
      .execute();
    await s.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

    await id(s.createTable('password_reset_codes'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', ts, (c) => c.notNull())
      .addColumn('used_at', ts)
      .execute();
    await s.createIndex('password_reset_codes_user_idx').on('password_reset_codes').column('user_id').execute();

    await id(s.createTable('login_failures'))
      .addColumn('failure_key', 'text', (c) => c.notNull())
      .addColumn('at', ts, (c) => c.notNull())
      .execute();
    await s.createIndex('login_failures_key_idx').on('login_failures').columns(['failure_key', 'at']).execute();

    await id(s.createTable('mail_log'))
      .addColumn('to_addresses', 'text', (c) => c.notNull())
      .addColumn('cc_addresses', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('sent_at', ts, (c) => c.notNull())
      .execute();
  },
});
