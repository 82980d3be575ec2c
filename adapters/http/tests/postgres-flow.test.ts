/**
 * The participation flow end to end on PostgreSQL (run when DATABASE_URL is a postgres URL, in a
 * fresh schema dropped afterwards): bids saved and confirmed, reports, awards, workbook.
 * SQLite runs every other participation test.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../../kysely/engines.test-kit';
import { createTestApp, type TestApp } from './kits/test-app.test-kit';
import { MSG } from '../../../core/domain/messages';
import { passRules, saveBody } from './kits/participation.test-kit';

const url = POSTGRES_URL ?? '';
const schema = `participation_${process.pid}_${Date.now()}`;
let t: TestApp;

describe.skipIf(!POSTGRES_URL)('participation on PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_URL: url, DATABASE_SCHEMA: schema } });
  });
  afterAll(async () => {
    await t?.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it('saves, confirms, reports and awards with exact decimals', async () => {
    expect(t.deps.store.engine).toBe('postgres');
    const live = t.world.auctions.live.id;
    const { lot1, lot2 } = t.world.lots;
    const token = await t.signIn('bidder1');
    await passRules(t, token, live);
    const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody([{ lotId: lot1.id, basisPoints: '10.25' }, { lotId: lot2.id, fixed: '1,234,567.89' }]) });
    expect(saved.status).toBe(200);
    const bids = (await saved.json()) as { id: number; basisPointGuarantee: string | null; fixed: string | null; estimatedBid: string }[];
    expect(bids.slice(0, 2).map((b) => [b.basisPointGuarantee, b.fixed, b.estimatedBid])).toEqual([
      ['10.25', null, '2562.50'],
      [null, '1234567.89', '1234567.89'],
    ]);
    expect((await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token })).status).toBe(200);
    const again = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody([{ lotId: lot1.id, basisPoints: '1' }]) });
    expect(((await again.json()) as { error: string }).error).toBe(MSG.BIDS_ALREADY_CONFIRMED);

    t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate)); // awards come after the end
    const reporter = await t.signIn('reporter');
    const rows = (await (await t.request('GET', `/api/report/auctions/${live}/bids`, { token: reporter })).json()) as { totalBidValue: string }[];
    expect(rows.map((r) => r.totalBidValue)).toEqual(['2562.50', '1234567.89']);
    const awarder = await t.signIn('awarder');
    // Staff name bids by their real ids (the bidder saw opaque ones).
    const stored = await t.deps.store.bids.listByAuction(live);
    const realId = (lotId: number) => stored.find((b) => b.lotId === lotId)!.id;
    expect(stored.map((b) => b.id)).not.toContain(bids[0].id);
    const save = await t.request('POST', `/api/award/auctions/${live}/awardssave`, { token: awarder, json: [[-1, realId(lot1.id), lot1.id], [-1, realId(lot2.id), lot2.id], []] });
    expect(save.status).toBe(200);
    expect((await t.request('POST', `/api/award/auctions/${live}/confirm`, { token: awarder })).status).toBe(200);
    // The confirmation made a loan per awarded lot (no holdings here), with its fee as an exact decimal.
    const loans = (await (await t.request('GET', `/api/loans/auctions/${live}`, { token: reporter })).json()) as { lotId: number; status: string; terms: { fee: { bps: string | null } } }[];
    expect(loans.map((l) => [l.lotId, l.status])).toEqual([
      [lot1.id, 'ACTIVE'],
      [lot2.id, 'ACTIVE'],
    ]);
    expect(loans.every((l) => l.terms.fee.bps !== null && /^\d+\.\d{2}$|^\d+$/.test(l.terms.fee.bps))).toBe(true);
    const workbook = await t.request('POST', '/api/excel/report/fullBidDetails', { token: reporter, json: { auctionId: live } });
    expect(workbook.status).toBe(200);
  });
});
