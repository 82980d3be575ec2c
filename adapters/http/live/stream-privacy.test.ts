/**
 * What the live streams send now that the auction events alone wake them: an event tells a stream to
 * recompute its own caller's answer, never what happened. A bidder's countdown stream sends the auction's
 * times only (another borrower opening the information centre, accepting the rules, saving and confirming
 * sends it nothing; an extension sends the new end), and an asset owner's monitor stream before the end
 * follows the totals without naming a borrower, a user or a value. SQLite, and PostgreSQL with DATABASE_URL.
 */
import { expect, it } from 'vitest';
import { testAppForAllTests } from '../tests/kits/test-app-lifecycle.test-kit';
import { HOUR, passRules, saveBody } from '../tests/kits/participation.test-kit';
import type { CloseMonitor } from '../../../contract/close';
import { sseReader, type SseReader } from './sse.test-kit';

/** A bid value nobody would type by chance: no stream may carry it. */
const SECRET_BPS = '47.39';

const t = testAppForAllTests();

/** Every event the stream sends until it is quiet for `quietMs`. */
const drain = async (events: SseReader, quietMs: number): Promise<Array<{ event: string; data: unknown }>> => {
  const out: Array<{ event: string; data: unknown }> = [];
  for (;;) {
    try {
      out.push(await events.next(quietMs));
    } catch {
      return out;
    }
  }
};

it("a bidder's countdown hears of an extension only, and an asset owner's monitor of the totals only, when another borrower bids", async () => {
  const live = t.world.auctions.live.id;
  await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
  const open = async (login: string, path: string): Promise<SseReader> => {
    const res = await t.request('GET', path, { token: await t.signIn(login) });
    expect(res.status).toBe(200);
    return sseReader(res);
  };
  const countdown = await open('bidder1', `/api/auction/clock/${live}/stream`);
  const monitor = await open('client', `/api/auction/closemonitor/${live}/stream`);
  try {
    const first = await countdown.next();
    expect(first.event).toBe('clock');
    expect(Object.keys(first.data as object).sort()).toEqual(['auctionEndDate', 'auctionStartDate', 'serverTime']);
    expect(((await monitor.next()).data as CloseMonitor).lotsConfirmed).toBe(0);

    // The second borrower's bidder takes every step the monitor shows.
    const token = await t.signIn('bidder2');
    expect((await t.request('POST', `/api/auction/templatedata/${live}`, { token })).status).toBe(200);
    await passRules(t, token, live);
    const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody([{ lotId: t.world.lots.lot2.id, basisPoints: SECRET_BPS }]) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token, json: [] })).status).toBe(200);

    const snapshots = await drain(monitor, 1_500);
    expect(snapshots.length).toBeGreaterThan(0);
    expect(snapshots.at(-1)?.data).toMatchObject({ perBorrower: false, borrowers: [], feed: [], lotsBid: 1, lotsConfirmed: 1 });
    const monitorText = JSON.stringify(snapshots);
    for (const secret of [SECRET_BPS, 'bidder2', t.world.borrowers.second.companyName, t.world.borrowers.second.companyCode]) expect(monitorText).not.toContain(secret);
    expect(await drain(countdown, 100)).toEqual([]);

    const newEnd = new Date(Date.parse(t.world.auctions.live.auctionEndDate) + HOUR).toISOString();
    const extended = await t.request('POST', `/api/auction/extend/${live}`, { token: await t.signIn('manager'), json: { until: newEnd, reason: 'Borrower system outage' } });
    expect(extended.status).toBe(200);
    const next = await countdown.next(2_000);
    expect(next.event).toBe('clock');
    expect(next.data).toEqual({ auctionStartDate: t.world.auctions.live.auctionStartDate, auctionEndDate: newEnd, serverTime: expect.any(String) });
  } finally {
    await countdown.close();
    await monitor.close();
  }
});
