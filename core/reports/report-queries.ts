/**
 * Read-only report data (spec sections 2.5, 3, 7 "Reports"). Only confirmed bids and comments count
 * (section 4). Amounts of one lot are in its currency; totals over several lots are in the auction's
 * currency, each lot at its FX rate (core/money/fx.ts), with `converted` telling whether any lot is in
 * another currency and per-currency subtotals beside them. Every use case's access, its endpoint's
 * capability, is declared in its spec beside its body and checked by its wrapper (core/app/use-case.ts);
 * its body then passes reportAuction (client scoping, end of auction).
 *
 * Each use case this module exports is public, under its spec's name, `reports.<name>`, its route's
 * name in contract/reports.ts (the `export { … as … }` below gives the older ones that name too):
 * core/app/core-api.ts exposes every use case of this module, and the HTTP adapter serves a report
 * route marked `served` with the use case it names. A new report's read is an exported use case here,
 * `useCase({ name: 'reports.<name>', access }, body)`.
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, AuctionHeading, BidValueFields, CurrencyCode, DecimalString, Id, Lot } from '../domain/entities';
import { bidsPlacedByNote, MSG } from '../domain/messages';
import { ok, fail, type Result } from '../domain/result';
import { formatMmDdYyyy, termLengthDays } from '../clock/eastern-time';
import { bpsFromFixed, discretionaryEstimate } from '../money/formulas';
import { marketValueSubtotals, totalMarketValue } from '../money/market-value';
import { hasForeignLots, totalInAuctionCurrency } from '../money/fx';
import { moneyOf, subtotalsByCurrency, type Money } from '../money/money';
import type { Actor } from '../policy/actor';
import { reportAuction } from './report-access';
import { useCase } from '../app/use-case';
import {
  collectPages,
  loadRankingData,
  loadRankingLookups,
  loadReportData,
  overviewRowsOf,
  overviewRowsOfValued,
  type OverviewRow,
  type ReportData,
} from './overview-rows';
import { PROVIDER_NAME } from './provider';
import { lotCountOf } from '../domain/lot-count';
import { figuresByLotGroups } from './lot-groups';
import { AFTER_CLOSE_MARK } from '../bids/bidder-access';
import type { BidRankings } from '../awards/bid-rankings';
import { fullBidDetailPages, reportBidPages, type FullBidDetails } from './report-pages';

export interface AuctionInfo extends AuctionHeading {
  termLength: number;
  marketValueDate: string;
  /** The auction's currency: the totals are in it. */
  currency: CurrencyCode;
  collateralType: string;
  allInFlag: boolean;
  minGuarantee: boolean;
  awardConfirmFlag: boolean;
  /** The auction's client (the wire's `esecAucClient`). */
  client: { id: Id; clientCode: string; clientName: string };
  approvedBidders: string[];
  bidsPlacedBy: string[];
  approvedHosts: string[];
  lots: ReportLot[];
  /** The non-combo lots' market values in the auction's currency, each at its lot's FX rate (exact). */
  totalMarketValue: DecimalString;
  /** The non-combo lots' market values per lot currency (the auction's first). */
  marketValueSubtotals: Money[];
  /** True when some lot is in another currency than the auction's: the total is a conversion. */
  converted: boolean;
  /** Single lots: the Total row says "20 lots (plus 2 combo lots)". */
  totalLots: number;
  /** Combo lots, counted apart from `totalLots`. */
  comboLots: number;
  /** Bid Rankings (report 1): lead, cover, third per lot and the totals. */
  bidRankings: BidRankings;
}

