/**
 * The per-bid figures shown by the wizard and the reports, all computed by core/money.
 */
import type { Auction, Bid, DecimalString, Lot } from '../domain/entities';
import { bidValuesOn, estimatedBid, type BidKind } from '../money/bid-values';
import { bidAmountsOf } from '../domain/bid-kinds';
import type { BidTerms } from './bid-rules';

/** Just the entered terms of `b` (a bid, a validated save row, a demo bid), for copying into another shape. */
export const bidTermsOf = (b: BidTerms): BidTerms => ({
  collateralType: b.collateralType,
  ...bidAmountsOf(b),
  minBalGuarantee: b.minBalGuarantee,
  lotSpecificComments: b.lotSpecificComments,
});

export interface BidFigures {
  bidKind: BidKind | null;
  fixedCashBid: DecimalString | null;
  bpsBid: DecimalString | null;
  /** Basis points per year equivalent of the bid (core/money annualizedBid). */
  annualizedBid: DecimalString;
  allInBid: DecimalString | null;
  allInBidValue: DecimalString | null;
  balGtee: DecimalString | null;
  cashUpside: DecimalString;
  totalBidValue: DecimalString;
}

/** The figures of bids on one lot (a report's rows): the lot's part of the values is computed once (bidValuesOn). */
export const bidFiguresOn = (lot: Lot, auction: Auction): ((bid: Bid) => BidFigures) => {
  const valuesOf = bidValuesOn(lot, auction);
  return (bid) => {
    const v = valuesOf(bid);
    return {
      bidKind: v.kind,
      fixedCashBid: bid.fixed,
      bpsBid: bid.basisPointGuarantee,
      annualizedBid: v.annualizedBid,
      allInBid: bid.allIn,
      allInBidValue: v.allInBidValue,
      balGtee: bid.minBalGuarantee,
      cashUpside: v.cashUpside,
      totalBidValue: v.totalBidValue,
    };
  };
};

/** The wizard's Estimated Bid Value. */
export const estimatedBidOf = (bid: Bid, lot: Lot, auction: Auction): DecimalString => estimatedBid(bid, lot, auction);
