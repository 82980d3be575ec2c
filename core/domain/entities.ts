/**
 * The entities of both spec documents, as the domain sees them.
 *
 * Representation decisions (one way everywhere: core, database, JSON, web):
 * - Ids are positive integers; `-1` in a request means "new".
 * - Money and rates are decimal strings (`DecimalString`, e.g. "10000000.00", "10.25"): exact,
 *   identical in SQLite TEXT, Postgres NUMERIC (pg returns strings) and JSON. Arithmetic goes
 *   through core/money (decimal.js), never through floating point.
 * - Instants are ISO-8601 UTC strings (`Instant`, e.g. "2026-11-22T14:30:00.000Z"); calendar dates of
 *   an auction (term start, market value date, ...) are stored as the instant of that day's midnight
 *   in America/New_York. core/clock converts to and from Eastern wall time.
 */
import type { BidAmountField, BidAmounts, BidKindFlags } from './bid-kinds';
import type { DecimalString, Id, Instant } from './scalars';

export type { DecimalString, Id, Instant } from './scalars';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'SEK', 'CHF', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export const COLLATERAL_TYPES = ['Cash', 'Non_Cash', 'Both'] as const;
export type CollateralType = (typeof COLLATERAL_TYPES)[number];
/** Collateral of one bid row: an auction with `Both` lets the bidder choose. */
export type BidCollateralType = Exclude<CollateralType, 'Both'>;

export const SECURITY_TYPES = { E: 'Equity', F: 'Fixed Income' } as const;
export type SecurityType = keyof typeof SECURITY_TYPES;
export const DOMICILES = { U: 'US', I: 'International' } as const;
export type Domicile = keyof typeof DOMICILES;

export const TEMPLATES = ['columns', 'collapse'] as const;
export type InfoCentreTemplate = (typeof TEMPLATES)[number];

export interface Client {
  id: Id;
  clientName: string;
  /** Shortname; also keys the logo. Unique. */
  clientCode: string;
  active: boolean;
  /** Stored logo file name (in the file store under logos/), or null. */
  logoFile: string | null;
  /** Legal Entity Identifier (ISO 17442, check digits verified), where known. */
  lei: string | null;
}

/** A borrower (the spec's "company"). */
export interface Borrower {
  id: Id;
  companyName: string;
  /** Shortname. Unique. */
  companyCode: string;
  active: boolean;
  /** Legal Entity Identifier (ISO 17442, check digits verified), where known. */
  lei: string | null;
  /** Broker-dealer, bank or other: what regulatory reports name it as. */
  borrowerType: import('../parties/parties').BorrowerType;
  /** Market participant identifier (4 letters), for a broker-dealer that has one. */
  mpid: string | null;
}

export interface Role {
  id: Id;
  roleCode: import('./roles').RoleCode;
  roleName: string;
  roleDescription: string;
  isInternal: boolean;
}

/** A user's address and phone lines (the user form), each at most 255 characters. */
export interface PostalAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  fax: string;
}

export interface User extends PostalAddress {
  id: Id;
  /** Unique, case-insensitive. */
  loginName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** Borrower the user belongs to (bidders, super bidders, AIC). Null for internal and client users. */
  borrowerId: Id | null;
  /** Client the user belongs to (client role). */
  clientId: Id | null;
  roles: import('./roles').RoleCode[];
  /** For a super bidder: the bidder user on whose behalf bids are placed (the spec's bidderId). */
  bidderId: Id | null;
  accountEnabled: boolean;
  accountLocked: boolean;
  failedLoginCount: number;
  mfaEnabled: boolean;
}

/** Secrets are kept apart from the user record so that no query for a user ever returns them. */
export interface UserCredentials {
  userId: Id;
  /** Password hash in the hasher's self-describing format, or null when no password is set yet. */
  passwordHash: string | null;
  /** Base32 TOTP secret, or null when not enrolled. */
  otpSecret: string | null;
  /** Time step (RFC 6238 counter) of the last accepted code, so a code cannot be reused. */
  otpLastStep: number | null;
}

/** The bid kinds it offers are its flags (bpsBid, dollarBid, allInFlag). */
export interface Auction extends BidKindFlags {
  id: Id;
  /** The spec's Auction Description; unique. */
  auctionName: string;
  clientId: Id;
  auctionStartDate: Instant;
  auctionEndDate: Instant;
  marketValueDate: Instant;
  termStartDate: Instant;
  termEndDate: Instant;
  datalendEstimateDate: Instant;
  discretionaryEstimateDate: Instant;
  collateralType: CollateralType;
  minGuarantee: boolean;
  dayCount: number;
  /** BPS Reinvest. */
  reinvest: DecimalString | null;
  currency: CurrencyCode;
  template: InfoCentreTemplate;
  /** Info centre complete (shown Complete / Incomplete). */
  aicapprovalFlag: boolean;
  awardConfirmFlag: boolean;
}

export interface AssetClass {
  id: Id;
  /** The spec's acFormDescr, e.g. "US Equities". */
  acFormDescr: string;
}

