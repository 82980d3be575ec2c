/**
 * Where a bid save's time goes, apart from the goals (not a *.bench.ts: `npm run bench` does not run it).
 * `node --import tsx bench/load/save-cpu.ts` runs save-load's load (64 connections, 20-row sheets, 10 s
 * after a 2 s warm-up) against a real server (bin/start.mjs, the compiled runtime) and then against the
 * minimal correct save on the same database (floor-server.ts), and prints each server process's CPU time
 * per answered save, user and system apart (from /proc: steadier on a shared machine than req/s), and
 * the application's CPU per save over the floor's (the goal: ≤ 2×).
 * Two shapes of load, each on a fresh database: `many` (64 borrowers, one connection each, as save-load)
 * and `one` (one borrower's bidder on all 64 connections: a user with many tabs, or a script).
 * ENGINE=postgres (with DATABASE_URL) for PostgreSQL; SHAPE=many|one (default both); DURATION=s;
 * FLOOR=0 skips the floor; PROFILE_DIR=dir writes each server's V8 CPU profile there (node
 * --cpu-prof: app-<engine>-<shape>.cpuprofile, and node's CPU.*.cpuprofile names for the floor), to read in Chrome DevTools.
 */
import { freshDatabase } from './engines';
import { describeLoad, runLoad, type LoadOptions } from './load-kit';
import { seedLoadWorld } from './load-world';
import { cpuMs, startAppServer, startFloorServer, type RunningServer } from './servers';
import { sheetBody, sleep } from './storm-kit';

const CONNECTIONS = 64;
const engine = process.env.ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const SHAPES = { many: CONNECTIONS, one: 1 } as const;
type Shape = keyof typeof SHAPES;
const shapes: Shape[] = process.env.SHAPE === 'many' || process.env.SHAPE === 'one' ? [process.env.SHAPE] : ['many', 'one'];

/** Server CPU per answered save after a 2 s unrecorded warm-up, and the load's figures. */
async function cpuPerSave(server: RunningServer, load: LoadOptions): Promise<{ line: string; total: number }> {
  await runLoad({ ...load, durationSec: 2 });
  const before = await cpuMs(server.pid);
  const result = await runLoad(load);
  const after = await cpuMs(server.pid);
  const per = (ms: number) => ms / Math.max(1, result.requests);
  const total = per(after.user - before.user + after.system - before.system);
  return { total, line: `${describeLoad(result)}; server CPU per save ${total.toFixed(2)} ms (user ${per(after.user - before.user).toFixed(2)}, system ${per(after.system - before.system).toFixed(2)})` };
}

for (const shape of shapes) {
  const db = await freshDatabase(engine);
  try {
    const world = await db.prepare((deps) => seedLoadWorld(deps, { lots: 200, borrowers: SHAPES[shape] }));
    const path = `/api/auction/bidssave/${world.auctionId}`;
    const load = {
      connections: CONNECTIONS,
      durationSec: Number(process.env.DURATION ?? 10),
      bodyOf: (i: number) => sheetBody(world.singleLots, i * 3, 20),
      headersOf: (i: number) => ({ authorization: `Bearer ${world.bidders[i % world.bidders.length]?.token}` }),
    };
    const label = `${engine}, ${shape === 'many' ? `${CONNECTIONS} borrowers` : `one borrower on ${CONNECTIONS} connections`}`;
    // Named for the app; the floor runs through tsx, whose loader thread writes a profile too (node's default names).
    const profile = (name?: string) =>
      process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`, ...(name ? [`--cpu-prof-name=${name}`] : [])] : [];
    const server = await startAppServer(db.env, profile(`app-${engine}-${shape}.cpuprofile`));
    let app;
    try {
      app = await cpuPerSave(server, { ...load, url: `${server.url}${path}` });
      console.log(`${label}: app ${app.line}`);
      // The saves autocannon left in flight finish first: a server killed at the stop's 5 s deadline writes no profile.
      if (process.env.PROFILE_DIR) await sleep(5_000);
    } finally {
      await server.stop();
    }
    if (process.env.FLOOR === '0') continue;
    const floor = await startFloorServer(db.env, profile());
    try {
      const m = await cpuPerSave(floor, { ...load, url: `${floor.url}${path}` });
      console.log(`${label}: minimal save ${m.line}`);
      if (process.env.PROFILE_DIR) await sleep(5_000);
      console.log(`${label}: app CPU per save ${(app.total / Math.max(0.01, m.total)).toFixed(2)}× the minimal save's (goal ≤ 2×)`);
    } finally {
      await floor.stop();
    }
  } finally {
    await db.dispose();
  }
}
