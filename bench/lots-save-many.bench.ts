/**
 * Building a 2,100-lot auction with combos through the public use cases, on a temporary SQLite file:
 * `lots.saveMany` (2,000 single lots in USD and EUR and 100 combos of 3 of them, one call, one
 * transaction) against `lots.save` one lot at a time, the way an embedder had to build it before. The
 * baseline saves the 100 combos only, one by one, over the 2,000 single lots (each combo save reads the
 * auction's lots again and recomputes every combo's value); its time per combo is printed.
 *
 * Targets: saveMany of 2,100 lots median < 3 s (the CSV import's target for 5,000 rows); its time <= 10% of
 * the one-by-one baseline's for the same 2,100 lots (singles one by one taken at the combos' measured rate
 * would flatter it, so the baseline is 100 combos one by one plus the 2,000 singles in one saveMany).
 */
import { performance } from 'node:perf_hooks';
import { saveManyLots } from '../core/admin/lots-save-many';
import type { LotRowInput } from '../core/validation/lot-rows';
import { saveLot } from '../core/admin/lots';
import { makeAuction } from '../fixtures/builders';
import { check, measure, recordGoal, recordSetupFailure } from './bench-kit';
import { managerStore } from './manager-store';

const SINGLES = 2_000;
const COMBOS = 100;

const single = (i: number): LotRowInput => ({
  lotNumber: String(i + 1),
  lotName: `Lot ${i + 1}`,
  assetClassId: 1,
  marketValue: String(5_000_000 + ((i * 7_919) % 95_000) * 1_000),
  currency: i % 5 === 0 ? 'EUR' : 'USD',
  fxRate: i % 5 === 0 ? '1.0850' : null,
  termDays: '365',
  termDisp: '365',
  eslBps: '15.00',
});
const combo = (k: number): LotRowInput => ({
  ...single(0),
  lotNumber: `C${k + 1}`,
  lotName: `Combo ${k + 1}`,
  currency: 'USD',
  fxRate: null,
  comboFlag: true,
  comboLotNumbers: [0, 1, 2].map((j) => String(((k * 20 + j * 7) % SINGLES) + 1)),
});
const singles = Array.from({ length: SINGLES }, (_, i) => single(i));
const combos = Array.from({ length: COMBOS }, (_, k) => combo(k));

const { store, deps, client, manager, close } = await managerStore();
try {
  const newAuction = async () => (await store.auctions.create(makeAuction({ clientId: client.id }))).id;

  const bulk = await measure(
    `sqlite: lots.saveMany of ${SINGLES + COMBOS} lots (${COMBOS} combos of 3), one call`,
    { iterations: 3, targetMs: 3_000, prepare: newAuction },
    async (auctionId: number) => {
      const r = await saveManyLots(deps, manager, auctionId, [...singles, ...combos]);
      check(r.ok, `saveMany failed: ${r.ok ? '' : `${r.message} ${JSON.stringify(r.fields).slice(0, 300)}`}`);
      check(r.value.saved === SINGLES + COMBOS && r.value.lots.filter((l) => l.comboFlag && l.comboLotIds.length === 3).length === COMBOS, 'not every lot or combo saved');
    },
  );

  // Baseline: the 2,000 singles in one call, then each combo by lots.save, as an embedder had to.
  const auctionId = await newAuction();
  const t0 = performance.now();
  const created = await saveManyLots(deps, manager, auctionId, singles);
  check(created.ok, 'baseline singles failed');
  const singlesMs = performance.now() - t0;
  const idOf = new Map(created.value.lots.map((l) => [l.lotNumber, l.id]));
  const t1 = performance.now();
  for (const c of combos) {
    const { comboLotNumbers, ...form } = c;
    const r = await saveLot(deps, manager, { ...form, id: -1, auctionId, comboLotIds: (comboLotNumbers ?? []).map((n) => idOf.get(n) ?? -1) });
    check(r.ok, `lots.save of a combo failed: ${r.ok ? '' : r.message}`);
  }
  const combosMs = performance.now() - t1;
  const baselineMs = singlesMs + combosMs;
  console.log(`      baseline: ${SINGLES} singles in one call ${singlesMs.toFixed(0)} ms, then ${COMBOS} combos by lots.save ${combosMs.toFixed(0)} ms (${(combosMs / COMBOS).toFixed(0)} ms a combo)`);
  recordGoal('sqlite: lots.saveMany time / (the same lots with each combo by lots.save)', bulk.medianMs / baselineMs, { op: '<=', limit: 0.1 }, `${bulk.medianMs.toFixed(0)} ms against ${baselineMs.toFixed(0)} ms`);
} catch (e) {
  recordSetupFailure('sqlite: lots.saveMany setup', e);
} finally {
  await close();
}
