/**
 * One owner's bid writes on PostgreSQL (TransactionOptions.ownerLock): at most two hold pooled
 * connections, the others queue in the server, so one bidder saving on many connections never holds
 * the whole pool and everybody else's requests go on meanwhile. Runs when DATABASE_URL is a postgres URL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../kysely/engines.test-kit';
import type { KyselyStore } from '../kysely/store';
import { bidWriteTransaction } from '../../core/audit/ledger-append';
import { openTempPostgresStore } from './temp-postgres-store.test-kit';

describe.skipIf(!POSTGRES_URL)('bid writes of one owner on PostgreSQL', () => {
  let store: KyselyStore;
  beforeAll(async () => {
    // A pool of 5 connections (temp-postgres-store.test-kit.ts).
    store = await openTempPostgresStore(POSTGRES_URL ?? '');
  });
  afterAll(() => store.close());

  const within = <T>(ms: number, p: Promise<T>): Promise<T | 'timed out'> =>
    Promise.race([p, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms))]);

  it('hold at most two pooled connections however many are waiting: other owners and plain reads go on', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = 0;
    let most = 0;
    const write = (owner: number, hold: boolean) =>
      store.transaction(async (tx) => {
        const mine = owner === 7;
        if (mine) most = Math.max(most, ++inside);
        await tx.users.get(1);
        if (hold) await held;
        if (mine) inside--;
        return owner;
      }, bidWriteTransaction(1, owner));
    // Owner 7's first write holds its transaction open; eight more of its writes wait behind it.
    const first = write(7, true);
    const waiting = Array.from({ length: 8 }, () => write(7, false));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Another owner's write and a read outside any transaction still get a connection.
    expect(await within(5_000, write(8, false))).toBe(8);
    expect(await within(5_000, sql<{ one: number }>`select 1 as one`.execute(store.db).then((r) => r.rows[0]?.one))).toBe(1);
    release();
    expect(await Promise.all([first, ...waiting])).toEqual(Array(9).fill(7));
    // Owner 7's writes never overlapped.
    expect(most).toBe(1);
  });
});
