/**
 * An auction's confirmed bids a page at a time, in id order, for the reports that answer every bid
 * (bids, the award screen's bid list): they write each page's rows as it is read (adapters/http
 * json-stream.ts), so at 10,000 lots × 60 borrowers no list of 486,093 bids or rows exists whole.
 *
 * Keyset pages (ids after the last one read), one short statement each: the connection is free
 * between pages (SQLite has one for the whole server; a cursor would hold it while a slow client reads)
 * and a page costs the same at the end as at the start. Pages are separate reads: a bid confirmed or
 * withdrawn while a report is being sent may be in it or not, as with any read a moment earlier or later.
 */
import type { Bid, BidValueFields, Id } from '../domain/entities';
import type { Repositories } from '../ports/repositories';

/**
 * Bids per page: small enough that a page's rows die young (measured at 10,000 lots, the bids report's
 * RSS peak above idle: +117 MB with pages of 2,000, +63 MB with 500), few enough statements (972 at
 * 486,093 bids) that their overhead does not show.
 */
export const BID_PAGE_SIZE = 500;

type PageRead<B> = (auctionId: Id, afterId: Id, lastId: Id, limit: number) => Promise<B[]>;

async function* keysetPages<B extends { id: Id }>(repos: Repositories, auctionId: Id, read: PageRead<B>, pageSize: number): AsyncGenerator<B[]> {
  const span = await repos.reports.confirmedBidIdSpan(auctionId);
  if (!span) return;
  let after = span.first - 1;
  for (;;) {
    const page = await read(auctionId, after, span.last, pageSize);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1].id;
    if (after >= span.last) return;
  }
}

export const confirmedBidPages = (repos: Repositories, auctionId: Id, pageSize = BID_PAGE_SIZE): AsyncGenerator<Bid[]> =>
  keysetPages(repos, auctionId, (...args) => repos.reports.listConfirmedBidsAfter(...args), pageSize);

/** Value rows per page (the rankings keep them all, or only each lot's best so far). */
const VALUE_PAGE_SIZE = 5000;

/** Every confirmed bid's BidValueFields (what the rankings read), by id, a page at a time. */
export const confirmedBidValuePages = (repos: Repositories, auctionId: Id): AsyncGenerator<BidValueFields[]> =>
  keysetPages(repos, auctionId, (...args) => repos.reports.listConfirmedBidValuesAfter(...args), VALUE_PAGE_SIZE);

/**
 * Every confirmed bid's BidValueFields in one list, read in keyset pages: one statement answering
 * 486,093 rows holds the driver's rows and their renamed copies of all of them at once.
 */
export async function confirmedBidValues(repos: Repositories, auctionId: Id): Promise<BidValueFields[]> {
  const all: BidValueFields[] = [];
  for await (const page of confirmedBidValuePages(repos, auctionId)) for (const b of page) all.push(b);
  return all;
}
