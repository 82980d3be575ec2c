/**
 * The Place Bids sheet at a glance: the running estimated value of the rows as typed, per
 * currency, and converted into the auction's currency where its lots are in several.
 *
 * Each row's value is core's Estimated Bid Value (core/money/bid-values.ts `bidTotalValueOn`, the number
 * the server returns as `estimatedBid` on save and the Confirm step lists): the fixed amount, basis points
 * over the lot's term, or the all-in uplift over the net dividend, in the lot's currency, to cents. The
 * subtotals add those per currency (core/money/money.ts `subtotalsByCurrency`); the converted total converts
 * each to cents at its lot's FX rate and adds them (core/money/fx.ts `totalInAuctionCurrency`), so it equals
 * the Confirm step's "Total Estimated Bid Value in USD at lot FX rates" once the same rows are saved.
 *
 * The figures count each bid once among its alternatives (./own-bids-total.ts): of a combo lot's
 * bid and the bids on the lots it spans, and of several rows on one lot, only what could be awarded
 * together counts, so a combo no longer adds on top of its own lots. Rows left out as alternatives are
 * reported in `alternativeRows`. That choice runs the award rules: pass `countedOf` (own-bids-total.ts
 * `countedOwnBids`) to make it; without it, a sheet where no two bids cover a common lot needs none (every
 * bid counts), and one where some do says `selectionPending` (its figures then add every bid), so the web
 * loads the award rules only for such a sheet.
 *
 * OUR DECISION: a row the sheet's rules would refuse on NEXT (not a number, too many decimals, a minus sign,
 * more than one of the three bid fields, a lot not in the auction) counts in no total: it is reported in
 * `unreadableRows` so the bidder knows the figure leaves it out. A row with a bid that is worth nothing or
 * less (refused on NEXT too) counts with its value, as the sheet shows what was typed.
 *
 * Free of decimal.js: fixed and basis-point rows are valued exactly on BigInt (core/money/bid-total-fast.ts,
 * the same code bidTotalValueOn runs first). An all-in row needs decimal.js: pass `exactOn`
 * (bid-values.ts `bidTotalValueOn`) to value it; without it such rows are counted in `pendingRows` and left
 * out, so the web loads bid-values only when the sheet holds such a row and its first screens stay
 * within their JavaScript budget.
 */
import type { DecimalString, Id, Lot } from '../../../../../core/domain/entities';
import { bidTotalValueFastOn, type BidAmounts } from '../../../../../core/money/bid-total-fast';
import { fxRateOf, hasForeignLots, totalInAuctionCurrency, type FxAmount } from '../../../../../core/money/fx';
import { subtotalsByCurrency } from '../../../../../core/money/money';
import { BID_KINDS, type BidInputField } from '../../../../../core/domain/bid-kinds';
import { filledBidFieldCount, parseBidNumber, type BidRowInput } from '../../../../../core/bids/bid-rules';
import type { OwnBid } from './own-bids-total';

/** What the estimate reads of a lot. */
export type SheetEstimateLot = Pick<Lot, 'marketValue' | 'termDays' | 'grossDividend' | 'taxRate'> & {
  id: Id;
  lotNumber: string;
  currency: string;
  fxRate?: DecimalString | null;
  /** The lots a combo lot spans (none for a single lot): its bid is an alternative to theirs. */
  comboLotIds?: readonly Id[];
};

export interface SheetEstimate {
  /** The sum of the rows' estimated values per currency, the auction's first (none when no row has a bid). */
  subtotals: { amount: DecimalString; currency: string }[];
  /** The total in the auction's currency at the lots' FX rates, when some lot of the auction is in another currency; else null. */
  convertedTotal: DecimalString | null;
  /** Rows whose bid counts in the figures. */
  countedRows: number;
  /** Rows with a valued bid left out because an alternative to it counts instead (own-bids-total.ts). */
  alternativeRows: number;
  /** Rows with a bid typed that the figures leave out (the sheet's rules refuse them on NEXT). */
  unreadableRows: number;
  /** Rows left out because valuing them needs `exactOn` (all-in bids), which was not given. */
  pendingRows: number;
  /** Some bids are alternatives and `countedOf` was not given: the figures add every bid until it is. */
  selectionPending: boolean;
}

