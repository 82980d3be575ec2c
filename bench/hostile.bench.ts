/**
 * One invited bidder against everybody else at the close: the real server on a socket (bin/start.mjs in
 * its own process, behind a trusted proxy so each caller has its own address), on SQLite and, with
 * DATABASE_URL=postgres://…, on PostgreSQL.
 *
 * Two phases of the same background, measured in one run, in four windows each that take turns: rival bidders saving 20-row sheets in a loop
 * and a legitimate user signing in from its own address every 2 s (the production password cost).
 * Idle: nothing else. Hostile: one bidder also uploads, one after the other, a well-formed bid workbook
 * of 380,000 rows (1.9 MB, 17 MB unzipped) and a workbook whose sheet declares 1,000 bytes but
 * inflates to 2 GB; and 30 concurrent sign-ins with wrong passwords for unknown logins run from one
 * other address (each retries at once after a refusal, 250 ms after a 429). The attacker runs in a worker
 * thread of its own (load/hostile-attacker.ts), so its requests do not delay the client timing the rivals.
 *
 * Goals (both engines, the CI subset included):
 * - rivals' save p99, hostile / idle: ≤ 2×;
 * - the legitimate sign-in's median, hostile / idle: ≤ 2×;
 * - the server's memory above idle: peak RSS during the hostile phase (sampled every 25 ms, worker threads
 *   included) minus the idle median: ≤ 300 MB;
 * - hostile requests not answered with a 4xx (a 2xx, 5xx or network failure): 0;
 * - rivals' saves and legitimate sign-ins that failed: 0.
 */
import { recordGoal, recordSetupFailure } from './bench-kit';
import { TEST_ENGINES } from '../adapters/kysely/engines.test-kit';
import { makeUser } from '../fixtures/builders';
import { freshDatabase, PROFILE } from './load/engines';
import { seedLoadWorld } from './load/load-world';
import { startAppServer, type RunningServer } from './load/servers';
import { percentile, sheetBody, sleep, timedPost, type Timed } from './load/storm-kit';
import { loop, signIn, startAttacker, type Attacker } from './load/hostile-attacker';

const IDLE_MS = PROFILE === 'ci' ? 8_000 : 20_000;
const HOSTILE_MS = PROFILE === 'ci' ? 16_000 : 45_000;
/** Idle and hostile windows alternate this many times (the phases' times are split between them). */
const WINDOWS = 4;
const RIVALS = 4;
const SHEET = 20;
const SIGN_IN_EVERY_MS = 2_000;
const LEGIT = { login: 'legit.bidder', password: 'Legit-Bidder-Pass-2026!', address: '198.51.100.7' };

interface Phase {
  saves: Timed[];
  signIns: Timed[];
  rss: number[];
}

/** The background of both phases (rivals saving, the legitimate sign-ins, RSS samples) while `extra` runs, for `ms`. */
async function phase(server: RunningServer, ms: number, rivals: (i: number) => Promise<Timed>, extra: (stop: Promise<void>) => Promise<void>): Promise<Phase> {
  const out: Phase = { saves: [], signIns: [], rss: [] };
  const stop = sleep(ms);
  const legit = async () => {
    const started = performance.now();
    const answer = await signIn(server.url, LEGIT.login, LEGIT.password, LEGIT.address);
    await sleep(Math.max(0, SIGN_IN_EVERY_MS - (performance.now() - started)));
    return answer;
  };
  await Promise.all([
    ...Array.from({ length: RIVALS }, (_, i) => loop(stop, () => rivals(i), out.saves)),
    loop(stop, legit, out.signIns),
    loop(stop, () => sleep(25).then(() => server.rssMb()), out.rss),
    extra(stop),
  ]);
  return out;
}

