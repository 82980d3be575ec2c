/**
 * PdfRenderer with pdfmake 0.2's Node printer and the PDF standard-14 Helvetica fonts
 * (built into every PDF reader, so no font files are embedded or downloaded).
 */
import type PdfPrinter from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfBlock, PdfDocumentSpec, PdfRenderer } from '../../core/ports/documents';
import { importOptional } from '../optional-dependency';

const FONTS = {
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
};

/** The cp1252 characters above Latin-1's range that the standard fonts' WinAnsi encoding also has. */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The standard-14 fonts encode WinAnsi (Western European, incl. € £ ¥) only; any other character
 * would print as unrelated glyphs, so it is replaced by "?" (names in other scripts stay visible as
 * placeholders rather than as misleading text). Tabs and newlines are kept.
 */
export const toWinAnsi = (text: string): string =>
  Array.from(text, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || ch === '\n' || ch === '\t';
    return latin1 || CP1252_EXTRAS.has(ch) ? ch : '?';
  }).join('');

const blockContent = (block: PdfBlock): Content => {
  switch (block.kind) {
    case 'heading':
      return { text: toWinAnsi(block.text), style: 'heading' };
    case 'paragraph':
      return { text: toWinAnsi(block.text), bold: block.bold ?? false, italics: block.italic ?? false, margin: [0, 0, 0, 6] };
    case 'keyValues':
      return {
        table: { widths: ['auto', '*'], body: block.rows.map(([k, v]) => [{ text: toWinAnsi(k), bold: true }, toWinAnsi(v)]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      };
    case 'table': {
      const columns = block.header.length;
      return {
        table: {
          headerRows: 1,
          widths: block.widths ?? Array.from({ length: columns }, () => '*'),
          body: [
            block.header.map((h) => ({ text: toWinAnsi(h), bold: true, fillColor: '#e8e8e8' })),
            ...block.rows.map((row) => row.map(toWinAnsi)),
          ],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
        margin: [0, 0, 0, 8],
      };
    }
  }
};

export const toDocDefinition = (doc: PdfDocumentSpec): TDocumentDefinitions => ({
  info: { title: toWinAnsi(doc.title) },
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
      { text: toWinAnsi(doc.footer ?? ''), fontSize: 8 },
      { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', fontSize: 8 },
    ],
    margin: [36, 16, 36, 0],
  }),
  content: [{ text: toWinAnsi(doc.title), style: 'title' }, ...doc.blocks.map(blockContent)],
});

export const pdfmakeRenderer = (): PdfRenderer => {
  // pdfmake (with pdfkit and fontkit) takes a second to load: load it on the first render only,
  // so the CLI and server start fast (and an embedder that prints no PDF need not install it: an optional peer).
  let printer: Promise<PdfPrinter> | null = null;
  const getPrinter = () => (printer ??= importOptional(() => import('pdfmake'), 'pdfmake', 'PDF exports').then(({ default: Printer }) => new Printer(FONTS)));
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
