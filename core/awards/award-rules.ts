/**
 * Award rules over bid overview rows (participation-and-reporting §2.10, §4, §5): which lots a bid
 * covers, overlap detection for awardssave, the top-bid preselection and the unconfirm reason.
 * Rows already carry their value (`totalBidValue`, core/money, in the lot's currency) and their lot's FX rate
 * into the auction's currency (`fxRate`, core/money/fx.ts); nothing here reads the store.
 *
 * Currencies: bids are compared by their value in the AUCTION's currency (totalBidValue x fxRate, exact), so a
 * combo competes with the bids it would displace in one currency, and totals are in the auction's currency
 * (each bid converted to cents, then added). Bids on one lot share its rate, so their order is the same in
 * the lot's currency.
 *
 * Coverage: a bid covers its own lot and, when that lot is a combo lot, every lot the combo spans.
 * Two awarded bids may never cover one lot.
 */
import type { DecimalString, Id } from '../domain/entities';
import { addScaled, compareScaled, type Scaled } from '../money/decimal-arith';
import { compareInAuctionCurrency, inAuctionCurrencyExact, totalInAuctionCurrency } from '../money/fx';
import { compareTieBreak, type TieBreakFields } from './tie-break';

/** What the rules need of a bid: overview rows (`comboLotId`) and plain records (`comboLotIds`) both fit. */
export interface AwardCandidate {
  bidId: Id;
  lotId: Id;
  comboFlag?: boolean;
  /** Lots a combo lot spans (overview row field name). */
  comboLotId?: readonly Id[];
  /** Lots a combo lot spans (entity field name). */
  comboLotIds?: readonly Id[];
}

export interface ValuedCandidate extends AwardCandidate, TieBreakFields {
  /** The bid's value in its lot's currency. */
  totalBidValue: DecimalString;
  /** Its lot's rate into the auction's currency (core/money/fx.ts fxRateOf: "1" for a lot in the auction's currency). */
  fxRate: DecimalString;
}

/** The lots a bid covers: its own lot plus the lots of its combo. */
export const coveredLots = (row: AwardCandidate): Id[] => {
  if (row.comboFlag === false) return [row.lotId];
  return [...new Set([row.lotId, ...(row.comboLotId ?? []), ...(row.comboLotIds ?? [])])];
};

const isCombo = (row: AwardCandidate): boolean => coveredLots(row).length > 1 || row.comboFlag === true;

export interface Overlap {
  lotId: Id;
  /** The bids covering the lot, in the order given. */
  bidIds: Id[];
}

/**
 * Every lot covered by more than one of the rows (one bid listed twice counts too): the server
 * refuses an awardssave whose resulting award set has any.
 */
export const findOverlaps = (rows: readonly AwardCandidate[]): Overlap[] => {
  const byLot = new Map<Id, Id[]>();
  for (const row of rows) {
    for (const lotId of coveredLots(row)) {
      const ids = byLot.get(lotId);
      if (ids) ids.push(row.bidId);
      else byLot.set(lotId, [row.bidId]);
    }
  }
  return [...byLot.entries()].filter(([, ids]) => ids.length > 1).map(([lotId, bidIds]) => ({ lotId, bidIds }));
};

export const overlaps = (a: AwardCandidate, b: AwardCandidate): boolean => {
  const lots = new Set(coveredLots(a));
  return coveredLots(b).some((l) => lots.has(l));
};

/** Higher value in the auction's currency first; equal values: the bid whose value was saved first (tie-break.ts). */
export const compareByValueDesc = (a: ValuedCandidate, b: ValuedCandidate): number =>
  compareInAuctionCurrency({ amount: b.totalBidValue, fxRate: b.fxRate }, { amount: a.totalBidValue, fxRate: a.fxRate }) || compareTieBreak(a, b);

/** A row with its exact value in the auction's currency read once (core/money/fx), so comparisons build nothing. */
interface Valued<T> {
  row: T;
  value: Scaled;
}

