/**
 * The ledger survives a new bid column: an auction's ledger written before a later migration adds a
 * column to `bids` still verifies with `sla audit verify` (a real process) after it, and so do saves and
 * confirmations made once the column exists, because a ledger entry holds the bid fields its version names
 * (core/audit/ledger-replay.ts bidStateOf), never the row as it happens to be. SQLite, and PostgreSQL when
 * DATABASE_URL points at one.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyStore } from '../adapters/kysely/store';
import { createCoreDeps, type ComposedDeps } from '../adapters/compose';
import { bidsSave } from '../adapters/http/tests/kits/participation.test-kit';
import { confirmBids, saveBids } from '../core/bids/bids';
import { seedBiddingWorld } from '../fixtures/bidding-world';
import { makeUser } from '../fixtures/builders';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { cliDatabase, slaRunner, type CliDatabase } from './sla-process.test-kit';

describe.each(TEST_ENGINES)('a bid column added after the ledger was written (%s)', { timeout: 180_000 }, (engine) => {
  let db: CliDatabase;
  let env: Record<string, string>;
  let store: KyselyStore;
  let composed: ComposedDeps;
  const sla = slaRunner(() => env);

  beforeAll(async () => {
    db = await cliDatabase(engine, 'new-column');
    ({ store, env } = db);
    composed = await createCoreDeps({ DATA_DIR: env.DATA_DIR }, { store });
    await store.users.create(makeUser({ roles: ['REPORT'] }));
  });
  afterAll(async () => {
    await composed?.close();
    await db?.dispose();
  });

  it('sla audit verify passes on the old ledger and on entries written after the column', async () => {
    const { deps } = composed;
    const world = await seedBiddingWorld(store, Date.now(), { bidders: 2, lots: 2 });
    const id = world.auction.id;
    const [first, second] = world.bidders;
    expect((await saveBids(deps, first, id, bidsSave([{ lotId: world.lots[0].id, basisPoints: '21' }]))).ok).toBe(true);
    expect((await confirmBids(deps, first, id)).ok).toBe(true);
    const before = await sla('audit', 'verify', String(id), '--json');
    expect(before.code, before.stderr).toBe(0);

    // What a later migration might do: a new bid term, with a default for the rows already there.
    await sql`alter table bids add column reserve_price text default '0.00'`.execute(store.db);
    const after = await sla('audit', 'verify', String(id), '--json');
    expect(after.code, after.stderr).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ intact: true, problem: null, entries: JSON.parse(before.stdout).entries });

    expect((await saveBids(deps, second, id, bidsSave([{ lotId: world.lots[1].id, fixed: '25000' }]))).ok).toBe(true);
    expect((await confirmBids(deps, second, id)).ok).toBe(true);
    const later = await sla('audit', 'verify', String(id), '--json');
    expect(later.code, later.stderr).toBe(0);
    expect(JSON.parse(later.stdout)).toMatchObject({ intact: true, problem: null });
    // The new column is in the table, not in any entry.
    expect((await store.audit.list(id)).some((e) => e.body.includes('reserve'))).toBe(false);
  });
});
