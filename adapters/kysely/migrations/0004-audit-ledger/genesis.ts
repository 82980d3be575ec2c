/**
 * The genesis entry of an auction's bid ledger, as migration 0004 wrote it: a frozen copy of what
 * core/audit (ledger-entry.ts, ledger-replay.ts `genesisEvent`, ledger-append.ts
 * `startLedgerFromTables`) did when the migration shipped, reading the tables with plain SQL as they
 * were then (after 0001-0003) instead of the live repositories. Later changes to the ledger's rules,
 * its format or the repositories cannot change what this migration writes; the test beside the
 * migration checks that it still gives exactly the entries the live code gives.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { canonicalJson } from './canonical-json';

/** The ledger format of entry bodies. */
const LEDGER_VERSION = 1;
/** The "previous hash" of entry 1. */
const GENESIS_PREVIOUS_HASH = '0'.repeat(64);
/** supplemental_comments.bidder_comments_confirmed of confirmed comments. */
const CONFIRMED = 'CONFIRMED';

/** One row of audit_ledger as written. */
export interface GenesisEntry {
  auction_id: number;
  seq: number;
  at_ms: number;
  actor_user_id: null;
  super_bidder_id: null;
  event_type: 'genesis';
  body: string;
  hash: string;
}

/** What runs this module's SQL: the migration's Kysely instance (or transaction). */
type Executor = Parameters<RawBuilder<unknown>['execute']>[0];

/** A column value read back: SQLite gives 0/1 for booleans, PostgreSQL booleans. */
const bool = (v: unknown): boolean => v === true || v === 1;

/** A decimal column as stored (text on SQLite, NUMERIC as text on PostgreSQL). */
function decimal(v: unknown): string | null {
  if (v === null || typeof v === 'string') return v;
  throw new Error(`Migration 0004: a decimal column read as ${typeof v}, not text`);
}

/** An instant as the store reads it: ISO text (SQLite stores it; the PostgreSQL store parses TIMESTAMPTZ to it). */
function instant(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString();
  throw new Error(`Migration 0004: an instant read as ${typeof v}`);
}

const int = (v: unknown): number => Number(v);
const intOrNull = (v: unknown): number | null => (v === null ? null : Number(v));

/** What the tables held for one auction, as the genesis event records it. */
async function genesisEvent(db: Executor, auctionId: number, awardConfirmFlag: unknown): Promise<Record<string, unknown>> {
  const bids = await sql<Record<string, unknown>>`
    select id, lot_id, borrower_id, user_id, super_bidder_id, collateral_type, basis_point_guarantee, fixed, all_in,
      min_bal_guarantee, lot_specific_comments, confirmed, bid_date
    from bids where auction_id = ${auctionId} order by id`.execute(db);
  const supplementals = await sql<Record<string, unknown>>`
    select id, user_id, borrower_id, bidder_comments, bidder_comments_confirmed
    from supplemental_comments where auction_id = ${auctionId} order by id`.execute(db);
  const awards = await sql<Record<string, unknown>>`select id, bid_id, lot_id from awards where auction_id = ${auctionId} order by id`.execute(db);
  return {
    type: 'genesis',
    bids: bids.rows.map((b) => ({
      id: int(b.id),
      lotId: int(b.lot_id),
      borrowerId: int(b.borrower_id),
      userId: int(b.user_id),
      superBidderId: intOrNull(b.super_bidder_id),
      collateralType: b.collateral_type,
      basisPointGuarantee: decimal(b.basis_point_guarantee),
      fixed: decimal(b.fixed),
      allIn: decimal(b.all_in),
      minBalGuarantee: decimal(b.min_bal_guarantee),
      lotSpecificComments: b.lot_specific_comments,
      confirmed: bool(b.confirmed),
      bidDate: instant(b.bid_date),
    })),
    supplementals: supplementals.rows
      .map((s) => ({ userId: int(s.user_id), borrowerId: int(s.borrower_id), bidderComments: s.bidder_comments, confirmed: s.bidder_comments_confirmed === CONFIRMED }))
      .sort((a, b) => a.userId - b.userId),
    awards: awards.rows.map((a) => ({ id: int(a.id), bidId: int(a.bid_id), lotId: int(a.lot_id) })),
    awardsConfirmed: bool(awardConfirmFlag),
  };
}

/** The genesis entry (entry 1) of auction `auctionId`'s ledger: the tables as they are, hashed onto 64 zeros. */
export async function genesisEntry(db: Executor, auction: { id: unknown; award_confirm_flag: unknown }, atMs: number): Promise<GenesisEntry> {
  const auctionId = int(auction.id);
  const event = await genesisEvent(db, auctionId, auction.award_confirm_flag);
  const body = canonicalJson({ v: LEDGER_VERSION, auctionId, seq: 1, atMs, actor: { userId: null, superBidderId: null }, event });
  const hash = createHash('sha256').update(GENESIS_PREVIOUS_HASH + body, 'utf8').digest('hex');
  return { auction_id: auctionId, seq: 1, at_ms: atMs, actor_user_id: null, super_bidder_id: null, event_type: 'genesis', body, hash };
}
