/**
 * POST /api/award/auctions/{id}/optimize (issue 15): proposes the optimal award, saves nothing,
 * honours caps and says what they cost, refuses bad input with a clear 400.
 * The world: First Borrower Bank bids 25,000.00 on lot 1 and 30,000.00 on lot 2; Second Street
 * Securities 60,000.00 on the combo of lots 1 and 2.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { AwardProposal } from '../../../contract/awards';
import { passRules, saveBody } from './participation-test-kit';

let t: TestApp;
let live: number;
let bids: { lot1: number; lot2: number; combo: number };
let awarder: string;

beforeEach(async () => {
  t = await createTestApp();
  live = t.world.auctions.live.id;
  const { lot1, lot2, combo } = t.world.lots;
  await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
  const place = async (login: string, rows: Parameters<typeof saveBody>[0]) => {
    const token = await t.signIn(login);
    await passRules(t, token, live);
    const res = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody(rows) });
    await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token });
    return ((await res.json()) as { id: number; lotId: number }[]).filter((b) => b.lotId !== undefined);
  };
  const one = await place('bidder1', [{ lotId: lot1.id, basisPoints: '100' }, { lotId: lot2.id, fixed: '30000' }]);
  const two = await place('bidder2', [{ lotId: combo.id, fixed: '60000' }]);
  bids = { lot1: one[0]!.id, lot2: one[1]!.id, combo: two[0]!.id };
  t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate));
  awarder = await t.signIn('awarder');
});
afterEach(async () => {
  await t.close();
});

const optimize = (json: unknown, token = awarder) => t.request('POST', `/api/award/auctions/${live}/optimize`, { token, json });

describe('award optimiser API', () => {
  it('proposes the optimal award beside the preselection and saves nothing', async () => {
    const res = await optimize({});
    expect(res.status).toBe(200);
    const proposal = AwardProposal.parse(await res.json());
    expect(proposal).toMatchObject({
      selectedBidIds: [bids.combo],
      total: '60000.00',
      preselectionBidIds: [bids.combo],
      preselectionTotal: '60000.00',
      preselectionWithinCaps: true,
      gain: '0.00',
      proven: true,
      gap: '0.00',
      capCosts: [],
    });
    expect(proposal.awards.map((r) => [r.bidId, r.bidder, r.totalBidValue])).toEqual([[bids.combo, 'Second Street Securities', '60000.00']]);
    expect(await t.deps.store.awards.listByAuction(live)).toEqual([]);
  });

  it('honours a cap and says what it costs', async () => {
    const res = await optimize({ caps: [{ borrower: 'sss', lots: 1 }, { borrower: 'First Borrower Bank', marketValue: '100000000' }], timeLimitSeconds: 5 });
    expect(res.status).toBe(200);
    const proposal = AwardProposal.parse(await res.json());
    expect(proposal).toMatchObject({
      selectedBidIds: [bids.lot1, bids.lot2],
      total: '55000.00',
      preselectionTotal: '60000.00',
      preselectionWithinCaps: false,
      gain: '-5000.00',
      proven: true,
    });
    expect(proposal.capCosts).toEqual([
      { borrower: 'First Borrower Bank', kind: 'marketValue', limit: '100000000.00', used: expect.any(String), cost: '0.00', binding: false, proven: true },
      { borrower: 'Second Street Securities', kind: 'lots', limit: '1', used: '0', cost: '5000.00', binding: true, proven: true },
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ timeLimitSeconds: 0 }, 'The time limit must be more than 0 seconds.'],
      [{ timeLimitSeconds: 61 }, 'The time limit is at most 60 seconds.'],
      [{ caps: [{ borrower: 'SSS' }] }, 'A cap needs marketValue and/or lots.'],
      [{ caps: [{ borrower: 'SSS', marketValue: '12.345' }] }, 'A market value cap is an amount with at most 2 decimals, e.g. 25000000.00.'],
      [{ caps: [{ borrower: 'SSS', lots: -1 }] }, 'A lot cap cannot be negative.'],
      [{ caps: [{ borrower: 'SSS', lots: 1 }, { borrower: 'sss', lots: 2 }] }, 'Give each borrower one cap entry (marketValue and lots together).'],
      [{ caps: [{ borrower: 'Nobody Ltd', lots: 1 }] }, 'No borrower "Nobody Ltd" has confirmed bids in this auction.'],
      [{ timeLimit: 5 }, 'Unrecognized key: "timeLimit"'],
    ];
    for (const [body, message] of cases) {
      const res = await optimize(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await t.deps.store.awards.listByAuction(live)).toEqual([]);
  });

  it('is for the AWARD role only', async () => {
    expect((await optimize({}, await t.signIn('reporter'))).status).toBe(403);
    expect((await t.request('POST', '/api/award/auctions/999999/optimize', { token: awarder, json: {} })).status).toBe(404);
  });
});