export interface ReportLot {
  id: Id;
  lotNumber: string;
  lotName: string;
  marketValue: DecimalString;
  /** The lot's currency: its market value and discretionary estimate are in it. */
  currency: CurrencyCode;
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
  const classById = new Map(classes.map((c) => [c.id, c.acFormDescr]));
  return list.map((l) => ({
    id: l.id,
    lotNumber: l.lotNumber,
    lotName: l.lotName,
    marketValue: l.marketValue,
    currency: l.currency,
    termDays: l.termDays,
    assetClass: classById.get(l.assetClassId) ?? '',
    comboFlag: l.comboFlag,
    comboLotIds: l.comboLotIds,
    eslBps: l.eslBps,
    incumbent: l.incumbent,
    concRisk: l.concRisk,
    discretionaryEstimate: discretionaryEstimate(l.eslBps, l.marketValue, term),
  }));
}

const fullName = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();

/** Company name by borrower id and login name by user id: one query each, never one per row. */
const companyNames = async (deps: CoreDeps): Promise<Map<Id, string>> => new Map((await deps.store.borrowers.list()).map((b) => [b.id, b.companyName]));
const loginNames = async (deps: CoreDeps): Promise<Map<Id, string>> => new Map((await deps.store.users.list()).map((u) => [u.id, u.loginName]));

/** GET /report/auctionInfo/{auctionId}: the Auction Summary report. */
export const auctionInfo = useCase({ name: 'reports.auctionInfo', access: 'seeAuctionResults' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AuctionInfo>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const auction = r.value;
  const [client, approved, data] = await Promise.all([
    deps.store.clients.get(auction.clientId),
    deps.store.invitees.listApproved(auctionId),
    loadRankingLookups(deps.store, auctionId),
  ]);
  const lots = await reportLots(deps, auction, data.lots);
  const lotCount = lotCountOf(data.lots);
  // The bids a group of lots at a time (lot-groups.ts): the rankings and who placed bids in one pass.
  const figures = await figuresByLotGroups(deps.store, auction, data, { rankings: true });
  const placedBy = figures.bidderUserIds.flatMap((id) => {
    const u = data.users.get(id);
    return u ? [fullName(u) || u.loginName] : [];
  });
  const borrowers = approved.map((id) => data.borrowers.get(id));
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
    client: { id: auction.clientId, clientCode: client?.clientCode ?? '', clientName: client?.clientName ?? '' },
    approvedBidders: borrowers.flatMap((b) => (b ? [b.companyName] : [])),
    bidsPlacedBy: placedBy,
    approvedHosts: [client?.clientName ?? '', PROVIDER_NAME],
    lots,
    totalMarketValue: totalMarketValue(data.lots, auction.currency),
    marketValueSubtotals: marketValueSubtotals(data.lots, auction.currency),
    converted: hasForeignLots(data.lots.filter((l) => !l.comboFlag), auction.currency),
    totalLots: lotCount.lots,
    comboLots: lotCount.comboLots,
    bidRankings: figures.rankings,
  });
});

/** GET /report/auctions/{id}/lots. */
const reportLotList = useCase({ name: 'reports.lots', access: 'seeAuctionResults' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ReportLot[]>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok(await reportLots(deps, r.value));
});

