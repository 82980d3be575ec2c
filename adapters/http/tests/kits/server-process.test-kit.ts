/**
 * The real server (`node bin/start.mjs`) in a child process on a free port, for tests that need
 * sockets, several servers or a `kill -9`. Not a test file. Each server gets its own DATA_DIR unless
 * one is given; DATABASE_URL and DATABASE_SCHEMA choose a shared PostgreSQL schema.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export interface ServerProcess {
  port: number;
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** What the server wrote to stderr (for failure messages). */
  stderr(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
  stop(): Promise<void>;
  /** `kill -9`: no shutdown code runs. Resolves when the process has exited. */
  kill9(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (also for e2e/global-setup.ts and bench/web.bench.ts). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * The servers this process started and has not seen end. A run that ends before its teardown (vitest ending on
 * an unhandled error, say) would leave them serving on their ports: they are killed when this process exits.
 */
const running = new Set<ChildProcess>();
let killedOnExit = false;
function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (killedOnExit) return;
  killedOnExit = true;
  process.once('exit', () => {
    for (const c of running) c.kill('SIGKILL');
  });
}

/** Starts the server and waits until /api/openapi.json answers (at most `timeoutMs`). */
export async function startServer(env: Record<string, string> = {}, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'sla-server-')));
  // SCRYPT_LOG2_N: a cheap password hash for test servers (production keeps the default, N=2^14 with p=5).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: '0', BUILD_WEB: '0', SCRYPT_LOG2_N: '12', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  const child = spawn(process.execPath, ['bin/start.mjs'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  killOnExit(child);
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => {
    errors += d.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/openapi.json`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${timeoutMs} ms: ${errors}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    baseUrl,
    dataDir,
    child,
    stderr: () => errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.kill('SIGTERM');
      await exited(child);
      clearTimeout(force);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** A bearer token for `login` from POST /api/token (the password grant). */
export async function signInOver(baseUrl: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: login, password, client_id: 'esecauction-web' }).toString(),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${login}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
