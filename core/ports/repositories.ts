/**
 * Persistence port: one repository per aggregate, grouped in a unit of work.
 *
 * Implemented once with kysely (adapters/kysely) and run on SQLite (adapters/sqlite) and
 * PostgreSQL (adapters/postgres); the shared contract suite (adapters/kysely/store.contract.ts)
 * runs every method against both.
 *
 * Rules for every implementation:
 * - Reads return `null` (single) or `[]` (lists) when nothing matches; they never throw for "not found".
 * - Unique-constraint violations throw `DuplicateError` with the spec's message; a foreign key
 *   violation throws `ReferenceError_`. Both are thrown (not returned) so that an enclosing
 *   `transaction` rolls back; application services catch them and return failures.
 * - Lists are ordered deterministically (by id unless stated).
 */
import type {
  ActivityEntry,
  AssetClass,
  Auction,
  AwardHistoryEntry,
  AwardSummaryFields,
  Award,
  Bid,
  BidValueFields,
  Borrower,
  Client,
  CurrencyCode,
  Id,
  InfoCentreDocument,
  InfoCentreKind,
  InfoCentreTemplate,
  Instant,
  InvitedUser,
  LegalComment,
  Lot,
  Recommendation,
  Role,
  RulesAcceptance,
  SupplementalComment,
  User,
  UserCredentials,
} from '../domain/entities';
import type { LedgerEntry, LedgerEntryTemplate, LedgerEventType, LedgerHead } from '../audit/ledger-entry';
import type { RoleCode } from '../domain/roles';

/** Which unique value was duplicated. */
export type UniqueField = 'loginName' | 'auctionName' | 'clientCode' | 'companyCode' | 'lotNumber';

/** Thrown by a repository when a unique constraint is violated. `message` is the text to show. */
export class DuplicateError extends Error {
  constructor(
    readonly field: UniqueField,
    message: string,
  ) {
    super(message);
    this.name = 'DuplicateError';
  }
}

/** Thrown by a repository when a row refers to a missing row (foreign key violation). */
export class ReferenceError_ extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReferenceError_';
  }
}

export type New<T extends { id: Id }> = Omit<T, 'id'>;

/** The records of an organisation kind with a unique short code (clients, borrowers). */
export interface CodedRecordRepository<T extends { id: Id }> {
  list(): Promise<T[]>;
  get(id: Id): Promise<T | null>;
  /** The record whose short code (clientCode, companyCode) is `code`, if any. */
  getByCode(code: string): Promise<T | null>;
  create(record: New<T>): Promise<T>;
  update(record: T): Promise<T>;
}

export type ClientRepository = CodedRecordRepository<Client>;
export type BorrowerRepository = CodedRecordRepository<Borrower>;

/** Fields of a new user; counters and flags start at their defaults unless given. */
export type NewUser = Omit<User, 'id' | 'failedLoginCount' | 'accountLocked' | 'mfaEnabled'> &
  Partial<Pick<User, 'accountLocked' | 'mfaEnabled'>>;

export interface UserRepository {
  /** The role catalogue (the eight role codes with names and descriptions). */
  roles(): Promise<Role[]>;
  list(): Promise<User[]>;
  get(id: Id): Promise<User | null>;
  /** Case-insensitive lookup. */
  getByLogin(loginName: string): Promise<User | null>;
  listByBorrower(borrowerId: Id): Promise<User[]>;
  create(user: NewUser): Promise<User>;
  /** Updates profile fields, roles, links and flags (not credentials). */
  update(user: User): Promise<User>;
  getCredentials(userId: Id): Promise<UserCredentials>;
  setPasswordHash(userId: Id, passwordHash: string | null): Promise<void>;
  /** Sets (or clears, with null) the TOTP secret and the MFA flag together. */
  setOtpSecret(userId: Id, otpSecret: string | null): Promise<void>;
  setOtpLastStep(userId: Id, step: number): Promise<void>;
  /**
   * Moves the last used one-time-code step to `step` only when it is later than the stored one, as
   * one conditional update (two servers cannot both accept a code): true when it moved.
   */
  advanceOtpLastStep(userId: Id, step: number): Promise<boolean>;
  /** Increments the failed sign-in counter and returns the new value. */
  recordFailedLogin(userId: Id): Promise<number>;
  /** Resets the failed sign-in counter to 0. */
  clearFailedLogins(userId: Id): Promise<void>;
  setLocked(userId: Id, locked: boolean): Promise<void>;
}

