/**
 * A 20-row bid save as the auction grows: the same save, through the real server on a
 * socket over real HTTP, on auctions of 200, 2,000 and 10,000 lots (SQLite, and PostgreSQL when
 * DATABASE_URL is a postgres URL). The save's cost must follow the rows saved, not the auction's size.
 *
 * Per size, one borrower at a time saves a fresh 20-row sheet (each save replaces the previous
 * sheet: 20 updates or inserts plus deletes) ROUNDS times after WARMUP saves; the line prints the
 * median. The goal is on the largest auction's median over the smallest's, measured in the same run
 * (≤ 1.5×: flat, with room for noise on a shared machine).
 *
 * `BENCH_PROFILE=ci` grows 200 → 2,000 lots only and allows 10× (a 10× regression fails).
 */
import { recordGoal, recordSetupFailure } from './bench-kit';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { freshDatabase, PROFILE } from './load/engines';
import { seedLoadWorld } from './load/load-world';
import { startAppServer } from './load/servers';
import { percentile, sheetBody, timedPost } from './load/storm-kit';

const SIZES = PROFILE === 'ci' ? [200, 2_000] : [200, 2_000, 10_000];
const ROUNDS = PROFILE === 'ci' ? 15 : 40;
const WARMUP = 5;
const ROWS = 20;
const SLACK = PROFILE === 'ci' ? 10 : 1;

for (const engine of TEST_ENGINES) {
  const medians: number[] = [];
  try {
    for (const lots of SIZES) {
      const db = await freshDatabase(engine);
      try {
        const world = await db.prepare((deps) => seedLoadWorld(deps, { lots, borrowers: 2 }));
        const server = await startAppServer(db.env);
        try {
          const bidder = world.bidders[0];
          const url = `${server.url}/api/auction/bidssave/${world.auctionId}`;
          const samples: number[] = [];
          for (let i = 0; i < WARMUP + ROUNDS; i++) {
            // Sheets spread over the whole auction, so a large auction's lots are really touched.
            const offset = Math.floor(((i * 7919) % world.singleLots.length) / ROWS) * ROWS;
            const t = await timedPost(url, bidder.token, sheetBody(world.singleLots, offset, ROWS));
            if (t.status !== 200) throw new Error(`save answered ${t.status}${t.error ? ` (${t.error})` : ''}`);
            if (i >= WARMUP) samples.push(t.ms);
          }
          const median = percentile(samples, 0.5);
          medians.push(median);
          console.log(`      ${engine}: 20-row save on ${lots.toLocaleString('en-US')} lots: median ${median.toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms (n=${ROUNDS})`);
        } finally {
          await server.stop();
        }
      } finally {
        await db.dispose();
      }
    }
    const first = medians[0];
    const last = medians.at(-1) as number;
    recordGoal(
      `${engine}: 20-row save, ${SIZES.at(-1)?.toLocaleString('en-US')} lots vs ${SIZES[0]} lots (median)`,
      last / first,
      { op: '<=', limit: 1.5 * SLACK },
      SIZES.map((n, i) => `${n.toLocaleString('en-US')}: ${(medians[i]).toFixed(1)} ms`).join(' → '),
    );
  } catch (e) {
    recordSetupFailure(`${engine}: growth`, e);
  }
}
