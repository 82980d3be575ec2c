/** Reads the text of a PDF back (tests of generated documents), with pdfjs-dist's Node-friendly legacy build. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, pages separated by a newline; items on a page joined by single spaces. */
export const extractPdfText = async (bytes: Uint8Array): Promise<string> => {
  // pdfjs transfers (detaches) the buffer it is given, so pass a copy.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          // pdfkit emits words and spaces as separate items; collapse the runs to one space.
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
};