/** What a bidder's request needs to know about an auction (`AuctionRepository.getForBidder`). */
export interface BidderAuctionView {
  auction: Auction;
  /** Is the borrower approved for the auction (an invitee)? */
  approved: boolean;
  borrower: Borrower | null;
  /** The rules flags of the user who reads the rules (both null when never set). */
  rules: Pick<RulesAcceptance, 'acceptRulesFlag' | 'specAucRulesLinkFlag'>;
}

export interface AuctionRepository {
  /** All auctions, or only those of one client. Ordered by start date descending, then id. */
  list(filter?: { clientId?: Id }): Promise<Auction[]>;
  get(id: Id): Promise<Auction | null>;
  /**
   * The auction with `borrowerId`'s approval and row and `rulesUserId`'s rules flags, in one query (every
   * bid wizard request needs all of them: four reads before), or null when the auction does not exist.
   */
  getForBidder(id: Id, borrowerId: Id, rulesUserId: Id): Promise<BidderAuctionView | null>;
  getByName(auctionName: string): Promise<Auction | null>;
  create(auction: New<Auction>): Promise<Auction>;
  update(auction: Auction): Promise<Auction>;
  setTemplate(id: Id, template: InfoCentreTemplate, aicapprovalFlag: boolean): Promise<void>;
  setAwardConfirmFlag(id: Id, awardConfirmFlag: boolean): Promise<void>;
}

export interface CurrencyRow {
  id: Id;
  currencyCode: CurrencyCode;
}

/** Reference data seeded by the migrations. */
export interface ReferenceRepository {
  assetClasses(): Promise<AssetClass[]>;
  currencies(): Promise<CurrencyRow[]>;
}

export interface LotRepository {
  /** Lots of an auction, ordered by id; each with its comboLotIds. */
  listByAuction(auctionId: Id): Promise<Lot[]>;
  /** The lots of the auction among `ids` (others are left out), ordered by id; each with its comboLotIds. */
  getMany(auctionId: Id, ids: Id[]): Promise<Lot[]>;
  get(id: Id): Promise<Lot | null>;
  create(lot: New<Lot>): Promise<Lot>;
  /** Inserts many lots (CSV upload); call inside a transaction. */
  createMany(lots: New<Lot>[]): Promise<Lot[]>;
  /** Updates the lot and replaces its combo links. */
  update(lot: Lot): Promise<Lot>;
  /** Deletes lots and their combo links. */
  delete(ids: Id[]): Promise<void>;
}

export interface InviteeRepository {
  /** Borrower ids approved for the auction. */
  listApproved(auctionId: Id): Promise<Id[]>;
  isApproved(auctionId: Id, borrowerId: Id): Promise<boolean>;
  /** Auction ids a borrower is approved for. */
  listAuctionsForBorrower(borrowerId: Id): Promise<Id[]>;
  approve(auctionId: Id, borrowerIds: Id[]): Promise<void>;
  remove(auctionId: Id, borrowerIds: Id[]): Promise<void>;
  listInvitedUsers(auctionId: Id): Promise<InvitedUser[]>;
  addInvitedUsers(auctionId: Id, userIds: Id[]): Promise<void>;
  removeInvitedUsers(ids: Id[]): Promise<void>;
}

export interface InfoCentreRepository {
  /** Rows of one auction (all kinds, or one), ordered by kind then slot. */
  listDocuments(auctionId: Id, kind?: InfoCentreKind): Promise<InfoCentreDocument[]>;
  getDocument(id: Id): Promise<InfoCentreDocument | null>;
  /** Creates the missing slot rows (5 rules, 9 assets, 2 ops) of an auction. Idempotent. */
  ensureSlots(auctionId: Id): Promise<void>;
  /** Saves details and displayFlag of existing rows (ids must exist). */
  saveDocuments(rows: Pick<InfoCentreDocument, 'id' | 'details' | 'displayFlag'>[]): Promise<void>;
  setDocumentFile(id: Id, fileName: string, fileKey: string): Promise<void>;
}

