/**
 * Bid saves under concurrency, as the close of an auction brings them, against a real server on a
 * socket (bin/start.mjs in its own process) and a real load generator (autocannon), on SQLite and,
 * with DATABASE_URL=postgres://…, on PostgreSQL. Two shapes, 64 connections each saving a 20-row
 * sheet: 64 borrowers (each connection its own bidder), and one borrower on all 64 connections (every
 * save queues behind the same bidder's previous one: PostgreSQL's per-bidder lock, SQLite's one writer).
 * The baseline in the same run is a bare Hono JSON echo on @hono/node-server parsing and answering the
 * same body (bench/load/echo-server.ts). Each app run follows an unrecorded 2 s warm-up run (JIT,
 * statement caches, pool). Answers not 2xx (goal 0: contention must never be a 5xx) and requests
 * autocannon gave up on after its 10 s timeout are counted apart.
 *
 * The goals, full profile only, for each shape and engine: against a minimal correct save on the same
 * stack and database (compareWithMinimal below), req/s ≥ 0.5×, p99 ≤ 3×, server CPU per save ≤ 2×.
 * The echo ratios are printed beside them (≥ 0.5× SQLite, ≥ 0.3× PostgreSQL, p99 ≤ 5×: out of reach on
 * a 2-core machine, see bench/README.md "The database floor").
 *
 * `BENCH_PROFILE=ci` (npm run bench:ci) runs 5 s instead of 10 s, no minimal save, and fails only a 10×
 * regression against what this code measured on the shared 2-core machine (bench/README.md): req/s ratio
 * floors CI_FLOOR (a tenth of what was measured), p99 ratio ≤ 10× the worst measured; 0 non-2xx stays.
 */
import { recordGoal, recordSetupFailure } from './bench-kit';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { freshDatabase, PROFILE } from './load/engines';
import { describeLoad, runLoad, type LoadOptions, type LoadResult } from './load/load-kit';
import { seedLoadWorld, type LoadWorld } from './load/load-world';
import { cpuMs, startAppServer, startEchoServer, startFloorServer, type RunningServer } from './load/servers';
import { sheetBody } from './load/storm-kit';

const CONNECTIONS = 64;
const DURATION = PROFILE === 'ci' ? 5 : 10;
const WARMUP = 2;
const GOAL = { sqlite: 0.5, postgres: 0.3 } as const;
/** A tenth of the req/s ratios to the echo measured under load (bench/README.md), per engine and shape. */
const CI_FLOOR = { sqlite: { borrowers: 0.004, oneBorrower: 0.002 }, postgres: { borrowers: 0.001, oneBorrower: 0.0003 } } as const;
/**
 * CI fails on a 10× regression of what this code measures, not on the goal it does not meet yet: the p99
 * ratio is 117× on a quiet machine (echo p99 28 ms, app 3.3 s; 2026-11-23), 25× on a loaded one.
 */
const CI_P99_CEILING = 1_200;

/** A load run after an unrecorded warm-up, with the server's CPU time per answered save. */
async function measured(server: RunningServer, load: LoadOptions): Promise<{ result: LoadResult; cpuPerSave: number }> {
  await runLoad({ ...load, durationSec: WARMUP });
  const before = await cpuMs(server.pid);
  const result = await runLoad(load);
  const after = await cpuMs(server.pid);
  return { result, cpuPerSave: (after.user + after.system - before.user - before.system) / Math.max(1, result.requests) };
}

/**
 * The goals (full profile): the app against a minimal correct save on the same stack and the same
 * database (bench/load/floor-server.ts), measured right after the app (which stays idle meanwhile): ≥ 0.5×
 * its req/s, p99 ≤ 3× its p99, server CPU per save ≤ 2× its CPU per save.
 */
