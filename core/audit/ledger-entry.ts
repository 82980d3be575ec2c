/**
 * The tamper-evident bid ledger: what an entry says and how entries chain.
 *
 * Every change to what a borrower has bid or won is an event, appended to its auction's ledger in
 * the same transaction as the change. An entry's body is the canonical JSON of
 * { v, auctionId, seq, atMs, actor, event }, and
 *
 *   hash(entry n) = SHA-256( hash(entry n-1) ‖ body(entry n) )      (hex text, then the body text)
 *
 * with 64 zeros standing for the hash before entry 1. Changing, removing or reordering any entry
 * changes every hash after it, so a receipt (an entry's hash) or a published head hash proves
 * what the ledger held.
 *
 * Bid, supplemental and award states are the rows as stored (decimal strings, ISO instants), so
 * replaying the ledger can be compared with the tables field by field.
 */
import { z } from 'zod';
import type { Id } from '../domain/entities';
import { BID_KINDS, perKind, type BidAmounts, type BidKindSpec } from '../domain/bid-kinds';
import type { Sha256 } from '../ports/digest';
import { canonicalJson } from './canonical-json';
import { lazySchema } from '../validation/lazy-schema';

export const LEDGER_VERSION = 1;
/** The "previous hash" of entry 1. */
export const GENESIS_PREVIOUS_HASH = '0'.repeat(64);
export const HASH_PATTERN = /^[0-9a-f]{64}$/;

const id = lazySchema(() => z.number().int().positive());
const decimal = lazySchema(() => z.string().nullable());

type Kinds = (typeof BID_KINDS)[number];
/**
 * A bid's amounts in the ledger: one per bid kind (core/domain/bid-kinds.ts). A kind in the ledger
 * since version 1 is always there; a kind added later only when the bid is of it, so adding a kind
 * changes no entry already chained and needs no new version (`ledgerAmountsOf`).
 */
type AmountsShape = {
  [K in Kinds as K['field']]: K['inLedgerV1'] extends true ? typeof decimal : z.ZodOptional<typeof decimal>;
};
const amountsShape = (): AmountsShape =>
  Object.fromEntries(BID_KINDS.map((k) => [k.field, k.inLedgerV1 ? decimal : decimal.optional()])) as AmountsShape;

/** The amounts of a bid state as a bid's (a kind absent from an older entry: null). */
export const bidAmountsOfState = (b: Partial<BidAmounts>): BidAmounts => perKind('field', (k) => b[k.field] ?? null);

/** A bid's amounts as the ledger holds them (see AmountsShape). */
export const ledgerAmountsOf = (
  b: BidAmounts,
  /** The registry's kinds; a test passes others, to show what a kind added later does. */
  kinds: readonly Pick<BidKindSpec, 'field' | 'inLedgerV1'>[] = BID_KINDS,
): z.infer<z.ZodObject<AmountsShape>> => {
  const amounts = b as unknown as Record<string, string | null | undefined>;
  const out: Record<string, string | null> = {};
  for (const k of kinds) if (k.inLedgerV1 || (amounts[k.field] ?? null) !== null) out[k.field] = amounts[k.field] ?? null;
  return out as z.infer<z.ZodObject<AmountsShape>>;
};

/** A bid row as stored (the bids table without the auction, which the entry names). */
export const BidStateSchema = lazySchema(() =>
  z.strictObject({
    id,
    lotId: id,
    borrowerId: id,
    userId: id,
    superBidderId: id.nullable(),
    collateralType: z.enum(['Cash', 'Non_Cash']),
    ...amountsShape(),
    minBalGuarantee: decimal,
    lotSpecificComments: z.string(),
    confirmed: z.boolean(),
    bidDate: z.string(),
  }),
);
export type BidState = z.infer<typeof BidStateSchema>;

/** The supplemental record of one bidder user. */
export const SupplementalStateSchema = lazySchema(() =>
  z.strictObject({
    userId: id,
    borrowerId: id,
    bidderComments: z.string(),
    confirmed: z.boolean(),
  }),
);
export type SupplementalState = z.infer<typeof SupplementalStateSchema>;

export const AwardStateSchema = lazySchema(() => z.strictObject({ id, bidId: id, lotId: id }));
export type AwardState = z.infer<typeof AwardStateSchema>;

export const LedgerEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** Entry 1 of an auction that had data before its ledger started (migration, demo seed): the state then. */
    z.strictObject({
      type: z.literal('genesis'),
      bids: z.array(BidStateSchema),
      supplementals: z.array(SupplementalStateSchema),
      awards: z.array(AwardStateSchema),
      awardsConfirmed: z.boolean(),
    }),
    /** Bids inserted or updated, each with all its terms as stored. */
    z.strictObject({ type: z.literal('bids.saved'), bids: z.array(BidStateSchema) }),
    z.strictObject({ type: z.literal('bids.deleted'), bidIds: z.array(id) }),
    z.strictObject({ type: z.literal('supplemental.saved'), supplemental: SupplementalStateSchema }),
    /** A bidder user's bids and supplemental comments confirmed: what the receipt covers. */
    z.strictObject({ type: z.literal('bids.confirmed'), userId: id, bids: z.array(BidStateSchema), supplementalComments: z.string() }),
    /** Awards inserted or updated, and the ids removed. */
    z.strictObject({ type: z.literal('awards.saved'), awards: z.array(AwardStateSchema), removedIds: z.array(id) }),
    z.strictObject({ type: z.literal('awards.confirmed') }),
    z.strictObject({ type: z.literal('awards.unconfirmed'), reason: z.string() }),
    /** Loan records made by a confirmation (core/loans): each loan's id, award, lot held, borrower and report deadline. */
    z.strictObject({
      type: z.literal('loans.created'),
      loans: z.array(z.strictObject({ id, awardId: id, lotId: id, borrowerId: id, effectedAt: z.string(), reportDeadline: z.string() })),
    }),
    /** Loan records cancelled by an unconfirm, with its reason. */
    z.strictObject({ type: z.literal('loans.cancelled'), loanIds: z.array(id), reason: z.string() }),
    /** An auction's end changed: extended by a manager (with its reason) or changed on the auction form; the end before and after, as stored. */
    z.strictObject({ type: z.literal('auction.endChanged'), previousEnd: z.string(), newEnd: z.string(), reason: z.string() }),
  ]),
);
export type LedgerEvent = z.infer<typeof LedgerEventSchema>;
export type LedgerEventType = LedgerEvent['type'];

