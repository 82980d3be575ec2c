/**
 * Worker thread of the render pool: turns a document description into bytes with the same exceljs
 * and pdfmake adapters the server would use in process.
 */
import type { PdfDocumentSpec, WorkbookSpec } from '../../core/ports/documents';
import { exceljsRenderer } from '../excel/exceljs-renderer';
import { pdfmakeRenderer } from '../pdf/pdfmake-renderer';

export type RenderTask = { kind: 'xlsx'; spec: WorkbookSpec } | { kind: 'pdf'; spec: PdfDocumentSpec };

const xlsx = exceljsRenderer();
const pdf = pdfmakeRenderer();

export default async function render(task: RenderTask): Promise<Uint8Array> {
  return task.kind === 'xlsx' ? xlsx.render(task.spec) : pdf.render(task.spec);
}
