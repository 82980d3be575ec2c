/**
 * Verifying an auction's ledger: recompute the chain entry by entry, replay it, compare the result
 * with the tables. Stops at the first problem and names it (the entry, or the table row).
 */
import type { Id } from '../domain/entities';
import type { Sha256 } from '../ports/digest';
import { canonicalJson } from './canonical-json';
import { entryHash, GENESIS_PREVIOUS_HASH, LedgerBodySchema, type LedgerBody, type LedgerEntry, type LedgerHead } from './ledger-entry';
import { applyLedgerEvent, compareWithTables, emptyLedgerState, type AuctionTables, type LedgerProblem, type LedgerState } from './ledger-replay';

export interface LedgerVerification {
  auctionId: Id;
  /** Entries read. */
  entries: number;
  /** The last entry (null for an empty ledger). */
  head: { seq: number; atMs: number; hash: string } | null;
  /** The head hash published earlier that was asked about, and its entry (null when not asked). */
  published: { hash: string; seq: number } | null;
  intact: boolean;
  problem: LedgerProblem | null;
}

const entryProblem = (seq: number, why: string): LedgerProblem => ({ kind: 'entry', seq, message: `entry ${seq}: ${why}` });

const parseBody = (text: string): LedgerBody | null => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = LedgerBodySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/** The columns an entry is queried by must say what its body says. */
const columnsMatch = (e: LedgerEntry, b: LedgerBody): boolean =>
  e.auctionId === b.auctionId &&
  e.seq === b.seq &&
  e.atMs === b.atMs &&
  e.actorUserId === b.actor.userId &&
  e.superBidderId === b.actor.superBidderId &&
  e.eventType === b.event.type;

/**
 * Recomputes the chain of `entries` (ordered by seq). With `storedHead`, the head row must point at
 * the last entry too (so removing the newest entries is caught). The parsed bodies, or the first problem.
 */
export function checkChain(
  sha256: Sha256,
  auctionId: Id,
  entries: readonly LedgerEntry[],
  storedHead?: LedgerHead | null,
): { ok: true; bodies: LedgerBody[] } | { ok: false; problem: LedgerProblem } {
  const bodies: LedgerBody[] = [];
  let previous = GENESIS_PREVIOUS_HASH;
  for (const [i, entry] of entries.entries()) {
    const seq = i + 1;
    if (entry.seq !== seq) return { ok: false, problem: entryProblem(seq, `missing (the next entry is ${entry.seq})`) };
    if (entryHash(sha256, previous, entry.body) !== entry.hash) {
      return { ok: false, problem: entryProblem(seq, 'its hash does not match its content and the hash of the entry before it') };
    }
    const body = parseBody(entry.body);
    if (!body || canonicalJson(JSON.parse(entry.body)) !== entry.body) return { ok: false, problem: entryProblem(seq, 'its content is not a ledger event in canonical form') };
    if (body.auctionId !== auctionId || !columnsMatch(entry, body)) return { ok: false, problem: entryProblem(seq, 'its columns do not match its content') };
    bodies.push(body);
    previous = entry.hash;
  }
  if (storedHead !== undefined) {
    const head = storedHead ?? { seq: 0, hash: GENESIS_PREVIOUS_HASH };
    if (head.seq > entries.length) return { ok: false, problem: entryProblem(entries.length + 1, `missing (the head is entry ${head.seq})`) };
    if (head.seq < entries.length) return { ok: false, problem: entryProblem(head.seq + 1, `after the head (entry ${head.seq})`) };
    if (head.hash !== previous) return { ok: false, problem: entryProblem(head.seq, 'its hash differs from the head hash') };
  }
  return { ok: true, bodies };
}

/** Replays parsed bodies; the state, or the first entry whose event does not fit. */
export function replayLedger(bodies: readonly LedgerBody[]): { ok: true; state: LedgerState } | { ok: false; problem: LedgerProblem } {
  const state = emptyLedgerState();
  for (const body of bodies) {
    const why = applyLedgerEvent(state, body.seq, body.event);
    if (why) return { ok: false, problem: entryProblem(body.seq, why) };
  }
  return { ok: true, state };
}

/**
 * The whole check of one auction: chain, head, replay, tables; with `publishedHead`, also that a
 * head hash published earlier (at the close) is still an entry of the chain.
 */
export function verifyLedger(
  sha256: Sha256,
  auctionId: Id,
  entries: readonly LedgerEntry[],
  storedHead: LedgerHead | null,
  tables: AuctionTables,
  publishedHead?: string,
): LedgerVerification {
  const last = entries.at(-1);
  const publishedEntry = publishedHead === undefined ? undefined : entries.find((e) => e.hash === publishedHead.trim().toLowerCase());
  const report = (problem: LedgerProblem | null): LedgerVerification => ({
    auctionId,
    entries: entries.length,
    head: last ? { seq: last.seq, atMs: last.atMs, hash: last.hash } : null,
    published: publishedEntry ? { hash: publishedEntry.hash, seq: publishedEntry.seq } : null,
    intact: problem === null,
    problem,
  });
  const chain = checkChain(sha256, auctionId, entries, storedHead);
  if (!chain.ok) return report(chain.problem);
  const replayed = replayLedger(chain.bodies);
  if (!replayed.ok) return report(replayed.problem);
  const differs = compareWithTables(replayed.state, tables);
  if (differs) return report(differs);
  if (publishedHead !== undefined && !publishedEntry) return report({ kind: 'head', message: `the published head ${publishedHead.trim()} is not an entry of the ledger` });
  return report(null);
}
