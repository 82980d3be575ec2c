/**
 * `sla auction extend` and `sla reminders run` as real processes, on a SQLite file and on PostgreSQL
 * when DATABASE_URL points at one: the extension moves the end, `sla audit verify` passes after it and fails
 * once the extension's ledger entry is altered; a reminders pass sends what is due, once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyStore } from '../adapters/kysely/store';
import { seedBiddingWorld } from '../fixtures/bidding-world';
import { makeUser } from '../fixtures/builders';
import { formatEst } from '../core/clock/eastern-format';
import { easternDateParts } from '../core/clock/eastern-time';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { cliDatabase, slaRunner, type CliDatabase } from './sla-process.test-kit';

describe.each(TEST_ENGINES)('sla auction extend and sla reminders run on %s', { timeout: 180_000 }, (engine) => {
  let db: CliDatabase;
  let env: Record<string, string>;
  let store: KyselyStore;

  const sla = slaRunner(() => env);

  beforeAll(async () => {
    db = await cliDatabase(engine, 'close');
    ({ store, env } = db);
    await store.users.create(makeUser({ loginName: 'desk', roles: ['MANAGER'] }));
    await store.users.create(makeUser({ roles: ['REPORT'] }));
  });
  afterAll(async () => {
    await store?.close();
    await db?.dispose();
  });

  it('extends a live auction to a New York time; audit verify passes, and fails once the extension entry is altered', async () => {
    const world = await seedBiddingWorld(store, Date.now(), { bidders: 2, lots: 1 });
    const id = world.auction.id;
    // Two days after the current end, at 16:30 New York time.
    const target = easternDateParts(new Date(Date.parse(world.auction.auctionEndDate) + 2 * 86_400_000).toISOString());
    const until = `${target.date} 16:30`;

    const refused = await sla('auction', 'extend', String(id), '--until', 'tomorrow', '--reason', 'x');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not a New York date and time');
    const noReason = await sla('auction', 'extend', String(id), '--until', until, '--reason', ' ');
    expect(noReason.code).not.toBe(0);
    expect(noReason.stderr).toContain('Please enter the reason for the extension.');

    const run = await sla('auction', 'extend', String(id), '--until', until, '--reason', 'Borrower system outage', '--json');
    expect(run.code, run.stderr).toBe(0);
    const done = JSON.parse(run.stdout) as { auctionEndDate: string; previousEnd: string };
    expect(formatEst(done.auctionEndDate)).toBe(`${target.date} 16:30 ${formatEst(done.auctionEndDate).slice(-3)}`);
    expect((await store.auctions.get(id))?.auctionEndDate).toBe(done.auctionEndDate);

    const verified = await sla('audit', 'verify', String(id), '--json');
    expect(verified.code, verified.stderr).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ intact: true, problem: null, entries: 1 });

    await sql`update audit_ledger set body = replace(body, 'Borrower system outage', 'Borrower asked nicely') where auction_id = ${id}`.execute(store.db);
    const broken = await sla('audit', 'verify', String(id));
    expect(broken.code).toBe(7);
    expect(broken.stderr).toContain('entry 1: its hash does not match');
  });

  it('sends the reminders due once, however often the pass runs', async () => {
    const world = await seedBiddingWorld(store, Date.now(), { bidders: 2, lots: 1 });
    // Closing in 30 minutes: the 60-minute reminder is due for the two bidders and the super bidder.
    await store.auctions.update({ ...world.auction, auctionEndDate: new Date(Date.now() + 30 * 60_000).toISOString() });
    const first = await sla('reminders', 'run', '--json');
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ sent: 3, failed: 0 });
    const again = await sla('reminders', 'run');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 reminders sent');
    expect((await store.reminders.listByAuction(world.auction.id)).map((r) => r.offsetMinutes)).toEqual([60, 60, 60]);
  });
});
