/**
 * The database as the repositories see it: one interface per table, columns under the domain's
 * camelCase names. The tables keep snake_case column names (`StoredDatabase`): kysely's
 * CamelCasePlugin renames identifiers in every query and keys in every result (column-plugins.ts),
 * so a row read is already shaped like its entity. Table names are written as stored (snake_case
 * names pass the plugin unchanged). Raw `sql` text is not renamed: it names stored columns.
 *
 * Storage decisions (same on both engines, so a value reads back identically):
 * - Money and rates (`Dec`): Postgres NUMERIC without a fixed scale, SQLite TEXT. Both keep the
 *   scale of what was written ("10000000.00" stays "10000000.00", "10000000" stays "10000000").
 *   Repositories canonicalise a decimal string before writing it (codec.ts: no "+", no leading
 *   zeros, "-0" -> "0"), so Postgres' own normalisation of NUMERIC input changes nothing.
 * - Instants (`Ts`): Postgres TIMESTAMPTZ, SQLite TEXT. Written canonical (`canonicalInstant`:
 *   `Date#toISOString()`); SQLite gives the text back, and the pg pool parses TIMESTAMPTZ into the
 *   same ISO string (adapters/postgres), so reads need no conversion.
 * - Booleans (`Bool`): Postgres BOOLEAN, SQLite INTEGER 0/1, turned into booleans both ways by the
 *   SQLite boolean plugin (column-plugins.ts), so repositories read and write booleans on both.
 * - Ids: integer auto-increment primary keys.
 * - Text columns holding a closed set of values are typed with the domain's union: only the
 *   repositories write them, from those values.
 */
import type { Generated } from 'kysely';
import type { LedgerEventType } from '../../core/audit/ledger-entry';
import type {
  AwardSummaryFields,
  PostalAddress,
  AwardHistoryEntry,
  BidCollateralType,
  CollateralType,
  CONFIRMED,
  CurrencyCode,
  DecimalString,
  Domicile,
  InfoCentreKind,
  InfoCentreTemplate,
  Instant,
  LINK_CLICKED,
  RULES_ACCEPTED,
  SecurityType,
} from '../../core/domain/entities';
import type { RoleCode } from '../../core/domain/roles';
import type { AuctionEventKind } from '../../core/events/auction-events';
import type { BidAmountField, BidKindFlag } from '../../core/domain/bid-kinds';
import type { QuantityKind } from '../../core/holdings/holding';
import type { BorrowerType } from '../../core/parties/parties';
import type { LoanStatus } from '../../core/loans/loan-record';

export type Bool = boolean;
export type Dec = DecimalString;
export type Ts = Instant;
type Id = Generated<number>;

export interface CurrenciesTable {
  id: number;
  currencyCode: CurrencyCode;
}

export interface AssetClassesTable {
  id: number;
  acFormDescr: string;
}

export interface RolesTable {
  id: number;
  roleCode: RoleCode;
  roleName: string;
  roleDescription: string;
  isInternal: Bool;
}

export interface ClientsTable {
  id: Id;
  clientName: string;
  clientCode: string;
  active: Bool;
  logoFile: string | null;
  lei: string | null;
}

export interface BorrowersTable {
  id: Id;
  companyName: string;
  companyCode: string;
  active: Bool;
  lei: string | null;
  /** Defaults to OTHER (the borrowers before the column). */
  borrowerType: Generated<BorrowerType>;
  mpid: string | null;
}

export interface UsersTable extends PostalAddress {
  id: Id;
  loginName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  borrowerId: number | null;
  clientId: number | null;
  bidderId: number | null;
  accountEnabled: Bool;
  accountLocked: Bool;
  failedLoginCount: number;
  mfaEnabled: Bool;
}

export interface UserRolesTable {
  userId: number;
  roleId: number;
}

export interface UserCredentialsTable {
  userId: number;
  passwordHash: string | null;
  otpSecret: string | null;
  otpLastStep: number | null;
}