const valued = <T extends ValuedCandidate>(row: T): Valued<T> => ({ row, value: inAuctionCurrencyExact(row.totalBidValue, row.fxRate) });

/** compareByValueDesc over values read once (ties: tie-break.ts). */
const compareValuedDesc = <T extends ValuedCandidate>(a: Valued<T>, b: Valued<T>): number =>
  compareScaled(b.value, a.value) || compareTieBreak(a.row, b.row);

/** The best row of each lot with its value, in ascending lot id order: one pass, each value read once. */
const topValuedPerLot = <T extends ValuedCandidate>(rows: readonly T[]): Valued<T>[] => {
  const best = new Map<Id, Valued<T>>();
  for (const r of rows) {
    const v = valued(r);
    const cur = best.get(r.lotId);
    if (!cur || compareValuedDesc(v, cur) < 0) best.set(r.lotId, v);
  }
  return [...best.values()].sort((a, b) => a.row.lotId - b.row.lotId);
};

/** The best row of each lot (by `lotId`), in ascending lot id order. */
export const topRowPerLot = <T extends ValuedCandidate>(rows: readonly T[]): T[] => topValuedPerLot(rows).map((v) => v.row);

/**
 * The Bid Overview's preselection when no awards are saved: the top bid of each single lot.
 *
 * Combo decision: the best bid on each combo lot then competes with the selection, highest first;
 * it replaces the selected bids it overlaps only when it is worth strictly more than they are
 * together (the client earns more), else it stays unselected. The result never has two bids on
 * one lot. Ties go to the bid whose value was saved first (tie-break.ts). Worth is compared in the auction's currency, exactly: the
 * combo's value and the displaced bids' values each at their own lot's FX rate.
 *
 * Linear in the rows: the selection never overlaps itself, so an index from each covered lot to the
 * selected bid covering it finds a combo's displaced bids without scanning the selection.
 */
export const preselectTopBids = <T extends ValuedCandidate>(rows: readonly T[]): T[] => {
  const tops = topValuedPerLot(rows);
  const coveredBy = new Map<Id, Valued<T>>();
  for (const t of tops) if (!isCombo(t.row)) coveredBy.set(t.row.lotId, t);
  const combos = tops.filter((t) => isCombo(t.row)).sort(compareValuedDesc);
  for (const combo of combos) {
    const lots = coveredLots(combo.row);
    const displaced = new Set<Valued<T>>();
    for (const lotId of lots) {
      const s = coveredBy.get(lotId);
      if (s) displaced.add(s);
    }
    let displacedValue: Scaled = { units: 0n, scale: 0 };
    for (const s of displaced) displacedValue = addScaled(displacedValue, s.value);
    if (compareScaled(combo.value, displacedValue) > 0) {
      for (const s of displaced) for (const lotId of coveredLots(s.row)) coveredBy.delete(lotId);
      for (const lotId of lots) coveredBy.set(lotId, combo);
    }
  }
  return [...new Set(coveredBy.values())].map((v) => v.row).sort((a, b) => a.lotId - b.lotId || a.bidId - b.bidId);
};

/** The rows the Bid Overview's original total adds: each single lot's top bid (combo lots excluded), in lot id order. */
export const overviewTopBids = <T extends ValuedCandidate>(rows: readonly T[]): T[] => topRowPerLot(rows.filter((r) => !isCombo(r)));

/**
 * The Bid Overview total shown before any selection change (spec: the sum of each lot's top bid,
 * excluding combo lots), in the auction's currency (each top bid converted to cents at its lot's rate).
 */
export const overviewTopBidsTotal = (rows: readonly ValuedCandidate[]): DecimalString =>
  totalInAuctionCurrency(overviewTopBids(rows).map((r) => ({ amount: r.totalBidValue, fxRate: r.fxRate })));
