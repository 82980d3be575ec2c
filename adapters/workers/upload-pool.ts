/**
 * Uploaded files read off the request event loop: a small pool of worker threads (piscina), separate
 * from the render pool so a slow export never delays an upload's read and an upload never delays an
 * export. Each worker runs the in-process reader (adapters/uploads/upload-reader.ts) with its measured
 * byte and row budgets, and the pool adds two a worker can only have:
 * - wall time: `budgetMs` from the moment the worker starts the read (the worker says so; waiting in
 *   the queue is not counted). Past it the worker is terminated (piscina's abort) and the read is
 *   refused with budget `time`; piscina starts a fresh worker for the next read.
 * - heap: each worker's old generation is capped at `maxHeapMb`; a read that needs more ends that
 *   worker only, refused with budget `memory`.
 * The request's thread only awaits: no upload, however crafted, holds the thread that answers the others; a large
 * answer (the holdings file's 100,000 holdings) comes back in slices it takes one event-loop turn at a time.
 */
import { MessageChannel } from 'node:worker_threads';
import type { NewHolding } from '../../core/holdings/holding';
import type { HoldingsUploadRead, LotsCsvRead, SheetRead, UploadBudget, UploadReader, UploadRefusal } from '../../core/ports/upload-reader';
import { UPLOAD_MAX_INFLATED_BYTES } from '../uploads/upload-reader';
import type { UploadTask } from './upload-worker';
import { createWorkerPool, defaultThreads, isWorkerOutOfMemory } from './worker-pool';

export interface UploadPool {
  uploads: UploadReader;
  /** Starts the workers and loads the reader in each, outside any budget. */
  ready(): Promise<void>;
  /** The thread ids of the pool's workers (a terminated worker's id is gone). */
  threadIds(): number[];
  close(): Promise<void>;
}

export interface UploadPoolOptions {
  /** Worker threads (default: half the cores, at least 1, at most 2: reads are short and rare). */
  threads?: number;
  /** Wall time of one read in ms, from its start in the worker (default 10 s), unless the read's limits name their own. */
  budgetMs?: number;
  /** Old-generation heap limit of each worker in MB (default 256). */
  maxHeapMb?: number;
  /** Bytes one read may inflate (default UPLOAD_MAX_INFLATED_BYTES, 24 MiB), unless the read's limits name their own. */
  maxInflatedBytes?: number;
}

export const DEFAULT_UPLOAD_BUDGET_MS = 10_000;
export const DEFAULT_UPLOAD_HEAP_MB = 256;

type TaskOf<K extends UploadTask['kind']> = Omit<Extract<UploadTask, { kind: K }>, 'started' | 'maxInflatedBytes'>;

export function createUploadPool(opts: UploadPoolOptions = {}): UploadPool {
  const threads = opts.threads ?? defaultThreads(2);
  const budgetMs = opts.budgetMs ?? DEFAULT_UPLOAD_BUDGET_MS;
  const maxHeapMb = opts.maxHeapMb ?? DEFAULT_UPLOAD_HEAP_MB;
  const maxInflatedBytes = opts.maxInflatedBytes ?? UPLOAD_MAX_INFLATED_BYTES;
  const pool = createWorkerPool<UploadTask, SheetRead | LotsCsvRead | HoldingsUploadRead | null>('upload-worker', threads, maxHeapMb);
  const refused = (budget: UploadBudget): UploadRefusal => ({ ok: false, refused: 'budget', budget });

  async function run<K extends UploadTask['kind']>(task: TaskOf<K>, readBudgetMs?: number): Promise<SheetRead | LotsCsvRead | HoldingsUploadRead | null> {
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The holdings file's holdings arrive in slices before the answer (upload-worker.ts, handOver).
    const slices: NewHolding[][] = [];
    port1.on('message', (message: 'started' | NewHolding[]) => {
      if (message === 'started') timer = setTimeout(() => stop.abort(), readBudgetMs ?? budgetMs);
      else {
        slices.push(message);
        setImmediate(() => port1.postMessage('next'));
      }
    });
    try {
      const read = await pool.run({ ...task, started: port2, maxInflatedBytes } as UploadTask, { signal: stop.signal, transferList: [port2] });
      if (task.kind !== 'holdings') return read;
      const holdings = read as HoldingsUploadRead;
      return holdings.ok && holdings.checked.ok ? { ok: true, checked: { ok: true, value: { lotIds: holdings.checked.value.lotIds, holdings: slices.flat() } } } : holdings;
    } catch (e) {
      if (stop.signal.aborted) return refused('time');
      if (isWorkerOutOfMemory(e)) return refused('memory');
      throw e;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  return {
    uploads: {
      readXlsx: async (bytes, limits) => (await run<'xlsx'>({ kind: 'xlsx', bytes, limits }, limits.budgetMs)) as SheetRead,
      readCsv: async (bytes, limits) => (await run<'csv'>({ kind: 'csv', bytes, limits }, limits.budgetMs)) as SheetRead,
      parseLotsCsv: async (csv, ctx) => (await run<'lots'>({ kind: 'lots', csv, ctx })) as LotsCsvRead,
      // Only what a line may name of each lot goes to the worker.
      readHoldingsFile: async (file, bytes, limits, lots) =>
        (await run<'holdings'>({ kind: 'holdings', file, bytes, limits, lots: lots.map(({ id, lotNumber, comboFlag }) => ({ id, lotNumber, comboFlag })) }, limits.budgetMs)) as HoldingsUploadRead,
    },
    async ready() {
      await Promise.all(Array.from({ length: threads }, () => run<'warm'>({ kind: 'warm' })));
    },
    threadIds: () => pool.threads.map((w) => w.threadId),
    close: () => pool.destroy(),
  };
}
