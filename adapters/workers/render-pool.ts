/**
 * PDF and Excel rendering off the request event loop: a small pool of worker threads (piscina) runs
 * the exceljs and pdfmake adapters, so one large export never stalls the other users' requests.
 * Each render has a time budget; past it the worker is terminated and the render fails with
 * `RenderBudgetExceeded` (the HTTP adapter answers 422 with MSG.EXPORT_TOO_LARGE). Each worker's
 * heap is capped too: a render that would need more fails with `RenderMemoryExceeded` (also 422) and
 * only that worker is replaced, so no document, however large, can take the server's memory.
 */
import { RenderBudgetExceeded, RenderMemoryExceeded, type PdfRenderer, type SpreadsheetRenderer, type StreamedSheetSpec } from '../../core/ports/documents';
import { MessageChannel } from 'node:worker_threads';
import type { RenderTask, RowChunkMessage } from './render-worker';
import { createWorkerPool, defaultThreads, isWorkerOutOfMemory } from './worker-pool';

export interface RenderPool {
  spreadsheets: SpreadsheetRenderer;
  pdf: PdfRenderer;
  /** Starts and warms the workers (loading exceljs and pdfmake takes seconds); renders asked for meanwhile wait, outside their budget. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Worker threads (default: half the cores, at least 1, at most 4). */
  threads?: number;
  /** Time budget of one render in ms (default 30 s), from the moment it is queued. */
  budgetMs?: number;
  /** Old-generation heap limit of each worker in MB (default 512): past it the render fails, not the server. */
  maxHeapMb?: number;
}

/**
 * Each render worker's young generation (MB). A streamed sheet's chunks die young (100 rows, their XML
 * in 16 K-character pieces), so a small young generation costs few promotions, and V8's default lets a
 * busy worker's new space grow to some 48 MB of the server's memory: measured at 10,000 lots, the
 * workbook's RSS peak above idle was +179 and +188 MB with the default, +163 and +155 MB with 8.
 */
const RENDER_YOUNG_HEAP_MB = 8;

export function createRenderPool(opts: RenderPoolOptions = {}): RenderPool {
  const threads = opts.threads ?? defaultThreads(4);
  const budgetMs = opts.budgetMs ?? 30_000;
  const maxHeapMb = opts.maxHeapMb ?? 512;
  const pool = createWorkerPool<RenderTask, Uint8Array>('render-worker', threads, maxHeapMb, undefined, RENDER_YOUNG_HEAP_MB);
  let warming: Promise<void> = Promise.resolve();
  const run = async (task: RenderTask, transferList?: Transferable[]): Promise<Uint8Array> => {
    // A render asked for while the workers still load exceljs and pdfmake (ready()) waits for them outside its budget.
    await warming.catch(() => undefined);
    try {
      return await pool.run(task, { signal: AbortSignal.timeout(budgetMs), ...(transferList ? { transferList: transferList as never } : {}) });
    } catch (e) {
      if (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError')) throw new RenderBudgetExceeded(budgetMs);
      if (isWorkerOutOfMemory(e)) throw new RenderMemoryExceeded(maxHeapMb);
      throw e;
    }
  };
  /** A streamed sheet: chunks go to the worker over a MessagePort, the next only after the last is written. */
  const renderRows = async (sheet: StreamedSheetSpec): Promise<Uint8Array> => {
    const { port1, port2 } = new MessageChannel();
    const result = run({ kind: 'xlsx-rows', head: { name: sheet.name, ...(sheet.columnWidths ? { columnWidths: sheet.columnWidths } : {}) }, port: port2 }, [port2]);
    let failed = false;
    let waiting: { resolve: () => void; reject: (e: Error) => void } | null = null;
    const stop = () => {
      failed = true;
      waiting?.reject(new Error('render stopped'));
      port1.close();
    };
    result.catch(stop);
    port1.on('message', () => waiting?.resolve());
    port1.on('close', stop);
    const acked = (): Promise<void> => new Promise((resolve, reject) => (waiting = { resolve, reject }));
    try {
      for await (const chunk of sheet.rows) {
        if (failed) break;
        const ack = acked();
        port1.postMessage(chunk satisfies RowChunkMessage);
        await ack;
      }
      if (!failed) port1.postMessage(null satisfies RowChunkMessage);
    } catch (e) {
      // A budget stop closes the port: the render's own error (RenderBudgetExceeded) is the answer.
      if (!failed) {
        port1.close();
        throw e;
      }
    }
    try {
      return await result;
    } finally {
      port1.close();
    }
  };
  return {
    spreadsheets: { render: (spec) => run({ kind: 'xlsx', spec }), renderRows },
    pdf: { render: (spec) => run({ kind: 'pdf', spec }) },
    ready() {
      const tiny: RenderTask = { kind: 'xlsx', spec: { sheets: [] } };
      warming = Promise.all(Array.from({ length: threads }, () => pool.run(tiny))).then(() => undefined);
      return warming;
    },
    close: () => pool.destroy(),
  };
}
