/**
 * The auction watch of the close monitor and the countdowns hears of changes through the auction events alone:
 * a commit of this server that writes one reaches the watchers at once, a refused one tells nobody, and an
 * activity row written without its event tells nobody either. The steps the monitor shows (opening the
 * information centre, accepting the rules, saving bids, the reminders) each write their event with the step,
 * in its transaction: the use cases wake the watch, a subscription gets the events in order, with ids and
 * counts only, and a save rolled back after its event was written leaves none. SQLite, and PostgreSQL with
 * DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDeps } from '../../../core/app/deps';
import { fail } from '../../../core/domain/result';
import type { Id } from '../../../core/domain/entities';
import { auctionEvent, type AuctionEvent } from '../../../core/events/auction-events';
import { fixedClock } from '../../../core/ports/clock';
import type { Repositories, Store } from '../../../core/ports/repositories';
import type { Actor } from '../../../core/policy/actor';
import { templateData } from '../../../core/infocentre/infocentre';
import { acceptRules } from '../../../core/bids/rules-acceptance';
import { saveBids } from '../../../core/bids/bids';
import type { BidsSaveBody } from '../../../core/bids/bids-save';
import { sendDueReminders } from '../../../core/close/close-reminders';
import { STEP_PLACE_BIDS } from '../../../core/close/close-progress';
import { seedBiddingWorld, type BiddingWorld } from '../../../fixtures/bidding-world';
import { makeUser } from '../../../fixtures/builders';
import { wireCore } from '../../create-core';
import { coreEventsOf } from '../../event-feed';
import { TEST_ENGINES } from '../../kysely/engines.test-kit';
import type { KyselyStore } from '../../kysely/store';
import { openTempStore } from '../../kysely/temp-store.test-kit';
import { createAuctionWatch, type AuctionChange } from './auction-watch';

const LIVE = Date.parse('2027-03-15T14:00:00.000Z');
/** A bid value nobody would type by chance: no event may carry it. */
const SECRET_BPS = '47.39';
const NO_CHANGE: AuctionChange[] = [];
const ACTIVITY: AuctionChange = { activity: true, clock: false, phase: false };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (what: string, done: () => boolean, ms = 5_000): Promise<void> => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
};

const saveBody = (lotId: Id): BidsSaveBody => ({
  rows: [{ bidId: -1, lotId, collateralType: 'Cash', basisPoints: SECRET_BPS, fixed: '', allIn: '', minBalance: '', lotComment: '' }],
  supplemental: { id: null, comments: '' },
});

