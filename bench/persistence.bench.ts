/**
 * Persistence through the real adapters: `sla lots import` / the lots upload (importLots: parse,
 * check against the auction and the reference lists, write every good row in one transaction) of
 * a 5,000-row CSV into a fresh auction, on a temporary SQLite file.
 *
 * Target: < 3 s median. A manager uploading a large lot list waits on the request; three seconds on a
 * loaded 2-core machine keeps it well inside the HTTP timeouts (typical: a few hundred ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importLots } from '../core/admin/lots';
import { fixedClock } from '../core/ports/clock';
import { createCoreDeps } from '../adapters/compose';
import { openTempSqliteStore } from '../adapters/sqlite/temp-sqlite-store.test-kit';
import { makeAuction, makeClient, makeUser } from '../fixtures/builders';
import { check, measure, recordSetupFailure } from './bench-kit';
import { makeLotsCsv } from './lots-csv-data';

const ROWS = 5_000;
const dir = mkdtempSync(join(tmpdir(), 'sla-bench-'));
const store = await openTempSqliteStore();
try {
  const { deps } = await createCoreDeps({ DATA_DIR: dir }, { store, clock: fixedClock(Date.parse('2026-11-22T15:00:00.000Z')) });
  const client = await store.clients.create(makeClient());
  const user = await store.users.create(makeUser({ roles: ['MANAGER'] }));
  const manager = { user, roles: user.roles };
  const csv = makeLotsCsv(ROWS, { assetClasses: await store.reference.assetClasses(), currencies: await store.reference.currencies() });

  await measure(
    'sqlite: import a 5,000-row lots CSV (importLots, one transaction)',
    { iterations: 5, targetMs: 3_000, prepare: async () => (await store.auctions.create(makeAuction({ clientId: client.id }))).id },
    async (auctionId: number) => {
      const result = await importLots(deps, manager, auctionId, csv);
      check(result.ok, `import failed: ${result.ok ? '' : result.message}`);
      check(result.value.imported === ROWS && result.value.skipped.length === 0, `imported ${result.value.imported}, skipped ${result.value.skipped.length}`);
    },
  );
} catch (e) {
  recordSetupFailure('sqlite: lots import setup', e);
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
