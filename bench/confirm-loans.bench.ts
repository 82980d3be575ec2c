/**
 * confirm-loans: what the loan records cost the award confirmation. The real server on a socket (bin/start.mjs),
 * on SQLite and, with DATABASE_URL=postgres://…, on PostgreSQL; in one store, two ended auctions alike (2,000
 * single lots, 3 borrowers bidding on every lot, the top bid per lot awarded: 2,000 awards), one whose lots hold
 * 3 holdings each and one whose lots hold none. POST /api/award/auctions/{id}/confirm is timed on each in turn
 * (unconfirmed, untimed, between runs), from send to the end of the answer, as the award screen's CONFIRM waits.
 *
 * A lot without holdings stands for itself (docs/loans.md), so the baseline still writes one record per lot:
 * 2,000 records against 6,000. The confirmation's own work (the awards read, the flag, the history, the ledger,
 * the award notices after the commit) is the same on both.
 *
 * Goal: median confirm with holdings / median confirm without ≤ 2×, on each engine.
 */
import { loadavg } from 'node:os';
import { check, recordGoal, recordSetupFailure } from './bench-kit';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { generateAwards } from '../core/awards/award-service';
import type { CoreDeps } from '../core/app/deps';
import { makeHolding } from '../fixtures/builders';
import { freshDatabase, PROFILE } from './load/engines';
import { seedLoadWorld } from './load/load-world';
import { startAppServer, type RunningServer } from './load/servers';
import { percentile } from './load/storm-kit';
import { usSecurity } from './holdings-file-data';

const LOTS = 2_000;
const BORROWERS = 3;
const HOLDINGS_PER_LOT = 3;
const RUNS = PROFILE === 'ci' ? 3 : 7;

interface ConfirmWorld {
  auctionId: number;
  token: string;
  records: number;
}

async function seedConfirmWorld(deps: CoreDeps, holdingsPerLot: number): Promise<ConfirmWorld> {
  const w = await seedLoadWorld(deps, { lots: LOTS, borrowers: BORROWERS, confirmedBidShare: 1, ended: true, singleLotsOnly: true });
  check((await generateAwards(deps, w.staff, w.auctionId)).ok, 'awards not generated');
  if (holdingsPerLot > 0) {
    const holdings = w.singleLots.flatMap((lot, i) =>
      Array.from({ length: holdingsPerLot }, (_, k) => {
        const n = i * holdingsPerLot + k + 1;
        const { cusip, isin } = usSecurity(n);
        return makeHolding(lot.id, { isin, cusip, sedol: null, figi: null, issuerName: `Issuer ${n} Inc.`, issuerLei: null, quantity: String(1_000 + k), price: '25.50' });
      }),
    );
    await deps.store.holdings.replaceForLots(w.singleLots.map((l) => l.id), holdings);
  }
  return { auctionId: w.auctionId, token: w.staffToken, records: LOTS * Math.max(1, holdingsPerLot) };
}

async function post(server: RunningServer, token: string, path: string, body?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: body ?? '' });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}

async function activeLoans(server: RunningServer, w: ConfirmWorld): Promise<number> {
  const res = await fetch(`${server.url}/api/loans/auctions/${w.auctionId}`, { headers: { authorization: `Bearer ${w.token}` } });
  const loans = (await res.json()) as Array<{ status: string }>;
  return loans.filter((l) => l.status === 'ACTIVE').length;
}

async function confirmLoans(engine: 'sqlite' | 'postgres'): Promise<void> {
  const db = await freshDatabase(engine);
  let server: RunningServer | null = null;
  try {
    const [held, bare] = await db.prepare(async (deps) => [await seedConfirmWorld(deps, HOLDINGS_PER_LOT), await seedConfirmWorld(deps, 0)]);
    server = await startAppServer(db.env);
    const times = new Map<ConfirmWorld, number[]>([
      [held, []],
      [bare, []],
    ]);
    // One warm-up run each, then RUNS timed, the order alternating so a slow moment of the machine falls on both.
    for (let run = 0; run <= RUNS; run++) {
      for (const w of run % 2 === 0 ? [held, bare] : [bare, held]) {
        const ms = await post(server, w.token, `/award/auctions/${w.auctionId}/confirm`);
        if (run > 0) times.get(w)?.push(ms);
        if (run < RUNS) await post(server, w.token, `/award/auctions/${w.auctionId}/unconfirm`, 'benchmark run');
      }
    }
    // The last confirm stands: its records are the expected ones.
    for (const w of [held, bare]) {
      const active = await activeLoans(server, w);
      check(active === w.records, `auction ${w.auctionId}: ${active} active loan records, expected ${w.records}`);
    }
    const median = (w: ConfirmWorld) => percentile(times.get(w) ?? [], 0.5);
    const each = (w: ConfirmWorld) => (times.get(w) ?? []).map((t) => t.toFixed(0)).join(', ');
    recordGoal(
      `${engine}: confirm-loans, 2,000 awards, with holdings / without`,
      median(held) / median(bare),
      { op: '<=', limit: 2 },
      `median ${median(held).toFixed(0)} ms (${held.records.toLocaleString('en-US')} records) against ${median(bare).toFixed(0)} ms (${bare.records.toLocaleString('en-US')}); runs ${each(held)} / ${each(bare)} ms; load average ${loadavg()[0].toFixed(1)}`,
    );
  } catch (e) {
    recordSetupFailure(`${engine}: confirm-loans`, e);
  } finally {
    await server?.stop();
    await db.dispose();
  }
}

for (const engine of TEST_ENGINES) await confirmLoans(engine);
