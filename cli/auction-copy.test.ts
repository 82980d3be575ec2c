/**
 * `sla auction copy` as a real process on a SQLite file: an ended auction copied into a new one with
 * the dates given, and the refusals of a bad time and of an auction that has not ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyStore } from '../adapters/kysely/store';
import { makeAuction, makeClient, makeLot, makeUser } from '../fixtures/builders';
import { AUCTION_COPY_NOT_ENDED } from '../core/domain/staff-messages';
import { cliDatabase, slaRunner, type CliDatabase } from './sla-process.test-kit';

describe('sla auction copy', { timeout: 120_000 }, () => {
  let db: CliDatabase;
  let env: Record<string, string>;
  let store: KyselyStore;
  const sla = slaRunner(() => env);

  beforeAll(async () => {
    db = await cliDatabase('sqlite', 'auction-copy');
    ({ store, env } = db);
    await store.users.create(makeUser({ loginName: 'desk', roles: ['MANAGER'] }));
  });
  afterAll(async () => {
    await store?.close();
    await db?.dispose();
  });

  it('copies an ended auction with its lots into a new auction; refuses a bad time and one not ended', async () => {
    const client = await store.clients.create(makeClient());
    const ended = await store.auctions.create(makeAuction({ clientId: client.id, auctionName: 'Spring lending', auctionStartDate: '2020-03-02T14:00:00.000Z', auctionEndDate: '2020-03-02T17:00:00.000Z' }));
    await store.lots.create(makeLot({ auctionId: ended.id, lotNumber: '1' }));
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

    const bad = await sla('auction', 'copy', String(ended.id), '--start', 'soon', '--end', `${future} 12:00`);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a New York date and time');

    const run = await sla('auction', 'copy', 'Spring lending', '--start', `${future} 09:00`, '--end', `${future} 12:00`, '--json');
    expect(run.code, run.stderr).toBe(0);
    const copied = JSON.parse(run.stdout) as { id: number; auctionName: string };
    expect(copied.auctionName).toBe(`Spring lending (${future})`);
    expect((await store.lots.listByAuction(copied.id)).map((l) => l.lotNumber)).toEqual(['1']);

    const again = await sla('auction', 'copy', String(copied.id), '--start', `${future} 09:00`, '--end', `${future} 12:00`);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(AUCTION_COPY_NOT_ENDED);
  });
});
