/**
 * The database as the repositories see it: one interface per table, in camelCase. The tables and
 * columns are snake_case in the database (migrations, raw `sql` fragments); kysely's CamelCasePlugin
 * maps the names both ways (column-plugins.ts), so a row read is already shaped like the entity.
 *
 * Storage decisions (same on both engines, so a value reads back identically):
 * - Money and rates (`Dec`): Postgres NUMERIC without a fixed scale, SQLite TEXT. Both keep the
 *   scale of what was written ("10000000.00" stays "10000000.00", "10000000" stays "10000000").
 *   Repositories canonicalise a decimal string before writing it (codec.ts: no "+", no leading
 *   zeros, "-0" -> "0"), so Postgres' own normalisation of NUMERIC input changes nothing.
 * - Instants (`Ts`): Postgres TIMESTAMPTZ, SQLite TEXT. Written as `Date#toISOString()`; the pg pool
 *   parses TIMESTAMPTZ back into the same ISO string (adapters/postgres), so reads are strings.
 * - Booleans (`Bool`): Postgres BOOLEAN, SQLite INTEGER 0/1; the SQLite boolean plugin
 *   (column-plugins.ts) writes 1/0 and reads the columns named in BOOLEAN_COLUMNS back as booleans.
 * - Ids: integer auto-increment primary keys.
 * - Text columns holding a domain code carry the domain's type: only validated values are written.
 */
import type { Generated } from 'kysely';
import type {
  AwardHistoryEntry,
  BidCollateralType,
  CollateralType,
  CurrencyCode,
  Domicile,
  InfoCentreKind,
  InfoCentreTemplate,
  RulesAcceptance,
  SecurityType,
  SupplementalComment,
} from '../../core/domain/entities';
import type { RoleCode } from '../../core/domain/roles';

export type Bool = boolean;
export type Dec = string;
export type Ts = string;
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
}

export interface BorrowersTable {
  id: Id;
  companyName: string;
  companyCode: string;
  active: Bool;
}

export interface UsersTable {
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
  userId: number;
  roleId: number;
}

export interface UserCredentialsTable {
  userId: number;
  passwordHash: string | null;
  otpSecret: string | null;
  otpLastStep: number | null;
}

export interface AuctionsTable {
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
  dollarBid: Bool;
  bpsBid: Bool;
  allInFlag: Bool;
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
  acceptRulesFlag: RulesAcceptance['acceptRulesFlag'];
  specAucRulesLinkFlag: RulesAcceptance['specAucRulesLinkFlag'];
}

export interface BidsTable {
  id: Id;
  auctionId: number;
  lotId: number;
  borrowerId: number;
  userId: number;
  superBidderId: number | null;
  collateralType: BidCollateralType;
  basisPointGuarantee: Dec | null;
  fixed: Dec | null;
  allIn: Dec | null;
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
  bidderCommentsConfirmed: SupplementalComment['bidderCommentsConfirmed'];
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

export interface AwardSummariesTable {
  auctionId: number;
  totalAuctionDate: Ts | null;
  auctionMarketValue: string;
  lottingStrategy: string;
  collateralProfile: string;
  portfoliosTitle1: string;
  portfoliosTitle2: string;
  baseline1: string;
  baseline2: string;
  providerDiscretionary1: string;
  providerDiscretionary2: string;
  auctionRevenue1: string;
  auctionRevenue2: string;
  bidSummary: string;
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
}

export interface PasswordResetCodesTable {
  id: Id;
  userId: number;
  codeHash: string;
  expiresAt: Ts;
  usedAt: Ts | null;
}

export interface LoginFailuresTable {
  id: Id;
  failureKey: string;
  at: Ts;
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

export interface Database {
  currencies: CurrenciesTable;
  assetClasses: AssetClassesTable;
  roles: RolesTable;
  clients: ClientsTable;
  borrowers: BorrowersTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  userCredentials: UserCredentialsTable;
  auctions: AuctionsTable;
  lots: LotsTable;
  lotComboLinks: LotComboLinksTable;
  invitees: InviteesTable;
  invitedUsers: InvitedUsersTable;
  infoCentreDocuments: InfoCentreDocumentsTable;
  rulesAcceptances: RulesAcceptancesTable;
  bids: BidsTable;
  supplementalComments: SupplementalCommentsTable;
  activityLog: ActivityLogTable;
  awardSummaries: AwardSummariesTable;
  legalComments: LegalCommentsTable;
  recommendations: RecommendationsTable;
  awards: AwardsTable;
  awardHistory: AwardHistoryTable;
  accessTokens: AccessTokensTable;
  passwordResetCodes: PasswordResetCodesTable;
  loginFailures: LoginFailuresTable;
  mailLog: MailLogTable;
}

export type Engine = 'sqlite' | 'postgres';
