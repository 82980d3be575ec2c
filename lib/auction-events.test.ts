/**
 * Auction events through the public API, across a restart: a core on a store subscribes, bids are saved and
 * confirmed and the auction extended; the core and its store are closed; a new core on the same database subscribes
 * from the saved cursor, sees what was written while nobody listened, the auction's end, and the awards
 * confirmed with a mailer that throws, whose cause reaches both the confirm's caller and the subscriber.
 * SQLite always (a file), PostgreSQL too when DATABASE_URL is set (one schema, two opens). The world is
 * written through the store (fixtures/bidding-world.ts); everything after goes through the core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, fixedClock, MSG, unwrap, type AuctionEvent, type Core, type Mailer, type Store } from './index';
import { openPostgres, openSqlite } from './adapters';
import { POSTGRES_URL, TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { openPostgresStore } from '../adapters/postgres/open-postgres-store';
import { recordEndedAuctions } from '../core/events/auction-ended';
import { seedBiddingWorld } from '../fixtures/bidding-world';
import { makeUser } from '../fixtures/builders';

const LIVE = Date.parse('2027-03-15T14:00:00Z');
// The bidding world's auction ends a day after LIVE; the extension moves it half an hour later.
const NEW_END = '2027-03-16T14:30:00.000Z';
const AFTER_END = Date.parse('2027-03-16T15:00:00Z');

/** A mailer that takes every message and remembers the addressees. */
const recordingMailer = (): Mailer & { to: string[] } => {
  const to: string[] = [];
  return {
    to,
    send: async (m) => {
      to.push(...m.to);
      return { reference: `m${to.length}` };
    },
  };
};

/** A mailer whose server refuses, in an error that names the SMTP URL with its password. */
const refusingMailer: Mailer = {
  send: () => Promise.reject(Object.assign(new Error('Mail command failed: 554 relay denied by smtp://auctions:s3cret-pass@mail.example:587'), { code: 'EENVELOPE' })),
};

/** Collects what a subscription delivers. */
const collector = () => {
  const events: AuctionEvent[] = [];
  return { events, onEvent: (e: AuctionEvent) => void events.push(e) };
};

const until = async (what: string, done: () => boolean, ms = 10_000): Promise<void> => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * A live auction (the bidding world of the services' tests: two approved borrowers' bidders who accepted the
 * rules, two lots, a super bidder) with a manager and an awarder.
 */
async function setUpAuction(store: Store): Promise<{ auctionId: number; end: string; lots: number[]; alice: string; bob: string; recipients: string[] }> {
  const world = await seedBiddingWorld(store, LIVE, { bidders: 2, lots: 2 });
  await store.users.create(makeUser({ loginName: 'manager', borrowerId: null, roles: ['MANAGER'] }));
  await store.users.create(makeUser({ loginName: 'awarder', borrowerId: null, roles: ['AWARD'] }));
  const [alice, bob] = world.bidders.map((b) => b.user.loginName);
  if (!alice || !bob) throw new Error('two bidders expected');
  // Notices go to every user of the bidding borrowers: both bidders and the first one's super bidder.
  const recipients = [...world.bidders, world.superBidder].map((b) => b.user.emailAddress).sort();
  return { auctionId: world.auction.id, end: world.auction.auctionEndDate, lots: world.lots.map((l) => l.id), alice, bob, recipients };
}

/** A bidder's sheet saved (lot id and basis points) and confirmed. */
async function bid(core: Core, login: string, auctionId: number, bids: [number, string][]): Promise<void> {
  const bidder = unwrap(await core.actor(login));
  const rows = bids.map(([lotId, basisPoints]) => ({ bidId: -1, lotId, collateralType: 'Cash', basisPoints, fixed: '', allIn: '', minBalance: '', lotComment: '' }));
  unwrap(await core.bids.save(bidder, auctionId, { rows, supplemental: { id: null, comments: '' } }));
  unwrap(await core.bids.confirm(bidder, auctionId));
}

/** Opens the same database again, as a restarted program would. */
interface Database {
  open(): Promise<Store>;
  drop(): Promise<void>;
}

