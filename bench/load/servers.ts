/**
 * Real servers for the load benchmarks, each in its own process on a loopback port: the application
 * (bin/start.mjs, exactly what `npm start` runs) over a prepared database, and the baseline, a bare
 * Hono JSON echo on @hono/node-server that parses and answers the same bodies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident set size of the server process in MB (from /proc, Linux). */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Waits for the JSON log line carrying `port` in the file the child writes its stdout to. The
 * server's request log goes to a file, as in production (a pipe read by this busy load-generating
 * process would fill and block the server's writes: measured 8% of the server's CPU).
 */
async function portOf(child: ChildProcess, logFile: string, name: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before listening`);
    const text = await readFile(logFile, 'utf8').catch(() => '');
    const m = /"port":(\d+)/.exec(text);
    if (m) return Number(m[1]);
    if (Date.now() > deadline) throw new Error(`${name} did not start within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh file for a server's stdout. */
async function logFileFor(name: string): Promise<{ path: string; fd: number }> {
  const dir = await mkdtemp(join(tmpdir(), `sla-bench-${name}-`));
  const path = join(dir, 'stdout.log');
  return { path, fd: openSync(path, 'w') };
}

/** User and system CPU of a process so far, in ms (Linux clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<{ user: number; system: number }> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function running(child: ChildProcess, port: number, logFile: string): RunningServer {
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    rssMb: () => rssOf(child.pid as number),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => void rm(dirname(logFile), { recursive: true, force: true }).then(() => resolve());
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/** The application server over the database `env` names (DATA_DIR / DATABASE_URL / DATABASE_SCHEMA); `nodeArgs` e.g. ['--cpu-prof']. */
export async function startAppServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const log = await logFileFor('app');
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'bin/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', BUILD_WEB: '0', NODE_ENV: 'production', ...env },
    stdio: ['ignore', log.fd, 'inherit'],
  });
  closeSync(log.fd);
  return running(child, await portOf(child, log.path, 'app server'), log.path);
}

/** A bench server script run with tsx (the echo, the floor), `env` added to this process's; `nodeArgs` e.g. ['--cpu-prof']. */
async function startScript(name: string, script: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningServer> {
  const log = await logFileFor(name);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', log.fd, 'inherit'],
  });
  closeSync(log.fd);
  return running(child, await portOf(child, log.path, `${name} server`), log.path);
}

/** The baseline: a bare Hono JSON echo (bench/load/echo-server.ts). */
export const startEchoServer = (): Promise<RunningServer> => startScript('echo', 'bench/load/echo-server.ts');

/** The database floor of a bid save over a seeded database (bench/load/floor-server.ts); `env` as the app server's. */
export const startFloorServer = (env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> =>
  startScript('floor', 'bench/load/floor-server.ts', env, nodeArgs);