export interface RulesAcceptanceRepository {
  get(auctionId: Id, userId: Id): Promise<RulesAcceptance>;
  setAccepted(auctionId: Id, userId: Id): Promise<void>;
  setLinkClicked(auctionId: Id, userId: Id): Promise<void>;
}

export interface BidSheetWrite {
  removed: Id[];
  updates: Bid[];
  inserts: New<Bid>[];
  supplemental: Omit<SupplementalComment, 'id'>;
  /** The user's supplemental record as the save's transaction read it (null: none): left unwritten when it already says `supplemental`. */
  supplementalNow?: SupplementalComment | null;
}

export interface BidRepository {
  /** Bids of an auction, all or confirmed only. */
  listByAuction(auctionId: Id, opts?: { confirmedOnly?: boolean }): Promise<Bid[]>;
  /** Bids of one bidder user in an auction. */
  listByUser(auctionId: Id, userId: Id): Promise<Bid[]>;
  /** A bidder user's sheet as stored, read at once: its bids (by id) and its supplemental record (null: none). */
  getSheet(auctionId: Id, userId: Id): Promise<{ bids: Bid[]; supplemental: SupplementalComment | null }>;
  listByBorrower(auctionId: Id, borrowerId: Id): Promise<Bid[]>;
  get(id: Id): Promise<Bid | null>;
  insert(bid: New<Bid>): Promise<Bid>;
  update(bid: Bid): Promise<Bid>;
  /** Inserts many bids in a few multi-row statements; the bids written, by id. */
  insertMany(bids: New<Bid>[]): Promise<Bid[]>;
  /** Updates many existing bids (all fields but the id) in a few multi-row statements; the bids written, by id. NotFound if one is missing. */
  updateMany(bids: Bid[]): Promise<Bid[]>;
  delete(ids: Id[]): Promise<void>;
  /**
   * A bidder's sheet written at once: deletes `removed`, updates `updates`, inserts `inserts` and saves the
   * supplemental record (as the four calls above would, in one statement on PostgreSQL). Answers the bids
   * written, by id, and the record. NotFound if an update's bid is missing.
   */
  saveSheet(sheet: BidSheetWrite): Promise<{ saved: Bid[]; supplemental: SupplementalComment }>;
  /** Marks every bid of the user in the auction confirmed, and the user's supplemental comment CONFIRMED. */
  confirmAll(auctionId: Id, userId: Id): Promise<void>;
  countByLot(lotId: Id): Promise<number>;
  countByBorrower(auctionId: Id, borrowerId: Id): Promise<number>;
  getSupplemental(auctionId: Id, userId: Id): Promise<SupplementalComment | null>;
  /** Inserts or updates the user's supplemental comment for the auction. */
  saveSupplemental(comment: Omit<SupplementalComment, 'id'>): Promise<SupplementalComment>;
  listSupplemental(auctionId: Id, opts?: { confirmedOnly?: boolean }): Promise<SupplementalComment[]>;
}

export interface ActivityRepository {
  append(entry: Omit<ActivityEntry, 'id'>): Promise<ActivityEntry>;
  /** Ordered by actionTime, then id. */
  listByAuction(auctionId: Id): Promise<ActivityEntry[]>;
  /** The id of the auction's newest entry (null when none): the change marker the close monitor watches. */
  lastId(auctionId: Id): Promise<Id | null>;
}

/** A reminder before an auction's close to one user, at one offset (core/close/close-reminders.ts). */
export interface CloseReminder {
  auctionId: Id;
  userId: Id;
  offsetMinutes: number;
  claimedAt: Instant;
  sentAt: Instant | null;
  /** Why it could not be sent (it is not sent again). */
  failure: string | null;
}

