// Read a group of lots at a time, the rankings, top bids, kept (awarded) bids and bidders answer exactly
// what they answer over every bid at once, whatever the group size, with combo lots spanning lots of
// other groups, ties, lots in other currencies and lot ids of another auction between this one's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Auction, BidValueFields, Borrower, Id, Lot, User } from '../domain/entities';
import type { Repositories } from '../ports/repositories';
import { NO_BID_AMOUNTS } from '../domain/bid-kinds';
import { makeAuction, makeLot } from '../../fixtures/builders';
import { topRowPerLot } from '../awards/award-rules';
import { rankingsOf } from './bid-rankings-report';
import { figuresByLotGroups } from './lot-groups';
import { valuedBidsOf, type ReportData } from './overview-rows';

const auction: Auction = { id: 7, ...makeAuction({ clientId: 1, allInFlag: true }) };

/** The one read the groups make, over a list of bids (the store's query is checked by the store contract). */
function storeOf(bids: readonly (BidValueFields & { auctionId: Id })[]): { repos: Repositories; reads: Id[][] } {
  const reads: Id[][] = [];
  const reports = {
    listConfirmedBidValuesOfLotRange: async (auctionId: Id, after: Id, last: Id) => {
      const page = bids
        .filter((b) => b.auctionId === auctionId && b.lotId > after && b.lotId <= last)
        .sort((a, b) => a.lotId - b.lotId || a.id - b.id)
        .map(({ auctionId: _, ...b }) => b);
      reads.push(page.map((b) => b.id));
      return page;
    },
  };
  return { repos: { reports } as unknown as Repositories, reads };
}

const amountArb = fc.oneof(
  fc.record({ basisPointGuarantee: fc.constantFrom('10.00', '25.00', '25.50', '40.00') }),
  fc.record({ fixed: fc.constantFrom('1000.00', '25000.00', '61250.00', '250000.00') }),
  fc.record({ allIn: fc.constantFrom('99.50', '100.25', '101.00') }),
);

const worldArb = fc
  .record({
    // Lot ids ascending with gaps; `other` marks a lot of another auction between this one's.
    lots: fc.array(
      fc.record({ gap: fc.integer({ min: 1, max: 3 }), other: fc.boolean(), currency: fc.constantFrom('USD', 'USD', 'EUR'), est: fc.boolean(), num: fc.constantFrom('1', '2', '10', '10A', 'X') }),
      { minLength: 1, maxLength: 14 },
    ),
    combos: fc.array(fc.array(fc.nat(13), { minLength: 2, maxLength: 4 }), { maxLength: 4 }),
    bids: fc.array(
      fc.record({ lot: fc.nat(40), user: fc.integer({ min: 1, max: 4 }), day: fc.integer({ min: 1, max: 3 }), amount: amountArb }),
      { maxLength: 60 },
    ),
    lotsPerGroup: fc.integer({ min: 1, max: 20 }),
    keep: fc.array(fc.nat(60), { maxLength: 8 }),
    allInOnly: fc.boolean(),
  })
  .map((w) => {
    let id = 0;
    const lots: Lot[] = [];
    const others: Id[] = [];
    for (const [i, l] of w.lots.entries()) {
      id += l.gap;
      if (l.other) {
        others.push(id);
        continue;
      }
      lots.push({ id, ...makeLot({ auctionId: auction.id, lotNumber: `${l.num}-${i}`, currency: l.currency, fxRate: l.currency === 'USD' ? '1' : '1.0825', eslBps: l.est ? '15.00' : null }) });
    }
    const singles = lots.filter((l) => !l.comboFlag);
    // Combo lots after the single lots, spanning single lots of any group.
    for (const spans of singles.length < 2 ? [] : w.combos) {
      const covered = [...new Set(spans.map((k) => singles[k % singles.length].id))];
      if (covered.length < 2) continue;
      id += 1;
      lots.push({ id, ...makeLot({ auctionId: auction.id, lotNumber: `C${id}`, comboFlag: true, comboLotIds: covered }) });
    }
    const targets = [...lots.map((l) => ({ lotId: l.id, auctionId: auction.id })), ...others.map((lotId) => ({ lotId, auctionId: auction.id + 1 }))];
    const bids = w.bids.map((b, i) => ({
      ...NO_BID_AMOUNTS,
      ...b.amount,
      ...targets[b.lot % targets.length],
      id: i + 1,
      borrowerId: b.user,
      userId: 100 + b.user,
      bidDate: `2026-12-0${b.day}T15:00:00.000Z`,
    }));
    return { lots, bids, lotsPerGroup: w.lotsPerGroup, keepIds: new Set(w.keep), allInOnly: w.allInOnly };
  });

const borrowers = new Map<Id, Borrower>([1, 2, 3, 4].map((n) => [n, { id: n, companyName: `Borrower ${n}` } as Borrower]));
const users = new Map<Id, User>();

describe('figures read by lot group', () => {
  it('equal the figures over every bid at once', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async ({ lots, bids, lotsPerGroup, keepIds, allInOnly }) => {
        const own = bids.filter((b) => b.auctionId === auction.id).map(({ auctionId: _, ...b }) => b);
        const data: ReportData<BidValueFields> = { lots, bids: own, borrowers, users };
        const { repos, reads } = storeOf(bids);
        const which = allInOnly ? (b: BidValueFields) => b.allIn !== null : undefined;
        const paged = await figuresByLotGroups(repos, auction, { ...data, bids: [] }, { rankings: true, tops: true, which, keepIds, lotsPerGroup });

        const whole = valuedBidsOf(data, auction.currency);
        expect(paged.rankings).toEqual(rankingsOf(auction, data, whole));
        expect(paged.tops).toEqual(topRowPerLot(which ? whole.filter((v) => which(v.bid)) : whole));
        expect(paged.kept).toEqual(whole.filter((v) => keepIds.has(v.bidId)));
        expect(paged.bidderUserIds).toEqual([...new Set(own.map((b) => b.userId))]);
        // One read per group of lots, each holding only its lots' bids.
        expect(reads.length).toBe(Math.ceil(lots.length / lotsPerGroup));
      }),
      { numRuns: 300 },
    );
  });

  it('reads each group\'s bids once, and no more of them than the group\'s lots have', async () => {
    const lots: Lot[] = [1, 2, 3, 4, 5].map((id) => ({ id, ...makeLot({ auctionId: auction.id }) }));
    const bids = lots.flatMap((l) => [1, 2].map((k) => ({ ...NO_BID_AMOUNTS, basisPointGuarantee: '20.00', id: l.id * 10 + k, lotId: l.id, auctionId: auction.id, borrowerId: k, userId: 100 + k, bidDate: '2026-12-01T15:00:00.000Z' })));
    const { repos, reads } = storeOf(bids);
    await figuresByLotGroups(repos, auction, { lots, bids: [], borrowers, users }, { rankings: true, lotsPerGroup: 2 });
    expect(reads).toEqual([[11, 12, 21, 22], [31, 32, 41, 42], [51, 52]]);
  });
});
