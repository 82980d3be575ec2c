/**
 * The close storm: 300 borrowers each save a 40-lot sheet and confirm it, all arriving
 * within 10 s, against the real server on a socket (bin/start.mjs in its own process) over real HTTP
 * (fetch, keep-alive). Runs on SQLite, on PostgreSQL when DATABASE_URL is a postgres URL, and on two
 * servers sharing that PostgreSQL schema (borrowers alternate between them).
 *
 * Per setting it prints:
 * - errors: answers not 200 and network failures (goal 0: contention is waiting, never an error);
 * - lost: borrowers whose 40 confirmed bids and confirmed comments are not all in the database
 *   afterwards, plus 1 when the auction's bid ledger does not verify (one chain, replaying to the
 *   tables), even with two servers (goal 0);
 * - p99 of every save and confirm in the storm / idle p50, the median of the same requests made one
 *   at a time by other borrowers just before the storm on the same server (goal ≤ 5×);
 * - how long the storm took to drain after its last arrival (information).
 *
 * `BENCH_PROFILE=ci` runs 60 borrowers within 3 s and allows 10× the latency ratio (a 10× regression
 * fails); the error and loss goals stay 0.
 */
import { verifyAuctionLedger } from '../core/audit/ledger-checks';
import { recordGoal, recordSetupFailure, seededRandom } from './bench-kit';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { freshDatabase, PROFILE } from './load/engines';
import { seedLoadWorld, type LoadWorld } from './load/load-world';
import { startAppServer, type RunningServer } from './load/servers';
import { percentile, saveAndConfirm, sheetBody, sleep, type Timed } from './load/storm-kit';

const BORROWERS = PROFILE === 'ci' ? 60 : 300;
const WINDOW_MS = PROFILE === 'ci' ? 3_000 : 10_000;
const SHEET = 40;
const IDLE_BIDDERS = 8;
const SLACK = PROFILE === 'ci' ? 10 : 1;

async function storm(label: string, engine: 'sqlite' | 'postgres', servers: number): Promise<void> {
  const db = await freshDatabase(engine);
  const running: RunningServer[] = [];
  try {
    const world: LoadWorld = await db.prepare((deps) => seedLoadWorld(deps, { lots: 2 * SHEET * 10, borrowers: BORROWERS + IDLE_BIDDERS }));
    for (let i = 0; i < servers; i++) running.push(await startAppServer(db.env));
    const urlOf = (i: number) => (running[i % running.length]).url;
    const bodyOf = (i: number) => sheetBody(world.singleLots, (i * 7) % world.singleLots.length, SHEET);
    const tokenOf = (i: number) => (world.bidders[i]).token;

    // Idle: the last IDLE_BIDDERS borrowers, one at a time (the first journey warms the server up).
    const idle: Timed[] = [];
    for (let i = BORROWERS; i < BORROWERS + IDLE_BIDDERS; i++) {
      const journey = await saveAndConfirm(urlOf(i), world.auctionId, tokenOf(i), bodyOf(i));
      if (i > BORROWERS) idle.push(...journey);
    }
    const idleP50 = percentile(idle.filter((t) => t.status === 200).map((t) => t.ms), 0.5);

    // The storm: every borrower arrives at a random moment of the window.
    const random = seededRandom(14);
    const started = performance.now();
    const journeys = await Promise.all(
      Array.from({ length: BORROWERS }, async (_, i) => {
        await sleep(random() * WINDOW_MS);
        return saveAndConfirm(urlOf(i), world.auctionId, tokenOf(i), bodyOf(i));
      }),
    );
    const drainMs = performance.now() - started - WINDOW_MS;
    const all = journeys.flat();
    // A journey stops at its first failed request, so each failure is counted once.
    const errors = all.filter((t) => t.status !== 200).length;
    const failedStatuses = [...new Set(all.filter((t) => t.status !== 200).map((t) => t.error ?? String(t.status)))].slice(0, 3);

    for (const s of running.splice(0)) await s.stop();
    const { lost, ledger } = await db.prepare(async (deps) => {
      const confirmed = await deps.store.bids.listByAuction(world.auctionId, { confirmedOnly: true });
      const comments = await deps.store.bids.listSupplemental(world.auctionId, { confirmedOnly: true });
      const perUser = new Map<number, number>();
      for (const b of confirmed) perUser.set(b.userId, (perUser.get(b.userId) ?? 0) + 1);
      const commented = new Set(comments.map((c) => c.userId));
      const missing = world.bidders.filter((b) => perUser.get(b.userId) !== SHEET || !commented.has(b.userId)).length;
      const verified = await verifyAuctionLedger(deps, world.staff, world.auctionId);
      return { lost: missing, ledger: verified.ok && verified.value.intact ? `ledger intact, ${verified.value.entries} entries` : 'LEDGER BROKEN' };
    });
    const p99 = percentile(all.map((t) => t.ms), 0.99);
    const detail = `${BORROWERS} borrowers × save ${SHEET} + confirm within ${WINDOW_MS / 1000} s: p50 ${percentile(all.map((t) => t.ms), 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, idle p50 ${idleP50.toFixed(0)} ms, drained ${(drainMs / 1000).toFixed(1)} s after the last arrival`;
    recordGoal(`${label}: close storm, p99 vs idle p50`, p99 / idleP50, { op: '<=', limit: 5 * SLACK }, detail);
    recordGoal(`${label}: close storm, errors`, errors, { op: '<=', limit: 0, unit: '' }, failedStatuses.join('; '));
    recordGoal(`${label}: close storm, lost (borrowers + broken ledger)`, lost + (ledger === 'LEDGER BROKEN' ? 1 : 0), { op: '<=', limit: 0, unit: '' }, ledger);
  } catch (e) {
    recordSetupFailure(`${label}: close storm`, e);
  } finally {
    for (const s of running) await s.stop();
    await db.dispose();
  }
}

for (const engine of TEST_ENGINES) {
  await storm(engine, engine, 1);
  if (engine === 'postgres') await storm('postgres, two servers', engine, 2);
}
