/**
 * Bid overview rows (spec section 3): one row per CONFIRMED bid of an auction, with the figures of
 * core/money. Used by the reports (bids, top bids, full details, rankings) and the award screen.
 * Only for report roles: the rows carry every borrower's bids.
 */
import type { Auction, Bid, Borrower, DecimalString, Id, Lot, User } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import { topRowPerLot as topRowPerLotOf } from '../awards/award-rules';
import { termLengthDays } from '../clock/eastern-time';
import { discretionaryEstimate } from '../money/formulas';
import { bidFigures } from '../bids/bid-figures';
import { bidKindOf, bidTotalValue, type BidKind } from '../money/bid-values';

export interface OverviewRow {
  reportId: Id;
  bidId: Id;
  lotId: Id;
  comboLotId: Id[];
  comboFlag: boolean;
  lotNumber: string;
  lotName: string;
  lotSize: DecimalString;
  currency: string;
  termDays: number;
  /** The provider's discretionary estimate of the lot in money (eSL bps over the auction's term length), or null without eSL bps. */
  eslEstimate: DecimalString | null;
  eslBps: DecimalString | null;
  borrowerId: Id;
  userId: Id;
  bidder: string;
  bidderLoginName: string;
  collateralType: string;
  fixedCashBid: DecimalString | null;
  bpsBid: DecimalString | null;
  annualizedBid: DecimalString;
  bidKind: 'BPS' | 'FIXED' | 'ALL_IN' | null;
  allInBid: DecimalString | null;
  allInBidValue: DecimalString | null;
  balGtee: DecimalString | null;
  cashUpside: DecimalString;
  totalBidValue: DecimalString;
  comments: string;
  superBidderId: Id | null;
  bidDate: string;
}

export interface ReportData {
  lots: Lot[];
  bids: Bid[];
  borrowers: Map<Id, Borrower>;
  /** Every user (one query), so a report never looks users up one at a time. */
  users: Map<Id, User>;
}

/** `bids: false`: everything but the bids (`bids` is empty), for a report that pages them itself. */
export async function loadReportData(repos: Repositories, auctionId: Id, opts: { bids?: boolean } = {}): Promise<ReportData> {
  const [lots, bids, borrowers, users] = await Promise.all([
    repos.lots.listByAuction(auctionId),
    opts.bids === false ? Promise.resolve([]) : repos.bids.listByAuction(auctionId, { confirmedOnly: true }),
    repos.borrowers.list(),
    repos.users.list(),
  ]);
  return { lots, bids, borrowers: new Map(borrowers.map((b) => [b.id, b])), users: new Map(users.map((u) => [u.id, u])) };
}

/** What a row needs of its lot, computed once per lot rather than once per bid. */
export interface LotContext {
  lot: Lot;
  eslEstimate: DecimalString | null;
}

export function lotContexts(auction: Auction, lots: readonly Lot[]): Map<Id, LotContext> {
  const term = termLengthDays(auction.termStartDate, auction.termEndDate);
  return new Map(
    lots.map((lot) => [
      lot.id,
      { lot, eslEstimate: lot.eslBps === null || lot.eslBps === '' ? null : discretionaryEstimate(lot.eslBps, lot.marketValue, term) },
    ]),
  );
}

export function overviewRowOf(auction: Auction, data: ReportData, bid: Bid, ctx: LotContext): OverviewRow {
  const { lot } = ctx;
  return {
    reportId: bid.id,
    bidId: bid.id,
    lotId: lot.id,
    comboLotId: lot.comboLotIds,
    comboFlag: lot.comboFlag,
    lotNumber: lot.lotNumber,
    lotName: lot.lotName,
    lotSize: lot.marketValue,
    currency: lot.currency,
    termDays: lot.termDays,
    eslEstimate: ctx.eslEstimate,
    eslBps: lot.eslBps,
    borrowerId: bid.borrowerId,
    userId: bid.userId,
    bidder: data.borrowers.get(bid.borrowerId)?.companyName ?? '',
    bidderLoginName: data.users.get(bid.userId)?.loginName ?? '',
    collateralType: bid.collateralType,
    ...bidFigures(bid, lot, auction),
    comments: bid.lotSpecificComments,
    superBidderId: bid.superBidderId,
    bidDate: bid.bidDate,
  };
}

/** Overview rows of `bids` (default: every confirmed bid of the data), skipping bids whose lot is unknown. */
export function overviewRowsOf(auction: Auction, data: ReportData, bids: readonly Bid[] = data.bids): OverviewRow[] {
  const lots = lotContexts(auction, data.lots);
  return bids.flatMap((bid) => {
    const ctx = lots.get(bid.lotId);
    return ctx ? [overviewRowOf(auction, data, bid, ctx)] : [];
  });
}

export async function buildOverviewRows(repos: Repositories, auction: Auction): Promise<OverviewRow[]> {
  return overviewRowsOf(auction, await loadReportData(repos, auction.id));
}

/**
 * A confirmed bid with just what ranking needs: its value and kind (core/money), bidder name and lot.
 * Rankings, top bids, recommendations and the award preselection use these instead of full overview
 * rows, and build a full row only for the bids they show.
 */
export interface ValuedBid {
  bid: Bid;
  lot: Lot;
  bidId: Id;
  lotId: Id;
  comboFlag: boolean;
  comboLotIds: Id[];
  bidder: string;
  bidKind: BidKind | null;
  totalBidValue: DecimalString;
}

export function valuedBidsOf(data: ReportData, bids: readonly Bid[] = data.bids): ValuedBid[] {
  const lotById = new Map(data.lots.map((l) => [l.id, l]));
  return bids.flatMap((bid) => {
    const lot = lotById.get(bid.lotId);
    if (!lot) return [];
    return [
      {
        bid,
        lot,
        bidId: bid.id,
        lotId: lot.id,
        comboFlag: lot.comboFlag,
        comboLotIds: lot.comboLotIds,
        bidder: data.borrowers.get(bid.borrowerId)?.companyName ?? '',
        bidKind: bidKindOf(bid),
        totalBidValue: bidTotalValue(bid, lot),
      },
    ];
  });
}

/** The overview row of a valued bid. */
export const overviewRowOfValued = (auction: Auction, data: ReportData, v: ValuedBid, lots: Map<Id, LotContext>): OverviewRow =>
  overviewRowOf(auction, data, v.bid, lots.get(v.lotId) as LotContext);

/** The highest-valued row per lot (core/awards ranking order), in lot order. */
export const topRowPerLot = (rows: OverviewRow[]): OverviewRow[] => topRowPerLotOf(rows).sort((a, b) => a.lotId - b.lotId);
