/**
 * The close over HTTP, on the test world (SQLite, and PostgreSQL with DATABASE_URL): the monitor
 * (who may see it, what it shows, never a bid value), its stream following a bidder's steps, extensions
 * (validation, the ledger, the e-mails, the window checks at once) and the reminders (once per user and offset).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, type TestApp } from '../../tests/kits/test-app.test-kit';
import { testAppForAllTests } from '../../tests/kits/test-app-lifecycle.test-kit';
import { HOUR, outboxMails, passRules, saveBody } from '../../tests/kits/participation.test-kit';
import { sseReader } from '../../live/sse.test-kit';
import type { CloseMonitor, MonitorSummary } from '../../../../contract/close';
import { sendDueReminders } from '../../../../core/close/close-reminders';
import { AUCTION_EXTENDED, EXTENSION_NOT_LATER, EXTENSION_NOT_LIVE, EXTENSION_REASON_REQUIRED, extensionTooSoon } from '../../../../core/domain/staff-messages';
import { verifyAuctionLedger } from '../../../../core/audit/ledger-checks';
import { kyselyOf } from '../../../kysely/kysely-of';
import { sql } from 'kysely';

/** A bid value nobody would type by chance: it must never appear in a monitor answer. */
const SECRET_BPS = '47.39';

const t = testAppForAllTests();
let live: number;
beforeAll(() => {
  live = t.world.auctions.live.id;
});

const get = async <T>(path: string, login: string, app: TestApp = t): Promise<{ status: number; body: T; text: string }> => {
  const res = await app.request('GET', path, { token: await app.signIn(login) });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as T, text };
};
const userIn = (m: CloseMonitor, login: string) => m.borrowers.flatMap((b) => b.users).find((u) => u.loginName === login);

describe('the close monitor', () => {
  it('is for Manager, Client Relations and a client for its own auctions, never for bidders', async () => {
    for (const login of ['manager', 'relations', 'client']) expect((await get(`/api/auction/closemonitor/${live}`, login)).status, login).toBe(200);
    for (const login of ['bidder1', 'superbidder', 'aic', 'reporter', 'awarder']) expect((await get(`/api/auction/closemonitor/${live}`, login)).status, login).toBe(403);
    // The ended auction is another client's: the client cannot tell it from a missing one.
    expect((await get(`/api/auction/closemonitor/${t.world.auctions.ended.id}`, 'client')).status).toBe(404);
    const summary = await get<MonitorSummary>('/api/auction/closemonitor', 'client');
    expect(summary.body.auctions.map((a) => a.auctionName)).toEqual(['Live Auction', 'Upcoming Auction']);
  });

  it("shows each step of bidder1 with its time and the lots bid, and never a bid's value", async () => {
    const token = await t.signIn('bidder1');
    expect((await t.request('POST', `/api/auction/templatedata/${live}`, { token })).status).toBe(200);
    await passRules(t, token, live);
    const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody([{ lotId: t.world.lots.lot1.id, basisPoints: SECRET_BPS }]) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    let m = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'manager');
    const b1 = userIn(m.body, 'bidder1');
    expect(b1).toMatchObject({ bids: true, openedAt: TEST_NOW, rulesAcceptedAt: TEST_NOW, lastSaveAt: TEST_NOW, confirmedAt: null, confirmed: false, savedUnconfirmed: true });
    expect(userIn(m.body, 'aic')).toMatchObject({ bids: false, openedAt: null });
    expect(m.body).toMatchObject({ lots: 2, lotsBid: 1, lotsConfirmed: 0, bookShareConfirmed: '0.0', phase: 'LIVE', canExtend: true });
    expect(m.text).not.toContain(SECRET_BPS);

    expect((await t.request('POST', `/api/auction/bidsconfirm/${live}`, { token, json: [] })).status).toBe(200);
    m = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'relations');
    expect(userIn(m.body, 'bidder1')).toMatchObject({ confirmed: true, savedUnconfirmed: false, confirmedAt: TEST_NOW });
    expect(m.body).toMatchObject({ lotsConfirmed: 1, canExtend: false });
    expect(m.text).not.toContain(SECRET_BPS);
  });

  it('streams a new snapshot within 2 s of a bidder step, and refuses a stream to whoever may not monitor', async () => {
    expect((await t.request('GET', `/api/auction/closemonitor/${live}/stream`, { token: await t.signIn('bidder2') })).status).toBe(403);
    await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
    const res = await t.request('GET', `/api/auction/closemonitor/${live}/stream`, { token: await t.signIn('manager') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = sseReader(res);
    try {
      const first = await events.next();
      expect(first.event).toBe('monitor');
      expect(userIn(first.data as CloseMonitor, 'bidder2')).toMatchObject({ rulesAcceptedAt: null });
      const started = Date.now();
      await passRules(t, await t.signIn('bidder2'), live);
      const next = await events.next(2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(userIn(next.data as CloseMonitor, 'bidder2')).toMatchObject({ rulesAcceptedAt: TEST_NOW });
    } finally {
      await events.close();
      await t.deps.store.invitees.remove(live, [t.world.borrowers.second.id]);
    }
  });
});

describe("what an asset owner's user sees before the end", () => {
  it('the totals on the monitor and no report until the end, then every borrower on both: one rule', async () => {
    // bidder1 has saved and confirmed a bid on lot 1 (above).
    const client = await t.signIn('client');
    const during = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'client');
    expect(during.body).toMatchObject({ perBorrower: false, borrowers: [], lotsBid: 1, phase: 'LIVE' });
    expect(during.text).not.toContain('bidder1');
    expect((await t.request('GET', `/api/report/bidderActivity/${live}`, { token: client })).status).toBe(403);
    const manager = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'manager');
    expect(manager.body.perBorrower).toBe(true);
    expect(userIn(manager.body, 'bidder1')).toBeDefined();

    const restore = t.clock.nowMs();
    t.clock.set(Date.parse(t.world.auctions.live.auctionEndDate) + 1000);
    try {
      const after = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'client');
      expect(after.body).toMatchObject({ perBorrower: true, phase: 'ENDED' });
      expect(userIn(after.body, 'bidder1')).toMatchObject({ confirmed: true, lastSaveAt: TEST_NOW });
      expect((await t.request('GET', `/api/report/bidderActivity/${live}`, { token: await t.signIn('client') })).status).toBe(200);
    } finally {
      t.clock.set(restore);
    }
  });
});