export interface ReminderRepository {
  /**
   * Writes the reminder's row unless it exists, atomically across servers: true when this call wrote it
   * (the caller then sends it), false when it was claimed before (it is never sent twice).
   */
  claim(auctionId: Id, userId: Id, offsetMinutes: number, at: Instant): Promise<boolean>;
  markSent(auctionId: Id, userId: Id, offsetMinutes: number, at: Instant): Promise<void>;
  markFailed(auctionId: Id, userId: Id, offsetMinutes: number, failure: string): Promise<void>;
  /** Ordered by user id, then offset descending (the earlier reminder first). */
  listByAuction(auctionId: Id): Promise<CloseReminder[]>;
}

export interface AwardRepository {
  listByAuction(auctionId: Id): Promise<Award[]>;
  /** Inserts (id absent) or updates (id present) awards and deletes `removeIds`, in one call. */
  save(auctionId: Id, awards: Array<Omit<Award, 'id' | 'auctionId'> & { id?: Id }>, removeIds: Id[]): Promise<Award[]>;
  appendHistory(entry: Omit<AwardHistoryEntry, 'id'>): Promise<AwardHistoryEntry>;
  listHistory(auctionId: Id): Promise<AwardHistoryEntry[]>;
}

/** The tamper-evident bid ledger (core/audit): append-only, one hash chain per auction. */
export interface AuditLedgerRepository {
  /**
   * The head of the auction's chain (sequence 0 and the genesis "previous hash" while it is empty),
   * locked until the enclosing transaction ends, so that appends to one auction happen one after
   * another, also between servers sharing one database. Call inside `transaction`, then `append`.
   */
  lockHead(auctionId: Id): Promise<LedgerHead>;
  /** Appends entries that continue the head just locked and moves the head to the last one; throws if the head moved. */
  append(entries: LedgerEntry[]): Promise<void>;
  /**
   * Optional, for engines where the head lock is held across round trips by every other writer
   * (PostgreSQL): locks the head, appends the entries `templates` give after it (the database hashes
   * them) and moves the head, in one statement. Answers the head it followed and the hashes written
   * (the caller checks them), or null when the auction's ledger has no head row yet (nothing written).
   */
  appendAtHead?(templates: LedgerEntryTemplate[]): Promise<{ head: LedgerHead; hashes: string[] } | null>;
  /** The stored head (null when the auction's ledger never started). */
  head(auctionId: Id): Promise<LedgerHead | null>;
  /** Every entry of the auction, by sequence number. */
  list(auctionId: Id): Promise<LedgerEntry[]>;
  findByHash(auctionId: Id, hash: string): Promise<LedgerEntry | null>;
  /** The newest entry of a type made as one user (a bidder's latest confirmation), or null. */
  latest(auctionId: Id, eventType: LedgerEventType, actorUserId: Id): Promise<LedgerEntry | null>;
  /** The auction's entries of one type (its extensions), by sequence number. */
  listOfType(auctionId: Id, eventType: LedgerEventType): Promise<LedgerEntry[]>;
}

export interface ReportDataRepository {
  getAwardSummary(auctionId: Id): Promise<AwardSummaryFields | null>;
  saveAwardSummary(auctionId: Id, fields: AwardSummaryFields): Promise<void>;
  listLegalComments(auctionId: Id): Promise<LegalComment[]>;
  /** Updates borrower and comments of existing rows. */
  saveLegalComments(rows: Pick<LegalComment, 'id' | 'borrower' | 'comments' | 'updatedBy' | 'updatedAt'>[]): Promise<void>;
  addLegalComment(row: Omit<LegalComment, 'id'>): Promise<LegalComment>;
  listRecommendations(auctionId: Id): Promise<Recommendation[]>;
  /**
   * The confirmed bids of some lots of an auction, ordered by lot id then bid id: reports that stream
   * (the Full Bid Details workbook) read an auction's bids a few lots at a time, never all at once.
   */
  listConfirmedBidsOfLots(auctionId: Id, lotIds: readonly Id[]): Promise<Bid[]>;
  /** The lowest and highest id of an auction's confirmed bids (null without any): the bounds of a keyset read by id. */
  confirmedBidIdSpan(auctionId: Id): Promise<{ first: Id; last: Id } | null>;
  /**
   * One page of a keyset read: up to `limit` confirmed bids of an auction with ids in (afterId, lastId],
   * by id. Reports that stream every bid (core/reports/bid-pages.ts) read them so, a page per statement.
   */
  listConfirmedBidsAfter(auctionId: Id, afterId: Id, lastId: Id, limit: number): Promise<Bid[]>;
  /**
   * listConfirmedBidsAfter with only the BidValueFields: what the rankings read (about half the columns),
   * in pages, so the driver's rows of all the bids never exist at once beside the ones kept.
   */
  listConfirmedBidValuesAfter(auctionId: Id, afterId: Id, lastId: Id, limit: number): Promise<BidValueFields[]>;
  /** The confirmed bids of an auction among `ids` (any number; unknown ids are skipped), by id: the rows a ranking shows. */
  listConfirmedBidsById(auctionId: Id, ids: readonly Id[]): Promise<Bid[]>;
  /** Upserts by (auctionId, lotId). */
  saveRecommendations(rows: Omit<Recommendation, 'id'>[]): Promise<void>;
}