describe.each(TEST_ENGINES)('the auction watch (%s)', (engine) => {
  let store: KyselyStore;
  let deps: CoreDeps;
  let world: BiddingWorld;
  let auctionId: Id;
  /** A bidder of the first borrower, served the rules and yet to accept them. */
  let newcomer: Actor;
  const clock = fixedClock(LIVE);
  const unreachable = new Set<string>();

  beforeAll(async () => {
    store = await openTempStore(engine);
    deps = wireCore({
      store,
      clock,
      mailer: {
        send: async (m) => {
          if (m.to.some((to) => unreachable.has(to))) throw new Error('mailbox unavailable');
          return { reference: 'sent' };
        },
      },
    }).deps;
    world = await seedBiddingWorld(store, LIVE, { bidders: 2, lots: 2 });
    auctionId = world.auction.id;
    // Its information centre approved, so that the bidders may open it.
    await store.auctions.update({ ...world.auction, aicapprovalFlag: true });
    const user = await store.users.create(makeUser({ borrowerId: world.bidders[0]?.user.borrowerId ?? null, roles: ['BIDDER'] }));
    await store.rulesAcceptance.setLinkClicked(auctionId, user.id);
    newcomer = { user, roles: ['BIDDER'] };
  });
  afterAll(() => store.close());

  /** A watch of the auction (reads every `beatMs`) once its first reads are done, and what it told. */
  const watching = async (beatMs: number) => {
    const watch = createAuctionWatch(store, clock, beatMs);
    const changes: AuctionChange[] = [];
    const unwatch = watch.watch(auctionId, (c) => changes.push(c));
    await sleep(100);
    return {
      changes,
      stop: () => {
        unwatch();
        watch.close();
      },
    };
  };

  it('is told of an event committed in this process at once, with no beat in between, and of nothing refused', async () => {
    // A beat of an hour: whatever the watcher hears within the test came from the commit.
    const { changes, stop } = await watching(3_600_000);
    try {
      const event = auctionEvent('awards.confirmed', auctionId, clock.now(), { awardCount: 1 });
      await store.transaction(async (tx) => (await tx.events.append([event]), fail('CONFLICT', 'refused')));
      await sleep(50);
      expect(changes).toEqual(NO_CHANGE);
      await store.transaction((tx) => tx.events.append([event]));
      await until('the change', () => changes.length > 0, 2_000);
      expect(changes).toEqual([ACTIVITY]);
    } finally {
      stop();
    }
  });

  it('hears nothing of an activity row without its event; opening, accepting the rules, saving and reminding each tell it, and a subscription gets their events in order', async () => {
    const bidder = world.bidders[1];
    const lotId = world.lots[0]?.id;
    const head = (await store.events.lastId()) ?? 0;
    const events: AuctionEvent[] = [];
    const subscription = coreEventsOf(deps).subscribe({ after: head, intervalMs: 20, onEvent: (e) => void events.push(e) });
    // A short beat: were the watch reading the activity log, it would have heard of the row many times over.
    const { changes, stop } = await watching(20);
    try {
      await store.activity.append({ auctionId, userId: bidder.user.id, borrowerId: bidder.user.borrowerId, actionTime: clock.now(), step: STEP_PLACE_BIDS, action: 'Bids saved (1)' });
      await sleep(300);
      expect(changes).toEqual(NO_CHANGE);

      const steps: Array<[string, () => Promise<{ ok: boolean }>]> = [
        ['opened', () => templateData(deps, newcomer, auctionId)],
        ['rules accepted', () => acceptRules(deps, newcomer, auctionId)],
        ['saved', () => saveBids(deps, bidder, auctionId, saveBody(lotId))],
        [
          'reminded',
          async () => {
            // Ten minutes before the end: the 15-minute reminder of everyone who has not confirmed; one address bounces.
            unreachable.add(newcomer.user.emailAddress);
            clock.set(Date.parse(world.auction.auctionEndDate) - 10 * 60_000);
            const pass = await sendDueReminders(deps);
            return { ok: pass.sent === 3 && pass.failed === 1 };
          },
        ],
      ];
      for (const [step, run] of steps) {
        changes.length = 0;
        expect((await run()).ok, step).toBe(true);
        await until(step, () => changes.length > 0, 2_000);
        expect(changes[0], step).toEqual(ACTIVITY);
      }

      await until('every event', () => events.length >= 7);
      await subscription.close();
      const [first, second] = world.bidders as [Actor, Actor];
      const borrowerOf = (a: Actor) => a.user.borrowerId as Id;
      expect(events).toHaveLength(7);
      expect(events.every((e) => e.auctionId === auctionId)).toBe(true);
      expect(events.slice(0, 3).map((e) => [e.kind, e.payload])).toEqual([
        ['infoCentre.opened', { borrowerId: borrowerOf(first), userId: newcomer.user.id }],
        ['rules.accepted', { borrowerId: borrowerOf(first), userId: newcomer.user.id }],
        ['bids.saved', { borrowerId: borrowerOf(second), userId: second.user.id, bidCount: 1 }],
      ]);
      const reminders = events.slice(3).map((e) => [e.kind, e.payload]);
      // In the pass's order (borrowers by name, users by login): compared as a set.
      const byUser = (a: unknown[], b: unknown[]) => (a[1] as { userId: Id }).userId - (b[1] as { userId: Id }).userId;
      expect(reminders.sort(byUser)).toEqual(
        [
          ['reminder.sent', { borrowerId: borrowerOf(first), userId: first.user.id, offsetMinutes: 15 }],
          ['reminder.sent', { borrowerId: borrowerOf(first), userId: world.superBidder.user.id, offsetMinutes: 15 }],
          ['reminder.failed', { borrowerId: borrowerOf(first), userId: newcomer.user.id, offsetMinutes: 15 }],
          ['reminder.sent', { borrowerId: borrowerOf(second), userId: second.user.id, offsetMinutes: 15 }],
        ].sort(byUser),
      );
      expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => a - b));
      expect(JSON.stringify(events)).not.toContain(SECRET_BPS);
    } finally {
      stop();
      await subscription.close();
      clock.set(LIVE);
    }
  });

  it('a save rolled back after its event was written leaves no event, no activity and no bid, and tells nobody', async () => {
    const bidder = world.bidders[0];
    /** The store, with a transaction that fails once its events are written (the last write of a save). */
    const failing: Store = {
      ...store,
      transaction: (fn, options) =>
        store.transaction(
          (tx) =>
            fn({
              ...tx,
              events: {
                ...tx.events,
                append: async (e) => {
                  await tx.events.append(e);
                  throw new Error('the disk is full');
                },
              },
            } satisfies Repositories),
          options,
        ),
    };
    const head = (await store.events.lastId()) ?? 0;
    const activity = await store.activity.listByAuction(auctionId);
    const bids = await store.bids.listByAuction(auctionId);
    const { changes, stop } = await watching(3_600_000);
    try {
      await expect(saveBids({ ...deps, store: failing }, bidder, auctionId, saveBody(world.lots[1]?.id))).rejects.toThrow('the disk is full');
      await sleep(100);
      expect(changes).toEqual(NO_CHANGE);
      expect(await store.events.listAfter(head, 10)).toEqual([]);
      expect(await store.activity.listByAuction(auctionId)).toEqual(activity);
      expect(await store.bids.listByAuction(auctionId)).toEqual(bids);
    } finally {
      stop();
    }
  });
});
