/**
 * `sla lots holdings` on a SQLite file: each single lot's holdings against its market value, as text and
 * as JSON, the lot beyond the tolerance counted; a bidder is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyStore } from '../adapters/kysely/store';
import { makeAuction, makeBorrower, makeClient, makeLot, makeUser } from '../fixtures/builders';
import type { HoldingsCheck } from '../core/holdings/holdings';
import { cliDatabase, slaRunner, type CliDatabase } from './sla-process.test-kit';

describe('sla lots holdings', { timeout: 120_000 }, () => {
  let db: CliDatabase;
  let env: Record<string, string>;
  let store: KyselyStore;
  let auctionId: number;
  const sla = slaRunner(() => env);

  beforeAll(async () => {
    db = await cliDatabase('sqlite', 'lots-holdings');
    ({ store, env } = db);
    await store.users.create(makeUser({ loginName: 'relations', roles: ['CLIENT_RELATIONS'] }));
    const borrower = await store.borrowers.create(makeBorrower());
    await store.users.create(makeUser({ loginName: 'alphabid', borrowerId: borrower.id }));
    const client = await store.clients.create(makeClient());
    auctionId = (await store.auctions.create(makeAuction({ clientId: client.id }))).id;
    const within = await store.lots.create(makeLot({ auctionId, lotNumber: '1', marketValue: '1000000.00', currency: 'USD' }));
    const beyond = await store.lots.create(makeLot({ auctionId, lotNumber: '2', marketValue: '1000000.00', currency: 'USD' }));
    await store.lots.create(makeLot({ auctionId, lotNumber: '3' }));
    const share = { cusip: null, sedol: null, figi: null, issuerName: 'Apple Inc.', issuerLei: null, quantityKind: 'SHARES' as const, currency: 'USD' as const };
    await store.holdings.replaceForLots(
      [within.id, beyond.id],
      [
        { ...share, lotId: within.id, isin: 'US0378331005', quantity: '5000', price: '200.01' },
        { ...share, lotId: beyond.id, isin: 'US0378331005', quantity: '4000', price: '200' },
      ],
    );
  });
  afterAll(async () => {
    await store?.close();
    await db?.dispose();
  });

  it("prints each lot's holdings against its market value, and refuses a bidder", async () => {
    const text = await sla('lots', 'holdings', String(auctionId), '--as', 'relations');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^Holdings of .* \(tolerance 0\.5 %\): 1 of 3 lots need a look\.$/),
      '  lot 1      WITHIN_TOLERANCE   1 holding  $1,000,050.00 against $1,000,000.00 (0.005 %)',
      '  lot 2      BEYOND_TOLERANCE   1 holding  $800,000.00 against $1,000,000.00 (20 %)',
      '  lot 3      NO_HOLDINGS        0 holdings',
    ]);

    const json = await sla('lots', 'holdings', String(auctionId), '--json', '--as', 'relations');
    const check = JSON.parse(json.stdout) as HoldingsCheck;
    expect(check.lots.map((l) => [l.lotNumber, l.status, l.holdingsValue])).toEqual([
      ['1', 'WITHIN_TOLERANCE', '1000050'],
      ['2', 'BEYOND_TOLERANCE', '800000'],
      ['3', 'NO_HOLDINGS', '0'],
    ]);

    const bidder = await sla('lots', 'holdings', String(auctionId), '--as', 'alphabid');
    expect(bidder.code).not.toBe(0);
    expect(bidder.stderr).toContain('You do not have access to this function.');
  });
});
