/**
 * The progress hook `sla lots import` draws its bar from: importLots reports the rows written, step
 * by step, inside its one transaction (real adapters over a temporary SQLite store).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_PROGRESS_STEP, importLots } from '../../core/admin/lots';
import type { CoreDeps } from '../../core/app/deps';
import type { Actor } from '../../core/policy/actor';
import { fixedClock } from '../../core/ports/clock';
import { createCoreDeps } from '../../adapters/compose';
import { openTempSqliteStore } from '../../adapters/sqlite/temp-sqlite-store.test-kit';
import type { SqliteStore } from '../../adapters/sqlite/open-sqlite-store';
import { makeAuction, makeClient, makeUser } from '../../fixtures/builders';

const HEADER = 'Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL BPS,Incumbent,Concentration Risk,Gross Dividend,Tax Rate';
const csvOf = (rows: number, bad = 0): string =>
  [
    HEADER,
    ...Array.from({ length: rows }, (_, i) => `${i + 1},"Lot ${i + 1}, tranche",1,1000000.00,20.00,1,1,90,90,E,U,15.00,,,,`),
    ...Array.from({ length: bad }, (_, i) => `X${i},Bad,999,1000000.00,20.00,1,1,90,90,E,U,15.00,,,,`),
  ].join('\r\n');

let dir: string;
let store: SqliteStore;
let deps: CoreDeps;
let auctionId: number;
let manager: Actor;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sla-lots-'));
  store = await openTempSqliteStore();
  deps = (await createCoreDeps({ DATA_DIR: dir }, { store, clock: fixedClock(Date.parse('2026-11-22T15:00:00.000Z')) })).deps;
  const client = await store.clients.create(makeClient());
  auctionId = (await store.auctions.create(makeAuction({ clientId: client.id }))).id;
  const user = await store.users.create(makeUser({ roles: ['MANAGER'] }));
  manager = { user, roles: user.roles };
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('importLots onProgress', () => {
  it('reports 0 first, then the rows written after each step, ending at the total', async () => {
    const rows = 2 * IMPORT_PROGRESS_STEP + 201;
    const calls: [number, number][] = [];
    const result = await importLots(deps, manager, auctionId, csvOf(rows, 2), { onProgress: (done, total) => calls.push([done, total]) });
    expect(result.ok && result.value.imported).toBe(rows);
    expect(result.ok && result.value.skipped.map((s) => s.line)).toEqual([rows + 2, rows + 3]);
    expect(calls).toEqual([
      [0, rows],
      [IMPORT_PROGRESS_STEP, rows],
      [2 * IMPORT_PROGRESS_STEP, rows],
      [rows, rows],
    ]);
    const stored = await store.lots.listByAuction(auctionId);
    expect(stored).toHaveLength(rows);
    expect(new Set(stored.map((l) => l.lotNumber)).size).toBe(rows);
    expect(stored.find((l) => l.lotNumber === '1001')?.lotName).toBe('Lot 1001, tranche');
  });

  it('is not called when nothing is written, and is optional', async () => {
    const calls: number[] = [];
    const onProgress = (done: number) => calls.push(done);
    expect((await importLots(deps, manager, auctionId, HEADER, { onProgress })).ok).toBe(false);
    const onlyBad = await importLots(deps, manager, auctionId, csvOf(0, 3), { onProgress });
    // Every row skipped: a failure that lists them, and nothing written.
    expect(onlyBad).toMatchObject({ ok: false, code: 'NOTHING_IMPORTED' });
    expect(!onlyBad.ok && onlyBad.skipped).toHaveLength(3);
    expect(calls).toEqual([]);
    const plain = await importLots(deps, manager, auctionId, csvOf(3));
    expect(plain.ok && plain.value.imported).toBe(3);
  });
});