/** own-bids-total.ts `countedOwnBids`: which of the bidder's bids its total counts. */
export type CountedOf = <T extends OwnBid>(bids: readonly T[]) => T[];

/** True when two of the bids cover a common lot (a combo lot and one it spans, or one lot twice): then some are alternatives. */
const someOverlap = (bids: readonly OwnBid[]): boolean => {
  const covered = new Set<Id>();
  for (const b of bids) {
    for (const lot of new Set([b.lotId, ...b.comboLotIds])) {
      if (covered.has(lot)) return true;
      covered.add(lot);
    }
  }
  return false;
};

/** bid-values.ts `bidTotalValueOn`: the whole formula, all-in bids included (decimal.js). */
export type ExactValueOn = (lot: SheetEstimateLot) => (bid: BidAmounts) => DecimalString;

type BidField = BidInputField;

/** The row's one bid value parsed as the sheet's rules parse it, or null when they would refuse it. */
const parsedBid = (row: Pick<BidRowInput, BidField>): BidAmounts | null => {
  if (filledBidFieldCount(row) !== 1) return null;
  const out: Partial<Record<string, string | null>> = {};
  for (const k of BID_KINDS) {
    const p = parseBidNumber(row[k.input] ?? '', k.maxDecimals);
    if (!p.ok) return null;
    out[k.field] = p.value;
  }
  return out as BidAmounts;
};

/** The running estimate of `rows` (the whole sheet, whatever the filter shows) on the auction's `lots`. */
export const sheetEstimate = (
  rows: readonly Pick<BidRowInput, 'lotId' | BidField>[],
  lots: readonly SheetEstimateLot[],
  auctionCurrency: string,
  exactOn?: ExactValueOn,
  countedOf?: CountedOf,
): SheetEstimate => {
  const lotById = new Map(lots.map((l) => [l.id, l]));
  const valueOn = new Map<Id, (bid: BidAmounts) => DecimalString | null>();
  const valued: (OwnBid & { currency: string })[] = [];
  const multiCurrency = hasForeignLots(lots, auctionCurrency);
  let unreadableRows = 0;
  let pendingRows = 0;
  for (const row of rows) {
    if (filledBidFieldCount(row) === 0) continue;
    const lot = lotById.get(row.lotId);
    const bid = lot ? parsedBid(row) : null;
    if (!lot || !bid) {
      unreadableRows++;
      continue;
    }
    let valueOf = valueOn.get(lot.id);
    if (!valueOf) {
      const fast = bidTotalValueFastOn(lot);
      const exact = exactOn?.(lot);
      valueOf = exact ? (b) => fast(b) ?? exact(b) : fast;
      valueOn.set(lot.id, valueOf);
    }
    const amount = valueOf(bid);
    if (amount === null) {
      pendingRows++;
      continue;
    }
    const fxRate = fxRateOf({ currency: lot.currency, fxRate: lot.fxRate ?? null, lotNumber: lot.lotNumber }, auctionCurrency);
    valued.push({ lotId: lot.id, comboLotIds: lot.comboLotIds ?? [], amount, fxRate, currency: lot.currency });
  }
  const overlap = someOverlap(valued);
  const counted = overlap && countedOf ? countedOf(valued) : valued;
  return {
    subtotals: subtotalsByCurrency(counted, auctionCurrency),
    convertedTotal: multiCurrency ? totalInAuctionCurrency(counted.map((c): FxAmount => ({ amount: c.amount, fxRate: c.fxRate }))) : null,
    countedRows: counted.length,
    alternativeRows: valued.length - counted.length,
    unreadableRows,
    pendingRows,
    selectionPending: overlap && !countedOf,
  };
};
