/**
 * Where a bid save's time goes, apart from the goals (not a *.bench.ts: `npm run bench` does not run it).
 * `node --import tsx bench/load/save-cpu.ts` runs save-load's load (64 borrowers, 20-row sheets, 10 s
 * after a 2 s warm-up) against a real server and prints the server process's CPU time per answered
 * save, user and system apart (from /proc): steadier on a shared machine than req/s.
 * ENGINE=postgres (with DATABASE_URL) for PostgreSQL; ONE_BORROWER=1 for save-load's other shape (every
 * connection the first borrower's); DURATION=s; PROFILE_DIR=dir writes the server's
 * V8 CPU profile there (node --cpu-prof), to read in Chrome DevTools.
 */
import { freshDatabase } from './engines';
import { describeLoad, runLoad } from './load-kit';
import { seedLoadWorld } from './load-world';
import { cpuMs, startAppServer } from './servers';
import { sheetBody } from './storm-kit';

const CONNECTIONS = 64;
const engine = process.env.ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const db = await freshDatabase(engine);
try {
  const world = await db.prepare((deps) => seedLoadWorld(deps, { lots: 200, borrowers: CONNECTIONS }));
  const server = await startAppServer(db.env, process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : []);
  try {
    const load = {
      url: `${server.url}/api/auction/bidssave/${world.auctionId}`,
      connections: CONNECTIONS,
      durationSec: Number(process.env.DURATION ?? 10),
      bodyOf: (i: number) => sheetBody(world.singleLots, i * 3, 20),
      headersOf: (i: number) => ({ authorization: `Bearer ${world.bidders[process.env.ONE_BORROWER ? 0 : i]?.token}` }),
    };
    await runLoad({ ...load, durationSec: 2 });
    const before = await cpuMs(server.pid);
    const result = await runLoad(load);
    const after = await cpuMs(server.pid);
    const per = (ms: number) => (ms / result.requests).toFixed(2);
    console.log(`${engine}: ${describeLoad(result)}; server CPU per save ${per(after.user - before.user + after.system - before.system)} ms (user ${per(after.user - before.user)}, system ${per(after.system - before.system)})`);
  } finally {
    await server.stop();
  }
} finally {
  await db.dispose();
}