const sqliteDatabase = (): Database => {
  const dir = mkdtempSync(join(tmpdir(), 'events-'));
  return { open: () => openSqlite(join(dir, 'auctions.db')), drop: async () => rmSync(dir, { recursive: true, force: true }) };
};

const postgresDatabase = (url: string): Database => {
  const schema = `t_events_${randomBytes(4).toString('hex')}`;
  return {
    open: () => openPostgres(url, { schema, poolSize: 3 }),
    drop: async () => (await openPostgresStore(url, { schema, dropSchemaOnClose: true, max: 1 })).close(),
  };
};

describe.each(TEST_ENGINES)('auction events across a restart (%s)', (engine) => {
  const database = engine === 'postgres' ? postgresDatabase(POSTGRES_URL as string) : sqliteDatabase();
  afterAll(() => database.drop());

  it('delivers each event at least once, in order, from the saved cursor; a failed notice carries its cause', async () => {
    // Before the restart: two borrowers confirm while subscribed; the extension comes after the subscription closed.
    const store1 = await database.open();
    const mailer1 = recordingMailer();
    const core1 = createCore({ store: store1, clock: fixedClock(LIVE), mailer: mailer1 });
    const { auctionId, end, lots, alice: aliceLogin, bob: bobLogin, recipients } = await setUpAuction(store1);
    const first = collector();
    const sub1 = core1.events.subscribe({ after: 0, intervalMs: 50, onEvent: first.onEvent });
    const [lot1, lot2] = lots as [number, number];
    await bid(core1, aliceLogin, auctionId, [
      [lot1, '22.50'],
      [lot2, '31.00'],
    ]);
    await bid(core1, bobLogin, auctionId, [[lot2, '35.25']]);
    await until('both confirmations', () => first.events.filter((e) => e.kind === 'bids.confirmed').length === 2);
    await sub1.close();
    const saved = sub1.cursor;
    expect(saved).toBe(first.events.at(-1)?.id);
    const manager = unwrap(await core1.actor('manager'));
    unwrap(await core1.close.extend(manager, auctionId, { until: NEW_END, reason: 'Market data outage' }));
    await core1.idle(); // the extension's notices, sent in the background
    await store1.close();

    // After the restart: the clock is past the end; the mailer refuses everything.
    const store2 = await database.open();
    const core2 = createCore({ store: store2, clock: fixedClock(AFTER_END), mailer: refusingMailer });
    const second = collector();
    // A poll only every minute: what arrives within the test came from the first read or a commit's wake-up.
    const sub2 = core2.events.subscribe({ after: saved, intervalMs: 60_000, onEvent: second.onEvent });
    await until('the end', () => second.events.some((e) => e.kind === 'auction.ended'));
    const awarder = unwrap(await core2.actor('awarder'));
    unwrap(await core2.awards.generate(awarder, auctionId));
    const confirmed = await core2.awards.confirm(awarder, auctionId);
    // The awards are confirmed, and the answer says which notices failed and why.
    expect(confirmed.ok && confirmed.value.message).toBe(MSG.AWARDS_SUCCESSFULLY_CONFIRMED);
    const notices = unwrap(confirmed).notices;
    expect(notices.sent).toBe(0);
    expect(notices.failed.map((f) => f.to).sort()).toEqual(recipients);
    expect(notices.failed[0]?.cause).toEqual({ message: 'Mail command failed: 554 relay denied by smtp://***@mail.example:587', code: 'EENVELOPE' });
    await until('the failed notices', () => second.events.some((e) => e.kind === 'notices.failed'));
    await sub2.close();

    // Every event of the auction, once or more, in id order, nothing before the cursor delivered again.
    expect(second.events.every((e) => e.id > saved)).toBe(true);
    const ids = [...first.events, ...second.events].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const kinds = [...new Map([...first.events, ...second.events].map((e) => [e.id, e])).values()].filter((e) => e.auctionId === auctionId).map((e) => e.kind);
    expect(kinds).toEqual(['bids.saved', 'bids.confirmed', 'bids.saved', 'bids.confirmed', 'auction.extended', 'notices.sent', 'auction.ended', 'awards.confirmed', 'notices.failed']);

    const byKind = <K extends AuctionEvent['kind']>(kind: K) => [...first.events, ...second.events].filter((e): e is Extract<AuctionEvent, { kind: K }> => e.kind === kind);
    const alice = unwrap(await core2.actor(aliceLogin)).user;
    expect(byKind('bids.saved')[0]?.payload).toEqual({ borrowerId: alice.borrowerId, userId: alice.id, bidCount: 2 });
    expect(byKind('bids.confirmed')[0]?.payload).toEqual({ borrowerId: alice.borrowerId, userId: alice.id, bidCount: 2 });
    expect(byKind('auction.extended')[0]?.payload).toEqual({ previousEnd: end, newEnd: NEW_END });
    expect(byKind('notices.sent')[0]?.payload).toEqual({ notice: 'extension', sent: recipients.length });
    expect(mailer1.to.sort()).toEqual(recipients);
    expect(byKind('auction.ended')[0]?.payload).toEqual({ endedAt: NEW_END });
    expect(byKind('awards.confirmed')[0]?.payload).toEqual({ awardCount: 2 });
    const failed = byKind('notices.failed')[0]?.payload;
    expect(failed?.notice).toBe('awardConfirm');
    expect(failed?.failed.map((f) => f.cause)).toEqual(recipients.map(() => ({ message: 'Mail command failed: 554 relay denied by smtp://***@mail.example:587', code: 'EENVELOPE' })));
    // Ids, counts and times only: no bid value, no password, no reason typed by a user.
    const text = JSON.stringify([...first.events, ...second.events]);
    for (const secret of ['22.50', '31.00', '35.25', 's3cret', 'Market data outage']) expect(text).not.toContain(secret);
    for (const e of [...first.events, ...second.events]) expect(e.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // A refused change writes no event: the repeated confirm is refused, and nothing follows the last event.
    const last = second.events.at(-1)?.id ?? 0;
    expect((await core2.awards.confirm(awarder, auctionId)).ok).toBe(false);
    expect(await store2.events.listAfter(last, 10)).toEqual([]);
    await store2.close();
  });

  it('writes an auction end once, however many processes notice it; a failing handler gets the event again', async () => {
    // Two servers share a PostgreSQL database; SQLite is one process's file (two connections in one process
    // would wait on each other synchronously), so there the two passes race on one store.
    const storeA = await database.open();
    const storeB = engine === 'postgres' ? await database.open() : storeA;
    try {
      const clock = fixedClock(AFTER_END);
      // The first test's auction has its end recorded; a new end (moved on the table, as the form would) is a new event.
      const [auction] = await storeA.auctions.list();
      if (!auction) throw new Error('no auction');
      await storeA.auctions.update({ ...auction, auctionEndDate: '2027-03-16T14:45:00.000Z' });
      const written = await Promise.all([recordEndedAuctions({ store: storeA, clock }), recordEndedAuctions({ store: storeB, clock })]);
      expect(written.sort()).toEqual([0, 1]);
      expect(await recordEndedAuctions({ store: storeB, clock })).toBe(0);

      const core = createCore({ store: storeA, clock });
      const seen: number[] = [];
      let failures = 0;
      const sub = core.events.subscribe({
        intervalMs: 30,
        onEvent: (e) => {
          if (e.id === 3 && failures < 2) {
            failures += 1;
            throw new Error('not now');
          }
          seen.push(e.id);
        },
        onError: () => undefined,
      });
      const all = await storeA.events.listAfter(0, 100);
      await until('every event', () => seen.length === all.length);
      await sub.close();
      expect(failures).toBe(2);
      expect(seen).toEqual(all.map((e) => e.id));
      expect(all.filter((e) => e.kind === 'auction.ended').map((e) => e.payload)).toEqual([{ endedAt: NEW_END }, { endedAt: '2027-03-16T14:45:00.000Z' }]);
    } finally {
      await storeA.close();
      if (storeB !== storeA) await storeB.close();
    }
  });
});
