/**
 * Bid overview rows (spec section 3): one row per CONFIRMED bid of an auction, with the figures of
 * its money rules. Used by the reports (bids, top bids, full details, rankings) and the award screen.
 * Only for report roles: the rows carry every borrower's bids. A row's amounts are in its lot's currency
 * (`currency`); `fxRate` is the lot's rate into the auction's currency, with which the
 * rows of different lots are compared and added.
 */
import type { Auction, Bid, BidValueFields, Borrower, CurrencyCode, DecimalString, Id, Lot, User } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import { topRowPerLot as topRowPerLotOf } from '../awards/award-rules';
import { termLengthDays } from '../clock/eastern-time';
import { discretionaryEstimate } from '../money/formulas';
import { bidFiguresOn, type BidFigures } from '../bids/bid-figures';
import { bidKindOf, bidTotalValueOn, type BidKind } from '../money/bid-values';
import { fxRateOf } from '../money/fx';
import { confirmedBidPages, confirmedBidValues } from './bid-pages';

export interface OverviewRow {
  /**
   * The spec's name of the row's id (the bid's id, as `bidId`). A wire alias, but kept in core's row:
   * made at the edge it would copy every row of the largest reports (about 100,000 at 2,000 lots),
   * which their paths are written to avoid.
   */
  reportId: Id;
  bidId: Id;
  lotId: Id;
  comboLotId: Id[];
  comboFlag: boolean;
  lotNumber: string;
  lotName: string;
  lotSize: DecimalString;
  /** The lot's currency: every amount of the row is in it. */
  currency: CurrencyCode;
  /** The lot's rate into the auction's currency ("1" for a lot in the auction's currency). */
  fxRate: DecimalString;
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
  bidKind: BidKind | null;
  allInBid: DecimalString | null;
  allInBidValue: DecimalString | null;
  balGtee: DecimalString | null;
  cashUpside: DecimalString;
  totalBidValue: DecimalString;
  comments: string;
  superBidderId: Id | null;
  bidDate: string;
}

export interface ReportData<B extends BidValueFields = Bid> {
  lots: Lot[];
  bids: B[];
  borrowers: Map<Id, Borrower>;
  /** Every user (one query), so a report never looks users up one at a time. */
  users: Map<Id, User>;
}

async function loadWith<B extends BidValueFields>(repos: Repositories, auctionId: Id, bids: Promise<B[]>): Promise<ReportData<B>> {
  const [lots, loaded, borrowers, users] = await Promise.all([repos.lots.listByAuction(auctionId), bids, repos.borrowers.list(), repos.users.list()]);
  return { lots, bids: loaded, borrowers: new Map(borrowers.map((b) => [b.id, b])), users: new Map(users.map((u) => [u.id, u])) };
}

/** `bids: false`: everything but the bids (`bids` is empty), for a report that pages them itself. */
export const loadReportData = (repos: Repositories, auctionId: Id, opts: { bids?: boolean } = {}): Promise<ReportData> =>
  loadWith(repos, auctionId, opts.bids === false ? Promise.resolve([]) : repos.bids.listByAuction(auctionId, { confirmedOnly: true }));

/**
 * The confirmed bids with only their BidValueFields, for the reports that rank every bid and show a few
 * (rankings, top bids, recommendations, award summary): at 2,000 lots reading the full rows of 97,000
 * bids took 600-790 ms, these columns about half.
 */
export const loadRankingData = (repos: Repositories, auctionId: Id): Promise<ReportData<BidValueFields>> =>
  loadWith(repos, auctionId, confirmedBidValues(repos, auctionId));

/** The lots, borrowers and users of loadRankingData, without the bids (`bids` is empty): for the reports read by lot group (lot-groups.ts). */
export const loadRankingLookups = (repos: Repositories, auctionId: Id): Promise<ReportData<BidValueFields>> =>
  loadWith(repos, auctionId, Promise.resolve<BidValueFields[]>([]));

/** What a row needs of its lot, computed once per lot rather than once per bid. */
export interface LotContext {
  lot: Lot;
  /** The lot's rate into the auction's currency (fxRateOf). */
  fxRate: DecimalString;
  eslEstimate: DecimalString | null;
  /** The figures of a bid on the lot (bidFiguresOn: the lot's part computed once). */
  figuresOf: (bid: Bid) => BidFigures;
}

export function lotContexts(auction: Auction, lots: readonly Lot[]): Map<Id, LotContext> {
  const term = termLengthDays(auction.termStartDate, auction.termEndDate);
  return new Map(
    lots.map((lot) => [
      lot.id,
      {
        lot,
        fxRate: fxRateOf(lot, auction.currency),
        eslEstimate: lot.eslBps === null || lot.eslBps === '' ? null : discretionaryEstimate(lot.eslBps, lot.marketValue, term),
        figuresOf: bidFiguresOn(lot, auction),
      },
    ]),
  );
}

