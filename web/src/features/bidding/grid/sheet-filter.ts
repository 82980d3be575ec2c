/**
 * The Place Bids sheet's filters, "go to lot" and count of lots bid, over the rows as typed.
 * A lot "has a bid" when one of its rows has a basis point, fixed or all-in value typed (what NEXT would
 * save; a row with only a guarantee or a comment is no bid).
 *
 * OUR DECISION: a filter is a snapshot of lots taken when it is chosen (`lotsMatching`), not re-applied on
 * every key: a lot whose bid the bidder is typing under "Lots without a bid" stays in view (with its new
 * rows) until the filter is chosen again, so a row never vanishes under the cursor.
 */
import type { Id } from '../../../../../core/domain/entities';
import { filledBidFieldCount, type BidRowInput } from '../../../../../core/bids/bid-rules';
import type { BidInputField } from '../../../../../core/domain/bid-kinds';
import { lotCountOf, type LotCount } from '../../../../../core/domain/lot-count';

export type SheetFilter = 'all' | 'bid' | 'unbid';
export const SHEET_FILTERS: readonly { value: SheetFilter; label: string }[] = [
  { value: 'all', label: 'All lots' },
  { value: 'bid', label: 'Lots I bid on' },
  { value: 'unbid', label: 'Lots without a bid' },
];

type Row = Pick<BidRowInput, 'lotId' | BidInputField>;

/** The lots with a bid typed in some row. */
export const lotsWithBid = (rows: readonly Row[]): Set<Id> => {
  const out = new Set<Id>();
  for (const r of rows) if (filledBidFieldCount(r) > 0) out.add(r.lotId);
  return out;
};

/** The lots a filter shows now, or null for all of them. */
export const lotsMatching = (rows: readonly Row[], lots: readonly { id: Id }[], filter: SheetFilter): Set<Id> | null => {
  if (filter === 'all') return null;
  const bid = lotsWithBid(rows);
  return new Set(lots.filter((l) => bid.has(l.id) === (filter === 'bid')).map((l) => l.id));
};

/** The indexes (into `rows`) of the rows shown: every row of a shown lot. */
export const visibleRowIndexes = (rows: readonly Pick<BidRowInput, 'lotId'>[], shown: ReadonlySet<Id> | null): number[] => {
  const out: number[] = [];
  rows.forEach((r, i) => {
    if (shown === null || shown.has(r.lotId)) out.push(i);
  });
  return out;
};

/** "Lots bid / lots in the auction": lots of the auction with a bid typed, and all of them, combo lots counted apart (core/domain/lot-count.ts). */
export const lotsBidCount = (rows: readonly Row[], lots: readonly { id: Id; comboFlag: boolean }[]): { bid: LotCount; total: LotCount } => {
  const bid = lotsWithBid(rows);
  return { bid: lotCountOf(lots.filter((l) => bid.has(l.id))), total: lotCountOf(lots) };
};

/** The lot whose number is `typed` (trimmed, any letter case: "12d" is lot 12D), or undefined. */
export const lotByNumber = <L extends { id: Id; lotNumber: string }>(lots: readonly L[], typed: string): L | undefined => {
  const want = typed.trim().toUpperCase();
  return want === '' ? undefined : lots.find((l) => l.lotNumber.trim().toUpperCase() === want);
};

/** The index of the lot's first row, or -1. */
export const firstRowOfLot = (rows: readonly Pick<BidRowInput, 'lotId'>[], lotId: Id): number => rows.findIndex((r) => r.lotId === lotId);
