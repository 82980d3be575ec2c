/** What the render pool and the upload pool share: how their piscina pool of workers is made, and its errors. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { APP_ROOT, BUILD_DIR, RUNNING_COMPILED } from '../app-root';

/** The worker modules, adapters/workers/<name>.ts (each one entry of the compiled runtime, build/<name>.js). */
export type WorkerName = 'render-worker' | 'upload-worker';

/**
 * The module a worker thread runs and the Node options it needs: compiled, the built worker beside the
 * running server's own code; from the sources (development, vitest), the TypeScript file through tsx.
 */
export const workerModule = (name: WorkerName): { filename: string; execArgv: string[] } =>
  RUNNING_COMPILED
    ? { filename: pathToFileURL(path.join(BUILD_DIR, `${name}.js`)).href, execArgv: [] }
    : { filename: pathToFileURL(path.join(APP_ROOT, 'adapters', 'workers', `${name}.ts`)).href, execArgv: ['--import', 'tsx'] };

/** Half the cores, at least 1, at most `max`. */
export const defaultThreads = (max: number): number => Math.min(max, Math.max(1, Math.floor(availableParallelism() / 2)));

/** Where a pool's error that belongs to no task goes: one JSON line on stderr, like the server's other errors. */
const logPoolError = (name: WorkerName) => (error: unknown): void => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', message: `${name} pool: a worker failed outside any task`, error: String(error) })}\n`);
};

/**
 * A pool of `threads` workers running the worker `name`, each worker's old-generation heap capped at `maxHeapMb`.
 * A worker failing when no task of it is left (it passed its heap cap just after its render was stopped for
 * time) makes piscina emit `error` on the pool: without a listener that event would end the whole server, so it
 * is logged (`onError`), and the pool replaces the worker as after any failure.
 */
export function createWorkerPool<Task, Result>(
  name: WorkerName,
  threads: number,
  maxHeapMb: number,
  onError: (error: unknown) => void = logPoolError(name),
  /** Each worker's young generation in MB (V8's default when absent). */
  youngHeapMb?: number,
): Piscina<Task, Result> {
  const pool = new Piscina<Task, Result>({
    ...workerModule(name),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, ...(youngHeapMb === undefined ? {} : { maxYoungGenerationSizeMb: youngHeapMb }) },
  });
  pool.on('error', onError);
  return pool;
}

/** Did the task fail because its worker went past the heap cap (the worker is ended, the pool replaces it)? */
export const isWorkerOutOfMemory = (e: unknown): boolean => e instanceof Error && (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
