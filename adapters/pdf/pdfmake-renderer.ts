/**
 * PdfRenderer with pdfmake 0.2's Node printer and the PDF standard-14 Helvetica fonts
 * (built into every PDF reader, so no font files are embedded or downloaded).
 */
import type PdfPrinter from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfBlock, PdfDocumentSpec, PdfRenderer } from '../../core/ports/documents';

const FONTS = {
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
};

const blockContent = (block: PdfBlock): Content => {
  switch (block.kind) {
    case 'heading':
      return { text: block.text, style: 'heading' };
    case 'paragraph':
      return { text: block.text, bold: block.bold ?? false, italics: block.italic ?? false, margin: [0, 0, 0, 6] };
    case 'keyValues':
      return {
        table: { widths: ['auto', '*'], body: block.rows.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      };
    case 'table': {
      const columns = block.header.length;
      return {
        table: {
          headerRows: 1,
          widths: block.widths ?? Array.from({ length: columns }, () => '*'),
          body: [block.header.map((h) => ({ text: h, bold: true, fillColor: '#e8e8e8' })), ...block.rows],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
        margin: [0, 0, 0, 8],
      };
    }
  }
};

export const toDocDefinition = (doc: PdfDocumentSpec): TDocumentDefinitions => ({
  info: { title: doc.title },
  pageSize: 'LETTER',
  pageOrientation: 'landscape',
  pageMargins: [36, 36, 36, 48],
  defaultStyle: { font: 'Helvetica', fontSize: 10 },
  styles: {
    title: { fontSize: 16, bold: true, margin: [0, 0, 0, 10] },
    heading: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
  },
  footer: (currentPage, pageCount) => ({
    columns: [
      { text: doc.footer ?? '', fontSize: 8 },
      { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', fontSize: 8 },
    ],
    margin: [36, 16, 36, 0],
  }),
  content: [{ text: doc.title, style: 'title' }, ...doc.blocks.map(blockContent)],
});

export const pdfmakeRenderer = (): PdfRenderer => {
  // pdfmake (with pdfkit and fontkit) takes a second to load: load it on the first render only,
  // so the CLI and server start fast.
  let printer: Promise<PdfPrinter> | null = null;
  const getPrinter = () => (printer ??= import('pdfmake').then(({ default: Printer }) => new Printer(FONTS)));
  return {
    render: async (doc) => {
      const pdfPrinter = await getPrinter();
      return new Promise<Uint8Array>((resolve, reject) => {
        const pdf = pdfPrinter.createPdfKitDocument(toDocDefinition(doc));
        const chunks: Buffer[] = [];
        pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
        pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
        pdf.on('error', reject);
        pdf.end();
      });
    },
  };
};
