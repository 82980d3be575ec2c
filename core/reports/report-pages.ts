/**
 * The paged reads behind the two reports of every confirmed bid (Bid Overview and Full Bid Details):
 * rows a page at a time, as they are read, which the HTTP answers stream and the Full Bid Details
 * workbook writes; the report queries collect them for the core API. Kept apart from those,
 * whose every export is a public use case (`reports`).
 */
import type { CoreDeps } from '../app/deps';
import type { Auction, Bid, Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { ok, type Result } from '../domain/result';
import type { Actor } from '../policy/actor';
import { reportAuction } from './report-access';
import { checkedThen } from '../policy/actor-guard';
import { loadReportData, lotContexts, overviewRowOf, overviewRowPages, type OverviewRow, type ReportData } from './overview-rows';

export interface FullBidDetailRow extends OverviewRow {
  awardAnalysis: string;
}

export interface FullBidDetails {
  rows: FullBidDetailRow[];
  additionalComments: { bidder: string; loginName: string; comments: string }[];
  /** "Warning, there is no bid for the auction selected." when there is none. */
  warning: string | null;
}

/**
 * GET /report/auctions/{id}/bids, a page at a time: overview rows of every confirmed bid, by bid id,
 * read as they are written (the HTTP answer streams them; report-queries.ts `bids` collects them).
 */
export async function reportBidPages(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<AsyncIterable<OverviewRow[]>>> {
  const r = await checkedThen(actor, 'seeAuctionResults', () => reportAuction(deps, actor, auctionId));
  if (!r.ok) return r;
  return ok(overviewRowPages(deps.store, r.value, await loadReportData(deps.store, auctionId, { bids: false })));
}

/** What Full Bid Details (the report and its workbook) is built from, with the bids in (lot, bid) order. */
export interface FullBidDetailsSource {
  auction: Auction;
  /** Lots, borrowers and users; `bids` is empty (the bids are read in pages: `bidPages`). */
  data: ReportData;
  /** Confirmed bids in (lot id, bid id) order, a page at a time. */
  bidPages: AsyncIterable<readonly Bid[]>;
  analysis: Map<Id, string>;
  additionalComments: FullBidDetails['additionalComments'];
}

/**
 * Lots per page of bids: about 50 confirmed bids a lot, so a page holds some 100 bids, whose rows die
 * young. A page whose rows outlive two scavenges is promoted, and the old space fills with dead pages
 * until a full collection (up to about 4× the live heap): measured at 10,000 lots, the JSON report's
 * RSS peak above idle was +196 MB with 100 lots a page, +107 MB with 10; in process, the workbook's
 * rows promoted some 1.7 MB per scavenge with 10 lots a page and 0.13 MB with 2.
 */
const LOTS_PER_PAGE = 2;

/**
 * The bids are read a few lots at a time: neither the workbook nor the JSON report (which writes each
 * page as it is read) ever holds them all.
 */
export async function fullBidDetailsSource(deps: CoreDeps, auction: Auction): Promise<FullBidDetailsSource> {
  const [data, recs, supplemental] = await Promise.all([
    loadReportData(deps.store, auction.id, { bids: false }),
    deps.store.reports.listRecommendations(auction.id),
    deps.store.bids.listSupplemental(auction.id, { confirmedOnly: true }),
  ]);
  const lotIds = data.lots.map((l) => l.id).sort((a, b) => a - b);
  const bidPages = (async function* () {
    for (let i = 0; i < lotIds.length; i += LOTS_PER_PAGE) {
      yield await deps.store.reports.listConfirmedBidsOfLots(auction.id, lotIds.slice(i, i + LOTS_PER_PAGE));
    }
  })();
  return {
    auction,
    data,
    bidPages,
    analysis: new Map(recs.map((x) => [x.lotId, x.awardAnalysis])),
    additionalComments: supplemental
      .filter((s) => s.bidderComments.trim() !== '')
      .map((s) => ({ bidder: data.borrowers.get(s.borrowerId)?.companyName ?? '', loginName: data.users.get(s.userId)?.loginName ?? '', comments: s.bidderComments })),
  };
}

/** The report's rows one page of bids at a time (an export never holds them all). */
export async function* fullBidDetailRows(src: FullBidDetailsSource): AsyncGenerator<FullBidDetailRow[]> {
  const lots = lotContexts(src.auction, src.data.lots);
  for await (const page of src.bidPages) {
    const rows: FullBidDetailRow[] = [];
    for (const bid of page) {
      const ctx = lots.get(bid.lotId);
      // Object.assign, not a spread: a spread copies each of ~100,000 rows once more.
      if (ctx) rows.push(Object.assign(overviewRowOf(src.data, bid, ctx), { awardAnalysis: src.analysis.get(bid.lotId) ?? '' }));
    }
    yield rows;
  }
}

/** Full Bid Details with its rows a page at a time, as they are read (the HTTP answer streams them). */
export interface FullBidDetailPages {
  rows: AsyncIterable<FullBidDetailRow[]>;
  additionalComments: FullBidDetails['additionalComments'];
  /** FullBidDetails' warning: known once `rows` has been read to its end (it says whether there was any). */
  warning: () => string | null;
}

/** GET /report/auctions/{id}/full-bid-details, a page of rows at a time (report-queries.ts `fullBidDetails` collects them). */
export async function fullBidDetailPages(deps: CoreDeps, actor: Actor, auctionId: Id): Promise<Result<FullBidDetailPages>> {
  const r = await checkedThen(actor, 'openReportCentre', () => reportAuction(deps, actor, auctionId));
  if (!r.ok) return r;
  const src = await fullBidDetailsSource(deps, r.value);
  let count = 0;
  const rows = (async function* () {
    for await (const page of fullBidDetailRows(src)) {
      count += page.length;
      yield page;
    }
  })();
  return ok({ rows, additionalComments: src.additionalComments, warning: () => (count === 0 ? MSG.FULL_BID_DETAILS_NO_BIDS : null) });
}
