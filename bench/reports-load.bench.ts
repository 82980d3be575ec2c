/**
 * Reports and the Excel export at the sizes users have and at 5× that, against a real server process
 * (bin/start.mjs) over HTTP, each compared with one hand-written SQL query returning the same data
 * from the same database in the same run (better-sqlite3 or pg in this process): on SQLite always, and
 * on PostgreSQL too when DATABASE_URL names one (a throw-away schema, seeded afresh: the cache below is
 * SQLite's).
 *
 * World: `lots` lots (one in ten a combo) × 60 borrowers, each borrower bidding on ~90% of the single
 * lots (seedLoadWorld's confirmedBidShare), the auction ended and awards generated (top bid per lot).
 *
 * Goals: each report ≤ 2× its SQL; the Full Bid Details workbook ≤ 2× its SQL; server RSS during each
 * report and the export ≤ 150 MB above idle (a fresh server per measurement, idle measured before it);
 * linear growth: the growth exponent log(t_big / t_small) / log(n_big / n_small) between the two
 * largest sizes ≤ 1.25 for every endpoint.
 *
 * Sizes: 200, 2,000 and 10,000 lots (BENCH_PROFILE=full, the default); 200 with BENCH_PROFILE=ci
 * (ratio goals relaxed 10×, so only a 10× regression fails). BENCH_REPORT_LOTS=200,2000 overrides.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateAwards } from '../core/awards/award-service';
import { issueToken } from '../core/auth/tokens';
import type { CoreDeps } from '../core/app/deps';
import { check, quantile, recordGoal, recordSetupFailure } from './bench-kit';
import { freshDatabase, PROFILE, type BenchDatabase } from './load/engines';
import { POSTGRES_URL } from '../adapters/kysely/engines.test-kit';
import { seedLoadWorld } from './load/load-world';
import { startAppServer, type RunningServer } from './load/servers';

const BORROWERS = 60;
/** Server RSS above its idle RSS during one report or export (a fresh server each). */
const RSS_GOAL_MB = 150;
/** SQLite, and PostgreSQL when DATABASE_URL names one; BENCH_REPORT_ENGINES=postgres (or sqlite) keeps one. */
const ENGINES = (POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)).filter(
  (e) => !process.env.BENCH_REPORT_ENGINES || process.env.BENCH_REPORT_ENGINES.split(',').includes(e),
);
const SHARE = 0.9;
const SLACK = PROFILE === 'ci' ? 10 : 1;
const SIZES = process.env.BENCH_REPORT_LOTS
  ? process.env.BENCH_REPORT_LOTS.split(',').map(Number)
  : PROFILE === 'ci'
    ? [200]
    : [200, 2000, 10_000];

/** What differs between the engines' SQL: booleans (integers in SQLite) and the floating type. */
interface Dialect {
  yes: string;
  no: string;
  real: string;
}
const DIALECTS: Record<'sqlite' | 'postgres', Dialect> = {
  sqlite: { yes: '1', no: '0', real: 'REAL' },
  postgres: { yes: 'TRUE', no: 'FALSE', real: 'DOUBLE PRECISION' },
};

