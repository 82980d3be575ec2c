import { beforeEach, describe, expect, it } from 'vitest';
import { testAppForEachTest } from '../../tests/kits/test-app-lifecycle.test-kit';
import { MSG } from '../../../../core/domain/messages';
import { generateAwards } from '../../../../core/awards/award-service';
import { asActor, placeAwardWorldBids } from '../../tests/kits/participation.test-kit';
import { AwardProposal } from '../../../../contract/awards';

const t = testAppForEachTest();
let live: number;
let bids: { lot1: number; lot2: number; combo: number };
let awarder: string;

beforeEach(async () => {
  live = t.world.auctions.live.id;
  bids = await placeAwardWorldBids(t);
  awarder = await t.signIn('awarder');
});

const call = (method: string, path: string, json?: unknown, token = awarder) => t.request(method, `/api/award/auctions/${live}${path}`, { token, json });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('awards', () => {
  it('refuses to save, generate or confirm awards while the auction is live', async () => {
    t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate) - 1);
    const save = await call('POST', '/awardssave', [[-1, bids.lot1, t.world.lots.lot1.id], []]);
    expect(save.status).toBe(409);
    expect(await errorOf(save)).toBe(MSG.AWARDS_BEFORE_END);
    expect(await generateAwards(t.deps, asActor(t.world.users.awarder), live)).toMatchObject({ ok: false, message: MSG.AWARDS_BEFORE_END });
    expect(await errorOf(await call('POST', '/confirm'))).toBe(MSG.AWARDS_BEFORE_END);
    expect(await t.deps.store.awards.listByAuction(live)).toEqual([]);
    expect((await t.deps.store.auctions.get(live))?.awardConfirmFlag).toBe(false);
  });

  it('lists the confirmed bids of every borrower with their values', async () => {
    const res = await call('GET', '/getbids');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { bidId: number; totalBidValue: string; bidder: string }[];
    expect(rows.map((r) => [r.bidId, r.totalBidValue, r.bidder])).toEqual([
      [bids.lot1, '25000.00', 'First Borrower Bank'],
      [bids.lot2, '30000.00', 'First Borrower Bank'],
      [bids.combo, '60000.00', 'Second Street Securities'],
    ]);
  });

  it('refuses an award set in which two bids cover one lot, also through a combo', async () => {
    const { lot1, combo } = t.world.lots;
    const overlap = await call('POST', '/awardssave', [[-1, bids.lot1, lot1.id], [-1, bids.combo, combo.id], []]);
    expect(overlap.status).toBe(400);
    expect(await errorOf(overlap)).toBe(MSG.AWARDS_OVERLAP);
    const same = await call('POST', '/awardssave', [[-1, bids.lot1, lot1.id], [-1, bids.lot1, lot1.id], []]);
    expect(await errorOf(same)).toBe(MSG.AWARDS_OVERLAP);
    const wrongLot = await call('POST', '/awardssave', [[-1, bids.lot1, combo.id], []]);
    expect(wrongLot.status).toBe(400);
    expect(await errorOf(wrongLot)).toBe(MSG.UNABLE_TO_SAVE);
    expect(await t.deps.store.awards.listByAuction(live)).toEqual([]);
  });

  it('saves, replaces, confirms, locks, unconfirms with a reason and keeps the history', async () => {
    const { lot1, lot2, combo } = t.world.lots;
    const saved = await call('POST', '/awardssave', [[-1, bids.lot1, lot1.id], [-1, bids.lot2, lot2.id], []]);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { message: string }).message).toBe(MSG.SAVED_BIDS_SELECTED);
    const awards = (await (await call('GET', '/getawards')).json()) as { id: number; bidId: number; lotId: number; totalBidValue: string }[];
    expect(awards.map((a) => a.bidId)).toEqual([bids.lot1, bids.lot2]);

    // Adding the combo while the single lots stay awarded overlaps; replacing them works.
    expect((await call('POST', '/awardssave', [[-1, bids.combo, combo.id], []])).status).toBe(400);
    const replaced = await call('POST', '/awardssave', [[-1, bids.combo, combo.id], awards.map((a) => a.id)]);
    expect(replaced.status).toBe(200);
    expect(((await (await call('GET', '/getawards')).json()) as { bidId: number }[]).map((a) => a.bidId)).toEqual([bids.combo]);

    const confirmed = await call('POST', '/confirm');
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { message: string }).message).toBe(MSG.AWARDS_SUCCESSFULLY_CONFIRMED);
    expect((await t.deps.store.auctions.get(live))?.awardConfirmFlag).toBe(true);
    const locked = await call('POST', '/awardssave', [[-1, bids.lot1, lot1.id], []]);
    expect(locked.status).toBe(409);
    expect(await errorOf(locked)).toBe(MSG.AWARDS_CONFIRMED_LOCKED);
    const again = await call('POST', '/confirm');
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(MSG.AWARDS_ALREADY_CONFIRMED);

    const tooLong = await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, body: 'x'.repeat(901), headers: { 'content-type': 'text/plain' } });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toBe(MSG.UNCONFIRM_REASON_TOO_LONG);
    const un = await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, body: '', headers: { 'content-type': 'text/plain' } });
    expect(un.status).toBe(200);
    expect(((await un.json()) as { message: string }).message).toBe(MSG.AWARDS_SUCCESSFULLY_UNCONFIRMED);
    const unAgain = await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, json: 'why' });
    expect(await errorOf(unAgain)).toBe(MSG.UNABLE_TO_UNCONFIRM_AWARDS);
    await call('POST', '/confirm');
    await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, json: { reason: 'Client asked for a review' } });

    const history = await t.deps.store.awards.listHistory(live);
    expect(history.map((h) => [h.action, h.reason])).toEqual([
      ['CONFIRM', null],
      ['UNCONFIRM', ' '],
      ['CONFIRM', null],
      ['UNCONFIRM', 'Client asked for a review'],
    ]);
    expect(history.every((h) => h.userId === t.world.users.awarder.id)).toBe(true);
  });

  it('answers the award history with who, when and why, for the Award role only', async () => {
    const { lot1 } = t.world.lots;
    expect(((await (await call('GET', '/history')).json()) as unknown[]).length).toBe(0);
    await call('POST', '/awardssave', [[-1, bids.lot1, lot1.id], []]);
    await call('POST', '/confirm');
    t.clock.advance(60_000);
    await t.request('POST', `/api/award/auctions/${live}/unconfirm`, { token: awarder, body: 'Wrong lot awarded', headers: { 'content-type': 'text/plain' } });
    const res = await call('GET', '/history');
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { action: string; reason: string | null; loginName: string; at: string }[];
    expect(entries.map((e) => [e.action, e.reason, e.loginName])).toEqual([
      ['CONFIRM', null, t.world.users.awarder.loginName],
      ['UNCONFIRM', 'Wrong lot awarded', t.world.users.awarder.loginName],
    ]);
    expect(Date.parse(entries[1].at) - Date.parse(entries[0].at)).toBe(60_000);
    for (const login of ['manager', 'bidder1', 'client']) expect((await call('GET', '/history', undefined, await t.signIn(login))).status, login).toBe(403);
  });

  it('is for the Award role only', async () => {
    for (const login of ['manager', 'reporter', 'bidder1', 'client']) {
      expect((await call('GET', '/getbids', undefined, await t.signIn(login))).status, login).toBe(403);
    }
  });

  it('generateAwards (the CLI\'s service) picks the top bids without overlaps', async () => {
    const r = await generateAwards(t.deps, asActor(t.world.users.awarder), live);
    expect(r.ok).toBe(true);
    // The combo (60,000) beats lots 1+2 together (55,000) or is compared per lot by core/awards; never both.
    const awarded = (await t.deps.store.awards.listByAuction(live)).map((a) => a.bidId).sort();
    expect([[bids.combo], [bids.lot1, bids.lot2].sort()]).toContainEqual(awarded);
  });
});

/** POST /optimize: proposes the optimal award, saves nothing, honours caps and says what they cost. */
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
