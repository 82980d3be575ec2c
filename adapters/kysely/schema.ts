/**
 * The database as kysely sees it: one interface per table, snake_case column names.
 *
 * Storage decisions (same on both engines, so a value reads back identically):
 * - Money and rates (`Dec`): Postgres NUMERIC without a fixed scale, SQLite TEXT. Both keep the
 *   scale of what was written ("10000000.00" stays "10000000.00", "10000000" stays "10000000").
 *   Repositories canonicalise a decimal string before writing it (codec.ts: no "+", no leading
 *   zeros, "-0" -> "0"), so Postgres' own normalisation of NUMERIC input changes nothing.
 * - Instants (`Ts`): Postgres TIMESTAMPTZ, SQLite TEXT. Written as `Date#toISOString()`; the pg pool
 *   parses TIMESTAMPTZ back into the same ISO string (adapters/postgres), so reads are strings.
 * - Booleans (`Bool`): Postgres BOOLEAN, SQLite INTEGER 0/1; read through `fromBool`.
 * - Ids: integer auto-increment primary keys.
 */
import type { ColumnType, Generated } from 'kysely';

export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
export type Dec = string;
export type Ts = string;
type Id = Generated<number>;

export interface CurrenciesTable {
  id: number;
  currency_code: string;
}

export interface AssetClassesTable {
  id: number;
  ac_form_descr: string;
}

export interface RolesTable {
  id: number;
  role_code: string;
  role_name: string;
  role_description: string;
  is_internal: Bool;
}

export interface ClientsTable {
  id: Id;
  client_name: string;
  client_code: string;
  active: Bool;
  logo_file: string | null;
}

export interface BorrowersTable {
  id: Id;
  company_name: string;
  company_code: string;
  active: Bool;
}

export interface UsersTable {
  id: Id;
  login_name: string;
  first_name: string;
  last_name: string;
  email_address: string;
  borrower_id: number | null;
  client_id: number | null;
  bidder_id: number | null;
  account_enabled: Bool;
  account_locked: Bool;
  failed_login_count: number;
  mfa_enabled: Bool;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  fax: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface UserCredentialsTable {
  user_id: number;
  password_hash: string | null;
  otp_secret: string | null;
  otp_last_step: number | null;
}

export interface AuctionsTable {
  id: Id;
  auction_name: string;
  client_id: number;
  auction_start_date: Ts;
  auction_end_date: Ts;
  market_value_date: Ts;
  term_start_date: Ts;
  term_end_date: Ts;
  datalend_estimate_date: Ts;
  discretionary_estimate_date: Ts;
  collateral_type: string;
  dollar_bid: Bool;
  bps_bid: Bool;
  all_in_flag: Bool;
  min_guarantee: Bool;
  day_count: number;
  reinvest: Dec | null;
  currency: string;
  template: string;
  aicapproval_flag: Bool;
  award_confirm_flag: Bool;
}

export interface LotsTable {
  id: Id;
  auction_id: number;
  lot_number: string;
  lot_name: string;
  asset_class_id: number;
  market_value: Dec;
  assumed_pct: Dec | null;
  currency: string;
  fx_rate: Dec | null;
  term_days: number;
  term_disp: string;
  sec_type: string | null;
  domicile: string | null;
  combo_flag: Bool;
  esl_bps: Dec | null;
  incumbent: string | null;
  conc_risk: string | null;
  gross_dividend: Dec | null;
  tax_rate: Dec | null;
  datalend_discretionary: Dec | null;
  account_code: string | null;
  seasonal_analysis: string | null;
  specials_analysis: string | null;
  comp_bid: Dec | null;
}

export interface LotComboLinksTable {
  lot_id: number;
  combo_lot_id: number;
}

export interface InviteesTable {
  auction_id: number;
  borrower_id: number;
}

export interface InvitedUsersTable {
  id: Id;
  auction_id: number;
  user_id: number;
}

export interface InfoCentreDocumentsTable {
  id: Id;
  auction_id: number;
  kind: string;
  slot: number;
  details: string;
  display_flag: Bool;
  file_name: string | null;
  file_key: string | null;
}

export interface RulesAcceptancesTable {
  auction_id: number;
  user_id: number;
  accept_rules_flag: string | null;
  spec_auc_rules_link_flag: string | null;
}

export interface BidsTable {
  id: Id;
  auction_id: number;
  lot_id: number;
  borrower_id: number;
  user_id: number;
  super_bidder_id: number | null;
  collateral_type: string;
  basis_point_guarantee: Dec | null;
  fixed: Dec | null;
  all_in: Dec | null;
  min_bal_guarantee: Dec | null;
  lot_specific_comments: string;
  confirmed: Bool;
  bid_date: Ts;
}

export interface SupplementalCommentsTable {
  id: Id;
  auction_id: number;
  borrower_id: number;
  user_id: number;
  bidder_comments: string;
  bidder_comments_confirmed: string | null;
}

export interface ActivityLogTable {
  id: Id;
  auction_id: number;
  user_id: number;
  borrower_id: number | null;
  action_time: Ts;
  step: string;
  action: string;
}

export interface AwardSummariesTable {
  auction_id: number;
  total_auction_date: Ts | null;
  auction_market_value: string;
  lotting_strategy: string;
  collateral_profile: string;
  portfolios_title1: string;
  portfolios_title2: string;
  baseline1: string;
  baseline2: string;
  provider_discretionary1: string;
  provider_discretionary2: string;
  auction_revenue1: string;
  auction_revenue2: string;
  bid_summary: string;
}

export interface LegalCommentsTable {
  id: Id;
  auction_id: number;
  borrower: string;
  comments: string;
  created_by: string;
  created_at: Ts;
  updated_by: string;
  updated_at: Ts;
}

export interface RecommendationsTable {
  id: Id;
  auction_id: number;
  lot_id: number;
  award_analysis: string;
}

export interface AwardsTable {
  id: Id;
  auction_id: number;
  bid_id: number;
  lot_id: number;
}

export interface AwardHistoryTable {
  id: Id;
  auction_id: number;
  action: string;
  reason: string | null;
  user_id: number;
  at: Ts;
}

/** One entry of an auction's bid ledger (core/audit/ledger-entry.ts); never updated or deleted. */
export interface AuditLedgerTable {
  auction_id: number;
  seq: number;
  at_ms: number;
  actor_user_id: number | null;
  super_bidder_id: number | null;
  event_type: string;
  /** Canonical JSON of the entry: exactly the text that was hashed. */
  body: string;
  hash: string;
}

/** The last entry of each auction's ledger; its row lock serialises appends per auction. */
export interface AuditHeadsTable {
  auction_id: number;
  seq: number;
  hash: string;
}

export interface AccessTokensTable {
  id: Id;
  user_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: Ts;
  refresh_expires_at: Ts;
  mfa_pending: Bool;
  revoked: Bool;
  created_at: Ts;
  /** The first token of the sign-in (null: this token is the first). */
  family_id: number | null;
  /** Absolute end of the session (null for tokens issued before it existed). */
  session_expires_at: Ts | null;
}

export interface PasswordResetCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  expires_at: Ts;
  used_at: Ts | null;
}

