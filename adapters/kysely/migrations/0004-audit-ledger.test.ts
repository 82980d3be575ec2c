/**
 * Upgrading a database that has auctions, bids, comments and awards from before the ledger:
 * migration 0004 starts each auction's ledger with a genesis entry of its data, so verification
 * passes straight away and later changes chain onto it. SQLite, and PostgreSQL when DATABASE_URL
 * points at one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import type { Engine } from '../schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoreDeps, type ComposedDeps } from '../../compose';
import { openPostgresStore } from '../../postgres/open-postgres-store';
import { openSqliteStore } from '../../sqlite/open-sqlite-store';
import type { KyselyStore } from '../store';
import { migrateDatabase, migrationsFor } from './migrations';
import { verifyAuctionLedger } from '../../../core/audit/ledger-checks';
import { unconfirmAwards } from '../../../core/awards/award-service';
import { LedgerBodySchema } from '../../../core/audit/ledger-entry';
import { fixedClock } from '../../../core/ports/clock';
import { makeAuction, makeBid, makeBorrower, makeClient, makeLot, makeUser } from '../../../fixtures/builders';

const POSTGRES_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;
const ENGINES: readonly Engine[] = ['sqlite', ...(POSTGRES_URL ? (['postgres'] as const) : [])];

describe.each(ENGINES)('migration 0004 on an existing %s database', { timeout: 60_000 }, (engine) => {
  let dir: string;
  let store: KyselyStore;
  let composed: ComposedDeps;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sla-upgrade-'));
    store =
      engine === 'postgres' && POSTGRES_URL
        ? await openPostgresStore(POSTGRES_URL, { schema: `upgrade_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`, dropSchemaOnClose: true, max: 2 })
        : openSqliteStore(path.join(dir, 'app.db'));
    const migrationTableSchema = engine === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(store.db)).rows[0]?.s : undefined;
    const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrationsFor(engine) }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    const before = await migrator.migrateTo('0003-foreign-key-indexes');
    if (before.error) throw before.error instanceof Error ? before.error : new Error(JSON.stringify(before.error));
    composed = await createCoreDeps({ DATA_DIR: dir }, { store, clock: fixedClock(Date.parse('2027-01-10T12:00:00.000Z')) });
  });
  afterAll(async () => {
    await composed?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts every auction with a genesis entry of its data, and verification passes', async () => {
    // Data written before the ledger existed (repositories only; the ledger tables are not there yet).
    const client = await store.clients.create(makeClient());
    const awarded = await store.auctions.create(makeAuction({ clientId: client.id }));
    const empty = await store.auctions.create(makeAuction({ clientId: client.id }));
    const lot = await store.lots.create(makeLot({ auctionId: awarded.id }));
    const borrower = await store.borrowers.create(makeBorrower());
    const bidder = await store.users.create(makeUser({ borrowerId: borrower.id }));
    const awarder = await store.users.create(makeUser({ roles: ['AWARD'] }));
    const bid = await store.bids.insert(makeBid({ auctionId: awarded.id, lotId: lot.id, borrowerId: borrower.id, userId: bidder.id, basisPointGuarantee: '10.50', confirmed: true }));
    await store.bids.insert(makeBid({ auctionId: awarded.id, lotId: lot.id, borrowerId: borrower.id, userId: awarder.id, basisPointGuarantee: null, fixed: '1000.00' }));
    await store.bids.saveSupplemental({ auctionId: awarded.id, borrowerId: borrower.id, userId: bidder.id, bidderComments: 'Legacy note', bidderCommentsConfirmed: 'CONFIRMED' });
    await store.awards.save(awarded.id, [{ bidId: bid.id, lotId: lot.id }], []);
    await store.auctions.setAwardConfirmFlag(awarded.id, true);

    await migrateDatabase(store.db, engine);

    for (const auction of [awarded, empty]) {
      const entries = await store.audit.list(auction.id);
      expect(entries.map((e) => [e.seq, e.eventType, e.actorUserId])).toEqual([[1, 'genesis', null]]);
      const verified = await verifyAuctionLedger(composed.deps, auction.id);
      expect(verified.ok && verified.value).toMatchObject({ intact: true, entries: 1 });
    }
    const genesis = LedgerBodySchema.parse(JSON.parse((await store.audit.list(awarded.id))[0].body)).event;
    expect(genesis).toMatchObject({
      type: 'genesis',
      bids: [{ id: bid.id, basisPointGuarantee: '10.50', confirmed: true }, { fixed: '1000.00', confirmed: false }],
      supplementals: [{ userId: bidder.id, bidderComments: 'Legacy note', confirmed: true }],
      awards: [{ bidId: bid.id, lotId: lot.id }],
      awardsConfirmed: true,
    });

    // Changes after the upgrade chain onto the genesis.
    expect((await unconfirmAwards(composed.deps, awarded.id, awarder.id, 'Re-award after upgrade')).ok).toBe(true);
    const after = await verifyAuctionLedger(composed.deps, awarded.id);
    expect(after.ok && after.value).toMatchObject({ intact: true, entries: 2 });
  });
});
