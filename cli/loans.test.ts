/**
 * `sla loans` on a SQLite file (and on PostgreSQL when DATABASE_URL points at one): a confirm through
 * `sla award confirm` makes the loans; `list`, `export --format slate [--csv]` and `--format cdm` print them;
 * a bad format and a bidder are refused; `collateral` sets the auction's percentage for the next confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyStore } from '../adapters/kysely/store';
import { makeAuction, makeBid, makeBorrower, makeClient, makeLot, makeUser } from '../fixtures/builders';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { SLATE_CSV_COLUMNS } from '../core/loans/slate-report';
import { cliDatabase, slaRunner, type CliDatabase } from './sla-process.test-kit';

describe.each(TEST_ENGINES)('sla loans on %s', { timeout: 180_000 }, (engine) => {
  let db: CliDatabase;
  let env: Record<string, string>;
  let store: KyselyStore;
  let auctionId: number;
  const sla = slaRunner(() => env);

  beforeAll(async () => {
    db = await cliDatabase(engine, 'loans');
    ({ store, env } = db);
    await store.users.create(makeUser({ loginName: 'desk', roles: ['MANAGER'] }));
    await store.users.create(makeUser({ loginName: 'granter', roles: ['AWARD'] }));
    const client = await store.clients.create(makeClient({ clientName: 'North Pension' }));
    const borrower = await store.borrowers.create(makeBorrower({ companyName: 'Alpha Securities' }));
    const bidder = await store.users.create(makeUser({ loginName: 'alphabid', borrowerId: borrower.id }));
    const ended = new Date(Date.now() - 86_400_000).toISOString();
    const auction = await store.auctions.create(makeAuction({ clientId: client.id, auctionStartDate: new Date(Date.now() - 2 * 86_400_000).toISOString(), auctionEndDate: ended }));
    auctionId = auction.id;
    const lot = await store.lots.create(makeLot({ auctionId }));
    const bid = await store.bids.insert(makeBid({ auctionId, lotId: lot.id, borrowerId: borrower.id, userId: bidder.id, confirmed: true }));
    await store.awards.save(auctionId, [{ bidId: bid.id, lotId: lot.id }], []);
  });
  afterAll(async () => {
    await store?.close();
    await db?.dispose();
  });

  it('lists and exports the loans a confirm makes, and refuses a bad format and a bidder', async () => {
    expect((await sla('loans', 'collateral', String(auctionId), '102', '--as', 'desk')).code).toBe(0);
    const confirmed = await sla('award', 'confirm', String(auctionId), '--as', 'granter');
    expect(confirmed.code, confirmed.stderr).toBe(0);

    const list = await sla('loans', 'list', String(auctionId), '--json', '--as', 'granter');
    expect(list.code, list.stderr).toBe(0);
    const loans = JSON.parse(list.stdout) as { id: number; status: string; terms: { collateralPct: string; fee: { bps: string } }; missing: string[] }[];
    expect(loans.map((l) => [l.status, l.terms.collateralPct, l.terms.fee.bps])).toEqual([['ACTIVE', '102', '25.00']]);

    const csv = await sla('loans', 'export', String(auctionId), '--format', 'slate', '--csv', '--as', 'granter');
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(SLATE_CSV_COLUMNS.join(','));
    expect(lines[1].startsWith(`NEW,${loans[0].id},${auctionId},`)).toBe(true);

    const json = await sla('loans', 'export', String(auctionId), '--format', 'slate', '--as', 'granter');
    expect((JSON.parse(json.stdout) as { action: string; borrowerName: string; lenderName: string }[]).map((r) => [r.action, r.borrowerName, r.lenderName])).toEqual([['NEW', 'Alpha Securities', 'North Pension']]);

    const cdm = await sla('loans', 'export', String(auctionId), '--format', 'cdm', '--as', 'granter');
    expect(cdm.code, cdm.stderr).toBe(0);
    expect((JSON.parse(cdm.stdout) as { loanId: number; document: { eventDate: string } }[]).map((d) => d.loanId)).toEqual([loans[0].id]);

    const bad = await sla('loans', 'export', String(auctionId), '--format', 'xml', '--as', 'granter');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--format must be slate or cdm');
    const bidder = await sla('loans', 'list', String(auctionId), '--as', 'alphabid');
    expect(bidder.code).toBe(5);
    const refusedPct = await sla('loans', 'collateral', String(auctionId), 'lots', '--as', 'desk');
    expect(refusedPct.code).toBe(2);
  });
});
