/**
 * Reports and the Excel export at the sizes users have and at 5× that, against a real server process
 * (bin/start.mjs) over HTTP, each compared with one hand-written SQL query returning the same data
 * from the same database in the same run (better-sqlite3 in this process; SQLite only).
 *
 * World: `lots` lots (one in ten a combo) × 60 borrowers, each borrower bidding on ~90% of the single
 * lots (seedLoadWorld's confirmedBidShare), the auction ended and awards generated (top bid per lot).
 *
 * Goals (issue 14): each report ≤ 2× its SQL; the Full Bid Details workbook ≤ 2× its SQL; server RSS
 * during the export ≤ 300 MB above idle (a fresh server per size, idle measured before the export);
 * linear growth: the growth exponent log(t_big / t_small) / log(n_big / n_small) between the two
 * largest sizes ≤ 1.25 for every endpoint.
 *
 * Sizes: 200, 2,000 and 10,000 lots (BENCH_PROFILE=full, the default); 200 with BENCH_PROFILE=ci
 * (ratio goals relaxed 10×, so only a 10× regression fails). BENCH_REPORT_LOTS=200,2000 overrides.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateAwards } from '../core/app/awards';
import { check, quantile, recordGoal, recordSetupFailure } from './bench-kit';
import { freshDatabase, PROFILE } from './load/engines';
import { seedLoadWorld } from './load/load-world';
import { startAppServer, type RunningServer } from './load/servers';

const BORROWERS = 60;
const SHARE = 0.9;
const SLACK = PROFILE === 'ci' ? 10 : 1;
const SIZES = process.env.BENCH_REPORT_LOTS
  ? process.env.BENCH_REPORT_LOTS.split(',').map(Number)
  : PROFILE === 'ci'
    ? [200]
    : [200, 2000, 10_000];

/** The bid's value in SQL (bps → money over the lot's term; fixed as is), for ranking in the baselines. */
const VALUE = `CASE WHEN b.basis_point_guarantee IS NOT NULL THEN CAST(b.basis_point_guarantee AS REAL) / 10000.0 * CAST(l.market_value AS REAL) * l.term_days / 360.0 ELSE CAST(b.fixed AS REAL) END`;

const OVERVIEW = `SELECT b.*, l.lot_number, l.lot_name, l.market_value, l.currency, l.term_days, l.esl_bps, l.combo_flag,
  br.company_name, u.login_name, ${VALUE} AS total_bid_value
  FROM bids b JOIN lots l ON l.id = b.lot_id JOIN borrowers br ON br.id = b.borrower_id JOIN users u ON u.id = b.user_id
  WHERE b.auction_id = ? AND b.confirmed = 1`;

/**
 * The overview and its per-lot ranks as materialised CTEs, computed once per query: a ranked subquery
 * joined to the lots would be evaluated once per lot by SQLite (quadratic), which is not what a person
 * writing the query by hand would ship.
 */
const WITH_RANKED = `WITH o AS MATERIALIZED (${OVERVIEW}),
  r AS MATERIALIZED (SELECT *, ROW_NUMBER() OVER (PARTITION BY lot_id ORDER BY total_bid_value DESC, id) AS rank,
    COUNT(*) OVER (PARTITION BY lot_id) AS bids_placed FROM o)`;

