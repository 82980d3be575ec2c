// Exclusives ending soon: which awarded lots the staff home page lists, at the window's edges, and to whom.
import { beforeAll, describe, expect, it } from 'vitest';
import { useCaseWorldForAllTests } from '../../fixtures/use-case-world.test-kit';
import { makeAuction, makeBid, makeLot } from '../../fixtures/builders';
import { easternMidnightOf } from '../clock/eastern-time';
import { exclusivesEndingSoon } from './exclusives-ending';

// 2026-11-22 in New York, late evening: still the 22nd there, already the 23rd in UTC.
const w = useCaseWorldForAllTests({ now: '2026-11-23T03:30:00.000Z' });

/** An ended auction whose lot 1 is awarded to the first borrower (confirmed or not), its term ending on `termEnd`. */
async function awardedAuction(name: string, termEnd: string, confirmed = true) {
  const s = w.deps.store;
  const auction = await s.auctions.create(
    makeAuction({
      auctionName: name,
      clientId: w.world.clients.acme.id,
      auctionStartDate: '2026-01-05T14:00:00.000Z',
      auctionEndDate: '2026-01-05T17:00:00.000Z',
      termStartDate: '2026-01-07T05:00:00.000Z',
      termEndDate: easternMidnightOf(termEnd) as string,
    }),
  );
  const lot = await s.lots.create(makeLot({ auctionId: auction.id, lotNumber: '1', lotName: `${name} lot` }));
  await s.lots.create(makeLot({ auctionId: auction.id, lotNumber: '2', lotName: 'Not awarded' }));
  const bid = await s.bids.insert(makeBid({ auctionId: auction.id, lotId: lot.id, borrowerId: w.world.borrowers.first.id, userId: w.world.users.bidder1.id, confirmed: true }));
  await s.awards.save(auction.id, [{ bidId: bid.id, lotId: lot.id }], []);
  if (confirmed) await s.auctions.setAwardConfirmFlag(auction.id, true);
  return { auction, lot };
}

let inThirty: Awaited<ReturnType<typeof awardedAuction>>;
let today: Awaited<ReturnType<typeof awardedAuction>>;

beforeAll(async () => {
  inThirty = await awardedAuction('Thirty days', '2026-12-22');
  await awardedAuction('Thirty-one days', '2026-12-23');
  today = await awardedAuction('Ends today', '2026-11-22');
  await awardedAuction('Ended yesterday', '2026-11-21');
  await awardedAuction('Not confirmed', '2026-12-01', false);
});

describe('auctions.exclusivesEndingSoon', () => {
  it('lists the confirmed awards whose term ends from today through today + 30 days (New York), soonest first', async () => {
    const r = await exclusivesEndingSoon(w.deps, w.actor('manager'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual([
      {
        auctionId: today.auction.id,
        auctionName: 'Ends today',
        clientName: w.world.clients.acme.clientName,
        lotId: today.lot.id,
        lotNumber: '1',
        lotName: 'Ends today lot',
        borrowerId: w.world.borrowers.first.id,
        borrowerName: w.world.borrowers.first.companyName,
        termEndDate: '2026-11-22',
        daysLeft: 0,
      },
      expect.objectContaining({ auctionId: inThirty.auction.id, lotId: inThirty.lot.id, termEndDate: '2026-12-22', daysLeft: 30 }),
    ]);
  });

  it('is for the staff who see every award: a borrower or a client is refused', async () => {
    for (const login of ['relations', 'reporter', 'awarder']) expect((await exclusivesEndingSoon(w.deps, w.actor(login))).ok).toBe(true);
    for (const login of ['bidder1', 'superbidder', 'aic', 'client']) {
      expect(await exclusivesEndingSoon(w.deps, w.actor(login))).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    }
  });
});
