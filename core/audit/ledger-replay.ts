/**
 * Replaying a ledger to the state it describes, and comparing that state with the tables.
 * A ledger whose chain is intact but whose replay differs from the bids, supplemental comments,
 * awards or award flag in the database means the tables were changed outside the application.
 */
import type { Award, Bid, Id, SupplementalComment } from '../domain/entities';
import { CONFIRMED } from '../domain/entities';
import { canonicalJson } from './canonical-json';
import { ledgerAmountsOf, type AwardState, type BidState, type LedgerEvent, type SupplementalState } from './ledger-entry';

export interface LedgerState {
  bids: Map<Id, BidState>;
  /** By bidder user id (one supplemental record per user and auction). */
  supplementals: Map<Id, SupplementalState>;
  awards: Map<Id, AwardState>;
  awardsConfirmed: boolean;
  /** The auction's end as the last extension set it; null while the auction was never extended. */
  auctionEnd: string | null;
}

/** What the tables hold for one auction. */
export interface AuctionTables {
  bids: readonly Bid[];
  supplementals: readonly SupplementalComment[];
  awards: readonly Award[];
  awardsConfirmed: boolean;
  /** The auctions table's end date (compared with the last extension's, when the auction was extended). */
  auctionEnd?: string;
}

/** The first problem found, named so that a person can go and look: an entry, or a table row. */
export type LedgerProblem =
  | { kind: 'entry'; seq: number; message: string }
  | { kind: 'bid' | 'award'; id: Id; message: string }
  | { kind: 'supplemental'; userId: Id; message: string }
  | { kind: 'auction' | 'head'; message: string };

export const emptyLedgerState = (): LedgerState => ({ bids: new Map(), supplementals: new Map(), awards: new Map(), awardsConfirmed: false, auctionEnd: null });

/**
 * A bid's state as ledger entries of LEDGER_VERSION hold it: exactly these fields, named one by one (never
 * the row spread), so a column added to the bids table later is not in the state, and every chained entry
 * and its replay stay as they were. Putting a new field in the ledger takes a new LEDGER_VERSION whose
 * entries carry it, while replay keeps reading the older entries as they are. A new bid kind is the
exception that needs no version: its amount is in the state only when set (ledger-entry.ts `ledgerAmountsOf`).
 */
export const bidStateOf = (b: Bid): BidState => ({
  id: b.id,
  lotId: b.lotId,
  borrowerId: b.borrowerId,
  userId: b.userId,
  superBidderId: b.superBidderId,
  collateralType: b.collateralType,
  // One amount per bid kind, as the ledger holds them (a kind added later only when set).
  ...ledgerAmountsOf(b),
  minBalGuarantee: b.minBalGuarantee,
  lotSpecificComments: b.lotSpecificComments,
  confirmed: b.confirmed,
  bidDate: b.bidDate,
});

export const supplementalStateOf = (s: SupplementalComment): SupplementalState => ({
  userId: s.userId,
  borrowerId: s.borrowerId,
  bidderComments: s.bidderComments,
  confirmed: s.bidderCommentsConfirmed === CONFIRMED,
});

export const awardStateOf = (a: Award): AwardState => ({ id: a.id, bidId: a.bidId, lotId: a.lotId });

const byId = <T extends { id: Id }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.id - b.id);

/** The genesis event of an auction whose data predates its ledger: the tables as they are. */
export const genesisEvent = (tables: AuctionTables): LedgerEvent => ({
  type: 'genesis',
  bids: byId(tables.bids).map(bidStateOf),
  supplementals: [...tables.supplementals].sort((a, b) => a.userId - b.userId).map(supplementalStateOf),
  awards: byId(tables.awards).map(awardStateOf),
  awardsConfirmed: tables.awardsConfirmed,
});

/** A bidder user's bids in the state, by id. */
export const bidsOfUser = (state: LedgerState, userId: Id): BidState[] =>
  [...state.bids.values()].filter((b) => b.userId === userId).sort((a, b) => a.id - b.id);

const missing = (ids: readonly Id[], have: Map<Id, unknown>): Id | undefined => ids.find((id) => !have.has(id));

/**
 * Applies entry `seq`'s event to `state` (in place). Returns why the event does not fit the state
 * (the entry is then reported), or null.
 */
