import type { ClientRepository } from './client-repository';
import type { BorrowerRepository } from './borrower-repository';
import type { UserRepository } from './user-repository';
import type { AuctionRepository } from './auction-repository';
import type { ReferenceRepository } from './reference-repository';
import type { LotRepository } from './lot-repository';
import type { InviteeRepository } from './invitee-repository';
import type { InfoCentreRepository } from './info-centre-repository';
import type { RulesAcceptanceRepository } from './rules-acceptance-repository';
import type { BidRepository } from './bid-repository';
import type { ActivityRepository } from './activity-repository';
import type { ReminderRepository } from './reminder-repository';
import type { AwardRepository } from './award-repository';
import type { AuditLedgerRepository } from './audit-ledger-repository';
import type { ReportDataRepository } from './report-data-repository';
import type { AuthRepository } from './auth-repository';
import type { MailLogRepository } from './mail-log-repository';
import type { EventRepository } from './event-repository';
import type { HoldingRepository } from './holding-repository';
import type { LoanRepository } from './loan-repository';

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
  events: EventRepository;
  holdings: HoldingRepository;
  loans: LoanRepository;
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
  /**
   * Calls `listener` after each commit in this process that wrote auction events (for a write outside a
   * transaction, once it is written), until the answered function is called: a subscription reads them
   * at once instead of at its next poll. Commits of other processes are found by polling.
   */
  onEventsCommitted(listener: () => void): () => void;
  /** Which engine this store runs on. */
  readonly engine: 'sqlite' | 'postgres';
  close(): Promise<void>;
}
