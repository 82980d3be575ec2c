/**
 * Worker thread of the upload pool: reads one uploaded file with the in-process reader
 * (adapters/uploads/upload-reader.ts), its byte and row budgets included. It first says on `started`
 * that the read has begun, so the pool's time budget counts the read, not the wait in the queue or the
 * worker's start.
 */
import type { MessagePort } from 'node:worker_threads';
import type { LotsCsvContext } from '../../core/lots-csv/parse-lots-csv';
import type { LotsCsvRead, SheetRead, SheetReadLimits } from '../../core/ports/upload-reader';
import { uploadReader } from '../uploads/upload-reader';

export type UploadTask = { started: MessagePort; maxInflatedBytes: number } & (
  | { kind: 'xlsx'; bytes: Uint8Array; limits: SheetReadLimits }
  | { kind: 'csv'; bytes: Uint8Array; limits: SheetReadLimits }
  | { kind: 'lots'; csv: string | Uint8Array; ctx: LotsCsvContext }
  // Loads the reader's modules (the pool's warm-up).
  | { kind: 'warm' }
);

export default async function readUpload(task: UploadTask): Promise<SheetRead | LotsCsvRead | null> {
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
    case 'warm':
      return null;
  }
}
