/**
 * Startup: how long a user waits for the compiled runtime (bin/build-app.mjs) to answer, each time in a new
 * process, over a migrated SQLite database in a temporary folder.
 *
 * - `sla --help` (node bin/sla.mjs, the freshness check of build/ included): median ≤ 300 ms.
 * - A one-row command, `sla outbox --log --json` (the composed application over the database, the one row
 *   of its mail log printed): median ≤ 1 s.
 * - The server (node bin/start.mjs, SEED_DEMO=0, web/dist present), from spawn to the first 200 of
 *   GET /esecauction/login: median ≤ 2 s. Both worker pools are warmed before it listens.
 * - The packed library: `import()` of dist/index.js in a fresh process (`npm run build:lib` first when
 *   dist/ is missing), timed inside that process: median ≤ 200 ms.
 *
 * Each is also run from the TypeScript sources through tsx (what bin/sla.mjs and bin/start.mjs ran before
 * the compiled runtime), fewer times, for the ratio. Bare `node -e 0` is the floor on the same machine
 * (absolute times on a shared machine are noise: the load average is printed first).
 */
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { check, measure, quantile, recordGoal, type Measurement } from './bench-kit';
import { freePort } from '../adapters/http/tests/kits/server-process.test-kit';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 7;
const TSX_RUNS = 2;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node …args` to its end with `env` added. */
const node = (args: string[], env: Record<string, string> = {}): Promise<Exit> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });

const ok = async (run: Promise<Exit>, what: string): Promise<Exit> => {
  const exit = await run;
  check(exit.code === 0, `${what} exited with ${exit.code}: ${exit.stderr.slice(0, 300)}`);
  return exit;
};

/** The same command from the sources, as bin/sla.mjs ran it before the compiled runtime. */
const SLA = { compiled: ['bin/sla.mjs'], tsx: ['--import', 'tsx', 'cli/main.ts'] };
const SERVER = { compiled: ['bin/start.mjs'], tsx: ['--import', 'tsx', 'adapters/http/start.ts'] };

/** Starts the server, waits for the first 200 of the login page, stops it; the time to that answer. */
async function serverAnswer(args: string[], env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const until = Date.now() + 60_000;
    for (;;) {
      check(child.exitCode === null, `server exited with ${child.exitCode}: ${stderr.slice(0, 300)}`);
      check(Date.now() < until, 'the server did not answer within 60 s');
      // The page is read to its end: an unread body keeps the connection busy, and the graceful stop below
      // would wait seconds for it (the figure includes that stop, tens of milliseconds).
      const status = await fetch(`http://127.0.0.1:${port}/esecauction/login`).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
      if (status === 200) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The median in ms of `runs` timed calls, for the lines that are information rather than goals. */
async function medianOf(runs: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return quantile(samples.sort((a, b) => a - b), 0.5);
}

/** The same start from the sources through tsx: its median and its ratio to the compiled one (information). */
async function throughTsx(name: string, compiled: Measurement, run: () => Promise<unknown>): Promise<void> {
  const tsx = await medianOf(TSX_RUNS, run);
  console.log(`INFO  ${`${name} through tsx (the sources)`.padEnd(66)} median ${tsx.toFixed(0).padStart(6)} ms (n=${TSX_RUNS}), ${(tsx / compiled.medianMs).toFixed(1)}× the compiled runtime's`);
}

/** CPU time (user + system) of one `node …args` run, from /usr/bin/time: less sensitive to the machine's load than wall time. */
function cpuMsOf(args: string[], env: Record<string, string>): number {
  const run = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', process.execPath, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  const m = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr);
  check(run.status === 0 && m, `/usr/bin/time ${args.join(' ')} failed: ${run.stderr.slice(-300)}`);
  return (Number(m[1]) + Number(m[2])) * 1000;
}

/** The median CPU time of the compiled command (information), when /usr/bin/time is there. */
async function cpuLine(name: string, args: string[], env: Record<string, string>): Promise<void> {
  if (!existsSync('/usr/bin/time')) return;
  const samples = Array.from({ length: RUNS }, () => cpuMsOf(args, env)).sort((a, b) => a - b);
  console.log(`INFO  ${`${name}, CPU time (user + system)`.padEnd(66)} median ${quantile(samples, 0.5).toFixed(0).padStart(6)} ms (n=${RUNS})`);
}

