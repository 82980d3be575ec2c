/**
 * Read-only report data (spec sections 2.5, 3, 7 "Reports"). Only confirmed bids and comments count
 * (section 4). Every function first passes reportAuction (roles, client scoping, end of auction).
 */
import type { CoreDeps } from '../deps';
import type { Auction, DecimalString, Id, Lot } from '../../domain/entities';
import { bidsPlacedByNote, MSG } from '../../domain/messages';
import { ok, fail, type Result } from '../../domain/result';
import { formatMmDdYyyy, termLengthDays } from '../../clock/eastern-time';
import { bpsFromFixed, discretionaryEstimate, totalMarketValue } from '../../money/formulas';
import { sumDecimals, roundMoneyHalfUp } from '../../money/decimal';
import type { Actor } from '../bidding/actor';
import { reportAuction } from './report-access';
import { loadReportData, overviewRowsOf, topRowPerLot, type OverviewRow } from './overview-rows';
import { PROVIDER_NAME } from './provider';
import { rankingsOf } from './bid-rankings-report';
import { AFTER_CLOSE_MARK } from '../bidding/bidder-access';
import type { BidRankings } from '../../awards/bid-rankings';


export interface AuctionInfo {
  id: Id;
  auctionName: string;
  auctionStartDate: string;
  auctionEndDate: string;
  termStartDate: string;
  termEndDate: string;
  termLength: number;
  marketValueDate: string;
  currency: string;
  collateralType: string;
  allInFlag: boolean;
  minGuarantee: boolean;
  awardConfirmFlag: boolean;
  esecAucClient: { id: Id; clientCode: string; clientName: string };
  approvedBidders: string[];
  bidsPlacedBy: string[];
  approvedHosts: string[];
  lots: ReportLot[];
  totalMarketValue: DecimalString;
  totalLots: number;
  /** Bid Rankings (report 1): lead, cover, third per lot and the totals (core/awards). */
  bidRankings: BidRankings;
}

export interface ReportLot {
  id: Id;
  lotNumber: string;
  lotName: string;
  marketValue: DecimalString;
  currency: string;
  termDays: number;
  assetClass: string;
  comboFlag: boolean;
  comboLotIds: Id[];
  eslBps: DecimalString | null;
  incumbent: string | null;
  concRisk: string | null;
  discretionaryEstimate: DecimalString;
}

async function reportLots(deps: CoreDeps, auction: Auction, lots?: Lot[]): Promise<ReportLot[]> {
  const [list, classes] = await Promise.all([lots ?? deps.store.lots.listByAuction(auction.id), deps.store.reference.assetClasses()]);
  const term = termLengthDays(auction.termStartDate, auction.termEndDate);
  return list.map((l) => ({
    id: l.id,
    lotNumber: l.lotNumber,
    lotName: l.lotName,
    marketValue: l.marketValue,
    currency: l.currency,
    termDays: l.termDays,
    assetClass: classes.find((c) => c.id === l.assetClassId)?.acFormDescr ?? '',
    comboFlag: l.comboFlag,
    comboLotIds: l.comboLotIds,
    eslBps: l.eslBps,
    incumbent: l.incumbent,
    concRisk: l.concRisk,
    discretionaryEstimate: discretionaryEstimate(l.eslBps, l.marketValue, term),
  }));
}

const fullName = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();

/** GET /report/auctionInfo/{auctionId}: the Auction Summary report. */
export async function auctionInfo(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AuctionInfo>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const auction = r.value;
  const [client, approved, data] = await Promise.all([
    deps.store.clients.get(auction.clientId),
    deps.store.invitees.listApproved(auctionId),
    loadReportData(deps.store, auctionId),
  ]);
  const lots = await reportLots(deps, auction, data.lots);
  const placedBy = [...new Set(data.bids.map((b) => b.userId))].flatMap((id) => {
    const u = data.users.get(id);
    return u ? [fullName(u) || u.loginName] : [];
  });
  const borrowers = await Promise.all(approved.map((id) => deps.store.borrowers.get(id)));
  return ok({
    id: auction.id,
    auctionName: auction.auctionName,
    auctionStartDate: auction.auctionStartDate,
    auctionEndDate: auction.auctionEndDate,
    termStartDate: auction.termStartDate,
    termEndDate: auction.termEndDate,
    termLength: termLengthDays(auction.termStartDate, auction.termEndDate),
    marketValueDate: auction.marketValueDate,
    currency: auction.currency,
    collateralType: auction.collateralType,
    allInFlag: auction.allInFlag,
    minGuarantee: auction.minGuarantee,
    awardConfirmFlag: auction.awardConfirmFlag,
    esecAucClient: { id: auction.clientId, clientCode: client?.clientCode ?? '', clientName: client?.clientName ?? '' },
    approvedBidders: borrowers.flatMap((b) => (b ? [b.companyName] : [])),
    bidsPlacedBy: placedBy,
    approvedHosts: [client?.clientName ?? '', PROVIDER_NAME],
    lots,
    totalMarketValue: totalMarketValue(data.lots),
    totalLots: data.lots.length,
    bidRankings: rankingsOf(auction, data, overviewRowsOf(auction, data)),
  });
}