/**
 * Who made the change: the user it was made as (for bids the bidder user they belong to; for
 * awards the award user; null for a genesis or an operator without a user), and the super bidder
 * who acted for that bidder.
 */
export const LedgerActorSchema = lazySchema(() => z.strictObject({ userId: id.nullable(), superBidderId: id.nullable() }));
export type LedgerActor = z.infer<typeof LedgerActorSchema>;

export const LedgerBodySchema = lazySchema(() =>
  z.strictObject({
    v: z.literal(LEDGER_VERSION),
    auctionId: id,
    seq: id,
    atMs: z.number().int().nonnegative(),
    actor: LedgerActorSchema,
    event: LedgerEventSchema,
  }),
);
export type LedgerBody = z.infer<typeof LedgerBodySchema>;

/** One stored entry: the body and its hash, with the body's key facts as columns for queries. */
export interface LedgerEntry {
  auctionId: Id;
  seq: number;
  atMs: number;
  actorUserId: Id | null;
  superBidderId: Id | null;
  eventType: LedgerEventType;
  /** Canonical JSON of the LedgerBody: exactly the text that was hashed. */
  body: string;
  hash: string;
}

/** The last entry of a chain: sequence 0 and GENESIS_PREVIOUS_HASH while it is empty. */
export interface LedgerHead {
  seq: number;
  hash: string;
}

export const EMPTY_HEAD: LedgerHead = { seq: 0, hash: GENESIS_PREVIOUS_HASH };

export const entryHash = (sha256: Sha256, previousHash: string, body: string): string => sha256.hex(previousHash + body);

/** The stored form of one body, hashed onto `previousHash`. */
export function ledgerEntry(sha256: Sha256, previousHash: string, body: LedgerBody): LedgerEntry {
  const text = canonicalJson(body);
  return {
    auctionId: body.auctionId,
    seq: body.seq,
    atMs: body.atMs,
    actorUserId: body.actor.userId,
    superBidderId: body.actor.superBidderId,
    eventType: body.event.type,
    body: text,
    hash: entryHash(sha256, previousHash, text),
  };
}

/**
 * One entry to append, its sequence number (and so its hash) left to the head it will follow: its
 * body is `prefix + seq + LEDGER_BODY_TAIL` (canonical JSON sorts `seq` and `v` last). A store can
 * then lock the head and append in one statement (`AuditLedgerRepository.appendAtHead`).
 */
export interface LedgerEntryTemplate {
  auctionId: Id;
  atMs: number;
  actorUserId: Id | null;
  superBidderId: Id | null;
  eventType: LedgerEventType;
  prefix: string;
}

export const LEDGER_BODY_TAIL = `,"v":${LEDGER_VERSION}}`;

/** The templates of `events` (in order, one entry each). */
export function entryTemplates(at: { auctionId: Id; atMs: number; actor: LedgerActor }, events: readonly LedgerEvent[]): LedgerEntryTemplate[] {
  return events.map((event) => {
    const text = canonicalJson({ v: LEDGER_VERSION, auctionId: at.auctionId, seq: 0, atMs: at.atMs, actor: at.actor, event });
    const cut = text.length - `0${LEDGER_BODY_TAIL}`.length;
    if (!text.endsWith(`"seq":0${LEDGER_BODY_TAIL}`)) throw new Error('A ledger body must end with its sequence number and version');
    return { auctionId: at.auctionId, atMs: at.atMs, actorUserId: at.actor.userId, superBidderId: at.actor.superBidderId, eventType: event.type, prefix: text.slice(0, cut) };
  });
}

/** The entries `templates` give after `head` (what `chainEntries` gives for their events). */
export function entriesAfter(sha256: Sha256, head: LedgerHead, templates: readonly LedgerEntryTemplate[]): LedgerEntry[] {
  let previous = head;
  return templates.map(({ prefix, ...facts }) => {
    const seq = previous.seq + 1;
    const body = `${prefix}${seq}${LEDGER_BODY_TAIL}`;
    const entry = { ...facts, seq, body, hash: entryHash(sha256, previous.hash, body) };
    previous = entry;
    return entry;
  });
}

/** The entries that append `events` (in order, one entry each) after `head`. */
export function chainEntries(
  sha256: Sha256,
  head: LedgerHead,
  at: { auctionId: Id; atMs: number; actor: LedgerActor },
  events: readonly LedgerEvent[],
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  let previous = head;
  for (const event of events) {
    const entry = ledgerEntry(sha256, previous.hash, { v: LEDGER_VERSION, auctionId: at.auctionId, seq: previous.seq + 1, atMs: at.atMs, actor: at.actor, event });
    entries.push(entry);
    previous = entry;
  }
  return entries;
}
