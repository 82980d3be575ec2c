/**
 * The fee of a loan in basis points a year, from the awarded bid: SLATE asks for "the rebate rate or any
 * other fee or charges" (cash collateral) or "the securities lending fee or rate" (other collateral).
 * One entry per bid kind, so a kind added later must say how it converts.
 */
import { bidAmountOf, type BidAmounts, type BidKind } from '../domain/bid-kinds';
import type { DecimalString, Lot } from '../domain/entities';
import { bpsFromFixed } from '../money/formulas';

/** How the fee was found: the bid's own basis points, a fixed amount converted, or no conversion. */
export const FEE_SOURCES = ['BPS_BID', 'FIXED_CONVERTED', 'NO_CONVERSION'] as const;
export type FeeSource = (typeof FEE_SOURCES)[number];

export interface LoanFee {
  /** Basis points a year, rounded half-up to 2 decimals; null when the bid kind has no conversion. */
  bps: DecimalString | null;
  source: FeeSource;
  /** The bid as awarded, so the fee can be checked against it. */
  bidKind: BidKind;
  bidAmount: DecimalString;
  /** Why there is no fee, or how it was converted. */
  note: string;
}

export const NO_ALL_IN_CONVERSION = 'An all-in bid is points of the dividend, which the spec does not convert to a fee in basis points.';

const FEE_OF: Record<BidKind, (amount: DecimalString, lot: Pick<Lot, 'marketValue' | 'termDays'>) => Omit<LoanFee, 'bidKind' | 'bidAmount'>> = {
  BPS: (amount) => ({ bps: amount, source: 'BPS_BID', note: 'The bid in basis points.' }),
  // The spec's formula (participation-and-reporting section 5): bps = fixed / market value x 360 / term days x 10,000.
  FIXED: (amount, lot) => ({
    bps: bpsFromFixed(amount, lot.marketValue, lot.termDays),
    source: 'FIXED_CONVERTED',
    note: `Fixed amount ${amount} / market value ${lot.marketValue} x 360 / ${lot.termDays} days x 10,000.`,
  }),
  ALL_IN: () => ({ bps: null, source: 'NO_CONVERSION', note: NO_ALL_IN_CONVERSION }),
};

/**
 * The fee of a loan from the awarded bid on `lot` (the lot the bid is on: for a combo, the combo lot,
 * whose market value and term the bid was priced on). Null for a bid without an amount (never awarded).
 */
export const loanFeeOf = (bid: BidAmounts, lot: Pick<Lot, 'marketValue' | 'termDays'>): LoanFee | null => {
  const a = bidAmountOf(bid);
  return a === null ? null : { ...FEE_OF[a.kind](a.amount, lot), bidKind: a.kind, bidAmount: a.amount };
};
