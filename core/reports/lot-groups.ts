/**
 * The reports that rank each lot's bids (Bid Rankings in the Auction Summary, top bids,
 * recommendations, the Award Summary's figures) read an auction's confirmed bid values a group of lots
 * at a time: keyset pages on lot id (`reports.listConfirmedBidValuesOfLotRange`, every confirmed bid of
 * the lots with ids in (after, last]). A group's bids are all the bids of its lots, so each lot is
 * ranked whole as soon as its group is read and the group's bids are dropped: at 10,000 lots × 60
 * borrowers one group of some 500 bid values is held at once, never the auction's 486,093.
 *
 * Combo bids: a combo bid is stored on its combo lot (its `lotId`), so it is read with the combo lot's
 * group, whatever groups the single lots it spans fall in. Nothing computed here needs a combo bid
 * beside the bids of the lots it spans: its ranking, its lot's top bid and its awarded revenue are the
 * combo lot's own; the one figure that reads the spanned lots (the Award Summary's Lots Awarded) takes
 * their ids from the combo lot (`comboLotIds`, every lot is loaded up front) and collects them across
 * groups. The award preselection, which weighs a combo against the bids on the lots it spans, reads
 * every bid (core/awards/award-service.ts) and is not built from these groups.
 *
 * Pages are separate reads, as in bid-pages.ts: a bid confirmed while a report is read (never after the
 * end of the auction, when these reports open) may be counted or not.
 */
import type { Auction, BidValueFields, Id, Lot } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import { topRowPerLot } from '../awards/award-rules';
import type { BidRankings } from '../awards/bid-rankings';
import { rankingsBuilderOf } from './bid-rankings-report';
import { valuedBidsOf, type ReportData, type ValuedBid } from './overview-rows';

/**
 * Lots per group: about 50 confirmed bids a lot at 60 borrowers, so some 500 bid values a page, whose
 * objects die young. Measured at 10,000 lots, RSS peak above idle on a fresh server: top-bids +185 MB
 * and awardSummary +195 MB with groups of 100 lots (5,000 values: a page alive across scavenges is
 * promoted, and the old space fills with dead pages before a full collection), +121 and +80 MB with 10.
 * 1,000 statements at 10,000 lots, each a range of the lot index.
 */
export const LOTS_PER_GROUP = 10;

/** One group of lots (ascending ids) with the values of all their confirmed bids, in (lot id, bid id) order. */
export interface LotGroup {
  lots: Lot[];
  valued: ValuedBid[];
}

/** The auction's lots (`data.lots`) in groups of `lotsPerGroup` by ascending id, each with its lots' confirmed bids. */
export async function* lotGroups(repos: Repositories, auction: Auction, data: ReportData<BidValueFields>, lotsPerGroup = LOTS_PER_GROUP): AsyncGenerator<LotGroup> {
  if (!(lotsPerGroup >= 1)) throw new RangeError(`lotsPerGroup must be at least 1, not ${lotsPerGroup}`);
  const lots = [...data.lots].sort((a, b) => a.id - b.id);
  for (let i = 0; i < lots.length; i += lotsPerGroup) {
    const group = lots.slice(i, i + lotsPerGroup);
    const after = i === 0 ? group[0].id - 1 : lots[i - 1].id;
    const bids = await repos.reports.listConfirmedBidValuesOfLotRange(auction.id, after, group[group.length - 1].id);
    yield { lots: group, valued: valuedBidsOf(data, auction.currency, bids, group) };
  }
}

/** What one pass over the groups can collect; each report asks for the parts it shows. */
export interface LotGroupFigures {
  /** Bid Rankings over every confirmed bid (with `rankings: true`). */
  rankings: BidRankings | null;
  /** The best bid of each lot among those `which` keeps (topRowPerLot), in lot id order. */
  tops: ValuedBid[];
  /** The bids named in `keepIds`, by bid id. */
  kept: ValuedBid[];
  /** The users who placed confirmed bids, in order of their first bid (lowest id). */
  bidderUserIds: Id[];
}

export interface LotGroupOptions {
  rankings?: boolean;
  /** Top bids per lot among these (with `tops: true`). */
  tops?: boolean;
  which?: (b: BidValueFields) => boolean;
  keepIds?: ReadonlySet<Id>;
  lotsPerGroup?: number;
}

/**
 * Reads the groups once and collects what `opts` asks for. The answer is the same as over every bid at
 * once (core/reports/lot-groups.test.ts): a lot's rank and top bid depend on its own bids only, which
 * are all in its group; kept bids and first bids are ordered by id once collected.
 */
export async function figuresByLotGroups(
  repos: Repositories,
  auction: Auction,
  data: ReportData<BidValueFields>,
  opts: LotGroupOptions & { rankings: true },
): Promise<LotGroupFigures & { rankings: BidRankings }>;
export async function figuresByLotGroups(repos: Repositories, auction: Auction, data: ReportData<BidValueFields>, opts?: LotGroupOptions): Promise<LotGroupFigures>;
export async function figuresByLotGroups(repos: Repositories, auction: Auction, data: ReportData<BidValueFields>, opts: LotGroupOptions = {}): Promise<LotGroupFigures> {
  const rankings = opts.rankings ? rankingsBuilderOf(auction, data.lots) : null;
  const tops: ValuedBid[] = [];
  const kept: ValuedBid[] = [];
  const firstBid = new Map<Id, Id>();
  for await (const group of lotGroups(repos, auction, data, opts.lotsPerGroup)) {
    const { valued } = group;
    for (const v of valued) {
      const first = firstBid.get(v.bid.userId);
      if (first === undefined || v.bidId < first) firstBid.set(v.bid.userId, v.bidId);
      if (opts.keepIds?.has(v.bidId)) kept.push(v);
    }
    if (opts.tops) for (const t of topRowPerLot(opts.which ? valued.filter((v) => opts.which?.(v.bid)) : valued)) tops.push(t);
    if (rankings) {
      // (lot id, bid id) order: each lot's bids are one run.
      for (let from = 0; from < valued.length; ) {
        let to = from + 1;
        while (to < valued.length && valued[to].lotId === valued[from].lotId) to++;
        rankings.addLot(valued[from].lotId, valued.slice(from, to));
        from = to;
      }
    }
  }
  return {
    rankings: rankings ? rankings.result() : null,
    tops,
    kept: kept.sort((a, b) => a.bidId - b.bidId),
    bidderUserIds: [...firstBid].sort((a, b) => a[1] - b[1]).map(([userId]) => userId),
  };
}
