/**
 * Soft warnings before a bid save: a bid within the hard ceilings (core/bids/bid-rules.ts) but far
 * from what the lot or the bidder suggests is probably a slip of the finger ("1000" for "10.00"), so the
 * wizard lists such bids and the bidder confirms them (Confirm / Go back) before anything is sent. The
 * server never refuses a warned bid: a warning is advice, and a bidder may mean it.
 *
 * What "far" means (OUR DECISION, kept simple enough to say in one sentence to a bidder): more than 5
 * times, or less than a fifth of, the comparison value, on one scale for every bid type: basis points a
 * year. A bps bid is that already; a fixed bid and an all-in bid are their value over the lot's term
 * turned into bps a year (core/money annualizedBid, the scale the reports compare bid types on). The
 * comparison values:
 * - the lot's reference rate, its eSL basis points (the lot's "Comparison BPS"), where the lot has one
 *   above 0. A factor of 5 stays out of the way of real bids (the demo world's 84 bids lie between 0.36
 *   and 8.2 times their lot's reference, 90% of them between 0.5 and 4.4 times: 2 would have asked) and
 *   still catches a misplaced decimal point (10 times) or a digit too many;
 * - the bidder's saved bid on the same row (same bid id and lot), whatever its type.
 * A row unchanged since it was saved (same type, same value) warns of nothing: the bidder confirmed it
 * when it was saved. Exact decimal arithmetic throughout (decimal.js: the wizard loads this module with
 * the bid value rule, on NEXT).
 */
import type { Bid, DecimalString, Id, Lot } from '../../../../../core/domain/entities';
import { lotNamed, type LotInMessage } from '../../../../../core/domain/messages';
import { allInBidValueExact, bidKindOf, type BidAmounts, type LotForValue } from '../../../../../core/money/bid-values';
import { bidAmountOf } from '../../../../../core/domain/bid-kinds';
import { dec, Dec, roundMoneyHalfUp, roundRateHalfUp } from '../../../../../core/money/decimal';
import { isDecimalString } from '../../../../../core/money/decimal-text';
import { formatAllIn, formatBps, formatMoney } from '../../../../../core/money/format';
import { bpsFromFixedExact } from '../../../../../core/money/formulas';
import type { LotForCeiling } from '../../../../../core/bids/bid-rules';

// ---- The warnings' words (ours). Here, not in core/domain/messages.ts, because this module is loaded
// with the rules on NEXT: the bidder's first screens stay within their JavaScript budget (bench/README.md).

/** Ours: title of the wizard's dialog listing the bids far from their reference (Confirm / Go back). */
export const BID_WARNINGS_TITLE = 'Please check these bids';
/** Ours: the dialog's text above the list. */
export const BID_WARNINGS_INTRO =
  "These bids are far from the lot's reference rate or from your saved bid. Confirm to save them as they are, or go back to change them.";

/**
 * A bid as the warnings describe it: basis points as they are; a fixed amount or an all-in bid with its
 * value in the lot's currency and the basis points a year that value makes (core/money annualizedBid),
 * the scale the lot's reference rate is on.
 */
export type BidInWarning =
  | { kind: 'BPS'; bps: DecimalString }
  | { kind: 'FIXED'; fixed: DecimalString; annualBps: DecimalString }
  | { kind: 'ALL_IN'; allIn: DecimalString; value: DecimalString; annualBps: DecimalString };
const describeBid = (bid: BidInWarning, currency: string): string =>
  bid.kind === 'BPS'
    ? `${formatBps(bid.bps)} basis points`
    : bid.kind === 'FIXED'
      ? `a fixed amount of ${formatMoney(bid.fixed, currency)} (${formatBps(bid.annualBps)} basis points a year)`
      : `${formatAllIn(bid.allIn)} all-in (worth ${formatMoney(bid.value, currency)}, ${formatBps(bid.annualBps)} basis points a year)`;
const howFar = (direction: FarDirection, factor: number): string => (direction === 'ABOVE' ? `more than ${factor} times` : `less than 1/${factor} of`);
/** Ours: one warned bid, far from the lot's reference rate (its eSL basis points). */
export const bidFarFromReference = (lot: LotInMessage, bid: BidInWarning, direction: FarDirection, factor: number, referenceBps: DecimalString): string =>
  `${lotNamed(lot, 'Lot')}: ${describeBid(bid, lot.currency)} is ${howFar(direction, factor)} the lot's reference rate of ${formatBps(referenceBps)} basis points.`;
/** Ours: one warned bid, far from the bidder's saved bid on the same row. */
export const bidFarFromSaved = (lot: LotInMessage, bid: BidInWarning, direction: FarDirection, factor: number, saved: BidInWarning): string =>
  `${lotNamed(lot, 'Lot')}: ${describeBid(bid, lot.currency)} is ${howFar(direction, factor)} your saved bid of ${describeBid(saved, lot.currency)}.`;

