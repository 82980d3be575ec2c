/**
 * Hostile uploads: what refusing them costs, read as the server reads them (the upload pool,
 * adapters/workers/upload-pool.ts, one worker, the default budgets), and what they cost everyone else.
 *
 * Files: a valid workbook of 380,000 one-cell rows (1.9 MB; exceljs used to read it whole on the event
 * loop for 14.6 s before refusing it), a sheet declaring 1,000 bytes that inflates to 1,900 MiB (2 MB;
 * it used to be inflated whole: 34 s and 2 GB), the same size of the costliest XML to parse (empty
 * elements; the byte budget's worst case), and a legitimate bid file of 20,000 lines of 10 cells.
 *
 * Targets (headroom for a loaded 2-core machine):
 * - each hostile file refused: median < 3,000 ms (the worst case < the 10 s time budget);
 * - the legitimate file read whole: median < 5,000 ms;
 * - the longest the event loop stalls while the pool reads the 380,000-row workbook: < 50 ms (the same
 *   read in process, the baseline, is printed beside it);
 * - the process's resident memory grows by less than 400 MB over all the reads (the worker's heap is
 *   capped at 256 MB; before, the false-size file alone took it from 175 MB to 2.19 GB); the figure is
 *   also printed after the three hostile files alone.
 */
import ExcelJS from 'exceljs';
import { falseSizeWorkbook, manyRowsWorkbook } from '../adapters/excel/hostile-xlsx.test-kit';
import { uploadReader } from '../adapters/uploads/upload-reader';
import { createUploadPool } from '../adapters/workers/upload-pool';
import { longestStallMs } from '../adapters/workers/event-loop-stall.test-kit';
import type { SheetRead } from '../core/ports/upload-reader';
import { check, measure, recordFigure, recordSetupFailure } from './bench-kit';

const LIMITS = { maxRows: 20_000, maxColumns: 50 };

/** The longest the event loop was blocked (ms) while `work` ran, sampled every 5 ms, beyond the 5 ms period. */
const stallMs = (work: () => Promise<unknown>): Promise<number> => longestStallMs(work, 5, 5);

const pool = createUploadPool({ threads: 1 });
try {
  await pool.ready();
  const many = manyRowsWorkbook(380_000);
  const falseSize = falseSizeWorkbook(1900);
  const dense = falseSizeWorkbook(1900, { filler: 'elements' });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bids');
  ws.addRow(['Lot', 'Lot Name', 'Currency', 'Collateral Type', 'BID Basis points', 'BID Fixed Amount', 'BID All-In points', 'Minimum Balance Gtee', 'Lot Specific Comments', 'Extra']);
  for (let i = 1; i < 20_000; i++) ws.addRow([i, `Lot ${i} name`, 'USD', i % 2 ? 'Cash' : 'Non Cash', 12.5 + i / 100, 2500 + i, 30.25, 1000000, `comment ${i}`, 'x']);
  const legit = new Uint8Array(await wb.xlsx.writeBuffer());
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);

  const refused = (read: SheetRead, what: string) => check(!read.ok || read.rows.length > LIMITS.maxRows, `${what} was not refused`);
  await measure('uploads/pool: 380,000-row workbook refused (20,001 rows read)', { iterations: 5, targetMs: 3_000 }, async () => {
    const read = await pool.uploads.readXlsx(many, LIMITS);
    check(read.ok && read.cost.rowsRead === 20_001, `read ${JSON.stringify(read.ok ? read.cost : read)}`);
    refused(read, 'the 380,000-row workbook');
  });
  await measure('uploads/pool: sheet declaring 1,000 B, inflating to 1,900 MiB, refused', { iterations: 5, targetMs: 3_000 }, async () => {
    const read = await pool.uploads.readXlsx(falseSize, LIMITS);
    check(!read.ok && read.refused === 'budget' && read.budget === 'inflated-bytes', JSON.stringify(read));
  });
  await measure('uploads/pool: the same of empty elements (worst case), refused', { iterations: 3, targetMs: 10_000 }, async () => {
    const read = await pool.uploads.readXlsx(dense, LIMITS);
    check(!read.ok && read.refused === 'budget', JSON.stringify(read));
  });
  const hostilePeak = rssPeak;
  await measure('uploads/pool: legitimate bid file, 20,000 lines × 10 cells, read', { iterations: 5, targetMs: 5_000 }, async () => {
    const read = await pool.uploads.readXlsx(legit, LIMITS);
    check(read.ok && read.rows.length === 20_000, 'the legitimate file was not read whole');
  });

  // Medians of 5: the machine's own noise (an idle wait as long as a read), the read in the pool, in process.
  const median = async (work: () => Promise<unknown>) => {
    const stalls: number[] = [];
    for (let i = 0; i < 5; i++) stalls.push(await stallMs(work));
    return stalls.sort((a, b) => a - b)[2];
  };
  const idle = await median(() => new Promise((resolve) => setTimeout(resolve, 250)));
  const inPool = await median(() => pool.uploads.readXlsx(many, LIMITS));
  const inProcess = await median(() => uploadReader().readXlsx(many, LIMITS));
  recordFigure('uploads: longest event-loop stall, 380,000-row workbook in the pool', inPool, 50, 'ms');
  console.log(`      (median of 5; the same read in process: ${inProcess.toFixed(0)} ms; an idle wait: ${idle.toFixed(0)} ms)`);

  clearInterval(sampler);
  recordFigure('uploads: resident memory growth over every read', (rssPeak - rssBefore) / 2 ** 20, 400, 'MB');
  console.log(`      (after the three hostile files alone: ${((hostilePeak - rssBefore) / 2 ** 20).toFixed(0)} MB; resident before the reads: ${(rssBefore / 2 ** 20).toFixed(0)} MB)`);
} catch (e) {
  recordSetupFailure('uploads: setup', e);
} finally {
  await pool.close();
}