export interface SignInThrottleTable {
  login: string;
  /** '' for the login over every address. */
  address: string;
  failures: number;
  blocked_until: Ts | null;
  last_failure_at: Ts | null;
  last_success_at: Ts | null;
}

export interface LoginFailuresTable {
  id: Id;
  failure_key: string;
  at: Ts;
}

export interface MailLogTable {
  id: Id;
  /** JSON array of addresses. */
  to_addresses: string;
  /** JSON array of addresses. */
  cc_addresses: string;
  subject: string;
  reference: string;
  sent_at: Ts;
}

/** Files kept in the database (PostgreSQL deployments): the FileStore key and the bytes. */
export interface StoredFilesTable {
  key: string;
  content: Uint8Array;
}

export interface Database {
  currencies: CurrenciesTable;
  asset_classes: AssetClassesTable;
  roles: RolesTable;
  clients: ClientsTable;
  borrowers: BorrowersTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_credentials: UserCredentialsTable;
  auctions: AuctionsTable;
  lots: LotsTable;
  lot_combo_links: LotComboLinksTable;
  invitees: InviteesTable;
  invited_users: InvitedUsersTable;
  info_centre_documents: InfoCentreDocumentsTable;
  rules_acceptances: RulesAcceptancesTable;
  bids: BidsTable;
  supplemental_comments: SupplementalCommentsTable;
  activity_log: ActivityLogTable;
  award_summaries: AwardSummariesTable;
  legal_comments: LegalCommentsTable;
  recommendations: RecommendationsTable;
  awards: AwardsTable;
  award_history: AwardHistoryTable;
  audit_ledger: AuditLedgerTable;
  audit_heads: AuditHeadsTable;
  access_tokens: AccessTokensTable;
  password_reset_codes: PasswordResetCodesTable;
  login_failures: LoginFailuresTable;
  sign_in_throttle: SignInThrottleTable;
  mail_log: MailLogTable;
  stored_files: StoredFilesTable;
}

export type Engine = 'sqlite' | 'postgres';