/** One query per report, returning the same data the endpoint answers, in the engine's SQL (`?` the auction id). */
function baselinesOf(d: Dialect): Record<string, string> {
/** The bid's value in SQL (bps → money over the lot's term; fixed as is), for ranking in the baselines. */
const VALUE = `CASE WHEN b.basis_point_guarantee IS NOT NULL THEN CAST(b.basis_point_guarantee AS ${d.real}) / 10000.0 * CAST(l.market_value AS ${d.real}) * l.term_days / 360.0 ELSE CAST(b.fixed AS ${d.real}) END`;

const OVERVIEW = `SELECT b.*, l.lot_number, l.lot_name, l.market_value, l.currency, l.term_days, l.esl_bps, l.combo_flag,
  br.company_name, u.login_name, ${VALUE} AS total_bid_value
  FROM bids b JOIN lots l ON l.id = b.lot_id JOIN borrowers br ON br.id = b.borrower_id JOIN users u ON u.id = b.user_id
  WHERE b.auction_id = ? AND b.confirmed = ${d.yes}`;

/**
 * The overview and its per-lot ranks as materialised CTEs, computed once per query: a ranked subquery
 * joined to the lots would be evaluated once per lot by SQLite (quadratic), which is not what a person
 * writing the query by hand would ship.
 */
const WITH_RANKED = `WITH o AS MATERIALIZED (${OVERVIEW}),
  r AS MATERIALIZED (SELECT *, ROW_NUMBER() OVER (PARTITION BY lot_id ORDER BY total_bid_value DESC, id) AS rank,
    COUNT(*) OVER (PARTITION BY lot_id) AS bids_placed FROM o)`;

/**
 * Every lot with its confirmed bids ranked, driven from the lots (bids found through their lot index),
 * so lots without bids appear once with rank 1 and no bid: for the reports that list every lot. (A
 * ranked CTE LEFT JOINed to the lots is scanned once per lot by SQLite: quadratic.)
 */
const RANKED_BY_LOT = `SELECT l.*, br.company_name, b.id AS bid_id, b.basis_point_guarantee, ${VALUE} AS total_bid_value,
  ROW_NUMBER() OVER (PARTITION BY l.id ORDER BY ${VALUE} DESC, b.id) AS rank, COUNT(b.id) OVER (PARTITION BY l.id) AS bids_placed
  FROM lots l LEFT JOIN bids b ON b.lot_id = l.id AND b.confirmed = ${d.yes}
  LEFT JOIN borrowers br ON br.id = b.borrower_id LEFT JOIN users u ON u.id = b.user_id
  WHERE l.auction_id = ?`;

return {
  bids: `${OVERVIEW} ORDER BY b.id`,
  getbids: `${OVERVIEW} ORDER BY b.id`,
  'top-bids': `${WITH_RANKED} SELECT * FROM r WHERE rank = 1 ORDER BY lot_id`,
  'full-bid-details': `SELECT o.*, r.award_analysis FROM (${OVERVIEW}) o LEFT JOIN recommendations r ON r.auction_id = o.auction_id AND r.lot_id = o.lot_id ORDER BY o.lot_id, o.id`,
  auctionInfo: `SELECT * FROM (${RANKED_BY_LOT}) x WHERE rank <= 3 ORDER BY lot_number, rank`,
  auctionrecommendations: `WITH lr AS MATERIALIZED (${RANKED_BY_LOT})
  SELECT lr.*, abr.company_name AS awarded_bidder,
    CASE WHEN ab.basis_point_guarantee IS NOT NULL THEN CAST(ab.basis_point_guarantee AS ${d.real}) / 10000.0 * CAST(lr.market_value AS ${d.real}) * lr.term_days / 360.0 ELSE CAST(ab.fixed AS ${d.real}) END AS awarded_value,
    rc.award_analysis
  FROM lr LEFT JOIN awards a ON a.lot_id = lr.id LEFT JOIN bids ab ON ab.id = a.bid_id LEFT JOIN borrowers abr ON abr.id = ab.borrower_id
  LEFT JOIN recommendations rc ON rc.auction_id = lr.auction_id AND rc.lot_id = lr.id
  WHERE lr.rank = 1 ORDER BY lr.id`,
  awardSummary: `${WITH_RANKED}, ab AS MATERIALIZED (SELECT o.* FROM awards a JOIN o ON o.id = a.bid_id WHERE a.auction_id = ?)
  SELECT ab.company_name, l.asset_class_id, SUM(ab.total_bid_value) AS revenue, SUM(CASE WHEN l.combo_flag = ${d.no} THEN CAST(l.market_value AS ${d.real}) ELSE 0 END) AS lendable
  FROM ab JOIN lots l ON l.id = ab.lot_id GROUP BY ab.company_name, l.asset_class_id
  UNION ALL SELECT 'Bid Rankings totals', NULL, SUM(CASE WHEN combo_flag = ${d.no} THEN total_bid_value ELSE 0 END), SUM(bids_placed) FROM r WHERE rank = 1`,
};
}

