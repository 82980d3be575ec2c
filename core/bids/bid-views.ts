/**
 * What the wizard's use cases answer: a bidder's lots and bids, in the domain's names. The wire's
 * shape (spec section 3: `bidId` beside `id`, `esecAucLot`, `esecAucCompany`, `esecAucUser`,
 * `esecAucCurrency`) is made by the HTTP contract. Only ever built from one bidder user's own bids
 * (sealed bidding).
 */
import type { BidAmounts } from '../domain/bid-kinds';
import type { AssetClass, Auction, Bid, BidCollateralType, Borrower, CONFIRMED, CurrencyCode, Id, Lot, SupplementalComment, User } from '../domain/entities';
import { bidTermsOf, estimatedBidOf } from './bid-figures';
import { fxRateOf } from '../money/fx';
import type { BidderReceipt } from '../audit/bid-receipt';

export interface LotView {
  id: Id;
  lotNumber: string;
  lotName: string;
  marketValue: string;
  currency: CurrencyCode;
  termDays: number;
  termDisp: string;
  assetClass: string;
  comboFlag: boolean;
  comboLotIds: Id[];
  /** Percent, as on the lot; the all-in bid value depends on them. */
  grossDividend: string | null;
  taxRate: string | null;
  /** The lot's reference rate (eSL basis points): the wizard warns of a bid far from it. */
  eslBps: string | null;
  /** The lot's stored FX rate into the auction's currency (`fxRateOf`; may be empty for a lot in it): the sheet's converted running total. */
  fxRate: string | null;
}

/**
 * The lot a bid is on, as the bid shows it, with its rate into the auction's currency
 * (`fxRateOf`: "1" for a lot in the auction's currency), with which bids on different lots are sorted and added.
 */
export type BidLotRef = Pick<LotView, 'id' | 'lotNumber' | 'lotName' | 'marketValue' | 'currency' | 'termDays' | 'comboLotIds'> & { fxRate: string };

/** The bid's borrower and bidder user, as the bid shows them. */
export interface BidBorrowerRef {
  companyName: string;
  companyCode: string;
}
export interface BidUserRef {
  id: Id;
  loginName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
}

/** Its amounts are one per bid kind. */
export interface BidView extends BidAmounts {
  id: Id;
  lotId: Id;
  lot: BidLotRef;
  collateralType: BidCollateralType;
  minBalGuarantee: string | null;
  lotSpecificComments: string;
  confirmed: boolean;
  /** Login name of the super bidder who placed the bid, or null. */
  superBidder: string | null;
  bidDate: string;
  estimatedBid: string;
  /** The bidder's borrower. */
  borrower: BidBorrowerRef;
  /** The bidder user the bid belongs to. */
  user: BidUserRef;
}

/** The last element of the bid list. */
export interface SupplementalView {
  supplementalId: Id | null;
  bidderComments: string;
  bidderCommentsConfirmed: typeof CONFIRMED | null;
  /** The bid ledger's receipt of the user's confirmation, null until confirmed. */
  receipt: BidderReceipt | null;
}

/** What every view of a lot starts with, in this order (a lot view, and a bid's lot). */
const lotHeading = (lot: Lot) => ({
  id: lot.id,
  lotNumber: lot.lotNumber,
  lotName: lot.lotName,
  marketValue: lot.marketValue,
  currency: lot.currency,
  termDays: lot.termDays,
});

export function lotView(lot: Lot, assetClasses: AssetClass[]): LotView {
  return {
    ...lotHeading(lot),
    termDisp: lot.termDisp,
    assetClass: assetClasses.find((a) => a.id === lot.assetClassId)?.acFormDescr ?? '',
    comboFlag: lot.comboFlag,
    comboLotIds: lot.comboLotIds,
    grossDividend: lot.grossDividend,
    taxRate: lot.taxRate,
    eslBps: lot.eslBps,
    fxRate: lot.fxRate,
  };
}

export function bidView(
  bid: Bid,
  lot: Lot,
  auction: Auction,
  owner: User,
  borrower: Borrower | null,
  superBidder: User | null,
): BidView {
  return {
    id: bid.id,
    lotId: bid.lotId,
    lot: {
      ...lotHeading(lot),
      fxRate: fxRateOf(lot, auction.currency),
      comboLotIds: lot.comboLotIds,
    },
    ...bidTermsOf(bid),
    confirmed: bid.confirmed,
    superBidder: superBidder?.loginName ?? null,
    bidDate: bid.bidDate,
    estimatedBid: estimatedBidOf(bid, lot, auction),
    borrower: { companyName: borrower?.companyName ?? '', companyCode: borrower?.companyCode ?? '' },
    user: { id: owner.id, loginName: owner.loginName, firstName: owner.firstName, lastName: owner.lastName, emailAddress: owner.emailAddress },
  };
}

export const supplementalView = (s: SupplementalComment | null, receipt: BidderReceipt | null): SupplementalView => ({
  supplementalId: s?.id ?? null,
  bidderComments: s?.bidderComments ?? '',
  bidderCommentsConfirmed: s?.bidderCommentsConfirmed ?? null,
  receipt,
});
