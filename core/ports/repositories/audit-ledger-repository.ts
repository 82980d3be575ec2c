import type { Id } from '../../domain/entities';
import type { LedgerEntry, LedgerEntryTemplate, LedgerEventType, LedgerHead } from '../../audit/ledger-entry';

/** The tamper-evident bid ledger: append-only, one hash chain per auction. */
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
