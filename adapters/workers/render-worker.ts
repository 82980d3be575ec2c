/**
 * Worker thread of the render pool: turns a document description into bytes with the same exceljs
 * and pdfmake adapters the server would use in process. A streamed sheet arrives over a MessagePort,
 * one chunk of rows at a time; each chunk is acknowledged once written, so the sender never runs ahead.
 */
import type { MessagePort } from 'node:worker_threads';
import { move } from 'piscina';
import type { PdfDocumentSpec, SheetRow, StreamedSheetSpec, WorkbookSpec } from '../../core/ports/documents';
import { exceljsRenderer } from '../excel/exceljs-renderer';
import { openSheetSink } from '../excel/xlsx-stream-writer';
import { pdfmakeRenderer } from '../pdf/pdfmake-renderer';

export type RenderTask =
  | { kind: 'xlsx'; spec: WorkbookSpec }
  | { kind: 'pdf'; spec: PdfDocumentSpec }
  | { kind: 'xlsx-rows'; head: Pick<StreamedSheetSpec, 'name' | 'columnWidths'>; port: MessagePort };

/** Messages on a streamed sheet's port: a chunk of rows, or null at the end. Answered with 'ack'. */
export type RowChunkMessage = readonly SheetRow[] | null;

const xlsx = exceljsRenderer();
const pdf = pdfmakeRenderer();

async function renderStreamed(task: Extract<RenderTask, { kind: 'xlsx-rows' }>): Promise<Uint8Array> {
  const sink = openSheetSink(task.head);
  const { port } = task;
  try {
    await new Promise<void>((resolve, reject) => {
      let queue = Promise.resolve();
      port.on('message', (chunk: RowChunkMessage) => {
        queue = queue.then(async () => {
          if (chunk === null) return resolve();
          await sink.write(chunk);
          port.postMessage('ack');
        }, reject);
        queue.catch(reject);
      });
      port.on('close', () => reject(new Error('the row stream closed early')));
    });
    return await sink.finish();
  } finally {
    port.close();
  }
}

/** The document's bytes are moved (transferred) to the server thread, not copied: one copy of a large file. */
const moved = (bytes: Uint8Array): Uint8Array => (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? (move(bytes) as Uint8Array) : bytes);

export default async function render(task: RenderTask): Promise<Uint8Array> {
  if (task.kind === 'xlsx-rows') return moved(await renderStreamed(task));
  return moved(await (task.kind === 'xlsx' ? xlsx.render(task.spec) : pdf.render(task.spec)));
}
