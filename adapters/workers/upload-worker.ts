/**
 * Worker thread of the upload pool: reads one uploaded file with the in-process reader
 * (adapters/uploads/upload-reader.ts), its byte and row budgets included. It first says on `started`
 * that the read has begun, so the pool's time budget counts the read, not the wait in the queue or the
 * worker's start.
 */
import { constants, setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import type { LotsCsvContext } from '../../core/lots-csv/parse-lots-csv';
import type { HoldingsFileLot } from '../../core/holdings/holdings-file';
import type { HoldingsFileRead, LotsCsvRead, SheetRead, SheetReadLimits } from '../../core/ports/upload-reader';
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

export default async function readUpload(task: UploadTask): Promise<SheetRead | LotsCsvRead | HoldingsFileRead | null> {
  task.started.postMessage('started');
  task.started.close();
  const reader = uploadReader({ maxInflatedBytes: task.maxInflatedBytes });
  switch (task.kind) {
    case 'xlsx':
      return reader.readXlsx(task.bytes, task.limits);
    case 'csv':
      return reader.readCsv(task.bytes, task.limits);
    case 'lots':
      return reader.parseLotsCsv(task.csv, task.ctx);
    case 'holdings':
      return reader.readHoldingsFile(task.file, task.bytes, task.limits, task.lots);
    case 'warm':
      return null;
  }
}