export function applyLedgerEvent(state: LedgerState, seq: number, event: LedgerEvent): string | null {
  switch (event.type) {
    case 'genesis': {
      if (seq !== 1) return 'a genesis event may only be entry 1';
      const fresh = emptyLedgerState();
      for (const b of event.bids) fresh.bids.set(b.id, b);
      for (const s of event.supplementals) fresh.supplementals.set(s.userId, s);
      for (const a of event.awards) fresh.awards.set(a.id, a);
      Object.assign(state, fresh, { awardsConfirmed: event.awardsConfirmed });
      return null;
    }
    case 'bids.saved':
      for (const b of event.bids) state.bids.set(b.id, b);
      return null;
    case 'bids.deleted': {
      const unknown = missing(event.bidIds, state.bids);
      if (unknown !== undefined) return `deletes bid ${unknown}, which the ledger does not hold`;
      for (const id of event.bidIds) state.bids.delete(id);
      return null;
    }
    case 'supplemental.saved':
      state.supplementals.set(event.supplemental.userId, event.supplemental);
      return null;
    case 'bids.confirmed': {
      for (const b of bidsOfUser(state, event.userId)) state.bids.set(b.id, { ...b, confirmed: true });
      const supplemental = state.supplementals.get(event.userId);
      if (supplemental) state.supplementals.set(event.userId, { ...supplemental, confirmed: true });
      const held = { bids: bidsOfUser(state, event.userId), supplementalComments: supplemental?.bidderComments ?? '' };
      if (canonicalJson(held) !== canonicalJson({ bids: event.bids, supplementalComments: event.supplementalComments })) {
        return `confirms bids of user ${event.userId} that differ from the bids the ledger holds for that user`;
      }
      return null;
    }
    case 'awards.saved': {
      const unknown = missing(event.removedIds, state.awards);
      if (unknown !== undefined) return `removes award ${unknown}, which the ledger does not hold`;
      for (const id of event.removedIds) state.awards.delete(id);
      for (const a of event.awards) state.awards.set(a.id, a);
      return null;
    }
    case 'awards.confirmed':
      state.awardsConfirmed = true;
      return null;
    case 'awards.unconfirmed':
      state.awardsConfirmed = false;
      return null;
    case 'loans.created':
      // Loans are made by a confirmation, in its transaction, after its entry.
      return state.awardsConfirmed ? null : 'creates loans while the awards are not confirmed';
    case 'loans.cancelled':
      return null;
    case 'auction.endChanged':
      if (state.auctionEnd !== null && Date.parse(state.auctionEnd) !== Date.parse(event.previousEnd)) {
        return `extends the auction from ${event.previousEnd}, but the ledger's last extension ended it at ${state.auctionEnd}`;
      }
      state.auctionEnd = event.newEnd;
      return null;
  }
}

const show = (v: unknown): string => (v === undefined ? 'absent' : JSON.stringify(v));

/** The first field in which two rows differ, as "field is X in the table but Y in the ledger". */
function fieldDifference<T extends object>(table: T, ledger: T, tableName: string): string | null {
  for (const key of Object.keys(ledger) as (keyof T)[]) {
    if (canonicalJson(table[key]) !== canonicalJson(ledger[key])) {
      return `${String(key)} is ${show(table[key])} in the ${tableName} table but ${show(ledger[key])} in the ledger`;
    }
  }
  return null;
}

/** Compares rows keyed by id, in ascending key order; the first difference, or null. */
function firstRowDifference<T extends object>(
  table: Map<Id, T>,
  ledger: Map<Id, T>,
  tableName: string,
  problem: (key: Id, message: string) => LedgerProblem,
): LedgerProblem | null {
  const keys = [...new Set([...table.keys(), ...ledger.keys()])].sort((a, b) => a - b);
  for (const key of keys) {
    const t = table.get(key);
    const l = ledger.get(key);
    if (t && !l) return problem(key, `in the ${tableName} table but not in the ledger`);
    if (!t && l) return problem(key, `in the ledger but not in the ${tableName} table`);
    const diff = t && l ? fieldDifference(t, l, tableName) : null;
    if (diff) return problem(key, diff);
  }
  return null;
}

/** The first difference between the replayed state and the tables (bids, supplementals, awards, award flag), or null. */
export function compareWithTables(state: LedgerState, tables: AuctionTables): LedgerProblem | null {
  return (
    firstRowDifference(new Map(tables.bids.map((b) => [b.id, bidStateOf(b)])), state.bids, 'bids', (id, m) => ({
      kind: 'bid',
      id,
      message: `bid ${id}: ${m}`,
    })) ??
    firstRowDifference(
      new Map(tables.supplementals.map((s) => [s.userId, supplementalStateOf(s)])),
      state.supplementals,
      'supplemental comments',
      (userId, m) => ({ kind: 'supplemental', userId, message: `supplemental comments of user ${userId}: ${m}` }),
    ) ??
    firstRowDifference(new Map(tables.awards.map((a) => [a.id, awardStateOf(a)])), state.awards, 'awards', (id, m) => ({
      kind: 'award',
      id,
      message: `award ${id}: ${m}`,
    })) ??
    (tables.awardsConfirmed !== state.awardsConfirmed
      ? {
          kind: 'auction',
          message: `the awards are ${tables.awardsConfirmed ? 'confirmed' : 'not confirmed'} in the auctions table but ${state.awardsConfirmed ? 'confirmed' : 'not confirmed'} in the ledger`,
        }
      : null) ??
    (state.auctionEnd !== null && tables.auctionEnd !== undefined && Date.parse(tables.auctionEnd) !== Date.parse(state.auctionEnd)
      ? { kind: 'auction', message: `the auction ends at ${tables.auctionEnd} in the auctions table but at ${state.auctionEnd} in the ledger (its last extension)` }
      : null)
  );
}
