/**
 * Upgrading a database that has auctions, bids, comments and awards from before the ledger:
 * migration 0004 starts each auction's ledger with a genesis entry of its data, so verification
 * passes straight away and later changes chain onto it. The migration builds the genesis with its own
 * frozen copy of the ledger code (0004-audit-ledger/); here its entries are compared, body and hash,
 * with what the live ledger code gives over the live repositories today. SQLite, and PostgreSQL when
 * DATABASE_URL points at one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL, TEST_ENGINES } from '../engines.test-kit';
import { createCoreDeps, type ComposedDeps } from '../../compose';
import { openPostgresStore } from '../../postgres/open-postgres-store';
import { openSqliteStore } from '../../sqlite/open-sqlite-store';
import type { KyselyStore } from '../store';
import { migrateDatabase, migrationsFor } from './migrations';
import { verifyAuctionLedger } from '../../../core/audit/ledger-checks';
import { unconfirmAwards } from '../../../core/awards/award-service';
import { chainEntries, EMPTY_HEAD, LedgerBodySchema } from '../../../core/audit/ledger-entry';
import { auctionTables } from '../../../core/audit/ledger-append';
import { genesisEvent } from '../../../core/audit/ledger-replay';
import { nodeSha256 } from '../../crypto/node-sha256';
import { createActor } from '../../../fixtures/actors';
import { fixedClock } from '../../../core/ports/clock';
import { makeAuction, makeBid, makeBorrower, makeClient, makeLot, makeUser } from '../../../fixtures/builders';

describe.each(TEST_ENGINES)('migration 0004 on an existing %s database', { timeout: 60_000 }, (engine) => {
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

  /** A lot written straight into its table: the lot repository also moves the lot versions of migration 0008, not there yet. */
  const legacyLot = async (auctionId: number) => {
    const { comboLotIds: _links, ...lot } = makeLot({ auctionId });
    return store.db.insertInto('lots').values(lot).returning('id').executeTakeFirstOrThrow();
  };
  /** The columns `table` has now (at 0003): a later migration may add some (a bid kind's amount and flag, an organisation's LEI), which the repositories write. */
  const columnsNow = async (table: string): Promise<Set<string>> => {
    const rows =
      engine === 'postgres'
        ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(store.db)).rows
        : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(store.db)).rows;
    return new Set(rows.map((r) => r.name));
  };
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  /** A row written straight into its table as the table was before the ledger: only the columns it had then. */
  const legacyRow = async <R extends object>(table: 'auctions' | 'bids' | 'clients' | 'borrowers', row: R): Promise<R & { id: number }> => {
    const have = await columnsNow(table);
    const values = Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id' && have.has(snake(k))));
    const { id } = await store.db.insertInto(table).values(values as never).returning('id').executeTakeFirstOrThrow();
    return { ...row, id };
  };
  const legacyAuction = (a: ReturnType<typeof makeAuction>) => legacyRow('auctions', a);
  const legacyBid = (b: ReturnType<typeof makeBid>) => legacyRow('bids', b);

  it('starts every auction with a genesis entry of its data, and verification passes', async () => {
    // Data written before the ledger existed (repositories only; the ledger tables are not there yet).
    const client = await legacyRow('clients', makeClient());
    const awarded = await legacyAuction(makeAuction({ clientId: client.id }));
    const empty = await legacyAuction(makeAuction({ clientId: client.id }));
    const busy = await legacyAuction(makeAuction({ clientId: client.id, collateralType: 'Both' }));
    const lot = await legacyLot(awarded.id);
    const borrower = await legacyRow('borrowers', makeBorrower());
    const bidder = await store.users.create(makeUser({ borrowerId: borrower.id }));
    const awarder = await store.users.create(makeUser({ roles: ['AWARD'] }));
    const bid = await legacyBid(makeBid({ auctionId: awarded.id, lotId: lot.id, borrowerId: borrower.id, userId: bidder.id, basisPointGuarantee: '10.50', confirmed: true }));
    await legacyBid(makeBid({ auctionId: awarded.id, lotId: lot.id, borrowerId: borrower.id, userId: awarder.id, basisPointGuarantee: null, fixed: '1000.00' }));
    await store.bids.saveSupplemental({ auctionId: awarded.id, borrowerId: borrower.id, userId: bidder.id, bidderComments: 'Legacy note', bidderCommentsConfirmed: 'CONFIRMED' });
    await store.awards.save(awarded.id, [{ bidId: bid.id, lotId: lot.id }], []);
    await store.auctions.setAwardConfirmFlag(awarded.id, true);

    // An auction with more of everything: two borrowers, a super bidder, every kind of bid value,
    // comments with characters JSON escapes, unconfirmed supplementals written out of user order.
    const busyLots = await Promise.all([1, 2, 3].map(() => legacyLot(busy.id)));
    const other = await legacyRow('borrowers', makeBorrower());
    const superBidder = await store.users.create(makeUser({ roles: ['SUPERBIDDER'] }));
    const bidder2 = await store.users.create(makeUser({ borrowerId: other.id }));
    const bidder3 = await store.users.create(makeUser({ borrowerId: other.id }));
    const busyBids = [];
    for (const [i, l] of busyLots.entries()) {
      busyBids.push(
        await legacyBid(
          makeBid({ auctionId: busy.id, lotId: l.id, borrowerId: other.id, userId: bidder3.id, collateralType: 'Non_Cash', basisPointGuarantee: null, allIn: `${i + 1}.125`, minBalGuarantee: '0.5', lotSpecificComments: `Lot "${i}"\n\u00e9\u2028` }),
        ),
        await legacyBid(
          makeBid({ auctionId: busy.id, lotId: l.id, borrowerId: other.id, userId: bidder2.id, superBidderId: superBidder.id, basisPointGuarantee: `-${i}.0`, fixed: '0.00', bidDate: `2026-11-0${i + 2}T09:30:00.123Z`, confirmed: i === 0 }),
        ),
        await legacyBid(makeBid({ auctionId: busy.id, lotId: l.id, borrowerId: borrower.id, userId: bidder.id, basisPointGuarantee: '100' })),
      );
    }
    await store.bids.saveSupplemental({ auctionId: busy.id, borrowerId: other.id, userId: bidder3.id, bidderComments: 'Third \u{1F600}', bidderCommentsConfirmed: null });
    await store.bids.saveSupplemental({ auctionId: busy.id, borrowerId: other.id, userId: bidder2.id, bidderComments: '', bidderCommentsConfirmed: 'CONFIRMED' });
    await store.bids.saveSupplemental({ auctionId: busy.id, borrowerId: borrower.id, userId: bidder.id, bidderComments: 'First', bidderCommentsConfirmed: null });
    await store.awards.save(busy.id, busyBids.filter((_, i) => i % 3 === 1).map((b) => ({ bidId: b.id, lotId: b.lotId })), []);

    await migrateDatabase(store.db, engine);

    const auditor = await createActor(store, ['REPORT']);
    for (const auction of [awarded, empty, busy]) {
      const entries = await store.audit.list(auction.id);
      expect(entries.map((e) => [e.seq, e.eventType, e.actorUserId])).toEqual([[1, 'genesis', null]]);
      const verified = await verifyAuctionLedger(composed.deps, auditor, auction.id);
      expect(verified.ok && verified.value).toMatchObject({ intact: true, entries: 1 });
      // The frozen copy gives exactly what the live ledger code gives over the live repositories today.
      const tables = await auctionTables(store, auction.id);
      if (!tables) throw new Error('auction missing');
      const [entry] = entries;
      const live = chainEntries(nodeSha256(), EMPTY_HEAD, { auctionId: auction.id, atMs: entry.atMs, actor: { userId: null, superBidderId: null } }, [genesisEvent(tables)]);
      expect(entries).toEqual(live);
      expect(await store.audit.head(auction.id)).toEqual({ seq: 1, hash: live[0]?.hash });
    }
    expect(JSON.parse((await store.audit.list(busy.id))[0].body).event).toMatchObject({ bids: { length: 9 }, supplementals: { length: 3 }, awards: { length: 3 } });
    const genesis = LedgerBodySchema.parse(JSON.parse((await store.audit.list(awarded.id))[0].body)).event;
    expect(genesis).toMatchObject({
      type: 'genesis',
      bids: [{ id: bid.id, basisPointGuarantee: '10.50', confirmed: true }, { fixed: '1000.00', confirmed: false }],
      supplementals: [{ userId: bidder.id, bidderComments: 'Legacy note', confirmed: true }],
      awards: [{ bidId: bid.id, lotId: lot.id }],
      awardsConfirmed: true,
    });

    // Changes after the upgrade chain onto the genesis.
    expect((await unconfirmAwards(composed.deps, { user: awarder, roles: awarder.roles }, awarded.id, 'Re-award after upgrade')).ok).toBe(true);
    const after = await verifyAuctionLedger(composed.deps, auditor, awarded.id);
    expect(after.ok && after.value).toMatchObject({ intact: true, entries: 2 });
  });
});