/** One query per report, returning the same data the endpoint answers. */
const BASELINES: Record<string, string> = {
  bids: `${OVERVIEW} ORDER BY b.id`,
  'top-bids': `${WITH_RANKED} SELECT * FROM r WHERE rank = 1 ORDER BY lot_id`,
  'full-bid-details': `SELECT o.*, r.award_analysis FROM (${OVERVIEW}) o LEFT JOIN recommendations r ON r.auction_id = o.auction_id AND r.lot_id = o.lot_id ORDER BY o.lot_id, o.id`,
  auctionInfo: `${WITH_RANKED}, t AS MATERIALIZED (SELECT * FROM r WHERE rank <= 3)
  SELECT l.*, t.company_name, t.total_bid_value, t.rank, t.bids_placed FROM lots l LEFT JOIN t ON t.lot_id = l.id
  WHERE l.auction_id = ? ORDER BY l.lot_number, t.rank`,
  auctionrecommendations: `${WITH_RANKED}, t AS MATERIALIZED (SELECT * FROM r WHERE rank = 1),
  ab AS MATERIALIZED (SELECT o.*, a.lot_id AS award_lot_id FROM awards a JOIN o ON o.id = a.bid_id WHERE a.auction_id = ?)
  SELECT l.*, t.company_name, t.basis_point_guarantee, t.total_bid_value, ab.company_name AS awarded_bidder, ab.total_bid_value AS awarded_value, rc.award_analysis
  FROM lots l LEFT JOIN t ON t.lot_id = l.id LEFT JOIN ab ON ab.award_lot_id = l.id
  LEFT JOIN recommendations rc ON rc.auction_id = l.auction_id AND rc.lot_id = l.id WHERE l.auction_id = ? ORDER BY l.id`,
  awardSummary: `${WITH_RANKED}, ab AS MATERIALIZED (SELECT o.* FROM awards a JOIN o ON o.id = a.bid_id WHERE a.auction_id = ?)
  SELECT ab.company_name, l.asset_class_id, SUM(ab.total_bid_value) AS revenue, SUM(CASE WHEN l.combo_flag = 0 THEN CAST(l.market_value AS REAL) ELSE 0 END) AS lendable
  FROM ab JOIN lots l ON l.id = ab.lot_id GROUP BY ab.company_name, l.asset_class_id
  UNION ALL SELECT 'Bid Rankings totals', NULL, SUM(CASE WHEN combo_flag = 0 THEN total_bid_value ELSE 0 END), SUM(bids_placed) FROM r WHERE rank = 1`,
};

/** Report endpoint paths by baseline name, the small answers first (a server that dies on a large one is the last finding). */
const ENDPOINTS: Record<string, (id: number) => string> = {
  auctionInfo: (id) => `/api/report/auctionInfo/${id}`,
  'top-bids': (id) => `/api/report/auctions/${id}/top-bids`,
  auctionrecommendations: (id) => `/api/report/auctionrecommendations/${id}`,
  awardSummary: (id) => `/api/report/awardSummary/${id}`,
  bids: (id) => `/api/report/auctions/${id}/bids`,
  'full-bid-details': (id) => `/api/report/auctions/${id}/full-bid-details`,
};

/** BENCH_REPORT_ONLY=xlsx,top-bids,...: only these measurements (xlsx = the Full Bid Details workbook). */
const ONLY = process.env.BENCH_REPORT_ONLY ? new Set(process.env.BENCH_REPORT_ONLY.split(',')) : null;
const wanted = (name: string): boolean => ONLY === null || ONLY.has(name);

/** Timed runs per measurement after one warm-up (BENCH_REPORT_RUNS overrides). */
const runsAt = (lots: number): number =>
  process.env.BENCH_REPORT_RUNS ? Number(process.env.BENCH_REPORT_RUNS) : lots >= 10_000 ? 2 : lots >= 2000 ? 3 : 5;

async function medianMs(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return quantile(samples.sort((a, b) => a - b), 0.5);
}