/** How many times above (or below, as a fraction) its comparison value a bid must be to warn. */
export const FAR_FACTOR = 5;

export type FarDirection = 'ABOVE' | 'BELOW';

/**
 * 'ABOVE' when `value` is more than `factor` times `reference`, 'BELOW' when it is less than
 * 1/`factor` of it, null in between (both bounds included) or when either is not positive (no scale to
 * compare on). Exact: `value > factor x reference` and `value x factor < reference`.
 */
export const farFrom = (value: Dec, reference: Dec, factor: number = FAR_FACTOR): FarDirection | null => {
  if (!value.gt(0) || !reference.gt(0)) return null;
  if (value.gt(reference.times(factor))) return 'ABOVE';
  if (value.times(factor).lt(reference)) return 'BELOW';
  return null;
};

/** The lot fields the warnings read: the value formulas' fields, its name and currency, and its reference rate. */
export type LotForWarning = LotForValue & LotForCeiling & Pick<Lot, 'id' | 'eslBps'>;
/** A row about to be saved (validated: canonical values, one bid value). */
export type RowForWarning = BidAmounts & { bidId: Id; lotId: Id };
/** A bid the bidder saved before (the wizard's saved list). */
export type SavedForWarning = BidAmounts & Pick<Bid, 'id' | 'lotId'>;

export interface BidWarning {
  bidId: Id;
  lotId: Id;
  lotNumber: string;
  /** What the bid is far from: the lot's reference rate, or the bidder's saved bid. */
  from: 'REFERENCE' | 'SAVED';
  direction: FarDirection;
  message: string;
}

/** The bid in bps a year, exactly, with how a message describes it; null for a row without a bid value. */
const annualOf = (bid: BidAmounts, lot: LotForValue): { annual: Dec; described: BidInWarning } | null => {
  switch (bidKindOf(bid)) {
    case 'BPS': {
      const bps = bid.basisPointGuarantee as DecimalString;
      return { annual: dec(bps), described: { kind: 'BPS', bps } };
    }
    case 'FIXED': {
      const fixed = bid.fixed as DecimalString;
      const annual = bpsFromFixedExact(fixed, lot.marketValue, lot.termDays);
      return { annual, described: { kind: 'FIXED', fixed, annualBps: roundRateHalfUp(annual) } };
    }
    case 'ALL_IN': {
      const allIn = bid.allIn as DecimalString;
      const value = allInBidValueExact(allIn, lot);
      const annual = bpsFromFixedExact(value, lot.marketValue, lot.termDays);
      return { annual, described: { kind: 'ALL_IN', allIn, value: roundMoneyHalfUp(value), annualBps: roundRateHalfUp(annual) } };
    }
    default:
      return null;
  }
};

const sameBid = (a: BidAmounts, b: BidAmounts): boolean => {
  const x = bidAmountOf(a);
  const y = bidAmountOf(b);
  return x === null || y === null ? x === y : x.kind === y.kind && dec(x.amount).eq(dec(y.amount));
};

const positiveRate = (v: DecimalString | null): Dec | null => (v !== null && isDecimalString(v) && dec(v).gt(0) ? dec(v) : null);

/**
 * The warnings of the rows about to be saved, in row order: per row, far from the lot's reference rate,
 * then far from the bidder's saved bid on that row. Rows on lots not given, and rows unchanged since
 * saved, warn of nothing.
 */
export const bidWarnings = (
  rows: readonly RowForWarning[],
  lots: readonly LotForWarning[],
  saved: readonly SavedForWarning[],
  factor: number = FAR_FACTOR,
): BidWarning[] => {
  const lotById = new Map(lots.map((l) => [l.id, l]));
  const savedById = new Map(saved.map((b) => [b.id, b]));
  const out: BidWarning[] = [];
  for (const row of rows) {
    const lot = lotById.get(row.lotId);
    const bid = lot && annualOf(row, lot);
    if (!lot || !bid) continue;
    const before = savedById.get(row.bidId);
    const previous = before && before.lotId === row.lotId ? before : undefined;
    if (previous && sameBid(row, previous)) continue;
    const named: LotInMessage = lot;
    const warn = (from: BidWarning['from'], direction: FarDirection, message: string) =>
      out.push({ bidId: row.bidId, lotId: row.lotId, lotNumber: lot.lotNumber, from, direction, message });

    const reference = positiveRate(lot.eslBps);
    const fromReference = reference && farFrom(bid.annual, reference, factor);
    if (reference && fromReference) warn('REFERENCE', fromReference, bidFarFromReference(named, bid.described, fromReference, factor, lot.eslBps as DecimalString));

    const was = previous && annualOf(previous, lot);
    const fromSaved = was && farFrom(bid.annual, was.annual, factor);
    if (was && fromSaved) warn('SAVED', fromSaved, bidFarFromSaved(named, bid.described, fromSaved, factor, was.described));
  }
  return out;
};
