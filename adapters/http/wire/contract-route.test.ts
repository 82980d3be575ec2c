/**
 * Strict answers: a contract route sends only the members its response schema declares. In
 * production an undeclared member is left out before anything is sent (the bid wizard's SavedBid, a
 * streamed report of thousands of rows); in the contract tests (`validateResponses`) the handler's
 * value that carried it is a 500 with a log line naming the route and the member.
 */
import type { MiddlewareHandler } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, Principal } from '../context';
import { registerRoute, type ContractHandler } from './contract-route';
import { gatedApi } from '../gates/route-gates';
import { STREAMED_ITEMS } from './json-stream';
import { savedBid } from '../tests/kits/contract-answers.test-kit';
import { biddingRoutes } from '../../../contract/bidding';
import { reportRoutes } from '../../../contract/reports';
import type { ContractRoute } from '../../../contract/route';

/** A caller the route's gate lets through: every bearer token is a bidder who also holds the Report role. */
const caller = { user: { id: 7 }, roles: ['BIDDER', 'REPORT'], tokenId: 1, mfaPending: false } as unknown as Principal;
const pass: MiddlewareHandler<AppEnv> = (_c, next) => next();

/**
 * An app with one contract route, signed in as `caller`; `validateResponses` as the test app (true) or
 * production (false) sets it.
 */
function appWith<R extends ContractRoute>(route: R, handler: ContractHandler<R>, validateResponses: boolean) {
  const api = gatedApi({ authenticate: async () => caller, quota: pass, heavy: pass });
  api.use('*', async (c, next) => {
    c.set('validateResponses', validateResponses);
    await next();
  });
  registerRoute(api, route, handler);
  return { request: (path: string, init: RequestInit = {}) => api.request(path, { ...init, headers: { authorization: 'Bearer any' } }) };
}

const supplemental = { supplementalId: 5, bidderComments: 'Thanks', bidderCommentsConfirmed: null, receipt: null };

/** A bid list whose bid carries a rival's top bid (a field the contract does not declare). */
const leakyBidList: ContractHandler<typeof biddingRoutes.bids> = async () => ({
  ok: true,
  value: [{ ...savedBid(), rivalTopBid: '42.00' } as ReturnType<typeof savedBid>, supplemental],
});

/** Full Bid Details rows past the streaming threshold, each with an undeclared member. */
const ROWS = STREAMED_ITEMS + 700;
const row = (i: number) => ({
  reportId: i + 1,
  bidId: i + 1,
  lotId: i + 1,
  comboLotId: [],
  comboFlag: false,
  lotNumber: `L-${i}`,
  lotName: `Lot ${i}`,
  lotSize: '1000000.00',
  currency: 'USD',
  termDays: 90,
  eslEstimate: null,
  eslBps: null,
  borrowerId: 2,
  userId: 7,
  bidder: 'Borrower One',
  bidderLoginName: 'bidder1',
  collateralType: 'Cash',
  fixedCashBid: null,
  bpsBid: '10.50',
  annualizedBid: '1050.00',
  bidKind: 'BPS' as const,
  allInBid: null,
  allInBidValue: null,
  balGtee: null,
  cashUpside: '0',
  totalBidValue: '1050.00',
  comments: '',
  superBidderId: null,
  bidDate: '2026-11-22T15:00:00.000Z',
  awardAnalysis: '',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('strict answers of contract routes', () => {
  it('production: the undeclared member of a SavedBid is not sent; the declared ones are, byte for byte', async () => {
    const res = await appWith(biddingRoutes.bids, leakyBidList, false).request('/auction/getbids/1', { method: 'POST' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('rivalTopBid');
    expect(text).toBe(JSON.stringify([savedBid(), supplemental]));
  });

  it('contract tests: the same answer is a 500 whose log line names the route and the member', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appWith(biddingRoutes.bids, leakyBidList, true).request('/auction/getbids/1', { method: 'POST' });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain('0.rivalTopBid: undeclared field');
    expect(JSON.stringify(body)).not.toContain('42.00');
    const line = JSON.parse(String(log.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', route: 'POST /auction/getbids/{auctionId}', mismatch: ['0.rivalTopBid: undeclared field'] });
  });

  it('contract tests: an answer with only declared members passes', async () => {
    const res = await appWith(biddingRoutes.bids, async () => ({ ok: true, value: [savedBid(), supplemental] }), true).request('/auction/getbids/1', { method: 'POST' });
    expect(res.status).toBe(200);
  });

  describe('a streamed long list', () => {
    const fullBidDetails = reportRoutes.fullBidDetails;
    const leaky: ContractHandler<typeof fullBidDetails> = async () => ({
      ok: true,
      value: { rows: Array.from({ length: ROWS }, (_, i) => ({ ...row(i), internalScore: i })), additionalComments: [], warning: '', debug: 'x' } as never,
    });

    it('production: each item is stripped as it is written, and the list is streamed', async () => {
      const res = await appWith(fullBidDetails, leaky, false).request('/report/auctions/1/full-bid-details');
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain('internalScore');
      expect(text).not.toContain('debug');
      const body = JSON.parse(text) as { rows: unknown[] };
      expect(body.rows).toHaveLength(ROWS);
      expect(body).toEqual({ rows: Array.from({ length: ROWS }, (_, i) => row(i)), additionalComments: [], warning: '' });
    });

    it('contract tests: a 500 naming the members', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await appWith(fullBidDetails, leaky, true).request('/report/auctions/1/full-bid-details');
      expect(res.status).toBe(500);
      expect(String(log.mock.calls[0]?.[0])).toContain('rows.0.internalScore: undeclared field');
    });
  });

  it('an object where the schema declares a value is a 500, never sent (production too)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler: ContractHandler<typeof biddingRoutes.bids> = async () => ({
      ok: true,
      value: [savedBid({ lotSpecificComments: { rivalTopBid: '42.00' } as unknown as string }), supplemental],
    });
    const res = await appWith(biddingRoutes.bids, handler, false).request('/auction/getbids/1', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('42.00');
  });
});