describe('extending a live auction', () => {
  const extend = async (login: string, auctionId: number, body: unknown) =>
    t.request('POST', `/api/auction/extend/${auctionId}`, { token: await t.signIn(login), json: body });
  const end = () => Date.parse(t.world.auctions.live.auctionEndDate);

  it('is refused with the reason why, and writes nothing', async () => {
    const before = await t.deps.store.audit.head(live);
    const later = new Date(end() + HOUR).toISOString();
    expect((await extend('relations', live, { until: later, reason: 'x' })).status).toBe(403);
    const noReason = await extend('manager', live, { until: later, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: EXTENSION_REASON_REQUIRED, fields: { reason: EXTENSION_REASON_REQUIRED } });
    const earlier = await extend('manager', live, { until: new Date(end() - 60_000).toISOString(), reason: 'x' });
    expect(await earlier.json()).toMatchObject({ error: EXTENSION_NOT_LATER, fields: { until: EXTENSION_NOT_LATER } });
    const ended = await extend('manager', t.world.auctions.ended.id, { until: later, reason: 'x' });
    expect(ended.status).toBe(409);
    expect(await ended.json()).toMatchObject({ error: EXTENSION_NOT_LIVE, code: 'AUCTION_NOT_LIVE' });
    // Two minutes before the end, a new end three minutes after it leaves less than the 5-minute minimum.
    t.clock.set(end() - 2 * 60_000);
    const soon = await extend('manager', live, { until: new Date(end() + 60_000).toISOString(), reason: 'x' });
    expect(await soon.json()).toMatchObject({ error: extensionTooSoon(5) });
    t.clock.set(Date.parse(TEST_NOW));
    expect(await t.deps.store.audit.head(live)).toEqual(before);
    expect((await t.deps.store.auctions.get(live))?.auctionEndDate).toBe(t.world.auctions.live.auctionEndDate);
  });

  it('moves the end in the table and the ledger, e-mails the approved borrowers, and the window follows at once', async () => {
    const newEnd = new Date(end() + HOUR).toISOString();
    const res = await extend('manager', live, { until: newEnd, reason: 'Borrower system outage' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUCTION_EXTENDED, auctionId: live, previousEnd: t.world.auctions.live.auctionEndDate, auctionEndDate: newEnd });
    expect((await t.deps.store.auctions.get(live))?.auctionEndDate).toBe(newEnd);

    const m = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'manager');
    expect(m.body.extensions).toEqual([{ at: TEST_NOW, previousEnd: t.world.auctions.live.auctionEndDate, newEnd, reason: 'Borrower system outage', by: 'manager' }]);
    expect(m.body.feed[0]).toMatchObject({ at: TEST_NOW, kind: 'extended', by: { loginName: 'manager' }, forUser: null, newEnd, reason: 'Borrower system outage' });
    // Before the end an asset owner's user sees the extensions in its feed, and no borrower's step.
    const client = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'client');
    expect(client.body.feed.map((f) => [f.kind, f.reason])).toEqual([['extended', 'Borrower system outage']]);
    const verified = await verifyAuctionLedger(t.deps, { user: t.world.users.reporter, roles: ['REPORT'] }, live);
    expect(verified.ok && verified.value).toMatchObject({ intact: true, problem: null });

    await t.idle();
    const mails = (await outboxMails(t)).filter((x) => x.subject.includes('extended'));
    // First Borrower Bank is approved: its bidder, super bidder and AIC; Second Street (not approved) hears nothing.
    expect(mails.map((x) => x.to[0]).sort()).toEqual(['aic@example.com', 'bidder1@example.com', 'superbidder@example.com']);
    expect(mails[0].text).toContain('Reason: Borrower system outage');

    // Ten minutes after the old end, before the new one: the auction is live, and a bidder saves.
    t.clock.set(end() + 10 * 60_000);
    try {
      const clock = await t.request('GET', `/api/auction/infocentre/${live}`, { token: await t.signIn('bidder1') });
      expect(await clock.json()).toMatchObject({ phase: 'LIVE', auctionEndDate: newEnd });
      await t.deps.store.invitees.approve(live, [t.world.borrowers.second.id]);
      const token = await t.signIn('bidder2');
      await passRules(t, token, live);
      const saved = await t.request('POST', `/api/auction/bidssave/${live}`, { token, json: saveBody([{ lotId: t.world.lots.lot2.id, fixed: '12000' }]) });
      expect(saved.status).toBe(200);
    } finally {
      t.clock.set(Date.parse(TEST_NOW));
    }
  });

  it('audit verify names a changed extension entry, and an end changed in the table behind its back', async () => {
    const db = kyselyOf(t.deps.store);
    if (!db) throw new Error('a kysely store');
    const entry = (await t.deps.store.audit.listOfType(live, 'auction.endChanged'))[0];
    await sql`update audit_ledger set body = ${entry.body.replace('Borrower system outage', 'Borrower asked nicely')} where auction_id = ${live} and seq = ${entry.seq}`.execute(db);
    const reporter = { user: t.world.users.reporter, roles: ['REPORT' as const] };
    const broken = await verifyAuctionLedger(t.deps, reporter, live);
    expect(broken.ok && broken.value).toMatchObject({ intact: false, problem: { kind: 'entry', seq: entry.seq } });
    await sql`update audit_ledger set body = ${entry.body} where auction_id = ${live} and seq = ${entry.seq}`.execute(db);

    const stored = (await t.deps.store.auctions.get(live))?.auctionEndDate as string;
    await sql`update auctions set auction_end_date = ${new Date(Date.parse(stored) + HOUR).toISOString()} where id = ${live}`.execute(db);
    const moved = await verifyAuctionLedger(t.deps, reporter, live);
    expect(moved.ok && moved.value).toMatchObject({ intact: false, problem: { kind: 'auction' } });
    await sql`update auctions set auction_end_date = ${stored} where id = ${live}`.execute(db);
  });
});