console.log(`INFO  ${'load average of this machine (1, 5, 15 min)'.padEnd(66)} ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const floor = await medianOf(RUNS, () => ok(node(['-e', '0']), 'node'));
console.log(`INFO  ${'bare node -e 0, the floor of any command'.padEnd(66)} median ${floor.toFixed(0).padStart(6)} ms (n=${RUNS})`);

const dir = await mkdtemp(path.join(tmpdir(), 'sla-bench-startup-'));
try {
  const env = { DATABASE_URL: path.join(dir, 'app.db'), DATA_DIR: path.join(dir, 'data'), SEED_DEMO: '0', BUILD_WEB: '0', SMTP_URL: '', NODE_ENV: 'production' };

  // sla --help
  const help = await measure('startup: sla --help, compiled', { iterations: RUNS, targetMs: 300 }, async () => {
    const { stdout } = await ok(node([...SLA.compiled, '--help'], env), 'sla --help');
    check(stdout.includes('Usage: sla'), 'sla --help printed no usage');
  });
  await cpuLine('startup: sla --help, compiled', [...SLA.compiled, '--help'], env);
  await cpuLine('startup: bare node -e 0', ['-e', '0'], env);
  await throughTsx('startup: sla --help', help, () => ok(node([...SLA.tsx, '--help'], env), 'tsx sla --help'));

  // A migrated database whose mail log has one row: the first manager, then a reset link to the outbox.
  await ok(node([...SLA.compiled, 'migrate'], env), 'sla migrate');
  await ok(node([...SLA.compiled, 'user', 'add', '--login', 'boss', '--email', 'boss@bench.example', '--first', 'B', '--last', 'Oss', '--roles', 'MANAGER', '--password', 'Bench-Pass-2026!'], env), 'sla user add');
  await ok(node([...SLA.compiled, 'user', 'reset-password', 'boss'], env), 'sla user reset-password');
  const oneRow = async (args: string[]): Promise<void> => {
    const { stdout } = await ok(node([...args, 'outbox', '--log', '--json'], env), 'sla outbox --log');
    const rows = JSON.parse(stdout) as Array<{ to: string[] }>;
    check(rows.length === 1 && rows[0].to[0] === 'boss@bench.example', `expected the one mail-log row, got ${stdout.slice(0, 200)}`);
  };
  const row = await measure('startup: sla outbox --log --json (one row), compiled', { iterations: RUNS, targetMs: 1000 }, () => oneRow(SLA.compiled));
  await cpuLine('startup: sla outbox --log --json, compiled', [...SLA.compiled, 'outbox', '--log', '--json'], env);
  await throughTsx('startup: sla outbox --log --json', row, () => oneRow(SLA.tsx));

  // The server over that migrated database, with the web app built (as `npm start` builds it when missing).
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    check(build.status === 0, 'vite build failed');
  }
  const server = await measure('startup: server spawn to first 200 of /esecauction/login, compiled', { iterations: RUNS - 2, targetMs: 2000 }, () => serverAnswer(SERVER.compiled, env));
  await throughTsx('startup: server to first 200', server, () => serverAnswer(SERVER.tsx, env));
} finally {
  await rm(dir, { recursive: true, force: true });
}

// The packed library's main entry, imported cold: a new process each time, the import timed inside it.
if (!existsSync(path.join(ROOT, 'dist/index.js'))) {
  const build = spawnSync('npm', ['run', 'build:lib'], { cwd: ROOT, stdio: 'inherit' });
  check(build.status === 0, 'npm run build:lib failed');
}
const importMs: number[] = [];
const entry = new URL('../dist/index.js', import.meta.url).href;
for (let i = 0; i < RUNS + 1; i++) {
  const { stdout } = await ok(
    node(['--input-type=module', '-e', `const t = performance.now(); const lib = await import(${JSON.stringify(entry)}); if (typeof lib.createCore !== 'function') process.exit(3); console.log(performance.now() - t);`]),
    'import of dist/index.js',
  );
  if (i > 0) importMs.push(Number(stdout.trim()));
}
importMs.sort((a, b) => a - b);
recordGoal('startup: cold import() of dist/index.js (the packed library), median', quantile(importMs, 0.5), { op: '<=', limit: 200, unit: ' ms' }, `n=${importMs.length}, p95 ${quantile(importMs, 0.95).toFixed(0)} ms, timed inside a fresh process`);
