/**
 * Writing to the bid ledger (core/audit). Services call `appendLedger` inside the transaction of the
 * change it records, after the change's own writes and checks: a refused write returns before it,
 * and a rollback takes the entries with it.
 */
import type { CoreDeps } from '../app/deps';
import type { Bid, Id, SupplementalComment } from '../domain/entities';
import type { Repositories, TransactionOptions } from '../ports/repositories';
import { chainEntries, entriesAfter, entryTemplates, type LedgerActor, type LedgerEntry, type LedgerEvent } from './ledger-entry';
import { bidStateOf, genesisEvent, supplementalStateOf, type AuctionTables } from './ledger-replay';

export type LedgerDeps = Pick<CoreDeps, 'clock' | 'sha256'>;

/**
 * Options for the transaction of a change that appends to an auction's ledger: such transactions
 * run one after another per auction (every one of them moves the auction's ledger head).
 */
export const ledgerTransaction = (auctionId: Id): TransactionOptions => ({ serialiseOn: `bid-ledger:${auctionId}` });

/**
 * Options for the transaction of one bidder user's bid write (save, confirm): writes of one user run
 * one after another; writes of different users of the auction run side by side (they read and write
 * disjoint rows, so the ledger's replay is the same in any order) and queue only on the ledger head;
 * every `ledgerTransaction` of the auction waits for them and they for it.
 */
export const bidWriteTransaction = (auctionId: Id, bidderUserId: Id): TransactionOptions => ({
  ownerLock: { within: ledgerTransaction(auctionId).serialiseOn as string, owner: `bid-writer:${auctionId}:${bidderUserId}` },
});

/** Appends `events` (one entry each, in order) to the auction's ledger; the entries written. */
export async function appendLedger(
  tx: Repositories,
  deps: LedgerDeps,
  auctionId: Id,
  actor: LedgerActor,
  events: readonly LedgerEvent[],
): Promise<LedgerEntry[]> {
  if (events.length === 0) return [];
  const at = { auctionId, atMs: deps.clock.nowMs(), actor };
  if (tx.audit.appendAtHead) {
    // The bodies are built before the head is locked; the lock is then held for one statement and
    // the commit. The database's hashes are checked here (a mismatch rolls the transaction back).
    const templates = entryTemplates(at, events);
    const written = (await tx.audit.appendAtHead(templates)) ?? (await tx.audit.lockHead(auctionId), await tx.audit.appendAtHead(templates));
    if (!written) throw new Error(`The ledger head of auction ${auctionId} is missing`);
    const entries = entriesAfter(deps.sha256, written.head, templates);
    if (entries.some((e, i) => e.hash !== written.hashes[i]) || written.hashes.length !== entries.length) {
      throw new Error(`The database hashed the ledger entries of auction ${auctionId} differently`);
    }
    return entries;
  }
  const head = await tx.audit.lockHead(auctionId);
  const entries = chainEntries(deps.sha256, head, at, events);
  await tx.audit.append(entries);
  return entries;
}

/** The events of one bid save: the rows written, the bids removed, the supplemental record. */
export const bidSaveEvents = (saved: readonly Bid[], removedIds: readonly Id[], supplemental: SupplementalComment): LedgerEvent[] => [
  ...(saved.length > 0 ? [{ type: 'bids.saved' as const, bids: saved.map(bidStateOf) }] : []),
  ...(removedIds.length > 0 ? [{ type: 'bids.deleted' as const, bidIds: [...removedIds] }] : []),
  { type: 'supplemental.saved', supplemental: supplementalStateOf(supplemental) },
];

/** What the tables hold for an auction (null when it does not exist). */
export async function auctionTables(repos: Repositories, auctionId: Id): Promise<AuctionTables | null> {
  const [auction, bids, supplementals, awards] = await Promise.all([
    repos.auctions.get(auctionId),
    repos.bids.listByAuction(auctionId),
    repos.bids.listSupplemental(auctionId),
    repos.awards.listByAuction(auctionId),
  ]);
  return auction ? { bids, supplementals, awards, awardsConfirmed: auction.awardConfirmFlag, auctionEnd: auction.auctionEndDate } : null;
}

/**
 * Starts the ledger of an auction whose data was written without it (the migration that introduced
 * the ledger, the demo seed): a genesis entry holding the tables as they are. Call inside a
 * transaction; an auction whose ledger has started already is left alone.
 */
export async function startLedgerFromTables(tx: Repositories, deps: LedgerDeps, auctionId: Id): Promise<void> {
  const head = await tx.audit.lockHead(auctionId);
  if (head.seq > 0) return;
  const tables = await auctionTables(tx, auctionId);
  if (!tables) throw new Error(`No auction ${auctionId}`);
  await tx.audit.append(chainEntries(deps.sha256, head, { auctionId, atMs: deps.clock.nowMs(), actor: { userId: null, superBidderId: null } }, [genesisEvent(tables)]));
}