export interface AccessToken {
  id: Id;
  userId: Id;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Instant;
  refreshExpiresAt: Instant;
  /** True until the one-time code is verified, for users with MFA enabled. */
  mfaPending: boolean;
  revoked: boolean;
  createdAt: Instant;
  /** The id of the first token of the sign-in; every refresh carries it (reuse revokes the family). */
  familyId: Id;
  /** The absolute end of the session, which refreshing never moves (null: tokens older than it). */
  sessionExpiresAt: Instant | null;
}

/**
 * What decides whether a signed-in session still holds, read for many tokens at once by the servers'
 * watch over their open event streams (adapters/http/live/session-watch.ts).
 */
export interface SessionState {
  tokenId: Id;
  userId: Id;
  revoked: boolean;
  accessExpiresAt: Instant;
  accountEnabled: boolean;
  accountLocked: boolean;
  /** The user's role codes now, sorted (codes core does not know left out). */
  roles: RoleCode[];
}

/** Sign-in throttle state of a (login, address) pair, or of a login over every address (address ''). */
export interface SignInThrottle {
  /** Failures inside the current window (the window starts again after a quiet one). */
  failures: number;
  /** Attempts before this instant are refused without checking the password. */
  blockedUntil: Instant | null;
  lastFailureAt: Instant | null;
  lastSuccessAt: Instant | null;
}

export interface PasswordResetCode {
  id: Id;
  userId: Id;
  codeHash: string;
  expiresAt: Instant;
  usedAt: Instant | null;
}