/** GET /report/auctions/{id}/lots. */
export async function reportLotList(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ReportLot[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok(await reportLots(deps, r.value));
}

/** GET /report/auctions/{id}/bidders: the approved borrowers. */
export async function reportBidders(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<{ id: Id; companyName: string; companyCode: string }[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const ids = await deps.store.invitees.listApproved(auctionId);
  const list = await Promise.all(ids.map((id) => deps.store.borrowers.get(id)));
  return ok(list.flatMap((b) => (b ? [{ id: b.id, companyName: b.companyName, companyCode: b.companyCode }] : [])));
}

export interface ReportBidderUser {
  id: Id;
  loginName: string;
  firstName: string;
  lastName: string;
  companyName: string;
  /** Individual Bidder Detail dropdown text: "company - login name". */
  label: string;
}

/** GET /report/auctions/{id}/users: bidder users with confirmed bids. */
export async function reportUsers(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ReportBidderUser[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const data = await loadReportData(deps.store, auctionId);
  const ids = [...new Set(data.bids.map((b) => b.userId))];
  return ok(
    ids.flatMap((id) => {
      const u = data.users.get(id);
      if (!u) return [];
      const companyName = (u.borrowerId !== null ? data.borrowers.get(u.borrowerId)?.companyName : '') ?? '';
      return [{ id: u.id, loginName: u.loginName, firstName: u.firstName, lastName: u.lastName, companyName, label: `${companyName} - ${u.loginName}` }];
    }),
  );
}

async function rowsFor(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<{ auction: Auction; rows: OverviewRow[] }>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok({ auction: r.value, rows: overviewRowsOf(r.value, await loadReportData(deps.store, auctionId)) });
}

/** GET /report/auctions/{id}/bids: overview rows of every confirmed bid. */
export async function reportBids(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<OverviewRow[]>> {
  const r = await rowsFor(deps, actor, auctionId);
  return r.ok ? ok(r.value.rows) : r;
}

/** Top-bid row (spec section 3): the overview row plus lotId, marketValue, lotCurrency, auctionCurrency, comboFlag. */
export interface TopBidRow extends OverviewRow {
  marketValue: DecimalString;
  lotCurrency: string;
  auctionCurrency: string;
}

const topRows = (auction: Auction, rows: OverviewRow[]): TopBidRow[] =>
  topRowPerLot(rows).map((r) => ({ ...r, marketValue: r.lotSize, lotCurrency: r.currency, auctionCurrency: auction.currency }));

/** GET /report/auctions/{id}/top-bids: the top bid per lot. */
export async function reportTopBids(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<TopBidRow[]>> {
  const r = await rowsFor(deps, actor, auctionId);
  return r.ok ? ok(topRows(r.value.auction, r.value.rows)) : r;
}

/** GET /report/auctions/{id}/top-all-in-bids: the top all-in bid per lot. */
export async function reportTopAllInBids(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<TopBidRow[]>> {
  const r = await rowsFor(deps, actor, auctionId);
  return r.ok ? ok(topRows(r.value.auction, r.value.rows.filter((x) => x.allInBid !== null))) : r;
}

export interface FullBidDetailRow extends OverviewRow {
  awardAnalysis: string;
}

export interface FullBidDetails {
  rows: FullBidDetailRow[];
  additionalComments: { bidder: string; loginName: string; comments: string }[];
  /** "Warning, there is no bid for the auction selected." when there is none. */
  warning: string | null;
}

/** GET /report/auctions/{id}/full-bid-details: confirmed bids grouped by lot, with the award analysis. */
export async function fullBidDetails(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<FullBidDetails>> {
  const r = await rowsFor(deps, actor, auctionId);
  if (!r.ok) return r;
  const [recs, supplemental] = await Promise.all([
    deps.store.reports.listRecommendations(auctionId),
    deps.store.bids.listSupplemental(auctionId, { confirmedOnly: true }),
  ]);
  const analysis = new Map(recs.map((x) => [x.lotId, x.awardAnalysis]));
  const rows = [...r.value.rows]
    .sort((a, b) => a.lotId - b.lotId || a.bidId - b.bidId)
    .map((row) => ({ ...row, awardAnalysis: analysis.get(row.lotId) ?? '' }));
  const borrowers = new Map((await deps.store.borrowers.list()).map((b) => [b.id, b.companyName]));
  const additional = await Promise.all(
    supplemental
      .filter((s) => s.bidderComments.trim() !== '')
      .map(async (s) => ({
        bidder: borrowers.get(s.borrowerId) ?? '',
        loginName: (await deps.store.users.get(s.userId))?.loginName ?? '',
        comments: s.bidderComments,
      })),
  );
  return ok({ rows, additionalComments: additional, warning: rows.length === 0 ? MSG.WARNING_THERE_IS_NO_BID_FOR_THE_AUCTION : null });
}

export interface BidderCommentRow {
  name: string;
  bidderComments: string;
  bidderCommentsConfirmed: string | null;
  esecAucCompany: { companyName: string };
  esecAucUser: { loginName: string };
}

/** GET /report/bidderComments/{id}: confirmed supplemental comments only. */
export async function bidderComments(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidderCommentRow[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const list = await deps.store.bids.listSupplemental(auctionId, { confirmedOnly: true });
  const out: BidderCommentRow[] = [];
  for (const s of list) {
    if (s.bidderCommentsConfirmed !== 'CONFIRMED') continue;
    const [u, b] = await Promise.all([deps.store.users.get(s.userId), deps.store.borrowers.get(s.borrowerId)]);
    out.push({
      name: u ? fullName(u) : '',
      bidderComments: s.bidderComments,
      bidderCommentsConfirmed: s.bidderCommentsConfirmed,
      esecAucCompany: { companyName: b?.companyName ?? '' },
      esecAucUser: { loginName: u?.loginName ?? '' },
    });
  }
  return ok(out);
}

export interface ActivityRow {
  actionTime: string;
  companyName: string;
  bidderName: string;
  step: string;
  action: string;
  /** Written after the close (a super bidder's late save or confirm): staff see it flagged. */
  afterClose: boolean;
}

/** GET /report/bidderActivity/{id}: the wizard log. */
export async function bidderActivity(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ActivityRow[]>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const entries = await deps.store.activity.listByAuction(auctionId);
  const borrowers = new Map((await deps.store.borrowers.list()).map((b) => [b.id, b.companyName]));
  const users = new Map<Id, string>();
  for (const id of new Set(entries.map((e) => e.userId))) {
    const u = await deps.store.users.get(id);
    users.set(id, u ? u.loginName : '');
  }
  return ok(
    entries.map((e) => ({
      actionTime: e.actionTime,
      companyName: e.borrowerId === null ? '' : (borrowers.get(e.borrowerId) ?? ''),
      bidderName: users.get(e.userId) ?? '',
      step: e.step,
      action: e.action,
      afterClose: e.action.startsWith(AFTER_CLOSE_MARK),
    })),
  );
}

export interface IndividualBidDetail {
  bidder: ReportBidderUser | null;
  rows: OverviewRow[];
  /** Sum of the rows' total bid values (Exclusive total). */
  exclusiveTotal: DecimalString;
  additionalComments: string;
  /** "Bids placed by {super bidder} on MM/DD/YYYY." or null. */
  note: string | null;
  convertedToBps: boolean;
}

/**
 * GET /report/indivBidDetail/{id}?bidderId=&convertToBps=. `bidderId` is the bidder user's id.
 * With convertToBps, fixed bids also show their bps equivalent (core/money bpsFromFixed).
 */
export async function individualBidDetail(
  deps: CoreDeps,
  actor: Actor,
  auctionId: Id,
  bidderId: Id,
  convertToBps: boolean,
): Promise<Result<IndividualBidDetail>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const data = await loadReportData(deps.store, auctionId);
  const rows = overviewRowsOf(r.value, data)
    .filter((x) => x.userId === bidderId)
    .map((x) =>
      convertToBps && x.bpsBid === null && x.fixedCashBid !== null
        ? { ...x, bpsBid: bpsFromFixed(x.fixedCashBid, x.lotSize, x.termDays) }
        : x,
    );
  const users = await reportUsers(deps, actor, auctionId);
  const bidder = users.ok ? (users.value.find((u) => u.id === bidderId) ?? null) : null;
  if (!bidder) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const supplemental = await deps.store.bids.getSupplemental(auctionId, bidderId);
  const bySuper = rows.filter((x) => x.superBidderId !== null).sort((a, b) => b.bidDate.localeCompare(a.bidDate))[0];
  const superUser = bySuper?.superBidderId != null ? data.users.get(bySuper.superBidderId) : undefined;
  return ok({
    bidder,
    rows,
    exclusiveTotal: roundMoneyHalfUp(sumDecimals(rows.map((x) => x.totalBidValue))),
    additionalComments: supplemental?.bidderCommentsConfirmed === 'CONFIRMED' ? supplemental.bidderComments : '',
    note: bySuper && superUser ? bidsPlacedByNote(superUser.loginName, formatMmDdYyyy(bySuper.bidDate)) : null,
    convertedToBps: convertToBps,
  });
}