describe('reminders before the close', () => {
  it('reminds each bidding user who has not confirmed once per offset, however many passes run', async () => {
    const auction = t.world.auctions.live;
    const endMs = Date.parse((await t.deps.store.auctions.get(auction.id))?.auctionEndDate as string);
    // bidder2 (its borrower approved above) saved without confirming; bidder1 confirmed above (no reminder).
    try {
      t.clock.set(endMs - 61 * 60_000);
      expect((await sendDueReminders(t.deps)).sent).toBe(0);
      t.clock.set(endMs - 59 * 60_000);
      const passes = await Promise.all([sendDueReminders(t.deps), sendDueReminders(t.deps), sendDueReminders(t.deps)]);
      expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(1);
      expect((await sendDueReminders(t.deps)).sent).toBe(0);
      t.clock.set(endMs - 14 * 60_000);
      expect((await sendDueReminders(t.deps)).sent).toBe(1);
      expect((await sendDueReminders(t.deps)).sent).toBe(0);

      const reminders = (await outboxMails(t)).filter((x) => x.subject.includes('closes in'));
      expect(reminders.map((x) => [x.to[0], x.subject])).toEqual([
        ['bidder2@example.com', 'eSecAuction: Live Auction closes in 59 minutes'],
        ['bidder2@example.com', 'eSecAuction: Live Auction closes in 14 minutes'],
      ]);
      expect(reminders[0].text).toContain('You have saved bids that are not confirmed.');
      const m = await get<CloseMonitor>(`/api/auction/closemonitor/${live}`, 'manager');
      expect(userIn(m.body, 'bidder2')?.reminders.map((r) => [r.offsetMinutes, r.failed])).toEqual([
        [60, false],
        [15, false],
      ]);
      expect(userIn(m.body, 'bidder1')?.reminders).toEqual([]);
      // The feed: the server sent them (no user acted), to bidder2.
      const reminded = m.body.feed.filter((f) => f.kind === 'reminderSent').map((f) => [f.by, f.forUser?.loginName, f.offsetMinutes, f.borrower?.companyCode]);
      expect(reminded).toEqual([
        [null, 'bidder2', 15, 'SSS'],
        [null, 'bidder2', 60, 'SSS'],
      ]);
    } finally {
      t.clock.set(Date.parse(TEST_NOW));
      await t.deps.store.invitees.remove(live, [t.world.borrowers.second.id]);
    }
  });
});