/** Report endpoint paths by baseline name, the small answers first (a server that dies on a large one is the last finding). */
const ENDPOINTS: Record<string, (id: number) => string> = {
  auctionInfo: (id) => `/api/report/auctionInfo/${id}`,
  'top-bids': (id) => `/api/report/auctions/${id}/top-bids`,
  auctionrecommendations: (id) => `/api/report/auctionrecommendations/${id}`,
  awardSummary: (id) => `/api/report/awardSummary/${id}`,
  bids: (id) => `/api/report/auctions/${id}/bids`,
  'full-bid-details': (id) => `/api/report/auctions/${id}/full-bid-details`,
  // The award screen's overview rows of every confirmed bid (the same rows as `bids`, AWARD role).
  getbids: (id) => `/api/award/auctions/${id}/getbids`,
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
  // timeout is 5 s) fails at once with "other side closed" (or EPIPE / ECONNRESET when the request
  // was being written): send again on a new connection. A server that died fails the retry too.
  const res = await send().catch(async (e: unknown) => {
    if (/other side closed|EPIPE|ECONNRESET/.test(String((e as { cause?: unknown }).cause))) return send();
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

/** Per endpoint and size: the endpoint's time and its SQL baseline's time in the same run. */
const growth: Record<string, Map<number, { ms: number; sqlMs: number }>> = {};
const note = (name: string, lots: number, ms: number, sqlMs: number) => (growth[name] ??= new Map()).set(lots, { ms, sqlMs });

const SERVER_ENV = { EXPENSIVE_REQUESTS_PER_MINUTE: '100000', RENDER_BUDGET_MS: '900000' };

/**
 * BENCH_REPORT_CACHE=<dir>: the seeded world of each size is kept there (the data directory and the
 * auction and staff ids) and copied for later runs, with a fresh staff token: the 10,000-lot seeding
 * takes about 10 minutes. The auction ended an hour before it was seeded, so a cached world stays ended.
 */
const CACHE = process.env.BENCH_REPORT_CACHE;

interface ReportWorld {
  auctionId: number;
  staffToken: string;
}

async function seedReportWorld(deps: CoreDeps, lots: number): Promise<ReportWorld & { staffUserId: number }> {
  const w = await seedLoadWorld(deps, { lots, borrowers: BORROWERS, confirmedBidShare: SHARE, ended: true });
  const awarded = await generateAwards(deps, w.staff, w.auctionId);
  check(awarded.ok, 'awards not generated');
  return { auctionId: w.auctionId, staffToken: w.staffToken, staffUserId: w.staff.user.id };
}

async function reportWorld(db: BenchDatabase, lots: number): Promise<ReportWorld> {
  if (!CACHE || db.engine !== 'sqlite') return db.prepare((deps) => seedReportWorld(deps, lots));
  const dir = join(CACHE, `reports-${lots}`);
  const meta = join(CACHE, `reports-${lots}.json`);
  if (!existsSync(meta)) {
    const seeded = await db.prepare((deps) => seedReportWorld(deps, lots));
    await mkdir(CACHE, { recursive: true });
    await cp(db.env.DATA_DIR, dir, { recursive: true });
    await writeFile(meta, JSON.stringify({ auctionId: seeded.auctionId, staffUserId: seeded.staffUserId }));
    return seeded;
  }
  const { auctionId, staffUserId } = JSON.parse(await readFile(meta, 'utf8')) as { auctionId: number; staffUserId: number };
  await cp(dir, db.env.DATA_DIR, { recursive: true });
  return db.prepare(async (deps) => {
    const staff = await deps.store.users.get(staffUserId);
    check(staff !== null, 'cached world without its staff user');
    return { auctionId, staffToken: (await issueToken(deps, staff, false)).access_token };
  });
}

/** A baseline query prepared for the auction: running it reads every row it returns. */
type Baseline = () => Promise<unknown>;

/** The hand-written SQL on the same database, from this process: better-sqlite3 (read-only) or a pg client in the bench schema. */
async function baselinesOn(db: BenchDatabase, auctionId: number): Promise<{ prepare(sql: string): Baseline; close(): Promise<void> }> {
  if (db.engine === 'sqlite') {
    const sqlite = new Database(join(db.env.DATA_DIR, 'app.db'), { readonly: true });
    return {
      prepare(text) {
        const q = sqlite.prepare(text);
        const params = (text.match(/\?/g) ?? []).map(() => auctionId);
        return async () => q.all(...params);
      },
      close: async () => {
        sqlite.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL, options: `-c search_path=${db.env.DATABASE_SCHEMA}` });
  await client.connect();
  return {
    prepare(text) {
      let n = 0;
      const numbered = text.replace(/\?/g, () => `$${++n}`);
      const params = Array.from({ length: n }, () => auctionId);
      return async () => (await client.query(numbered, params)).rows;
    },
    close: () => client.end(),
  };
}

for (const [engine, lots] of ENGINES.flatMap((e) => SIZES.map((n) => [e, n] as const))) {
  const db = await freshDatabase(engine);
  const at = `${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${lots} lots`;
  try {
    const world = await reportWorld(db, lots);
    const sql = await baselinesOn(db, world.auctionId);
    const baselines = baselinesOf(DIALECTS[engine]);
    const bidCount = ((await sql.prepare(`SELECT COUNT(*) AS n FROM bids WHERE auction_id = ? AND confirmed = ${DIALECTS[engine].yes}`)()) as { n: number | string }[])[0].n;
    console.log(`# ${at} × ${BORROWERS} borrowers: ${bidCount} confirmed bids`);
    const runs = runsAt(lots);
    const exportBody = { auctionId: world.auctionId };

    // A fresh server: idle RSS, then the Full Bid Details workbook's peak RSS.
    if (wanted('xlsx')) {
      const server = await startAppServer({ ...db.env, ...SERVER_ENV });
      try {
        await new Promise((r) => setTimeout(r, 1000));
        const idle = await server.rssMb();
        let size = 0;
        const peak = await peakRssMb(server, async () => {
          size = await call(server, world.staffToken, '/api/excel/report/fullBidDetails', exportBody);
        });
        recordGoal(`${at}: Full Bid Details .xlsx, server RSS above idle`, peak - idle, { op: '<=', limit: RSS_GOAL_MB, unit: ' MB' }, `idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, file ${(size / 1e6).toFixed(1)} MB`);
        const exportMs = await medianMs(runs, () => call(server, world.staffToken, '/api/excel/report/fullBidDetails', exportBody));
        const sqlMs = await medianMs(runs, sql.prepare(baselines['full-bid-details']));
        note(`${engine} excel full-bid-details`, lots, exportMs, sqlMs);
        recordGoal(`${at}: Full Bid Details .xlsx vs its SQL`, exportMs / sqlMs, { op: '<=', limit: 2 * SLACK }, `${exportMs.toFixed(0)} ms vs ${sqlMs.toFixed(0)} ms`);
      } catch (e) {
        recordSetupFailure(`${at}: Full Bid Details .xlsx`, e);
      } finally {
        await server.stop();
      }
    }

    // Each report on a fresh server (every report's first call peaks at most RSS_GOAL_MB above the
    // idle RSS of its server; a server that ran other reports first would reuse their freed heap).
    for (const [name, path] of Object.entries(ENDPOINTS)) {
      if (!wanted(name)) continue;
      const sqlMs = await medianMs(runs, sql.prepare(baselines[name]));
      const fresh = await startAppServer({ ...db.env, ...SERVER_ENV });
      try {
        await new Promise((r) => setTimeout(r, 1000));
        const idle = await fresh.rssMb();
        let bytes = 0;
        const peak = await peakRssMb(fresh, () => call(fresh, world.staffToken, path(world.auctionId)));
        recordGoal(`${at}: ${name}, server RSS above idle`, peak - idle, { op: '<=', limit: RSS_GOAL_MB, unit: ' MB' }, `idle ${idle.toFixed(0)} MB, first call's peak ${peak.toFixed(0)} MB`);
        const httpMs = await medianMs(runs, async () => {
          bytes = await call(fresh, world.staffToken, path(world.auctionId));
        });
        note(`${engine} ${name}`, lots, httpMs, sqlMs);
        recordGoal(`${at}: ${name} over HTTP vs its SQL`, httpMs / sqlMs, { op: '<=', limit: 2 * SLACK }, `${httpMs.toFixed(0)} ms vs ${sqlMs.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB answer`);
      } catch (e) {
        // A server that died (e.g. out of memory) is itself the finding: recorded as a failure.
        recordSetupFailure(`${at}: ${name}`, e);
      } finally {
        await fresh.stop();
      }
    }
    await sql.close();
  } catch (e) {
    recordSetupFailure(`${at}: reports setup`, e);
  } finally {
    await db.dispose();
  }
}

// The growth table: time per endpoint at each size, and growth exponents between the two largest sizes.
// `exponent` is log(t_b / t_a) / log(b / a) of the endpoint's time (1 = linear, 2 = quadratic). On the
// shared machine the load changes by several times between sizes (the SQL baselines themselves showed
// exponents from 0.4 to 1.9), so the goal is on `vs SQL`: 1 + the exponent of the endpoint's ratio to
// its SQL baseline measured in the same run, i.e. the endpoint's growth with the machine's drift
// cancelled by the SQL (which sorts, so grows n log n). A quadratic endpoint scores about 2 either way.
const sizes = [...SIZES].sort((a, b) => a - b);
if (sizes.length >= 2) {
  const [small, big] = sizes.slice(-2) as [number, number];
  console.log(`\n${'endpoint'.padEnd(26)}${sizes.map((n) => `${n} lots`.padStart(14)).join('')}   exponent   SQL exponent   vs SQL`);
  for (const [name, times] of Object.entries(growth)) {
    const a = times.get(small);
    const b = times.get(big);
    const exp = (x: number, y: number) => Math.log(y / x) / Math.log(big / small);
    const exponent = a && b ? exp(a.ms, b.ms) : Number.NaN;
    const sqlExponent = a && b ? exp(a.sqlMs, b.sqlMs) : Number.NaN;
    const relative = a && b ? 1 + exp(a.ms / a.sqlMs, b.ms / b.sqlMs) : Number.NaN;
    const cells = sizes.map((n) => (times.has(n) ? `${(times.get(n)?.ms as number).toFixed(0)} ms` : '-').padStart(14)).join('');
    console.log(`${name.padEnd(26)}${cells}   ${exponent.toFixed(2).padStart(8)}   ${sqlExponent.toFixed(2).padStart(12)}   ${relative.toFixed(2).padStart(6)}`);
    recordGoal(`growth ${small} → ${big} lots: ${name} (exponent vs its SQL; 1 = linear)`, relative, { op: '<=', limit: 1.25, unit: '' }, `own exponent ${exponent.toFixed(2)}, SQL's ${sqlExponent.toFixed(2)}`);
  }
}
