/**
 * What the wizard endpoints return: the spec's bid shape (section 3) and the lot list.
 * Only ever built from one bidder user's own bids (sealed bidding).
 */
import type { AssetClass, Auction, Bid, BidCollateralType, Borrower, CONFIRMED, CurrencyCode, Id, Lot, SupplementalComment, User } from '../domain/entities';
import { bidTermsOf, estimatedBidOf } from './bid-figures';
import type { BidReceipt } from '../audit/bid-receipt';

export interface LotView {
  id: Id;
  lotNumber: string;
  lotName: string;
  marketValue: string;
  currency: CurrencyCode;
  esecAucCurrency: { currencyCode: CurrencyCode };
  termDays: number;
  termDisp: string;
  assetClass: string;
  comboFlag: boolean;
  comboLotIds: Id[];
  /** Percent, as on the lot; the all-in bid value depends on them (core/bids/bid-value-rule.ts). */
  grossDividend: string | null;
  taxRate: string | null;
}

export interface BidView {
  id: Id;
  bidId: Id;
  lotId: Id;
  esecAucLot: { id: Id; lotNumber: string; lotName: string; marketValue: string; currency: CurrencyCode; termDays: number };
  collateralType: BidCollateralType;
  basisPointGuarantee: string | null;
  fixed: string | null;
  allIn: string | null;
  minBalGuarantee: string | null;
  lotSpecificComments: string;
  confirmed: boolean;
  /** Login name of the super bidder who placed the bid, or null. */
  superBidder: string | null;
  bidDate: string;
  estimatedBid: string;
  company: { companyName: string; companyCode: string };
  user: { id: Id; loginName: string; firstName: string; lastName: string; emailAddress: string };
  /** The spec's names for the same two records. */
  esecAucCompany: { companyName: string; companyCode: string };
  esecAucUser: { id: Id; loginName: string; firstName: string; lastName: string; emailAddress: string };
}

/** The last element of the bid list. */
export interface SupplementalView {
  supplementalId: Id | null;
  bidderComments: string;
  bidderCommentsConfirmed: typeof CONFIRMED | null;
  /** The bid ledger's receipt of the user's confirmation (core/audit), null until confirmed. */
  receipt: BidReceipt | null;
}

export function lotView(lot: Lot, assetClasses: AssetClass[]): LotView {
  return {
    id: lot.id,
    lotNumber: lot.lotNumber,
    lotName: lot.lotName,
    marketValue: lot.marketValue,
    currency: lot.currency,
    esecAucCurrency: { currencyCode: lot.currency },
    termDays: lot.termDays,
    termDisp: lot.termDisp,
    assetClass: assetClasses.find((a) => a.id === lot.assetClassId)?.acFormDescr ?? '',
    comboFlag: lot.comboFlag,
    comboLotIds: lot.comboLotIds,
    grossDividend: lot.grossDividend,
    taxRate: lot.taxRate,
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
  const company = { companyName: borrower?.companyName ?? '', companyCode: borrower?.companyCode ?? '' };
  const user = { id: owner.id, loginName: owner.loginName, firstName: owner.firstName, lastName: owner.lastName, emailAddress: owner.emailAddress };
  return {
    id: bid.id,
    bidId: bid.id,
    lotId: bid.lotId,
    esecAucLot: {
      id: lot.id,
      lotNumber: lot.lotNumber,
      lotName: lot.lotName,
      marketValue: lot.marketValue,
      currency: lot.currency,
      termDays: lot.termDays,
    },
    ...bidTermsOf(bid),
    confirmed: bid.confirmed,
    superBidder: superBidder?.loginName ?? null,
    bidDate: bid.bidDate,
    estimatedBid: estimatedBidOf(bid, lot, auction),
    company,
    user,
    esecAucCompany: company,
    esecAucUser: user,
  };
}

export const supplementalView = (s: SupplementalComment | null, receipt: BidReceipt | null): SupplementalView => ({
  supplementalId: s?.id ?? null,
  bidderComments: s?.bidderComments ?? '',
  bidderCommentsConfirmed: s?.bidderCommentsConfirmed ?? null,
  receipt,
});
