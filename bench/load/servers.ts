/**
 * Real servers for the load benchmarks, each in its own process on a loopback port: the application
 * (bin/start.mjs, exactly what `npm start` runs) over a prepared database, and the baseline, a bare
 * Hono JSON echo on @hono/node-server that parses and answers the same bodies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident set size of the server process in MB (from /proc, Linux). */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Waits for the JSON log line carrying `port` on the child's stdout. */
function portOf(child: ChildProcess, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (const line of buffer.split('\n')) {
        const m = /"port":(\d+)/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
  });
}

async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function running(child: ChildProcess, port: number): RunningServer {
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    rssMb: () => rssOf(child.pid as number),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/** The application server over the database `env` names (DATA_DIR / DATABASE_URL / DATABASE_SCHEMA). */
export async function startAppServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', BUILD_WEB: '0', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The request log is one JSON line per request: keep reading so the pipe never fills.
  return running(child, await portOf(child, 'app server'));
}

/** The baseline: a bare Hono JSON echo (bench/load/echo-server.ts). */
export async function startEchoServer(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/load/echo-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return running(child, await portOf(child, 'echo server'));
}