/**
 * The close itself, on an app of its own: on the live auction, bidder2 (Second Street, approved here)
 * saves and confirms, bidder1 saves, then its super bidder saves for it, one second apart; nobody confirms for
 * First Borrower Bank before the end. Then the end passes at the server's clock, and the super bidder confirms
 * for bidder1 in its after-close window.
 */
describe('the monitor at the close', () => {
  const c = testAppForAllTests();
  const START = Date.parse(TEST_NOW);
  const at = (seconds: number) => new Date(START + seconds * 1000).toISOString();
  let auctionId: number;
  let endMs: number;
  const monitor = async (login: string) => {
    const res = await c.request('GET', `/api/auction/closemonitor/${auctionId}`, { token: await c.signIn(login) });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text).not.toContain(SECRET_BPS);
    return { body: JSON.parse(text) as CloseMonitor, text };
  };
  const step = async (seconds: number, login: string, path: string, json?: unknown) => {
    c.clock.set(START + seconds * 1000);
    const res = await c.request('POST', `/api/auction/${path}/${auctionId}`, { token: await c.signIn(login), ...(json === undefined ? {} : { json }) });
    expect(res.status, `${login} ${path}: ${await res.clone().text()}`).toBe(200);
  };

  beforeAll(async () => {
    auctionId = c.world.auctions.live.id;
    endMs = Date.parse(c.world.auctions.live.auctionEndDate);
    await c.deps.store.invitees.approve(auctionId, [c.world.borrowers.second.id]);
    for (const login of ['bidder1', 'bidder2', 'superbidder']) {
      c.clock.set(START);
      await passRules(c, await c.signIn(login), auctionId);
    }
  });

  it("keeps the super bidder's row as it was while only bidder1 acts, and names who acted for whom once it does", async () => {
    await step(1, 'bidder2', 'bidssave', saveBody([{ lotId: c.world.lots.lot2.id, basisPoints: SECRET_BPS }]));
    await step(2, 'bidder2', 'bidsconfirm', []);
    await step(3, 'bidder1', 'bidssave', saveBody([{ lotId: c.world.lots.lot1.id, basisPoints: SECRET_BPS }]));
    let m = (await monitor('manager')).body;
    const bidder1 = { userId: c.world.users.bidder1.id, loginName: 'bidder1', name: 'Bidder1 Tester' };
    const superbidder = { userId: c.world.users.superbidder.id, loginName: 'superbidder', name: 'Superbidder Tester' };
    expect(userIn(m, 'bidder1')).toMatchObject({ lastSaveAt: at(3), lastSaveBy: null, savedUnconfirmed: true, confirmed: false, actsFor: null });
    // The cause of the desk's report: the super bidder's row followed bidder1's bids. It shows only its own steps.
    expect(userIn(m, 'superbidder')).toMatchObject({ lastSaveAt: null, confirmedAt: null, savedUnconfirmed: false, confirmed: false, actsFor: bidder1 });

    await step(4, 'superbidder', 'bidssave', saveBody([{ lotId: c.world.lots.lot1.id, basisPoints: SECRET_BPS }]));
    m = (await monitor('manager')).body;
    expect(userIn(m, 'superbidder')).toMatchObject({ lastSaveAt: at(4), lastSaveBy: null, savedUnconfirmed: false, actsFor: bidder1 });
    expect(userIn(m, 'bidder1')).toMatchObject({ lastSaveAt: at(4), lastSaveBy: superbidder, savedUnconfirmed: true });
    expect(userIn(m, 'bidder2')).toMatchObject({ lastSaveAt: at(1), confirmedAt: at(2), confirmedBy: null, confirmed: true });
    expect(m).toMatchObject({ closing: null, lotsBid: 2, lotsConfirmed: 1 });
  });

  it('feeds the last steps newest first, to the second, with who acted and for whom, and never a value', async () => {
    const { body: m } = await monitor('relations');
    const steps = m.feed.map((f) => [f.at, f.kind, f.by?.loginName ?? null, f.forUser?.loginName ?? null, f.borrower?.companyCode ?? null]);
    expect(steps).toEqual([
      [at(4), 'saved', 'superbidder', 'bidder1', 'FBB'],
      [at(3), 'saved', 'bidder1', null, 'FBB'],
      [at(2), 'confirmed', 'bidder2', null, 'SSS'],
      [at(1), 'saved', 'bidder2', null, 'SSS'],
      // passRules at the start: each user's first acceptance, in the log's order (newest first).
      [at(0), 'rulesAccepted', 'superbidder', null, 'FBB'],
      [at(0), 'rulesAccepted', 'bidder2', null, 'SSS'],
      [at(0), 'rulesAccepted', 'bidder1', null, 'FBB'],
    ]);
    expect(m.feed.every((f) => !f.afterClose)).toBe(true);
  });

  it("shows an asset owner's user no borrower's step before the end", async () => {
    const { body: m, text } = await monitor('client');
    expect(m).toMatchObject({ perBorrower: false, borrowers: [], feed: [], closing: null, extendRefusal: null, canExtend: false });
    for (const login of ['bidder1', 'bidder2', 'superbidder']) expect(text).not.toContain(login);
  });

  it('sends the ended snapshot on the stream at the end, with nothing written, for staff and the client alike', async () => {
    c.clock.set(endMs - 1000);
    const open = async (login: string) => {
      const res = await c.request('GET', `/api/auction/closemonitor/${auctionId}/stream`, { token: await c.signIn(login) });
      expect(res.status).toBe(200);
      const events = sseReader(res);
      expect(((await events.next()).data as CloseMonitor).phase).toBe('LIVE');
      return events;
    };
    const manager = await open('manager');
    const client = await open('client');
    try {
      const before = await c.deps.store.activity.listByAuction(auctionId);
      const started = Date.now();
      c.clock.set(endMs);
      const ended = (await manager.next(2000)).data as CloseMonitor;
      expect(Date.now() - started).toBeLessThan(2000);
      expect(ended).toMatchObject({ phase: 'ENDED', canExtend: false, extendRefusal: EXTENSION_NOT_LIVE, closing: { closedAt: c.world.auctions.live.auctionEndDate } });
      // The client sees every borrower from the end on, the feed and the summary included.
      const forClient = (await client.next(2000)).data as CloseMonitor;
      expect(forClient).toMatchObject({ phase: 'ENDED', perBorrower: true, extendRefusal: null });
      expect(forClient.feed.length).toBe(ended.feed.length);
      expect(forClient.closing).toEqual(ended.closing);
      expect(await c.deps.store.activity.listByAuction(auctionId)).toEqual(before);
    } finally {
      await manager.close();
      await client.close();
    }
  });

  it('sums up the close: when, the lots, who had saved and not confirmed, and stays so after a super bidder confirms later', async () => {
    const bidder1 = { userId: c.world.users.bidder1.id, loginName: 'bidder1', name: 'Bidder1 Tester' };
    const superbidder = { userId: c.world.users.superbidder.id, loginName: 'superbidder', name: 'Superbidder Tester' };
    const closing = {
      closedAt: c.world.auctions.live.auctionEndDate,
      lotsBid: 2,
      lotsConfirmed: 1,
      bidders: 2,
      confirmedBidders: 1,
      savedNotConfirmed: [
        { borrowerId: c.world.borrowers.first.id, companyCode: 'FBB', companyName: 'First Borrower Bank', users: [{ ...bidder1, lastSaveAt: at(4), lastSaveBy: superbidder }] },
      ],
    };
    c.clock.set(endMs + 1000);
    let m = (await monitor('manager')).body;
    expect(m.closing).toMatchObject({ ...closing, changesAfterClose: 0 });

    // In its after-close window the super bidder confirms bidder1's bids: the close's figures stay the close's.
    c.clock.set(endMs + 60_000);
    const res = await c.request('POST', `/api/auction/bidsconfirm/${auctionId}`, { token: await c.signIn('superbidder'), json: [] });
    expect(res.status, await res.clone().text()).toBe(200);
    m = (await monitor('manager')).body;
    expect(m.closing).toMatchObject({ ...closing, changesAfterClose: 1 });
    expect(m).toMatchObject({ lotsConfirmed: 2 });
    const after = new Date(endMs + 60_000).toISOString();
    expect(userIn(m, 'bidder1')).toMatchObject({ confirmed: true, confirmedAt: after, confirmedBy: superbidder });
    expect(userIn(m, 'superbidder')).toMatchObject({ confirmed: false, confirmedAt: after, actsFor: bidder1 });
    expect(m.feed[0]).toMatchObject({ at: after, kind: 'confirmed', by: superbidder, forUser: bidder1, afterClose: true });
    // The client, after the end, as staff.
    expect((await monitor('client')).body.closing).toEqual(m.closing);
  });

  it('keeps auctions ended within the last 7 days on the list, the latest end first', async () => {
    c.clock.set(endMs + 60_000);
    const old = await c.deps.store.auctions.create({ ...c.world.auctions.ended, auctionName: 'Old Close', auctionEndDate: new Date(endMs - 8 * 24 * HOUR).toISOString(), auctionStartDate: new Date(endMs - 8 * 24 * HOUR - HOUR).toISOString() });
    const summary = async (login: string) => (await get<MonitorSummary>('/api/auction/closemonitor', login, c)).body;
    const staff = await summary('manager');
    expect(staff.recentDays).toBe(7);
    expect(staff.auctions.map((a) => a.auctionName)).toEqual(['Upcoming Auction']);
    expect(staff.recentlyEnded.map((a) => [a.auctionName, a.phase])).toEqual([
      ['Live Auction', 'ENDED'],
      ['Ended Auction', 'ENDED'],
    ]);
    // Bidders are counted once: bidder1 (saved by its super bidder) and bidder2, both confirmed now.
    expect(staff.recentlyEnded[0]).toMatchObject({ approvedBorrowers: 2, biddingUsers: 2, confirmedUsers: 2, savedUnconfirmed: 0, lotsBid: 2 });
    expect(staff.recentlyEnded.some((a) => a.auctionId === old.id)).toBe(false);
    // The client: its own client's auctions only (the ended one is another client's).
    expect((await summary('client')).recentlyEnded.map((a) => a.auctionName)).toEqual(['Live Auction']);
    // Ended auctions stay open to the monitor, however old.
    expect((await monitor('manager')).body.phase).toBe('ENDED');
  });
});