async function hostile(engine: 'sqlite' | 'postgres'): Promise<void> {
  const db = await freshDatabase(engine);
  let server: RunningServer | null = null;
  let attacker: Attacker | null = null;
  try {
    const world = await db.prepare(async (deps) => {
      const w = await seedLoadWorld(deps, { lots: 200, borrowers: RIVALS + 1 });
      const legit = await deps.store.users.create(makeUser({ loginName: LEGIT.login, borrowerId: w.bidders[0].borrowerId }));
      await deps.store.users.setPasswordHash(legit.id, await deps.hasher.hash(LEGIT.password));
      return w;
    });
    server = await startAppServer({ ...db.env, TRUST_PROXY: 'loopback' });
    const url = server.url;
    const rivalSave = (i: number) => timedPost(`${url}/api/auction/bidssave/${world.auctionId}`, world.bidders[i].token, sheetBody(world.singleLots, i * SHEET, SHEET));

    // Warm-up (JIT, statement caches, the first scrypt, the heap the saves settle at), not recorded.
    await phase(server, 4_000, rivalSave, async () => undefined);

    attacker = startAttacker({ url, auctionId: world.auctionId, token: world.bidders[RIVALS].token });
    const attacks: Timed[] = [];
    // Idle and hostile windows take turns, so whatever else the machine does falls on both alike.
    const idle: Phase = { saves: [], signIns: [], rss: [] };
    const under: Phase = { saves: [], signIns: [], rss: [] };
    const add = (to: Phase, from: Phase) => (to.saves.push(...from.saves), to.signIns.push(...from.signIns), to.rss.push(...from.rss));
    // The memory above idle counts from the first idle window: the later ones keep what the attack left behind.
    let idleRss = 0;
    for (let window = 0; window < WINDOWS; window++) {
      const quiet = await phase(server, IDLE_MS / WINDOWS, rivalSave, async () => undefined);
      if (window === 0) idleRss = percentile(quiet.rss, 0.5);
      add(idle, quiet);
      add(under, await phase(server, HOSTILE_MS / WINDOWS, rivalSave, async () => void attacks.push(...(await (attacker as Attacker).attack(HOSTILE_MS / WINDOWS)))));
    }

    const ok = (t: Timed) => t.status === 200;
    const p99 = (p: Phase) => percentile(p.saves.filter(ok).map((t) => t.ms), 0.99);
    const signInMedian = (p: Phase) => percentile(p.signIns.filter(ok).map((t) => t.ms), 0.5);
    const peakRss = Math.max(...under.rss);
    const statuses = new Map<string, number>();
    for (const a of attacks) statuses.set(a.error ?? String(a.status), (statuses.get(a.error ?? String(a.status)) ?? 0) + 1);
    const not4xx = attacks.filter((a) => !(a.status >= 400 && a.status < 500)).length;
    const failed = [...idle.saves, ...under.saves, ...idle.signIns, ...under.signIns].filter((t) => !ok(t));

    recordGoal(
      `${engine}: hostile bidder, rivals' save p99 vs idle`,
      p99(under) / p99(idle),
      { op: '<=', limit: 2 },
      `${under.saves.length} saves under attack, p99 ${p99(under).toFixed(0)} ms; idle ${idle.saves.length} saves, p99 ${p99(idle).toFixed(0)} ms`,
    );
    recordGoal(
      `${engine}: hostile bidder, a legitimate sign-in vs idle (median)`,
      signInMedian(under) / signInMedian(idle),
      { op: '<=', limit: 2 },
      `${under.signIns.length} sign-ins under attack, median ${signInMedian(under).toFixed(0)} ms, max ${Math.max(...under.signIns.map((t) => t.ms)).toFixed(0)} ms; idle ${idle.signIns.length}, median ${signInMedian(idle).toFixed(0)} ms`,
    );
    recordGoal(`${engine}: hostile bidder, server RSS above idle`, peakRss - idleRss, { op: '<=', limit: 300, unit: ' MB' }, `idle ${idleRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB`);
    recordGoal(
      `${engine}: hostile bidder, hostile requests not answered 4xx`,
      not4xx,
      { op: '<=', limit: 0, unit: '' },
      `${attacks.length} hostile requests: ${[...statuses].map(([s, n]) => `${s} ×${n}`).join(', ')}`,
    );
    recordGoal(
      `${engine}: hostile bidder, failed rival saves and legitimate sign-ins`,
      failed.length,
      { op: '<=', limit: 0, unit: '' },
      [...new Set(failed.map((t) => t.error ?? String(t.status)))].slice(0, 3).join('; '),
    );
  } catch (e) {
    recordSetupFailure(`${engine}: hostile bidder`, e);
  } finally {
    await attacker?.stop();
    await server?.stop();
    await db.dispose();
  }
}

for (const engine of TEST_ENGINES) await hostile(engine);
