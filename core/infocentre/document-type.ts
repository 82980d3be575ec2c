/**
 * The document types an info centre publishes to bidders: PDF, Office documents (OOXML and
 * legacy OLE2), CSV, plain text and images (PNG, JPEG, GIF, WebP). A file is accepted only when its
 * name's extension is one of these AND its content starts the way that type's files start (magic
 * bytes), so `evil.exe` and `evil.exe` renamed to `rules.pdf` are both refused.
 *
 * The binary types are detected by `file-type` (its environment-neutral `file-type/core`, no I/O: it
 * reads the bytes given), which also tells .docx, .xlsx and .pptx packages apart and finds the legacy
 * Office container (`cfb`); text and CSV, which have no signature, must be valid UTF-8 without NUL.
 * The allow-list and the agreement between the extension and the content stay here.
 *
 * Decision: detection runs in process, not in the upload pool, because file-type's work
 * on a file is bounded by its own constants and by the file's size (at most the request body), never
 * by what the file declares. From file-type 21.3.4's `core.js`: for a zip (.docx, .xlsx, .pptx) it walks
 * at most 1,024 local headers, inflates at most one entry (`mimetype` or `[Content_Types].xml`, then
 * stops), and only when that entry declares at most 1 MiB compressed and inflated; the inflation is
 * counted as it runs and cancelled past 1 MiB whatever the entry declared; a data descriptor is
 * searched for over at most 1 MiB. A gzip is inflated lazily for its first bytes (a tar inside), at
 * most 16 MiB; every other format's probe reads a few KB or skips within the buffer. Measured: a 1 MB
 * .docx whose `[Content_Types].xml` declares 1,000 bytes and inflates to 1,000 MiB is detected (as a
 * plain zip, so refused) in about 20 ms with 1,064,960 bytes inflated (1 MiB and one 16 KiB chunk;
 * adapters/http/routes/infocentre/document-types.test.ts holds file-type to that bound); a 200 KB gzip of
 * 200 MiB of zeros in about 20 ms with 16 KiB inflated. The UTF-8 check of a text file is one native
 * decode of its bytes.
 */
import type { fileTypeFromBuffer as FileTypeFromBuffer } from 'file-type/core';

/** What a stored document is served as: its MIME type. */
export type DocumentMime =
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  | 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  | 'application/msword'
  | 'application/vnd.ms-excel'
  | 'application/vnd.ms-powerpoint'
  | 'text/csv'
  | 'text/plain'
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp';

/** What the content must be detected as: file-type's extension, or 'text' (UTF-8, no signature). */
type ContentKind = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'cfb' | 'png' | 'jpg' | 'gif' | 'webp' | 'text';

/** Each accepted extension: the type it is served as and what its content must be detected as. */
const ACCEPTED: Record<string, { mime: DocumentMime; content: ContentKind }> = {
  pdf: { mime: 'application/pdf', content: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'xlsx' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', content: 'pptx' },
  doc: { mime: 'application/msword', content: 'cfb' },
  xls: { mime: 'application/vnd.ms-excel', content: 'cfb' },
  ppt: { mime: 'application/vnd.ms-powerpoint', content: 'cfb' },
  csv: { mime: 'text/csv', content: 'text' },
  txt: { mime: 'text/plain', content: 'text' },
  png: { mime: 'image/png', content: 'png' },
  jpg: { mime: 'image/jpeg', content: 'jpg' },
  jpeg: { mime: 'image/jpeg', content: 'jpg' },
  gif: { mime: 'image/gif', content: 'gif' },
  webp: { mime: 'image/webp', content: 'webp' },
};

/** The accepted extensions, for messages and the file picker's `accept`. */
export const ACCEPTED_DOCUMENT_EXTENSIONS: readonly string[] = Object.keys(ACCEPTED).map((e) => `.${e}`);

/** Valid UTF-8 (an optional BOM allowed) with no NUL byte: what a text or CSV file is. */
export const isUtf8Text = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** What the bytes are: file-type's extension for a binary format it knows, 'text' for UTF-8 without NUL, else null. */
// file-type's signatures are loaded with the first upload checked, not with the package (a tenth of its cold import).
let detector: Promise<typeof FileTypeFromBuffer> | null = null;
const detectContent = async (bytes: Uint8Array): Promise<string | null> => {
  const fileTypeFromBuffer = await (detector ??= import('file-type/core').then((m) => m.fileTypeFromBuffer));
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.ext;
  return isUtf8Text(bytes) ? 'text' : null;
};

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * The type a document is accepted and served as, or null when it is not an info-centre document:
 * its extension is not accepted, or its content is not what the extension says.
 */
export const acceptedDocumentType = async (fileName: string, content: Uint8Array): Promise<DocumentMime | null> => {
  const accepted = ACCEPTED[extensionOf(fileName.trim())];
  if (!accepted || content.length === 0) return null;
  return (await detectContent(content)) === accepted.content ? accepted.mime : null;
};

/** What a stored file is served as: its accepted type, or opaque bytes for a file stored before the check. */
export const servedDocumentType = async (fileName: string, content: Uint8Array): Promise<string> =>
  (await acceptedDocumentType(fileName, content)) ?? 'application/octet-stream';