async function compareWithMinimal(engine: string, env: Record<string, string>, load: LoadOptions, app: { result: LoadResult; cpuPerSave: number }): Promise<void> {
  const minimal = await startFloorServer(env);
  try {
    const m = await measured(minimal, { ...load, url: load.url.replace(/^http:\/\/[^/]+/, minimal.url) });
    const detail = `app ${describeLoad(app.result)}, ${app.cpuPerSave.toFixed(2)} ms CPU/save; minimal save ${describeLoad(m.result)}, ${m.cpuPerSave.toFixed(2)} ms CPU/save`;
    recordGoal(`${engine}: bidssave vs a minimal correct save, req/s`, app.result.reqPerSec / m.result.reqPerSec, { op: '>=', limit: 0.5 }, detail);
    recordGoal(`${engine}: bidssave vs a minimal correct save, p99`, app.result.p99 / Math.max(1, m.result.p99), { op: '<=', limit: 3 });
    recordGoal(`${engine}: bidssave vs a minimal correct save, server CPU per save`, app.cpuPerSave / Math.max(0.01, m.cpuPerSave), { op: '<=', limit: 2 });
  } finally {
    await minimal.stop();
  }
}

/** The two shapes of the close: every connection a different borrower, and one borrower saving from every connection. */
const SHAPES = [
  { name: `${CONNECTIONS} borrowers`, key: 'borrowers', tokenOf: (world: LoadWorld, i: number) => world.bidders[i]?.token },
  { name: `one borrower × ${CONNECTIONS} conns`, key: 'oneBorrower', tokenOf: (world: LoadWorld) => world.bidders[0]?.token },
] as const;

const echo = await startEchoServer();
try {
  for (const engine of TEST_ENGINES) {
    const db = await freshDatabase(engine);
    try {
      const world = await db.prepare((deps) => seedLoadWorld(deps, { lots: 200, borrowers: CONNECTIONS }));
      const path = `/api/auction/bidssave/${world.auctionId}`;
      const bodyOf = (i: number) => sheetBody(world.singleLots, i * 3, 20);
      await runLoad({ connections: CONNECTIONS, durationSec: WARMUP, bodyOf, url: `${echo.url}${path}` });
      const base = await runLoad({ connections: CONNECTIONS, durationSec: DURATION, bodyOf, url: `${echo.url}${path}` });
      const server = await startAppServer(db.env);
      try {
        for (const shape of SHAPES) {
          const load = {
            connections: CONNECTIONS,
            durationSec: DURATION,
            bodyOf,
            headersOf: (i: number) => ({ authorization: `Bearer ${shape.tokenOf(world, i)}` }),
          };
          const appLoad = { ...load, url: `${server.url}${path}` };
          const measuredApp = await measured(server, appLoad);
          const app = measuredApp.result;
          const detail = `app ${describeLoad(app)}; echo ${describeLoad(base)}`;
          const minRatio = PROFILE === 'ci' ? CI_FLOOR[engine][shape.key] : GOAL[engine];
          recordGoal(`${engine}: bidssave 20 rows, ${shape.name}, req/s vs echo`, app.reqPerSec / base.reqPerSec, { op: '>=', limit: minRatio }, detail);
          recordGoal(`${engine}: bidssave 20 rows, ${shape.name}, p99 vs echo`, app.p99 / Math.max(1, base.p99), { op: '<=', limit: PROFILE === 'ci' ? CI_P99_CEILING : 5 });
          recordGoal(`${engine}: bidssave, ${shape.name}, answers not 2xx`, app.non2xx, { op: '<=', limit: 0, unit: '' });
          recordGoal(`${engine}: bidssave, ${shape.name}, requests timed out (10 s)`, app.errors, { op: '<=', limit: 0, unit: '' });
          // The app, idle now, keeps its connections; the minimal save writes the same database after it.
          if (PROFILE === 'full') await compareWithMinimal(`${engine}, ${shape.name}`, db.env, appLoad, measuredApp);
        }
      } finally {
        await server.stop();
      }
    } catch (e) {
      recordSetupFailure(`${engine}: save-load`, e);
    } finally {
      await db.dispose();
    }
  }
} finally {
  await echo.stop();
}