/** The overview row of `bid`; `ctx` is its lot's context (lotContexts, which knows the auction). */
export function overviewRowOf(data: ReportData<BidValueFields>, bid: Bid, ctx: LotContext): OverviewRow {
  const { lot } = ctx;
  const f = ctx.figuresOf(bid);
  // The figures field by field, in BidFigures order (a spread here cost a second copy of every row).
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
    fxRate: ctx.fxRate,
    termDays: lot.termDays,
    eslEstimate: ctx.eslEstimate,
    eslBps: lot.eslBps,
    borrowerId: bid.borrowerId,
    userId: bid.userId,
    bidder: data.borrowers.get(bid.borrowerId)?.companyName ?? '',
    bidderLoginName: data.users.get(bid.userId)?.loginName ?? '',
    collateralType: bid.collateralType,
    bidKind: f.bidKind,
    fixedCashBid: f.fixedCashBid,
    bpsBid: f.bpsBid,
    annualizedBid: f.annualizedBid,
    allInBid: f.allInBid,
    allInBidValue: f.allInBidValue,
    balGtee: f.balGtee,
    cashUpside: f.cashUpside,
    totalBidValue: f.totalBidValue,
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
    return ctx ? [overviewRowOf(data, bid, ctx)] : [];
  });
}

export async function buildOverviewRows(repos: Repositories, auction: Auction): Promise<OverviewRow[]> {
  return overviewRowsOf(auction, await loadReportData(repos, auction.id));
}

/**
 * The overview rows of every confirmed bid, by bid id, a page at a time as the bids are read
 * (bid-pages.ts): what the bids report and the award screen's bid list stream. `data` needs no bids
 * (loadReportData's `bids: false`); its lots, borrowers and users are read once, before the first page.
 */
export async function* overviewRowPages(repos: Repositories, auction: Auction, data: ReportData<BidValueFields>): AsyncGenerator<OverviewRow[]> {
  const lots = lotContexts(auction, data.lots);
  for await (const page of confirmedBidPages(repos, auction.id)) {
    const rows: OverviewRow[] = [];
    for (const bid of page) {
      const ctx = lots.get(bid.lotId);
      if (ctx) rows.push(overviewRowOf(data, bid, ctx));
    }
    yield rows;
  }
}

/** Every row of some pages, in one list (for callers that answer a built value: the CLI, the core API). */
export async function collectPages<T>(pages: AsyncIterable<readonly T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) for (const item of page) all.push(item);
  return all;
}

/**
 * A confirmed bid with just what ranking needs: its value and kind (core/money), bidder name and lot.
 * Rankings, top bids, recommendations and the award preselection use these instead of full overview
 * rows, and build a full row only for the bids they show.
 */
export interface ValuedBid {
  bid: BidValueFields;
  lot: Lot;
  bidId: Id;
  /** When the bid's value was last saved: ties go to the earlier (core/awards/tie-break.ts). */
  bidDate: string;
  lotId: Id;
  comboFlag: boolean;
  comboLotIds: Id[];
  bidder: string;
  bidKind: BidKind | null;
  /** In the lot's currency. */
  totalBidValue: DecimalString;
  /** The lot's rate into the auction's currency (fxRateOf). */
  fxRate: DecimalString;
}

/**
 * `auctionCurrency`: the currency the bids of different lots are compared in (the auction's). `lots`:
 * the lots the bids are on (default every lot of the data); a bid on another lot is left out.
 */
export function valuedBidsOf(
  data: ReportData<BidValueFields>,
  auctionCurrency: CurrencyCode,
  bids: readonly BidValueFields[] = data.bids,
  lots: readonly Lot[] = data.lots,
): ValuedBid[] {
  const lotById = new Map(lots.map((l) => [l.id, { lot: l, valueOf: bidTotalValueOn(l), fxRate: fxRateOf(l, auctionCurrency) }]));
  const valued: ValuedBid[] = [];
  for (const bid of bids) {
    const on = lotById.get(bid.lotId);
    if (!on) continue;
    const { lot } = on;
    valued.push({
      bid,
      lot,
      bidId: bid.id,
      bidDate: bid.bidDate,
      lotId: lot.id,
      comboFlag: lot.comboFlag,
      comboLotIds: lot.comboLotIds,
      bidder: data.borrowers.get(bid.borrowerId)?.companyName ?? '',
      bidKind: bidKindOf(bid),
      totalBidValue: on.valueOf(bid),
      fxRate: on.fxRate,
    });
  }
  return valued;
}

/**
 * The overview rows of some valued bids (those a report shows), their full bids read by id; a bid no longer
 * confirmed since the values were read is left out.
 */
export async function overviewRowsOfValued(repos: Repositories, auction: Auction, data: ReportData<BidValueFields>, shown: readonly ValuedBid[]): Promise<OverviewRow[]> {
  const lots = lotContexts(auction, data.lots);
  const full = new Map((await repos.reports.listConfirmedBidsById(auction.id, shown.map((v) => v.bidId))).map((b) => [b.id, b]));
  return shown.flatMap((v) => {
    const bid = full.get(v.bidId);
    const ctx = lots.get(v.lotId);
    return bid && ctx ? [overviewRowOf(data, bid, ctx)] : [];
  });
}

/** The highest-valued row per lot (core/awards ranking order), in lot order. */
export const topRowPerLot = (rows: OverviewRow[]): OverviewRow[] => topRowPerLotOf(rows).sort((a, b) => a.lotId - b.lotId);
