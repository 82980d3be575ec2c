/**
 * Sealed bidding: a borrower's users never receive another borrower's bids, names or counts.
 * Walks EVERY route of the contract registry with a bidder of the second borrower, after the first
 * borrower's bidder has saved and confirmed bids, and checks no answer carries any trace of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kits/test-app.test-kit';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import { methodOf } from '../kits/policy-path.test-kit';
import { extractPdfText } from '../../../pdf/pdf-text.test-kit';
import { bodyTextOf } from '../../live/sse.test-kit';
import { passRules, saveBody } from '../kits/participation.test-kit';

let t: TestApp;
let live: number;
let firstBidId: number;
let firstWireId: number;
const MARKERS = ['SECRET-ALPHA', 'ALPHA-SUPPLEMENTAL', 'bidder1', 'First Borrower Bank', 'FBB', 'superbidder'];

beforeAll(async () => {
  t = await createTestApp();
  live = t.world.auctions.live.id;
  await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
  const a = await t.signIn('bidder1');
  await passRules(t, a, live);
  const saved = await t.request('POST', `/api/auction/bidssave/${live}`, {
    token: a,
    json: saveBody([{ lotId: t.world.lots.lot1.id, basisPoints: '77', lotComment: 'SECRET-ALPHA' }, { lotId: t.world.lots.lot2.id, fixed: '1000' }], 'ALPHA-SUPPLEMENTAL'),
  });
  firstWireId = ((await saved.json()) as { id: number }[])[0].id;
  firstBidId = (await t.deps.store.bids.listByAuction(live)).find((b) => b.lotId === t.world.lots.lot1.id)!.id;
  await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token: a });
  const b = await t.signIn('bidder2');
  await passRules(t, b, live);
});
afterAll(async () => {
  await t.close();
});

const concrete = (path: string): string =>
  path
    .replace(/\{(auctionId|id)\}/g, String(live))
    .replace('{template}', 'columns')
    .replace('{approvalFlag}', 'true')
    .replace('{fileName}', 'bids')
    .replace('{service}', 'bids')
    .replace('{clientCode}', 'ACME')
    .replace('{routeName}', 'users')
    .replace('{subject}', 'Bid Invite')
    .replace(/\{[^}]+\}/g, '1');

async function textOf(res: Response): Promise<string> {
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) return bodyTextOf(res);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (type.includes('pdf')) return extractPdfText(bytes);
  return new TextDecoder().decode(bytes);
}

describe('sealed bids', () => {
  it('the bidder\'s own lists hold only its own bids, and it cannot touch another user\'s bid by id', async () => {
    const token = await t.signIn('bidder2');
    const own = (await (await t.request('POST', `/api/auction/getbids/${live}`, { token, json: 'bidder1' })).json()) as { id?: number; user?: { loginName: string } }[];
    expect(own.filter((b) => b.id !== undefined).every((b) => b.user?.loginName === 'bidder2')).toBe(true);
    // Neither the bid's wire id (had it leaked) nor its real id reaches it.
    for (const bidId of [firstWireId, firstBidId]) {
      const forged = await t.request('POST', `/api/auction/bidssave/${live}`, {
        token,
        json: saveBody([{ bidId, lotId: t.world.lots.lot1.id, basisPoints: '1' }]),
      });
      expect(forged.status).toBe(404);
    }
    expect((await t.deps.store.bids.get(firstBidId))?.basisPointGuarantee).toBe('77');
  });
  it('no endpoint gives a bidder of another borrower any trace of the first borrower\'s bids', async () => {
    const token = await t.signIn('bidder2');
    const seen: string[] = [];
    for (const e of CONTRACT_ROUTES) {
      if (e.path === '/auction/logout') continue;
      const path = concrete(e.path);
      const json = e.path.startsWith('/auction/bidssave')
        ? saveBody([{ lotId: t.world.lots.lot1.id, basisPoints: '5' }], 'bravo', null, 'bidder1')
        : e.path.startsWith('/pdf/export')
          ? { auctionName: 'Live Auction' }
          : e.method === 'post'
            ? { auctionId: live, id: firstBidId, loginName: 'bidder1' }
            : undefined;
      const res = await t.request(methodOf(e), `/api${path}`, { token, json });
      const text = await textOf(res);
      seen.push(`${methodOf(e)} ${path} ${res.status}`);
      for (const m of MARKERS) expect(text, `${methodOf(e)} ${path} (${res.status}) leaks ${m}`).not.toContain(m);
    }
    expect(seen.length).toBeGreaterThan(90);
    // The bidder's own endpoints really answered (the walk is not just a wall of 403s).
    for (const ok of [
      `POST /auction/getbids/${live} 200`,
      `POST /auction/bidssave/${live} 200`,
      `POST /auction/bidsconfirm/${live} 200`,
      `POST /auction/templatedata/${live} 200`,
      'POST /pdf/export/bids 200',
      'GET /auction/findInfocenter 200',
    ]) expect(seen).toContain(ok);
  });

});
