/**
 * Bid overview rows (spec section 3): one row per CONFIRMED bid of an auction, with the figures of
 * core/money. Used by the reports (bids, top bids, full details, rankings) and the award screen.
 * Only for report roles: the rows carry every borrower's bids.
 */
import type { Auction, Bid, Borrower, DecimalString, Id, Lot, User } from '../../domain/entities';
import type { Repositories } from '../../ports/repositories';
import { topRowPerLot as topRowPerLotOf } from '../../awards/award-rules';
import { termLengthDays } from '../../clock/eastern-time';
import { discretionaryEstimate } from '../../money/formulas';
import { bidFigures } from '../bidding/bid-values';

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
  users: Map<Id, User>;
}

export async function loadReportData(repos: Repositories, auctionId: Id): Promise<ReportData> {
  const [lots, bids, borrowers] = await Promise.all([
    repos.lots.listByAuction(auctionId),
    repos.bids.listByAuction(auctionId, { confirmedOnly: true }),
    repos.borrowers.list(),
  ]);
  const userIds = [...new Set(bids.flatMap((b) => (b.superBidderId === null ? [b.userId] : [b.userId, b.superBidderId])))];
  const users = (await Promise.all(userIds.map((id) => repos.users.get(id)))).filter((u): u is User => u !== null);
  return { lots, bids, borrowers: new Map(borrowers.map((b) => [b.id, b])), users: new Map(users.map((u) => [u.id, u])) };
}

export function overviewRowsOf(auction: Auction, data: ReportData): OverviewRow[] {
  const lotById = new Map(data.lots.map((l) => [l.id, l]));
  const term = termLengthDays(auction.termStartDate, auction.termEndDate);
  return data.bids.flatMap((bid) => {
    const lot = lotById.get(bid.lotId);
    if (!lot) return [];
    const f = bidFigures(bid, lot, auction);
    return [
      {
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
        eslEstimate: lot.eslBps === null || lot.eslBps === '' ? null : discretionaryEstimate(lot.eslBps, lot.marketValue, term),
        eslBps: lot.eslBps,
        borrowerId: bid.borrowerId,
        userId: bid.userId,
        bidder: data.borrowers.get(bid.borrowerId)?.companyName ?? '',
        bidderLoginName: data.users.get(bid.userId)?.loginName ?? '',
        collateralType: bid.collateralType,
        ...f,
        comments: bid.lotSpecificComments,
        superBidderId: bid.superBidderId,
        bidDate: bid.bidDate,
      },
    ];
  });
}

export async function buildOverviewRows(repos: Repositories, auction: Auction): Promise<OverviewRow[]> {
  return overviewRowsOf(auction, await loadReportData(repos, auction.id));
}

/** The highest-valued row per lot (core/awards ranking order), in lot order. */
export const topRowPerLot = (rows: OverviewRow[]): OverviewRow[] => topRowPerLotOf(rows).sort((a, b) => a.lotId - b.lotId);
