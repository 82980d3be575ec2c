/**
 * Reading and checking the bid ledger: `sla audit verify` / `sla audit receipt`, and the audit
 * endpoints (GET /audit/auctions/{id}/receipt/{hash}, GET /audit/auctions/{id}/head). Each use case
 * checks its actor first (its spec's access, core/app/use-case.ts): `checkBidReceipts` for a receipt
 * (the endpoint's access), `seeStaffReports` for the head (the endpoint's) and for a whole verification
 * (no endpoint: it replays every bid of the auction, so it is the staff's, like the head it checks).
 *
 * Sealed bids: a bidder may check only receipts of its own confirmations (a super bidder those of
 * the bidder it bids for); staff with the report roles may check any. Any other receipt, an
 * unknown hash and an unknown auction all answer the same "not found", so a borrower learns
 * nothing about another borrower's receipts, not even whether they exist.
 */
import type { CoreDeps } from '../app/deps';
import type { Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { can } from '../policy/capabilities';
import { useCase } from '../app/use-case';
import type { Repositories } from '../ports/repositories';
import type { Sha256 } from '../ports/digest';
import type { Actor } from '../policy/actor';
import { bidderReceiptOf, receiptOf, type BidderReceipt, type ConfirmedEvent } from './bid-receipt';
import { HASH_PATTERN, LedgerBodySchema, type BidState, type LedgerEntry } from './ledger-entry';
import type { LedgerProblem } from './ledger-replay';
import { checkChain, verifyLedger, type LedgerVerification } from './ledger-verify';
import { auctionTables } from './ledger-append';

/** The confirmation event of an entry, or null for any other entry (or an unreadable one). */
const confirmedEventOf = (entry: LedgerEntry): ConfirmedEvent | null => {
  if (entry.eventType !== 'bids.confirmed') return null;
  try {
    const body = LedgerBodySchema.safeParse(JSON.parse(entry.body));
    return body.success && body.data.event.type === 'bids.confirmed' ? body.data.event : null;
  } catch {
    return null;
  }
};

/** The receipt of a bidder user's latest confirmation in the auction, or null before it confirmed; as the bidder sees it (no entry number). */
export async function latestReceipt(repos: Repositories, sha256: Sha256, auctionId: Id, bidderUserId: Id): Promise<BidderReceipt | null> {
  const entry = await repos.audit.latest(auctionId, 'bids.confirmed', bidderUserId);
  const event = entry ? confirmedEventOf(entry) : null;
  return entry && event ? bidderReceiptOf(receiptOf(sha256, entry, event)) : null;
}

/**
 * Recomputes the chain, replays it and compares with the tables, on one consistent read; with
 * `publishedHead`, also checks that this head hash (published at the close) is still in the chain.
 */
export const verifyAuctionLedger = useCase(
  { name: 'audit.verify', access: 'seeStaffReports' },
  async (deps: Pick<CoreDeps, 'store' | 'sha256'>, _actor: Actor, auctionId: Id, publishedHead?: string): Promise<Result<LedgerVerification>> => {
    const read = await deps.store.transaction(async (tx) => {
      const [tables, entries, head] = await Promise.all([auctionTables(tx, auctionId), tx.audit.list(auctionId), tx.audit.head(auctionId)]);
      return tables ? { tables, entries, head } : null;
    });
    if (!read) return fail('NOT_FOUND', MSG.NOT_FOUND);
    return ok(verifyLedger(deps.sha256, auctionId, read.entries, read.head, read.tables, publishedHead));
  },
);

export interface CoveredBid extends BidState {
  lotNumber: string;
}

export interface ReceiptCheck {
  /** With its entry number for staff; a bidder's has none (BidderReceipt). */
  receipt: BidderReceipt & { seq?: number };
  /** True when the chain from entry 1 up to the receipt's entry recomputes: the receipt is in the chain. */
  intact: boolean;
  /** The first problem before or at the receipt's entry, when not intact. */
  problem: LedgerProblem | null;
  /** The bidder user whose bids were confirmed, and the super bidder who confirmed for it. */
  userId: Id;
  superBidderId: Id | null;
  /** What the receipt covers: the confirmed bids and supplemental comments. */
  bids: CoveredBid[];
  supplementalComments: string;
}

/** The receipt with hash `hash`, of any bidder unless `ownerUserId` says whose; NOT_FOUND when it is no such receipt of the auction. */
async function findReceipt(
  deps: Pick<CoreDeps, 'store' | 'sha256'>,
  auctionId: Id,
  hash: string,
  /** Only receipts of this bidder user count (the others answer NOT_FOUND). */
  ownerUserId?: Id,
): Promise<Result<ReceiptCheck>> {
  const notFound = fail('NOT_FOUND', MSG.NOT_FOUND);
  const wanted = hash.trim().toLowerCase();
  if (!HASH_PATTERN.test(wanted)) return notFound;
  const entry = await deps.store.audit.findByHash(auctionId, wanted);
  const event = entry ? confirmedEventOf(entry) : null;
  if (!entry || !event || (ownerUserId !== undefined && event.userId !== ownerUserId)) return notFound;
  const [entries, lots] = await Promise.all([deps.store.audit.list(auctionId), deps.store.lots.listByAuction(auctionId)]);
  const chain = checkChain(deps.sha256, auctionId, entries.filter((e) => e.seq <= entry.seq));
  const lotNumber = new Map(lots.map((l) => [l.id, l.lotNumber]));
  return ok({
    receipt: receiptOf(deps.sha256, entry, event),
    intact: chain.ok,
    problem: chain.ok ? null : chain.problem,
    userId: event.userId,
    superBidderId: entry.superBidderId,
    bids: event.bids.map((b) => ({ ...b, lotNumber: lotNumber.get(b.lotId) ?? '' })),
    supplementalComments: event.supplementalComments,
  });
}

/**
 * GET /audit/auctions/{id}/receipt/{hash} and `sla audit receipt`: any receipt for staff with the
 * report roles; for a bidder or super bidder only receipts of its own bidder user, anything else
 * answering exactly like an unknown hash.
 */
export const checkReceipt = useCase(
  { name: 'audit.receipt', access: 'checkBidReceipts' },
  async (deps: Pick<CoreDeps, 'store' | 'sha256'>, actor: Actor, auctionId: Id, hash: string): Promise<Result<ReceiptCheck>> => {
    if (can(actor.roles, 'seeStaffReports')) return findReceipt(deps, auctionId, hash);
    const bidderUserId = can(actor.roles, 'bidOnBehalf') ? actor.user.bidderId : can(actor.roles, 'bidForOwnBorrower') ? actor.user.id : null;
    if (bidderUserId === null) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const found = await findReceipt(deps, auctionId, hash, bidderUserId);
    return found.ok ? ok(asBidderSees(found.value)) : found;
  },
);

/**
 * A bidder's answer carries no ledger entry number (BidderReceipt): not the receipt's, nor the one of
 * a broken entry before it (whose message names it too): that problem reads only "the ledger is broken
 * before this receipt".
 */
const LEDGER_BROKEN_BEFORE_RECEIPT = 'the ledger is broken before this receipt';

const asBidderSees = (v: ReceiptCheck): ReceiptCheck => ({
  ...v,
  receipt: bidderReceiptOf(v.receipt),
  problem: v.problem && v.problem.kind === 'entry' ? { kind: 'head', message: LEDGER_BROKEN_BEFORE_RECEIPT } : v.problem,
});

export interface LedgerHeadView {
  auctionId: Id;
  /** Entries in the ledger (the head's sequence number); 0 before the first. */
  seq: number;
  /** Hash of the last entry, null before the first. */
  hash: string | null;
  atMs: number | null;
  at: string | null;
}

/** GET /audit/auctions/{id}/head: the hash to publish at the close (staff). */
export const ledgerHead = useCase({ name: 'audit.head', access: 'seeStaffReports' }, async (deps: Pick<CoreDeps, 'store'>, _actor: Actor, auctionId: Id): Promise<Result<LedgerHeadView>> => {
  const auction = await deps.store.auctions.get(auctionId);
  if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const head = await deps.store.audit.head(auctionId);
  if (!head || head.seq === 0) return ok({ auctionId, seq: 0, hash: null, atMs: null, at: null });
  const last = await deps.store.audit.findByHash(auctionId, head.hash);
  return ok({ auctionId, seq: head.seq, hash: head.hash, atMs: last?.atMs ?? null, at: last ? new Date(last.atMs).toISOString() : null });
});
