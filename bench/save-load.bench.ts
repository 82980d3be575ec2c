/**
 * Bid saves under concurrency, as the close of an auction brings them, against a real server on a
 * socket (bin/start.mjs in its own process) and a real load generator (autocannon), on SQLite and,
 * with DATABASE_URL=postgres://…, on PostgreSQL. The baseline in the same run is a bare Hono JSON echo
 * on @hono/node-server parsing and answering the same body (bench/load/echo-server.ts).
 *
 * Goals (issue 14): a 20-row bidssave with 64 connections, each a different borrower, reaches
 * ≥ 0.5× the echo's requests per second with p99 ≤ 5× the echo's on SQLite (≥ 0.3× and zero 5xx
 * on PostgreSQL). `BENCH_PROFILE=ci` runs 3 s instead of 10 s and fails only a 10× regression.
 */
import { encodeBidsSaveBody } from '../core/bids/bids-save-body';
import { placeholderRow } from '../core/bids/place-bids-table';
import type { Lot } from '../core/domain/entities';
import { recordGoal, recordSetupFailure } from './bench-kit';
import { benchEngines, freshDatabase, PROFILE } from './load/engines';
import { describeLoad, runLoad } from './load/load-kit';
import { seedLoadWorld } from './load/load-world';
import { startAppServer, startEchoServer } from './load/servers';

const CONNECTIONS = 64;
const DURATION = PROFILE === 'ci' ? 3 : 10;
const SLACK = PROFILE === 'ci' ? 10 : 1;

/** A bidder's sheet: `rows` new bps rows on consecutive single lots from `offset`. */
export const sheetBody = (lots: Lot[], offset: number, rows: number): string =>
  JSON.stringify(
    encodeBidsSaveBody({
      loginName: 'ignored',
      rows: Array.from({ length: rows }, (_, k) => ({ ...placeholderRow((lots[(offset + k) % lots.length]).id, 'Cash'), basisPoints: String(20 + ((offset + k) % 50)) })),
      supplemental: { id: null, comments: 'Load test' },
    }),
  );

const echo = await startEchoServer();
try {
  for (const engine of benchEngines()) {
    const db = await freshDatabase(engine);
    try {
      const world = await db.prepare((deps) => seedLoadWorld(deps, { lots: 200, borrowers: CONNECTIONS }));
      const server = await startAppServer(db.env);
      try {
        const path = `/api/auction/bidssave/${world.auctionId}`;
        const bodyOf = (i: number) => sheetBody(world.singleLots, i * 3, 20);
        const load = { connections: CONNECTIONS, durationSec: DURATION, bodyOf };
        const base = await runLoad({ ...load, url: `${echo.url}${path}` });
        const app = await runLoad({ ...load, url: `${server.url}${path}`, headersOf: (i) => ({ authorization: `Bearer ${world.bidders[i]?.token}` }) });
        const detail = `app ${describeLoad(app)}; echo ${describeLoad(base)}`;
        const minRatio = (engine === 'sqlite' ? 0.5 : 0.3) / SLACK;
        recordGoal(`${engine}: bidssave 20 rows × ${CONNECTIONS} conns, req/s vs echo`, app.reqPerSec / base.reqPerSec, { op: '>=', limit: minRatio }, detail);
        recordGoal(`${engine}: bidssave 20 rows × ${CONNECTIONS} conns, p99 vs echo`, app.p99 / Math.max(1, base.p99), { op: '<=', limit: 5 * SLACK });
        recordGoal(`${engine}: bidssave under load, answers not 2xx`, app.non2xx + app.errors, { op: '<=', limit: 0, unit: '' });
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
