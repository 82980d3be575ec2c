/**
 * Persistence through the real adapters: `sla lots import` / the lots upload (importLots: parse,
 * check against the auction and the reference lists, write every good row in one transaction) of
 * a 5,000-row CSV into a fresh auction, on a temporary SQLite file.
 *
 * Target: < 3 s median. A manager uploading a large lot list waits on the request; three seconds on a
 * loaded 2-core machine keeps it well inside the HTTP timeouts (typical: a few hundred ms).
 */
import { importLots } from '../core/admin/lots';
import { makeAuction } from '../fixtures/builders';
import { check, measure, recordSetupFailure } from './bench-kit';
import { makeLotsCsv } from './lots-csv-data';
import { managerStore } from './manager-store';

const ROWS = 5_000;
const { store, deps, client, manager, close } = await managerStore();
try {
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
  await close();
}
