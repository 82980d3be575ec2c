/**
 * Tampering with a real database behind the application's back, caught by `sla audit verify`
 * (real processes) naming the right entry or bid row: on a SQLite file, and on PostgreSQL when
 * DATABASE_URL points at one. Each case tampers with its own auction, bid through the services.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreDeps, type ComposedDeps } from '../adapters/compose';
import type { KyselyStore } from '../adapters/kysely/store';
import { bidsSave } from '../adapters/http/tests/kits/participation.test-kit';
import { confirmAwards, saveAwards } from '../core/awards/award-service';
import { confirmBids, saveBids } from '../core/bids/bids';
import type { BidderReceipt } from '../core/audit/bid-receipt';
import { fixedClock } from '../core/ports/clock';
import { seedBiddingWorld } from '../fixtures/bidding-world';
import { makeUser } from '../fixtures/builders';
import type { Actor } from '../core/policy/actor';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { cliDatabase, slaRunner, type CliDatabase } from './sla-process.test-kit';

describe.each(TEST_ENGINES)('sla audit on a tampered %s database', { timeout: 180_000 }, (engine) => {
  let db: CliDatabase;
  let env: Record<string, string>;
  let store: KyselyStore;
  let composed: ComposedDeps;
  /** The award user of the awards; a REPORT user exists too, whom `sla audit` acts as by default. */
  let awarder: Actor;
  const clock = fixedClock(Date.parse('2026-11-22T15:00:00.000Z'));

  const sla = slaRunner(() => env);

  /**
   * An auction whose ledger holds: 1 bids.saved (bid A 35 bps), 2 supplemental.saved, 3 bids.saved
   * (A 36 bps, B fixed), 4 supplemental.saved, 5 bids.confirmed, 6 awards.saved, 7 awards.confirmed, 8 loans.created.
   */
  async function biddenAuction(): Promise<{ auctionId: number; bidIds: number[]; receipt: BidderReceipt & { seq?: number } }> {
    const { deps } = composed;
    clock.set(Date.parse('2026-11-22T15:00:00.000Z'));
    const world = await seedBiddingWorld(store, clock.nowMs(), { bidders: 1, lots: 2 });
    const auctionId = world.auction.id;
    const [lot1, lot2] = world.lots;
    const bidder = world.bidders[0];
    const first = await saveBids(deps, bidder, auctionId, bidsSave([{ lotId: lot1.id, basisPoints: '35' }], 'first'));
    if (!first.ok) throw new Error(first.message);
    const bidA = (first.value[0] as { id: number }).id;
    await saveBids(deps, bidder, auctionId, bidsSave([{ bidId: bidA, lotId: lot1.id, basisPoints: '36' }, { lotId: lot2.id, fixed: '25000' }], 'second'));
    const confirmed = await confirmBids(deps, bidder, auctionId);
    if (!confirmed.ok) throw new Error(confirmed.message);
    const bidderReceipt = (confirmed.value.at(-1) as { receipt: BidderReceipt }).receipt;
    // The bidder's receipt has no entry number; `sla audit` shows the operator the entry's.
    const receipt = { ...bidderReceipt, seq: (await store.audit.findByHash(auctionId, bidderReceipt.headHash))?.seq };
    clock.advance(2 * 86_400_000);
    const bids = await store.bids.listByAuction(auctionId);
    await saveAwards(deps, awarder, auctionId, { selections: [{ id: null, bidId: bids[0].id, lotId: bids[0].lotId }], removeIds: [] });
    await confirmAwards(deps, awarder, auctionId);
    return { auctionId, bidIds: bids.map((b) => b.id), receipt };
  }

  const exec = async (query: string) => sql.raw(query).execute(store.db);

  beforeAll(async () => {
    db = await cliDatabase(engine, 'audit-cli');
    ({ store, env } = db);
    composed = await createCoreDeps({ DATA_DIR: env.DATA_DIR }, { store, clock });
    const award = await store.users.create(makeUser({ roles: ['AWARD'] }));
    awarder = { user: award, roles: award.roles };
    await store.users.create(makeUser({ roles: ['REPORT'] }));
  });
  afterAll(async () => {
    await composed?.close();
    await db?.dispose();
  });

  it('passes an untouched ledger and finds its receipt', async () => {
    const { auctionId, receipt } = await biddenAuction();
    const [verified, text, found, missing, unpublished] = await Promise.all([
      sla('audit', 'verify', String(auctionId), '--json'),
      sla('audit', 'verify', String(auctionId), '--head', receipt.headHash),
      sla('audit', 'receipt', String(auctionId), receipt.headHash),
      sla('audit', 'receipt', String(auctionId), 'ab'.repeat(32)),
      sla('audit', 'verify', String(auctionId), '--head', 'ab'.repeat(32)),
    ]);
    expect(verified.code, verified.stderr).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ auctionId, entries: 8, intact: true, problem: null });
    expect(text.stdout).toContain('8 entries, intact');
    expect(text.stdout).toContain(`The published head ${receipt.headHash} is entry ${receipt.seq}.`);
    expect(unpublished.code).toBe(7);
    expect(unpublished.stderr).toContain(`the published head ${'ab'.repeat(32)} is not an entry of the ledger`);
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain(`Receipt entry: ${receipt.seq}`);
    expect(found.stdout).toContain(`Bids digest: ${receipt.bidsDigest}`);
    expect(found.stdout).toContain('36 bps');
    expect(found.stdout).toContain('25000 fixed');
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('No receipt');
  });

  it('names the bid row whose value was changed with SQL', async () => {
    const { auctionId, bidIds } = await biddenAuction();
    await exec(`update bids set basis_point_guarantee = '99' where id = ${bidIds[0]}`);
    const run = await sla('audit', 'verify', String(auctionId), '--json');
    expect(run.code).toBe(7);
    expect(JSON.parse(run.stdout).problem).toEqual({ kind: 'bid', id: bidIds[0], message: `bid ${bidIds[0]}: basisPointGuarantee is "99" in the bids table but "36" in the ledger` });
    expect(run.stderr.trim()).toBe(`error: Ledger of auction ${auctionId} does not verify: bid ${bidIds[0]}: basisPointGuarantee is "99" in the bids table but "36" in the ledger`);
  });

  it('names the ledger entry that was deleted', async () => {
    const { auctionId } = await biddenAuction();
    await exec(`delete from audit_ledger where auction_id = ${auctionId} and seq = 3`);
    const run = await sla('audit', 'verify', String(auctionId));
    expect(run.code).toBe(7);
    expect(run.stderr).toContain('entry 3: missing (the next entry is 4)');
  });

  it('names the first of two ledger entries whose order was swapped', async () => {
    const { auctionId } = await biddenAuction();
    const where = `auction_id = ${auctionId}`;
    await exec(`update audit_ledger set seq = -1 where ${where} and seq = 4`);
    await exec(`update audit_ledger set seq = 4 where ${where} and seq = 5`);
    await exec(`update audit_ledger set seq = 5 where ${where} and seq = -1`);
    const run = await sla('audit', 'verify', String(auctionId), '--json');
    expect(run.code).toBe(7);
    expect(JSON.parse(run.stdout).problem).toMatchObject({ kind: 'entry', seq: 4 });
    expect(run.stderr).toContain('entry 4: its hash does not match');
  });

  it("names the entry whose event JSON was edited, and the receipt check says the chain is broken before it", async () => {
    const { auctionId, receipt } = await biddenAuction();
    await exec(`update audit_ledger set body = replace(body, '"basisPointGuarantee":"36"', '"basisPointGuarantee":"30"') where auction_id = ${auctionId} and seq = 3`);
    const run = await sla('audit', 'verify', String(auctionId));
    expect(run.code).toBe(7);
    expect(run.stderr).toContain('entry 3: its hash does not match');
    const check = await sla('audit', 'receipt', String(auctionId), receipt.headHash, '--json');
    expect(check.code).toBe(7);
    expect(JSON.parse(check.stdout)).toMatchObject({ intact: false, problem: { kind: 'entry', seq: 3 } });
  });
});
