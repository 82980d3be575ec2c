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

/** A pool of `threads` workers running the worker `name`, each worker's old-generation heap capped at `maxHeapMb`. */
export function createWorkerPool<Task, Result>(name: WorkerName, threads: number, maxHeapMb: number): Piscina<Task, Result> {
  return new Piscina<Task, Result>({
    ...workerModule(name),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
}

/** Did the task fail because its worker went past the heap cap (the worker is ended, the pool replaces it)? */
export const isWorkerOutOfMemory = (e: unknown): boolean => e instanceof Error && (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
