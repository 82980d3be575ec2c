/**
 * Hostile uploads against the app wired as the server is: files read in the upload pool's workers
 * (adapters/workers/upload-pool.ts). Each is refused with its 4xx and the spec's words, and writes
 * nothing: a valid workbook of 380,000 rows (read no further than 20,001), a workbook whose sheet
 * declares 1,000 bytes and inflates to 1,900 MiB (stopped at the byte budget), and a lots file whose
 * parse runs past the pool's time budget (its worker terminated). The holdings file meets the same budgets.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BID_FILE_TOO_LARGE_TO_READ, BID_FILE_TOO_MANY_ROWS } from '../../../../core/bids/bid-sheet-messages';
import { MSG } from '../../../../core/domain/messages';
import { HOLDINGS_MESSAGES } from '../../../../core/holdings/holdings-file';
import { falseSizeWorkbook, manyRowsWorkbook } from '../../../excel/hostile-xlsx.test-kit';
import { createUploadPool } from '../../../workers/upload-pool';
import { snapshotter } from '../kits/db-snapshot.test-kit';
import { testAppForEachTest } from '../kits/test-app-lifecycle.test-kit';
import type { TestApp } from '../kits/test-app.test-kit';

const error = async (res: Response) => ((await res.json()) as { error: string }).error;

/** Sends the upload and checks: answered `status` with `message`, nothing written. */
async function refusedWithoutWrites(t: TestApp, send: () => Promise<Response>, status: number, message: string): Promise<void> {
  const snap = snapshotter(t);
  try {
    const before = await snap.snapshot();
    const res = await send();
    expect(res.status).toBe(status);
    expect(await error(res)).toBe(message);
    expect(await snap.snapshot()).toBe(before);
  } finally {
    snap.close();
  }
}

const form = (name: string, bytes: Uint8Array, fields: Record<string, string> = {}) => {
  const f = new FormData();
  f.append('file', new Blob([bytes.slice().buffer]), name);
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe('hostile bid files, read in the upload pool', () => {
  // The row and byte budgets are what these files meet; the wall-time budget has its own test below,
  // and a loaded machine must not answer it here first (it did, once, at the default 10 s).
  const pool = createUploadPool({ threads: 1, budgetMs: 120_000 });
  afterAll(() => pool.close());
  const t = testAppForEachTest({ uploads: pool.uploads });
  const upload = async (bytes: Uint8Array) => {
    const token = await t.signIn('bidder1');
    return () => t.request('POST', `/api/auction/readbidfile/${t.world.auctions.live.id}`, { token, form: form('bids.xlsx', bytes) });
  };

  it('a valid workbook of 380,000 one-cell rows: 422, at most 20,000 lines', async () => {
    await refusedWithoutWrites(t, await upload(manyRowsWorkbook(380_000)), 422, BID_FILE_TOO_MANY_ROWS);
  });

  it('a sheet declaring 1,000 bytes that inflates to 1,900 MiB: 422, too large to read', async () => {
    await refusedWithoutWrites(t, await upload(falseSizeWorkbook(1900)), 422, BID_FILE_TOO_LARGE_TO_READ);
  });
});

describe('hostile holdings files, read in the upload pool', () => {
  const pool = createUploadPool({ threads: 1, budgetMs: 120_000 });
  afterAll(() => pool.close());
  const t = testAppForEachTest({ uploads: pool.uploads });
  const upload = async (bytes: Uint8Array) => {
    const token = await t.signIn('manager');
    return () => t.request('POST', `/api/auction/holdingsupload/${t.world.auctions.live.id}`, { token, form: form('holdings.xlsx', bytes) });
  };

  it('a valid workbook of 380,000 one-cell rows: 422, at most 100,000 lines', async () => {
    await refusedWithoutWrites(t, await upload(manyRowsWorkbook(380_000)), 422, HOLDINGS_MESSAGES.TOO_MANY_ROWS);
  });

  it('a sheet declaring 1,000 bytes that inflates to 1,900 MiB: 422, too large to read', async () => {
    await refusedWithoutWrites(t, await upload(falseSizeWorkbook(1900)), 422, HOLDINGS_MESSAGES.TOO_LARGE_TO_READ);
  });
});

describe('a lots file past the upload time budget', () => {
  // 600,000 blank lines of 16 empty cells take the parser about a second: far past 50 ms.
  const pool = createUploadPool({ threads: 1, budgetMs: 50 });
  afterAll(() => pool.close());
  const t = testAppForEachTest({ uploads: pool.uploads });

  it('answers 422 with the lots message and imports nothing', async () => {
    const token = await t.signIn('manager');
    const auctionId = String(t.world.auctions.upcoming.id);
    const csv = new TextEncoder().encode(',,,,,,,,,,,,,,,\n'.repeat(600_000));
    const send = () => t.request('POST', '/api/auction/lots/upload', { token, form: form('lots.csv', csv, { auctionId }) });
    await refusedWithoutWrites(t, send, 422, MSG.LOTS_FILE_TOO_LARGE_TO_READ);
    expect(await t.deps.store.lots.listByAuction(t.world.auctions.upcoming.id)).toEqual([]);
  });
});
