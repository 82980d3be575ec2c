/** What the render pool and the upload pool share: how their piscina pool of TypeScript workers is made, and its errors. */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** Half the cores, at least 1, at most `max`. */
export const defaultThreads = (max: number): number => Math.min(max, Math.max(1, Math.floor(availableParallelism() / 2)));

/** A pool of `threads` workers running `filename`, each worker's old-generation heap capped at `maxHeapMb`. */
export function createWorkerPool<Task, Result>(filename: string, threads: number, maxHeapMb: number): Piscina<Task, Result> {
  return new Piscina<Task, Result>({
    filename,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
    // The worker is TypeScript: load it through tsx like the server itself.
    execArgv: ['--import', 'tsx'],
  });
}

/** Did the task fail because its worker went past the heap cap (the worker is ended, the pool replaces it)? */
export const isWorkerOutOfMemory = (e: unknown): boolean => e instanceof Error && (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
