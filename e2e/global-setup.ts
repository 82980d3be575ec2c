/**
 * Builds the web app (unless E2E_SKIP_BUILD=1 and web/dist exists) and the compiled runtime (when missing
 * or stale, bin/build-app.mjs), then starts one server per vitest worker, side by side: `node
 * bin/start.mjs` on a free port over a fresh seeded SQLite database in a temp
 * DATA_DIR (SEED_DEMO=1, no SMTP_URL so mail lands in DATA_DIR/outbox as .eml files), at the test
 * servers' password-hash cost (adapters/http/tests/kits/server-process.test-kit.ts). The files of one worker share
 * its server one after another, as every file shared the one server before; two workers never share one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../bin/build-app.mjs';
import { startServer, type ServerProcess } from '../adapters/http/tests/kits/server-process.test-kit';

/** The server of each vitest worker (its VITEST_POOL_ID, from 1): e2e/browser.ts picks its own. */
export interface WorkerServer {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: WorkerServer[];
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');

let servers: ServerProcess[] = [];
let stopping = false;
/** What each server that ended during the run wrote last: said again at the teardown, after the failures it caused. */
const endings: string[] = [];

export async function setup(project: TestProject): Promise<void> {
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'web/dist/index.html')))) {
    // NODE_ENV=production: under vitest it is "test", which would ship React's development bundle.
    const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  // The servers run the compiled runtime: built once here rather than by the first of them to start.
  await ensureBuilt();
  const workers = Math.max(1, project.config.maxWorkers);
  servers = await Promise.all(Array.from({ length: workers }, () => startServer({ SEED_DEMO: '1' }, 150_000)));
  // A server that ends before the teardown fails every journey after it with "connection refused": say why it ended.
  for (const s of servers) {
    s.child.once('exit', (code, signal) => {
      if (stopping) return;
      const ending = `e2e server ${s.baseUrl} ended (code ${code}, signal ${signal}) during the run; its stderr:\n${s.stderr().slice(-4000)}`;
      endings.push(ending);
      process.stderr.write(`\n${ending}\n`);
    });
  }
  project.provide(
    'servers',
    servers.map((s) => ({ baseUrl: s.baseUrl, dataDir: s.dataDir })),
  );
}

export async function teardown(): Promise<void> {
  stopping = true;
  // Printed last, so a log cut to its tail still says why the journeys after it could not connect.
  for (const ending of endings) process.stderr.write(`\n${ending}\n`);
  await Promise.all(servers.map((s) => s.stop()));
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
}
