/**
 * Worker thread of the upload pool: reads one uploaded file with the in-process reader
 * (adapters/uploads/upload-reader.ts), its byte and row budgets included. It first says on `started`
 * that the read has begun, so the pool's time budget counts the read, not the wait in the queue or the
 * worker's start. The holdings file's checked holdings come back on that port in slices (handOver).
 */
import { once } from 'node:events';
import { constants, setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { LotsCsvContext } from '../../core/lots-csv/parse-lots-csv';
import type { HoldingsFileLot } from '../../core/holdings/holdings-file';
import type { HoldingsUploadRead, LotsCsvRead, SheetRead, SheetReadLimits } from '../../core/ports/upload-reader';
import { uploadReader } from '../uploads/upload-reader';

// A bidder's upload must not take the CPU from the other bidders' saves at the close: the worker thread runs at
// the lowest priority. On Linux a thread has its own nice value, so this lowers this thread only; elsewhere the
// call would lower the whole server, so it is made on Linux only.
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // A container may forbid it; the budgets still bound the read.
  }
}

export type UploadTask = { started: MessagePort; maxInflatedBytes: number } & (
  | { kind: 'xlsx'; bytes: Uint8Array; limits: SheetReadLimits }
  | { kind: 'csv'; bytes: Uint8Array; limits: SheetReadLimits }
  | { kind: 'lots'; csv: string | Uint8Array; ctx: LotsCsvContext }
  | { kind: 'holdings'; file: 'csv' | 'xlsx'; bytes: Uint8Array; limits: SheetReadLimits; lots: HoldingsFileLot[] }
  // Loads the reader's modules (the pool's warm-up).
  | { kind: 'warm' }
);

/** Holdings handed over per message: deserializing 100,000 at once held the server's thread for 0.2 to 1 s. */
export const HOLDINGS_PER_MESSAGE = 2_000;

/**
 * The checked holdings sent on `port` a slice at a time, each after the server's thread asked for the next (it asks
 * once it has taken the last, after letting its I/O run: messages already queued would all be taken in one turn);
 * the answer itself then carries none.
 */
async function handOver(read: HoldingsUploadRead, port: MessagePort): Promise<HoldingsUploadRead> {
  if (!read.ok || !read.checked.ok) return read;
  const { holdings, lotIds } = read.checked.value;
  for (let i = 0; i < holdings.length; i += HOLDINGS_PER_MESSAGE) {
    const asked = once(port, 'message');
    port.postMessage(holdings.slice(i, i + HOLDINGS_PER_MESSAGE));
    await asked;
  }
  return { ok: true, checked: { ok: true, value: { lotIds, holdings: [] } } };
}

export default async function readUpload(task: UploadTask): Promise<SheetRead | LotsCsvRead | HoldingsUploadRead | null> {
  task.started.postMessage('started');
  if (task.kind === 'holdings') {
    try {
      return await handOver(await uploadReader({ maxInflatedBytes: task.maxInflatedBytes }).readHoldingsFile(task.file, task.bytes, task.limits, task.lots), task.started);
    } finally {
      task.started.close();
    }
  }
  task.started.close();
  const reader = uploadReader({ maxInflatedBytes: task.maxInflatedBytes });
  switch (task.kind) {
    case 'xlsx':
      return reader.readXlsx(task.bytes, task.limits);
    case 'csv':
      return reader.readCsv(task.bytes, task.limits);
    case 'lots':
      return reader.parseLotsCsv(task.csv, task.ctx);
    case 'warm':
      return null;
  }
}