/** One flag column per bid kind (core/domain/bid-kinds.ts). */
export interface AuctionsTable extends Record<BidKindFlag, Bool> {
  id: Id;
  auctionName: string;
  clientId: number;
  auctionStartDate: Ts;
  auctionEndDate: Ts;
  marketValueDate: Ts;
  termStartDate: Ts;
  termEndDate: Ts;
  datalendEstimateDate: Ts;
  discretionaryEstimateDate: Ts;
  collateralType: CollateralType;
  minGuarantee: Bool;
  dayCount: number;
  reinvest: Dec | null;
  currency: CurrencyCode;
  template: InfoCentreTemplate;
  aicapprovalFlag: Bool;
  awardConfirmFlag: Bool;
}

export interface LotsTable {
  id: Id;
  auctionId: number;
  lotNumber: string;
  lotName: string;
  assetClassId: number;
  marketValue: Dec;
  assumedPct: Dec | null;
  currency: CurrencyCode;
  fxRate: Dec | null;
  termDays: number;
  termDisp: string;
  secType: SecurityType | null;
  domicile: Domicile | null;
  comboFlag: Bool;
  eslBps: Dec | null;
  incumbent: string | null;
  concRisk: string | null;
  grossDividend: Dec | null;
  taxRate: Dec | null;
  datalendDiscretionary: Dec | null;
  accountCode: string | null;
  seasonalAnalysis: string | null;
  specialsAnalysis: string | null;
  compBid: Dec | null;
}

export interface LotComboLinksTable {
  lotId: number;
  comboLotId: number;
}

export interface InviteesTable {
  auctionId: number;
  borrowerId: number;
}

export interface InvitedUsersTable {
  id: Id;
  auctionId: number;
  userId: number;
}

export interface InfoCentreDocumentsTable {
  id: Id;
  auctionId: number;
  kind: InfoCentreKind;
  slot: number;
  details: string;
  displayFlag: Bool;
  fileName: string | null;
  fileKey: string | null;
}

export interface RulesAcceptancesTable {
  auctionId: number;
  userId: number;
  acceptRulesFlag: typeof RULES_ACCEPTED | null;
  specAucRulesLinkFlag: typeof LINK_CLICKED | null;
}

/** One amount column per bid kind (core/domain/bid-kinds.ts). */
export interface BidsTable extends Record<BidAmountField, Dec | null> {
  id: Id;
  auctionId: number;
  lotId: number;
  borrowerId: number;
  userId: number;
  superBidderId: number | null;
  collateralType: BidCollateralType;
  minBalGuarantee: Dec | null;
  lotSpecificComments: string;
  confirmed: Bool;
  bidDate: Ts;
}

export interface SupplementalCommentsTable {
  id: Id;
  auctionId: number;
  borrowerId: number;
  userId: number;
  bidderComments: string;
  bidderCommentsConfirmed: typeof CONFIRMED | null;
}

export interface ActivityLogTable {
  id: Id;
  auctionId: number;
  userId: number;
  borrowerId: number | null;
  actionTime: Ts;
  step: string;
  action: string;
}

/** The summary's texts as the entity has them; the date as stored. */
export interface AwardSummariesTable extends Omit<AwardSummaryFields, 'totalAuctionDate'> {
  auctionId: number;
  totalAuctionDate: Ts | null;
}

export interface LegalCommentsTable {
  id: Id;
  auctionId: number;
  borrower: string;
  comments: string;
  createdBy: string;
  createdAt: Ts;
  updatedBy: string;
  updatedAt: Ts;
}

export interface RecommendationsTable {
  id: Id;
  auctionId: number;
  lotId: number;
  awardAnalysis: string;
}

export interface AwardsTable {
  id: Id;
  auctionId: number;
  bidId: number;
  lotId: number;
}

export interface AwardHistoryTable {
  id: Id;
  auctionId: number;
  action: AwardHistoryEntry['action'];
  reason: string | null;
  userId: number;
  at: Ts;
}

/** One entry of an auction's bid ledger (core/audit/ledger-entry.ts); never updated or deleted. */
export interface AuditLedgerTable {
  auctionId: number;
  seq: number;
  atMs: number;
  actorUserId: number | null;
  superBidderId: number | null;
  eventType: LedgerEventType;
  /** Canonical JSON of the entry: exactly the text that was hashed. */
  body: string;
  hash: string;
}