export interface Lot {
  id: Id;
  auctionId: Id;
  lotNumber: string;
  lotName: string;
  assetClassId: Id;
  marketValue: DecimalString;
  /** Percent, entered as 20.00 (not 0.20). */
  assumedPct: DecimalString | null;
  currency: CurrencyCode;
  fxRate: DecimalString | null;
  termDays: number;
  termDisp: string;
  secType: SecurityType | null;
  domicile: Domicile | null;
  /** A combo lot spans the lots listed in `comboLotIds` (other lots of the same auction). */
  comboFlag: boolean;
  comboLotIds: Id[];
  /** eSL (Comparison) basis points: the provider's discretionary estimate. */
  eslBps: DecimalString | null;
  incumbent: string | null;
  concRisk: string | null;
  /** Only for all-in auctions. */
  grossDividend: DecimalString | null;
  taxRate: DecimalString | null;
  datalendDiscretionary: DecimalString | null;
  accountCode: string | null;
  seasonalAnalysis: string | null;
  specialsAnalysis: string | null;
  compBid: DecimalString | null;
}

/** A borrower approved for an auction. */
export interface Invitee {
  auctionId: Id;
  borrowerId: Id;
}

/** A user of an approved borrower checked in the Email List dialog. */
export interface InvitedUser {
  id: Id;
  auctionId: Id;
  userId: Id;
}

export const INFO_CENTRE_KINDS = ['rules', 'assets', 'ops'] as const;
export type InfoCentreKind = (typeof INFO_CENTRE_KINDS)[number];
/** Document slots per kind: 5 rules, 9 asset documents, 2 operational documents. */
export const INFO_CENTRE_SLOTS: Record<InfoCentreKind, number> = { rules: 5, assets: 9, ops: 2 };

/** One document row of the info centre (rule, asset or operational). */
export interface InfoCentreDocument {
  id: Id;
  auctionId: Id;
  kind: InfoCentreKind;
  /** 1-based slot within the kind. */
  slot: number;
  details: string;
  displayFlag: boolean;
  /** Original file name shown as the link text, or null when nothing is uploaded. */
  fileName: string | null;
  /** Key of the stored file in the file store; never taken from a request. */
  fileKey: string | null;
}

export const RULES_ACCEPTED = 'RULES_ACCEPTED';
export const LINK_CLICKED = 'LINK_CLICKED';
export interface RulesAcceptance {
  auctionId: Id;
  userId: Id;
  acceptRulesFlag: typeof RULES_ACCEPTED | null;
  specAucRulesLinkFlag: typeof LINK_CLICKED | null;
}

/** Its amounts are one field per bid kind; exactly one is set. */
export interface Bid extends BidAmounts {
  id: Id;
  auctionId: Id;
  lotId: Id;
  borrowerId: Id;
  /** The bidder user the bid belongs to (for a super bidder: the bidder it bids for). */
  userId: Id;
  /** The super bidder who placed it, or null. */
  superBidderId: Id | null;
  collateralType: BidCollateralType;
  minBalGuarantee: DecimalString | null;
  lotSpecificComments: string;
  confirmed: boolean;
  bidDate: Instant;
}

/**
 * What ranking and valuing a confirmed bid needs (its lot, borrower, user and amounts): the reports that
 * rank every bid of an auction read only these columns, and full rows only for the bids they show.
 */
export type BidValueFields = Pick<Bid, 'id' | 'lotId' | 'borrowerId' | 'userId' | BidAmountField | 'bidDate'>;

/** The supplemental record: one per user and auction. */
export const CONFIRMED = 'CONFIRMED';
export interface SupplementalComment {
  id: Id;
  auctionId: Id;
  borrowerId: Id;
  userId: Id;
  bidderComments: string;
  bidderCommentsConfirmed: typeof CONFIRMED | null;
}

export interface ActivityEntry {
  id: Id;
  auctionId: Id;
  userId: Id;
  borrowerId: Id | null;
  actionTime: Instant;
  /** Wizard step name, e.g. "Accept Rules", "Place Bids", "Confirm Bids", "Bids Submitted". */
  step: string;
  /** What happened, e.g. "Rules accepted", "Bids saved", "PDF exported". */
  action: string;
}

export interface Award {
  id: Id;
  auctionId: Id;
  bidId: Id;
  lotId: Id;
}

export interface AwardHistoryEntry {
  id: Id;
  auctionId: Id;
  action: 'CONFIRM' | 'UNCONFIRM';
  reason: string | null;
  userId: Id;
  at: Instant;
}

/** What every auction answer starts with: the auction, its dates and its lending term (as the screens show them). */
export interface AuctionHeading {
  id: Id;
  auctionName: string;
  auctionStartDate: string;
  auctionEndDate: string;
  termStartDate: string;
  termEndDate: string;
}

export interface AwardSummaryFields {
  totalAuctionDate: Instant | null;
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

export interface LegalComment {
  id: Id;
  auctionId: Id;
  borrower: string;
  comments: string;
  createdBy: string;
  createdAt: Instant;
  updatedBy: string;
  updatedAt: Instant;
}

export interface Recommendation {
  id: Id;
  auctionId: Id;
  lotId: Id;
  awardAnalysis: string;
}

/** A message written by the mailer port (kept for the outbox listing and audit). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}
export interface MailMessage {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}
