/**
 * Issue 26, "say what happened", at the HTTP edge: an empty sheet and a guarantee without a bid are
 * refused with their messages and save nothing, a confirm with nothing saved says so, a not-started
 * auction tells its approved bidder when it opens, the super bidder learns whom it bids for, and the
 * confirmation e-mail of a super bidder's confirm reaches the bidder of record.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.test-kit';
import { auctionNotOpenYet, MSG, NO_SAVED_BIDS_TO_CONFIRM } from '../../../core/domain/messages';
import { minBalanceWithoutBid, NO_BIDS_ON_SHEET } from '../../../core/bids/sheet-completeness';
import { formatEst } from '../../../core/clock/eastern-format';
import { RulesFlags } from '../../../contract/bidding';
import { outboxMails, passRules, saveBody } from './participation.test-kit';

let t: TestApp;
let live: number;
let lot1: number;
let lot2: number;
beforeEach(async () => {
  t = await createTestApp();
  live = t.world.auctions.live.id;
  lot1 = t.world.lots.lot1.id;
  lot2 = t.world.lots.lot2.id;
});
afterEach(async () => {
  await t.close();
});

const post = (path: string, token: string, json?: unknown) => t.request('POST', `/api${path}`, { token, json });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('an empty sheet and a guarantee without a bid', () => {
  it('refuses a save without any bid, and saves nothing', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    // The lots' placeholders, as the sheet posts them when nothing was typed.
    const res = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1 }, { lotId: lot2 }], 'a comment alone'));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(NO_BIDS_ON_SHEET);
    expect(await t.deps.store.bids.listByAuction(live)).toEqual([]);
    expect(await t.deps.store.bids.getSupplemental(live, t.world.users.bidder1.id)).toBeNull();
  });

  it('refuses a Minimum Balance Gtee without a bid, naming the lot and pointing at the cell', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    const res = await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }, { lotId: lot2, minBalance: '500000' }]));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields?: Record<string, string> };
    expect(body.error).toBe(minBalanceWithoutBid(t.world.lots.lot2));
    expect(body.error).toContain('lot 2 (US Small Cap)');
    expect(await t.deps.store.bids.listByAuction(live)).toEqual([]);
  });

  it('says there is nothing to confirm when no bid was saved', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    const res = await post(`/auction/bidsconfirm/${live}`, token);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(NO_SAVED_BIDS_TO_CONFIRM);
  });
});

describe('a not-started auction', () => {
  it('tells an approved bidder when bidding opens, in New York time; a stranger still learns nothing', async () => {
    const upcoming = t.world.auctions.upcoming;
    await t.deps.store.invitees.approve(upcoming.id, [t.world.borrowers.first.id]);
    const res = await post(`/auction/enterbids/${upcoming.id}`, await t.signIn('bidder1'));
    expect(res.status).toBe(409);
    const message = await errorOf(res);
    expect(message).toBe(auctionNotOpenYet(formatEst(upcoming.auctionStartDate)));
    expect(message).toMatch(/opens at \d{4}-\d{2}-\d{2} \d{2}:\d{2} EST \(New York time\)/);
    const stranger = await post(`/auction/enterbids/${upcoming.id}`, await t.signIn('bidder2'));
    expect(await errorOf(stranger)).toBe(MSG.NO_LOTS_TO_BID_ON);
  });
});

describe('the super bidder and the bidder of record', () => {
  it('names the bidder of record in the rules flags of a super bidder only', async () => {
    const flags = RulesFlags.array().parse(await (await post(`/auction/getAcceptRules/${live}`, await t.signIn('superbidder'))).json());
    expect(flags[0].bidderOfRecord).toEqual({ loginName: 'bidder1', firstName: 'Bidder1', lastName: 'Tester', borrowerName: t.world.borrowers.first.companyName });
    const own = RulesFlags.array().parse(await (await post(`/auction/getAcceptRules/${live}`, await t.signIn('bidder1'))).json());
    expect(own[0].bidderOfRecord).toBeUndefined();
  });

  it('e-mails the confirmation of a super bidder\'s confirm to the bidder of record, the super bidder in copy', async () => {
    const token = await t.signIn('superbidder');
    await passRules(t, token, live);
    expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }]))).status).toBe(200);
    expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(200);
    const res = await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/Live_Auction_Bids`, { token, form: new FormData() });
    expect(res.status).toBe(200);
    const [mail] = await outboxMails(t);
    expect(mail.to).toEqual(['bidder1@example.com']);
    expect(mail.cc).toEqual(['superbidder@example.com']);
    expect(mail.text).toContain('on your behalf by superbidder');
    expect(mail.attachments).toHaveLength(1);
  });

  it('e-mails a bidder\'s own confirmation to the bidder alone', async () => {
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    expect((await post(`/auction/bidssave/${live}`, token, saveBody([{ lotId: lot1, basisPoints: '10' }]))).status).toBe(200);
    expect((await post(`/auction/bidsconfirm/${live}`, token)).status).toBe(200);
    expect((await t.request('POST', `/api/auction/sendConfirmationEmail/${live}/x`, { token, form: new FormData() })).status).toBe(200);
    const [mail] = await outboxMails(t);
    expect([mail.to, mail.cc]).toEqual([['bidder1@example.com'], []]);
    expect(mail.text).not.toContain('on your behalf');
  });
});
