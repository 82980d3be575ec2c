/**
 * The document types an info centre publishes to bidders (issue 27): PDF, Office documents (OOXML and
 * legacy OLE2), CSV, plain text and images (PNG, JPEG, GIF, WebP). A file is accepted only when its
 * name's extension is one of these AND its content starts the way that type's files start (magic
 * bytes), so `evil.exe` and `evil.exe` renamed to `rules.pdf` are both refused.
 *
 * Decision: a small detector of exactly these types, pure TS, because `file-type` (the well-kept
 * detector the issue names) is not among the installed packages; it would replace `sniffContent`
 * (the allow-list and the extension/content agreement stay here).
 */

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

/** The content families the magic bytes tell apart. */
type ContentFamily = 'pdf' | 'ooxml' | 'ole2' | 'png' | 'jpeg' | 'gif' | 'webp' | 'text';

/** Each accepted extension: the type it is served as and the content family it must have. */
const ACCEPTED: Record<string, { mime: DocumentMime; family: ContentFamily; ooxmlFolder?: string }> = {
  pdf: { mime: 'application/pdf', family: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', family: 'ooxml', ooxmlFolder: 'word/' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', family: 'ooxml', ooxmlFolder: 'xl/' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', family: 'ooxml', ooxmlFolder: 'ppt/' },
  doc: { mime: 'application/msword', family: 'ole2' },
  xls: { mime: 'application/vnd.ms-excel', family: 'ole2' },
  ppt: { mime: 'application/vnd.ms-powerpoint', family: 'ole2' },
  csv: { mime: 'text/csv', family: 'text' },
  txt: { mime: 'text/plain', family: 'text' },
  png: { mime: 'image/png', family: 'png' },
  jpg: { mime: 'image/jpeg', family: 'jpeg' },
  jpeg: { mime: 'image/jpeg', family: 'jpeg' },
  gif: { mime: 'image/gif', family: 'gif' },
  webp: { mime: 'image/webp', family: 'webp' },
};

/** The accepted extensions, for messages and the file picker's `accept`. */
export const ACCEPTED_DOCUMENT_EXTENSIONS: readonly string[] = Object.keys(ACCEPTED).map((e) => `.${e}`);

const ascii = (s: string): number[] => [...s].map((ch) => ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** True when `needle` (ASCII) occurs anywhere in the bytes. */
const contains = (bytes: Uint8Array, needle: string): boolean => {
  const n = ascii(needle);
  const first = n[0];
  outer: for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - n.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < n.length; j++) if (bytes[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
};

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

/** The content family of the bytes by their signature, or null for anything else (executables, archives, HTML with NULs, …). */
export const sniffContent = (bytes: Uint8Array): ContentFamily | null => {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  // An OOXML package is a zip with a `[Content_Types].xml` entry; any other zip (or jar, apk) is refused.
  if (startsWith(bytes, [0x50, 0x4b])) return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, '[Content_Types].xml') ? 'ooxml' : null;
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
export const acceptedDocumentType = (fileName: string, content: Uint8Array): DocumentMime | null => {
  const accepted = ACCEPTED[extensionOf(fileName.trim())];
  if (!accepted || content.length === 0) return null;
  if (sniffContent(content) !== accepted.family) return null;
  // A .docx must hold word/ parts, an .xlsx xl/ parts, a .pptx ppt/ parts (entry names are stored uncompressed).
  if (accepted.ooxmlFolder && !contains(content, accepted.ooxmlFolder)) return null;
  return accepted.mime;
};

/** What a stored file is served as: its accepted type, or opaque bytes for a file stored before the check. */
export const servedDocumentType = (fileName: string, content: Uint8Array): string =>
  acceptedDocumentType(fileName, content) ?? 'application/octet-stream';