export interface AuthRepository {
  /** A new token; without `familyId` it starts a new family (its own id). */
  createToken(
    token: Omit<AccessToken, 'id' | 'revoked' | 'familyId' | 'sessionExpiresAt'> & { familyId?: Id; sessionExpiresAt?: Instant | null },
  ): Promise<AccessToken>;
  findByAccessHash(accessHash: string): Promise<AccessToken | null>;
  /** The token with this access hash and its user (with roles), in one query; null when unknown. */
  findSession(accessHash: string): Promise<{ token: AccessToken; user: User } | null>;
  findByRefreshHash(refreshHash: string): Promise<AccessToken | null>;
  markMfaVerified(tokenId: Id): Promise<void>;
  revoke(tokenId: Id): Promise<void>;
  revokeAllForUser(userId: Id): Promise<void>;
  /** Revokes the token unless already revoked, atomically: true when this call revoked it. */
  revokeIfLive(tokenId: Id): Promise<boolean>;
  /** Revokes every token of a family (refresh-token reuse). */
  revokeFamily(familyId: Id): Promise<void>;
  /**
   * The state of each of these tokens and of its user, read together in one statement (one per
   * thousand ids), in no particular order; ids of no token are left out.
   */
  sessionStates(tokenIds: readonly Id[]): Promise<SessionState[]>;
  createResetCode(code: Omit<PasswordResetCode, 'id' | 'usedAt'>): Promise<PasswordResetCode>;
  /** The unused code of a user with this hash, or null. */
  findResetCode(userId: Id, codeHash: string): Promise<PasswordResetCode | null>;
  markResetCodeUsed(id: Id, at: Instant): Promise<void>;
  /** Marks every unused code of the user used (a new link makes older ones void). */
  voidResetCodes(userId: Id, at: Instant): Promise<void>;
  /** Failed sign-in attempts keyed by "login:<name>" or "ip:<address>". */
  recordLoginFailure(key: string, at: Instant): Promise<void>;
  countLoginFailures(key: string, since: Instant): Promise<number>;
  clearLoginFailures(key: string): Promise<void>;
  /**
   * Counts a failed sign-in of the pair, atomically across servers: the count restarts at 1 when
   * the last failure is before `windowStart`. Answers the new count.
   */
  recordSignInFailure(login: string, address: string, at: Instant, windowStart: Instant): Promise<number>;
  getSignInThrottle(login: string, address: string): Promise<SignInThrottle | null>;
  /** Refuses the pair's attempts until `until` (the row must exist: recordSignInFailure first). */
  blockSignIn(login: string, address: string, until: Instant): Promise<void>;
  /** A success: the pair's failures and block go, its last success is `at`. */
  recordSignInSuccess(login: string, address: string, at: Instant): Promise<void>;
  /** Forgets the failures and blocks of a login on every address (manager unlock, password reset). */
  clearSignInThrottle(login: string): Promise<void>;
  /**
   * Deletes failure rows older than `failuresBefore` (login_failures, and throttle rows with no
   * block left), and success marks older than `successesBefore`.
   */
  purgeSignInRecords(failuresBefore: Instant, successesBefore: Instant): Promise<void>;
}

export interface MailLogEntry {
  id: Id;
  to: string[];
  cc: string[];
  subject: string;
  /** Where the transport put it: an SMTP message id or an outbox file name. */
  reference: string;
  sentAt: Instant;
}

/** The e-mail outbox table: every message the mailer sent, for audit and `sla outbox`. */
export interface MailLogRepository {
  record(entry: Omit<MailLogEntry, 'id'>): Promise<MailLogEntry>;
  list(): Promise<MailLogEntry[]>;
}

export interface Repositories {
  clients: ClientRepository;
  borrowers: BorrowerRepository;
  users: UserRepository;
  auctions: AuctionRepository;
  reference: ReferenceRepository;
  lots: LotRepository;
  invitees: InviteeRepository;
  infoCentre: InfoCentreRepository;
  rulesAcceptance: RulesAcceptanceRepository;
  bids: BidRepository;
  activity: ActivityRepository;
  awards: AwardRepository;
  audit: AuditLedgerRepository;
  reports: ReportDataRepository;
  auth: AuthRepository;
  mailLog: MailLogRepository;
  reminders: ReminderRepository;
}

export interface TransactionOptions {
  /**
   * Transactions given the same key run one after another, each starting (and taking its snapshot)
   * only once the one before has ended, also between servers sharing the database. For a row that
   * every such transaction writes (an auction's ledger head), where retrying serialization failures
   * would turn a busy close into errors.
   */
  serialiseOn?: string;
  /**
   * For a change that checks and writes only one owner's rows (a bidder user's bids) and then appends
   * to a shared hot row (the auction's ledger head): transactions with the same `owner` key run one
   * after another, transactions of different owners run side by side and queue only on the hot row
   * at their end, and a transaction `serialiseOn` the `within` key waits for all of them (and they
   * for it). The change may rely on nothing outside the owner's rows staying unchanged while it runs.
   */
  ownerLock?: { within: string; owner: string };
}

/** The unit of work: repositories outside a transaction, and `transaction` for multi-step writes. */
export interface Store extends Repositories {
  /**
   * Runs `fn` in one database transaction. If `fn` throws, or returns a failed Result
   * (`{ ok: false, ... }`), every write in it is rolled back: a refused write writes nothing.
   * A returned failure is handed back to the caller as it is; a thrown error is rethrown.
   */
  transaction<T>(fn: (tx: Repositories) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Which engine this store runs on. */
  readonly engine: 'sqlite' | 'postgres';
  close(): Promise<void>;
}