/** GET /report/auctions/{id}/bidders: the approved borrowers. */
const reportBidders = useCase(
  { name: 'reports.bidders', access: 'openReportCentre' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<{ id: Id; companyName: string; companyCode: string }[]>> => {
    const r = await reportAuction(deps, actor, auctionId);
    if (!r.ok) return r;
    const [ids, all] = await Promise.all([deps.store.invitees.listApproved(auctionId), deps.store.borrowers.list()]);
    const byId = new Map(all.map((b) => [b.id, b]));
    return ok(ids.map((id) => byId.get(id)).flatMap((b) => (b ? [{ id: b.id, companyName: b.companyName, companyCode: b.companyCode }] : [])));
  },
);

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
const reportUsers = useCase({ name: 'reports.users', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ReportBidderUser[]>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  return ok(bidderUsersOf(await loadRankingData(deps.store, auctionId)));
});

/** The bidder users with confirmed bids, in order of their first bid. */
function bidderUsersOf(data: ReportData<BidValueFields>): ReportBidderUser[] {
  const ids = [...new Set(data.bids.map((b) => b.userId))];
  return ids.flatMap((id) => {
    const u = data.users.get(id);
    if (!u) return [];
    const companyName = (u.borrowerId !== null ? data.borrowers.get(u.borrowerId)?.companyName : '') ?? '';
    return [{ id: u.id, loginName: u.loginName, firstName: u.firstName, lastName: u.lastName, companyName, label: `${companyName} - ${u.loginName}` }];
  });
}

/** GET /report/auctions/{id}/bids: overview rows of every confirmed bid. */
const reportBids = useCase({ name: 'reports.bids', access: 'seeAuctionResults' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<OverviewRow[]>> => {
  const pages = await reportBidPages(deps, actor, auctionId);
  return pages.ok ? ok(await collectPages(pages.value)) : pages;
});

/**
 * The top bid per lot: its overview rows, in lot order, and the auction's currency. (The spec's top-bid
 * row repeats the lot's size and currency as `marketValue` and `lotCurrency` on the wire.)
 */
export interface TopBids {
  auctionCurrency: CurrencyCode;
  rows: OverviewRow[];
}

/** The top bid per lot among the confirmed bids `which` keeps, in lot order: values once per bid, full rows only for the winners. */
async function topRows(deps: CoreDeps, actor: Actor, auctionId: Id, which: (b: BidValueFields) => boolean): Promise<Result<TopBids>> {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const auction = r.value;
  const data = await loadRankingLookups(deps.store, auctionId);
  const rows = await overviewRowsOfValued(deps.store, auction, data, (await figuresByLotGroups(deps.store, auction, data, { tops: true, which })).tops);
  return ok({ auctionCurrency: auction.currency, rows });
}

/**
 * GET /report/auctions/{id}/top-bids: the top bid per lot.
 *
 * @example
 * ```ts
 * const top = unwrap(await core.reports.topBids(reporter, auctionId));
 * for (const row of top.rows) console.log(row.lotNumber, row.currency);
 * ```
 */
const reportTopBids = useCase(
  { name: 'reports.topBids', access: 'seeAuctionResults' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<TopBids>> => topRows(deps, actor, auctionId, () => true),
);

/** GET /report/auctions/{id}/top-all-in-bids: the top all-in bid per lot. */
const reportTopAllInBids = useCase(
  { name: 'reports.topAllInBids', access: 'seeAuctionResults' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<TopBids>> => topRows(deps, actor, auctionId, (b) => b.allIn !== null),
);

/** GET /report/auctions/{id}/full-bid-details: confirmed bids grouped by lot, with the award analysis. */
export const fullBidDetails = useCase({ name: 'reports.fullBidDetails', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<FullBidDetails>> => {
  const r = await fullBidDetailPages(deps, actor, auctionId);
  if (!r.ok) return r;
  const rows = await collectPages(r.value.rows);
  return ok({ rows, additionalComments: r.value.additionalComments, warning: r.value.warning() });
});

export interface BidderCommentRow {
  /** The bidder user's full name. */
  name: string;
  bidderComments: string;
  bidderCommentsConfirmed: string | null;
  /** The bidder's borrower (the wire's `esecAucCompany.companyName`). */
  companyName: string;
  /** The bidder user's login (the wire's `esecAucUser.loginName`). */
  loginName: string;
}

/** GET /report/bidderComments/{id}: confirmed supplemental comments only. */
export const bidderComments = useCase({ name: 'reports.bidderComments', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<BidderCommentRow[]>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const [list, borrowers, users] = await Promise.all([
    deps.store.bids.listSupplemental(auctionId, { confirmedOnly: true }),
    companyNames(deps),
    deps.store.users.list().then((all) => new Map(all.map((u) => [u.id, u]))),
  ]);
  return ok(
    list.flatMap((s): BidderCommentRow[] => {
      if (s.bidderCommentsConfirmed !== 'CONFIRMED') return [];
      const u = users.get(s.userId);
      return [
        {
          name: u ? fullName(u) : '',
          bidderComments: s.bidderComments,
          bidderCommentsConfirmed: s.bidderCommentsConfirmed,
          companyName: borrowers.get(s.borrowerId) ?? '',
          loginName: u?.loginName ?? '',
        },
      ];
    }),
  );
});

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
export const bidderActivity = useCase({ name: 'reports.bidderActivity', access: 'openReportCentre' }, async (deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<ActivityRow[]>> => {
  const r = await reportAuction(deps, actor, auctionId);
  if (!r.ok) return r;
  const [entries, borrowers, users] = await Promise.all([deps.store.activity.listByAuction(auctionId), companyNames(deps), loginNames(deps)]);
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
});

export interface IndividualBidDetail {
  bidder: ReportBidderUser | null;
  rows: OverviewRow[];
  /** Sum of the rows' total bid values (Exclusive total), in the auction's currency (each row at its lot's FX rate). */
  exclusiveTotal: DecimalString;
  /** The auction's currency, the exclusive total's. */
  currency: CurrencyCode;
  /** True when some row is in another currency: the exclusive total is a conversion. */
  converted: boolean;
  /** The rows' total bid values per lot currency (the auction's first). */
  subtotals: Money[];
  additionalComments: string;
  /** "Bids placed by {super bidder} on MM/DD/YYYY." or null. */
  note: string | null;
  convertedToBps: boolean;
}

/**
 * GET /report/indivBidDetail/{id}?bidderId=&convertToBps=. `bidderId` is the bidder user's id.
 * With convertToBps, fixed bids also show their bps equivalent (`bpsFromFixed`).
 */
export const individualBidDetail = useCase(
  { name: 'reports.individualBidDetail', access: 'openReportCentre' },
  async (deps: CoreDeps, actor: Actor, auctionId: Id, bidderId: Id, convertToBps: boolean): Promise<Result<IndividualBidDetail>> => {
    const r = await reportAuction(deps, actor, auctionId);
    if (!r.ok) return r;
    const data = await loadReportData(deps.store, auctionId);
    const rows = overviewRowsOf(r.value, data, data.bids.filter((b) => b.userId === bidderId))
      .map((x) =>
        convertToBps && x.bpsBid === null && x.fixedCashBid !== null
          ? { ...x, bpsBid: bpsFromFixed(x.fixedCashBid, x.lotSize, x.termDays) }
          : x,
      );
    const bidder = bidderUsersOf(data).find((u) => u.id === bidderId) ?? null;
    if (!bidder) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const supplemental = await deps.store.bids.getSupplemental(auctionId, bidderId);
    const bySuper = rows.filter((x) => x.superBidderId !== null).sort((a, b) => b.bidDate.localeCompare(a.bidDate))[0];
    const superUser = bySuper?.superBidderId != null ? data.users.get(bySuper.superBidderId) : undefined;
    return ok({
      bidder,
      rows,
      exclusiveTotal: totalInAuctionCurrency(rows.map((x) => ({ amount: x.totalBidValue, fxRate: x.fxRate }))),
      currency: r.value.currency,
      converted: hasForeignLots(rows, r.value.currency),
      subtotals: subtotalsByCurrency(rows.map((x) => moneyOf(x.totalBidValue, x.currency)), r.value.currency),
      additionalComments: supplemental?.bidderCommentsConfirmed === 'CONFIRMED' ? supplemental.bidderComments : '',
      note: bySuper && superUser ? bidsPlacedByNote(superUser.loginName, formatMmDdYyyy(bySuper.bidDate)) : null,
      convertedToBps: convertToBps,
    });
  },
);

// The older reads under their routes' names (see the module's comment).
export {
  reportLotList as lots,
  reportBidders as bidders,
  reportUsers as users,
  reportBids as bids,
  reportTopBids as topBids,
  reportTopAllInBids as topAllInBids,
};
