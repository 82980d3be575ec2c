/**
 * The close with two servers on one PostgreSQL database: a save through server A reaches a close
 * monitor streaming from server B within 2 s, and with both servers running the reminder pass at once (the clock
 * moved across the 60- and 15-minute offsets) each reminder goes exactly once. Runs when DATABASE_URL is a postgres URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import { twoServersOnOnePostgres } from './two-servers.test-kit';
import { createApp } from '../http/app';
import type { AppDeps } from '../http/context';
import { createAuctionWatch, type AuctionWatch } from '../http/live/auction-watch';
import { sseReader } from '../http/live/sse.test-kit';
import { bidsSave } from '../http/tests/kits/participation.test-kit';
import { saveBids } from '../../core/bids/bids';
import { issueToken } from '../../core/auth/tokens';
import { sendDueReminders } from '../../core/close/close-reminders';
import { createActor } from '../../fixtures/actors';
import { fixedClock } from '../../core/ports/clock';
import { seedBiddingWorld, type BiddingWorld } from '../../fixtures/bidding-world';
import type { CloseMonitor } from '../../contract/close';

describe.skipIf(!POSTGRES_URL)('the close with two servers on one PostgreSQL', () => {
  const clock = fixedClock(Date.parse('2026-11-22T15:00:00.000Z'));
  const servers = twoServersOnOnePostgres('close', clock);
  let watchB: AuctionWatch;
  let world: BiddingWorld;

  beforeAll(async () => {
    watchB = createAuctionWatch(servers.b.deps.store, servers.b.deps.clock);
    world = await seedBiddingWorld(servers.a.deps.store, clock.nowMs(), { bidders: 6, lots: 2 });
  });
  afterAll(() => {
    watchB?.close();
  });

  it("shows on server B's monitor stream a save made through server A, within 2 s", async () => {
    const manager = await createActor(servers.b.deps.store, ['MANAGER']);
    const deps: AppDeps = { ...servers.b.deps, http: { bodyLimitBytes: 1 << 20, webDistDir: null, validateResponses: true, auctionWatch: watchB } };
    const appB = createApp(deps);
    const { access_token } = await issueToken(deps, manager.user, false);
    const res = await appB.request(`/api/auction/closemonitor/${world.auction.id}/stream`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(200);
    const events = sseReader(res);
    try {
      const first = (await events.next()).data as CloseMonitor;
      const bidder = world.bidders[0];
      const row = (m: CloseMonitor) => m.borrowers.flatMap((b) => b.users).find((u) => u.userId === bidder.user.id);
      expect(row(first)).toMatchObject({ lastSaveAt: null, savedUnconfirmed: false });
      const started = Date.now();
      const saved = await saveBids(servers.a.deps, bidder, world.auction.id, bidsSave([{ lotId: world.lots[0].id, basisPoints: '12.5' }]));
      expect(saved.ok).toBe(true);
      const next = (await events.next(2000)).data as CloseMonitor;
      expect(Date.now() - started).toBeLessThan(2000);
      expect(row(next)).toMatchObject({ lastSaveAt: clock.now(), savedUnconfirmed: true });
      expect(JSON.stringify(next)).not.toContain('12.5');
    } finally {
      await events.close();
    }
  });

  it('sends each reminder once while both servers run the pass at once, across the 60- and 15-minute offsets', async () => {
    const endMs = Date.parse(world.auction.auctionEndDate);
    // Six bidders and the first one's super bidder: seven users who bid and have not confirmed.
    const users = world.bidders.length + 1;
    const bothServers = async () => {
      const passes = await Promise.all([sendDueReminders(servers.a.deps), sendDueReminders(servers.b.deps), sendDueReminders(servers.a.deps), sendDueReminders(servers.b.deps)]);
      return passes.reduce((n, p) => n + p.sent, 0);
    };
    clock.set(endMs - 59 * 60_000);
    expect(await bothServers()).toBe(users);
    expect(await bothServers()).toBe(0);
    clock.set(endMs - 14 * 60_000);
    expect(await bothServers()).toBe(users);
    expect(await bothServers()).toBe(0);
    const rows = await servers.b.deps.store.reminders.listByAuction(world.auction.id);
    expect(rows).toHaveLength(2 * users);
    expect(rows.every((r) => r.sentAt !== null && r.failure === null)).toBe(true);
    const mails = (await servers.a.deps.store.mailLog.list()).filter((m) => m.subject.includes('closes in'));
    expect(mails).toHaveLength(2 * users);
    expect(new Set(mails.map((m) => `${m.to[0]}|${m.subject}`)).size).toBe(2 * users);
  });
});