/** GET or POST as the browser does (gzip accepted), reading the whole answer; answers its size in bytes. */
async function call(server: RunningServer, token: string, path: string, body?: unknown): Promise<number> {
  const send = () =>
    fetch(`${server.url}${path}`, {
      signal: AbortSignal.timeout(1_800_000),
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  // A pooled keep-alive connection the server closed while the SQL baseline ran (its keep-alive
  // timeout is 5 s) fails at once with "other side closed": send again on a new connection.
  const res = await send().catch(async (e: unknown) => {
    if (String((e as { cause?: unknown }).cause).includes('other side closed')) return send();
    throw new Error(`${path}: ${e instanceof Error ? `${e.message} (${String((e as { cause?: unknown }).cause)})` : String(e)}`);
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  check(res.ok, `${path}: HTTP ${res.status}`);
  return bytes;
}

/** Peak RSS of the server (sampled every 25 ms) while `work` runs. */
async function peakRssMb(server: RunningServer, work: () => Promise<unknown>): Promise<number> {
  let peak = await server.rssMb();
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, await server.rssMb().catch(() => 0));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await sampler;
  }
  return peak;
}

const growth: Record<string, Map<number, number>> = {};
const note = (name: string, lots: number, ms: number) => (growth[name] ??= new Map()).set(lots, ms);

const SERVER_ENV = { EXPENSIVE_REQUESTS_PER_MINUTE: '100000', RENDER_BUDGET_MS: '900000' };

for (const lots of SIZES) {
  const db = await freshDatabase('sqlite');
  try {
    const world = await db.prepare(async (deps) => {
      const w = await seedLoadWorld(deps, { lots, borrowers: BORROWERS, confirmedBidShare: SHARE, ended: true });
      const awarded = await generateAwards(deps, w.auctionId);
      check(awarded.ok, 'awards not generated');
      return w;
    });
    const sqlite = new Database(join(db.env.DATA_DIR as string, 'app.db'), { readonly: true });
    const bidCount = (sqlite.prepare('SELECT COUNT(*) AS n FROM bids WHERE confirmed = 1').get() as { n: number }).n;
    console.log(`# ${lots} lots × ${BORROWERS} borrowers: ${bidCount} confirmed bids`);
    const runs = runsAt(lots);
    const exportBody = { auctionId: world.auctionId };

    // A fresh server: idle RSS, then the Full Bid Details workbook's peak RSS.
    const server = await startAppServer({ ...db.env, ...SERVER_ENV });
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const idle = await server.rssMb();
      if (wanted('xlsx')) {
        let size = 0;
        const peak = await peakRssMb(server, async () => {
          size = await call(server, world.staffToken, '/api/excel/report/fullBidDetails', exportBody);
        });
        recordGoal(`${lots} lots: Full Bid Details .xlsx, server RSS above idle`, peak - idle, { op: '<=', limit: 300, unit: ' MB' }, `idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, file ${(size / 1e6).toFixed(1)} MB`);
        const exportMs = await medianMs(runs, () => call(server, world.staffToken, '/api/excel/report/fullBidDetails', exportBody));
        const sql = sqlite.prepare(BASELINES['full-bid-details'] as string);
        const sqlMs = await medianMs(runs, () => sql.all(world.auctionId));
        note('excel full-bid-details', lots, exportMs);
        recordGoal(`${lots} lots: Full Bid Details .xlsx vs its SQL`, exportMs / sqlMs, { op: '<=', limit: 2 * SLACK }, `${exportMs.toFixed(0)} ms vs ${sqlMs.toFixed(0)} ms`);
      }

      for (const [name, path] of Object.entries(ENDPOINTS)) {
        if (!wanted(name)) continue;
        const q = sqlite.prepare(BASELINES[name] as string);
        const params = (q.source.match(/\?/g) ?? []).map(() => world.auctionId);
        const sqlMs = await medianMs(runs, () => q.all(...params));
        let bytes = 0;
        const httpMs = await medianMs(runs, async () => {
          bytes = await call(server, world.staffToken, path(world.auctionId));
        });
        note(name, lots, httpMs);
        recordGoal(`${lots} lots: ${name} over HTTP vs its SQL`, httpMs / sqlMs, { op: '<=', limit: 2 * SLACK }, `${httpMs.toFixed(0)} ms vs ${sqlMs.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB answer`);
      }
    } catch (e) {
      // A server that died (e.g. out of memory) is itself the finding: recorded as a failure.
      recordSetupFailure(`${lots} lots: reports`, e);
    } finally {
      await server.stop();
      sqlite.close();
    }
  } catch (e) {
    recordSetupFailure(`${lots} lots: reports setup`, e);
  } finally {
    await db.dispose();
  }
}

// The growth table: time per endpoint at each size, and the growth exponent between the two largest.
const sizes = [...SIZES].sort((a, b) => a - b);
if (sizes.length >= 2) {
  console.log(`\n${'endpoint'.padEnd(26)}${sizes.map((n) => `${n} lots`.padStart(14)).join('')}   exponent`);
  for (const [name, times] of Object.entries(growth)) {
    const [small, big] = sizes.slice(-2) as [number, number];
    const ts = times.get(small);
    const tb = times.get(big);
    const exponent = ts && tb ? Math.log(tb / ts) / Math.log(big / small) : Number.NaN;
    console.log(`${name.padEnd(26)}${sizes.map((n) => (times.has(n) ? `${(times.get(n) as number).toFixed(0)} ms` : '-').padStart(14)).join('')}   ${exponent.toFixed(2)}`);
    recordGoal(`growth ${small} → ${big} lots: ${name} (exponent; 1 = linear)`, exponent, { op: '<=', limit: 1.25, unit: '' });
  }
}
