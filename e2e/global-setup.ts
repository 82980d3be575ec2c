/**
 * Builds the web app (unless E2E_SKIP_BUILD=1 and web/dist exists), starts `node bin/start.mjs` on a
 * free port with a temp DATA_DIR (fresh SQLite, SEED_DEMO=1, no SMTP_URL so mail lands in
 * DATA_DIR/outbox as .eml files) and waits until it answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../adapters/http/server-process.test-kit';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');

const waitUntilUp = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
};

let server: ChildProcess | null = null;
let dataDir = '';

export async function setup(project: TestProject): Promise<void> {
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'web/dist/index.html')))) {
    // NODE_ENV=production: under vitest it is "test", which would ship React's development bundle.
    const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'sla-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', PUBLIC_URL: `http://127.0.0.1:${port}` };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  server = spawn('node', ['bin/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/openapi.json`, server, 120_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(() => {
        server?.kill('SIGKILL');
        r(null);
      }, 5000);
      server?.once('exit', () => {
        clearTimeout(t);
        r(null);
      });
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