/** The last entry of each auction's ledger; its row lock serialises appends per auction. */
export interface AuditHeadsTable {
  auctionId: number;
  seq: number;
  hash: string;
}

/** The version of an auction's lots, moved by every write to them (migration 0008). */
export interface AuctionLotVersionsTable {
  auctionId: number;
  version: number;
}

export interface AccessTokensTable {
  id: Id;
  userId: number;
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Ts;
  refreshExpiresAt: Ts;
  mfaPending: Bool;
  revoked: Bool;
  createdAt: Ts;
  /** The first token of the sign-in (null: this token is the first). */
  familyId: number | null;
  /** Absolute end of the session (null for tokens issued before it existed). */
  sessionExpiresAt: Ts | null;
}

export interface PasswordResetCodesTable {
  id: Id;
  userId: number;
  codeHash: string;
  expiresAt: Ts;
  usedAt: Ts | null;
}

export interface SignInThrottleTable {
  login: string;
  /** '' for the login over every address. */
  address: string;
  failures: number;
  blockedUntil: Ts | null;
  lastFailureAt: Ts | null;
  lastSuccessAt: Ts | null;
}

export interface LoginFailuresTable {
  id: Id;
  failureKey: string;
  at: Ts;
}

/** A reminder before an auction's close, claimed (written) before it is sent (migration 0007). */
export interface CloseRemindersTable {
  auctionId: number;
  userId: number;
  offsetMinutes: number;
  claimedAt: Ts;
  sentAt: Ts | null;
  failure: string | null;
}

/** An auction event (migration 0009): `payload` is the kind's fields as JSON; `onceKey` marks an event written once. */
export interface AuctionEventsTable {
  id: Id;
  auctionId: number;
  kind: AuctionEventKind;
  at: Ts;
  payload: string;
  onceKey: string | null;
}

/** A loan record (migration 0013, core/loans/loan-record.ts); `terms` is its terms as effected, JSON with decimal strings. */
export interface LoansTable {
  id: Id;
  auctionId: number;
  awardId: number;
  bidId: number;
  lotId: number;
  borrowerId: number;
  effectedAt: Ts;
  reportDeadline: Ts;
  status: LoanStatus;
  cancelledAt: Ts | null;
  cancelReason: string | null;
  cancelDeadline: Ts | null;
  terms: string;
}

/** An auction's loan settings (migration 0013): the percentage of collateral to the value loaned. */
export interface AuctionLoanSettingsTable {
  auctionId: number;
  collateralPct: Dec | null;
}

export interface MailLogTable {
  id: Id;
  /** JSON array of addresses. */
  toAddresses: string;
  /** JSON array of addresses. */
  ccAddresses: string;
  subject: string;
  reference: string;
  sentAt: Ts;
}

export interface LotHoldingsTable {
  id: Id;
  lotId: number;
  isin: string | null;
  cusip: string | null;
  sedol: string | null;
  figi: string | null;
  issuerName: string;
  issuerLei: string | null;
  quantity: Dec;
  quantityKind: QuantityKind;
  price: Dec;
  currency: CurrencyCode;
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
  auction_lot_versions: AuctionLotVersionsTable;
  access_tokens: AccessTokensTable;
  password_reset_codes: PasswordResetCodesTable;
  login_failures: LoginFailuresTable;
  sign_in_throttle: SignInThrottleTable;
  mail_log: MailLogTable;
  stored_files: StoredFilesTable;
  close_reminders: CloseRemindersTable;
  auction_events: AuctionEventsTable;
  lot_holdings: LotHoldingsTable;
  loans: LoansTable;
  auction_loan_settings: AuctionLoanSettingsTable;
}

/** A column name as stored: the snake_case of its camelCase key ("auctionId" -> "auction_id"). */
export type SnakeCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}`
  : S;

/** The tables under their stored column names and values (SQLite booleans 0/1): what migrations see. */
export type StoredDatabase = {
  [T in keyof Database]: {
    [C in keyof Database[T] as SnakeCase<C & string>]: Database[T][C] extends Bool ? Bool | number : Database[T][C];
  };
};

export type Engine = 'sqlite' | 'postgres';
