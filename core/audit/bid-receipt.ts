/**
 * A bidder's receipt: the ledger entry of its confirmation. Whoever holds it can later ask whether
 * that entry is still in the chain (the head hash at confirmation is the entry's own hash) and
 * check that the bids it covered are the ones the digest names.
 */
import type { Id, Instant } from '../domain/entities';
import type { Sha256 } from '../ports/digest';
import { canonicalJson } from './canonical-json';
import type { LedgerEntry, LedgerEvent } from './ledger-entry';

export interface BidReceipt {
  auctionId: Id;
  /** Sequence number of the confirmation entry. */
  seq: number;
  /** Server time of the confirmation, epoch milliseconds and ISO UTC. */
  atMs: number;
  at: Instant;
  /** Hash of the confirmation entry: the ledger's head right after the confirmation. */
  headHash: string;
  /** SHA-256 of the canonical JSON of { auctionId, userId, bids, supplementalComments } confirmed. */
  bidsDigest: string;
}

/**
 * What a bidder is shown of its receipt (bid list, confirm answer, PDF, e-mail, its receipt check):
 * the hash, the time and the digest, never the ledger entry number. The number counts every
 * borrower's writes to the auction's ledger, so a bidder would read from it how busy its rivals are
 *. Staff (report roles) and `sla audit` keep it.
 */
export type BidderReceipt = Omit<BidReceipt, 'seq'>;

/** The receipt without its ledger entry number, as a bidder is answered. */
export const bidderReceiptOf = (r: BidderReceipt & { seq?: number }): BidderReceipt => ({ auctionId: r.auctionId, atMs: r.atMs, at: r.at, headHash: r.headHash, bidsDigest: r.bidsDigest });

export type ConfirmedEvent = Extract<LedgerEvent, { type: 'bids.confirmed' }>;

export const bidsDigest = (sha256: Sha256, auctionId: Id, event: ConfirmedEvent): string =>
  sha256.hex(canonicalJson({ auctionId, userId: event.userId, bids: event.bids, supplementalComments: event.supplementalComments }));

export const receiptOf = (sha256: Sha256, entry: LedgerEntry, event: ConfirmedEvent): BidReceipt => ({
  auctionId: entry.auctionId,
  seq: entry.seq,
  atMs: entry.atMs,
  at: new Date(entry.atMs).toISOString(),
  headHash: entry.hash,
  bidsDigest: bidsDigest(sha256, entry.auctionId, event),
});

/**
 * The receipt as label/value rows: one wording for the PDF, the e-mail and the CLI. The entry number
 * is a row only when the receipt carries it (staff's and `sla audit`'s, not a bidder's: see BidderReceipt).
 */
export const receiptRows = (r: BidderReceipt & { seq?: number }): Array<[string, string]> => [
  ['Receipt auction', String(r.auctionId)],
  ...(r.seq === undefined ? [] : [['Receipt entry', String(r.seq)] as [string, string]]),
  ['Receipt time', r.at],
  ['Receipt hash', r.headHash],
  ['Bids digest', r.bidsDigest],
];
