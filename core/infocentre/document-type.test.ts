import { describe, expect, it } from 'vitest';
import { acceptedDocumentType, isUtf8Text, servedDocumentType } from './document-type';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

const PDF = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const u16 = (n: number) => [n & 255, n >> 8];
const u32 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24];
/** A stored (uncompressed) zip entry: local header, name, data. */
const zipEntry = (name: string, data: string) => {
  const d = new TextEncoder().encode(data);
  return bytes([0x50, 0x4b, 3, 4], u16(20), u16(0), u16(0), u16(0), u16(0), u32(0), u32(d.length), u32(d.length), u16(name.length), u16(0), name, [...d]);
};
const MAIN_PART = {
  'word/': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'xl/': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'ppt/': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
};
/** An OOXML package: [Content_Types].xml naming the main part of `folder`, then that part. */
const ooxml = (folder: keyof typeof MAIN_PART) =>
  Uint8Array.from([
    ...zipEntry('[Content_Types].xml', `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}main.xml" ContentType="${MAIN_PART[folder]}"/></Types>`),
    ...zipEntry(`${folder}main.xml`, '<main/>'),
  ]);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.');
const ELF = bytes([0x7f], 'ELF', [2, 1, 1, 0]);
const ZIP = zipEntry('payload/run.sh', 'echo');

describe('info-centre document types: only the kinds staff publish', async () => {
  it('accepts each allowed type when its name and content agree, served as its MIME type', async () => {
    expect(await acceptedDocumentType('Auction Rules.pdf', PDF)).toBe('application/pdf');
    expect(await acceptedDocumentType('logo.PNG', PNG)).toBe('image/png');
    expect(await acceptedDocumentType('photo.jpg', JPEG)).toBe('image/jpeg');
    expect(await acceptedDocumentType('photo.jpeg', JPEG)).toBe('image/jpeg');
    expect(await acceptedDocumentType('anim.gif', GIF)).toBe('image/gif');
    expect(await acceptedDocumentType('pic.webp', WEBP)).toBe('image/webp');
    expect(await acceptedDocumentType('old.doc', OLE2)).toBe('application/msword');
    expect(await acceptedDocumentType('old.xls', OLE2)).toBe('application/vnd.ms-excel');
    expect(await acceptedDocumentType('old.ppt', OLE2)).toBe('application/vnd.ms-powerpoint');
    expect(await acceptedDocumentType('Terms.docx', ooxml('word/'))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await acceptedDocumentType('Lots.xlsx', ooxml('xl/'))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await acceptedDocumentType('Deck.pptx', ooxml('ppt/'))).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(await acceptedDocumentType('lots.csv', bytes('\ufeffLot,Name\n1,Café\n'))).toBe('text/csv');
    expect(await acceptedDocumentType('notes.txt', bytes('Settlement on T+1.\r\n'))).toBe('text/plain');
  });

  it('refuses executables and other types whatever their name', async () => {
    expect(await acceptedDocumentType('evil.exe', EXE)).toBeNull();
    expect(await acceptedDocumentType('evil.exe', PDF)).toBeNull();
    expect(await acceptedDocumentType('rules.pdf', EXE)).toBeNull();
    expect(await acceptedDocumentType('rules.txt', EXE)).toBeNull();
    expect(await acceptedDocumentType('rules.pdf', ELF)).toBeNull();
    expect(await acceptedDocumentType('page.html', bytes('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(await acceptedDocumentType('image.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await acceptedDocumentType('rules', PDF)).toBeNull();
    expect(await acceptedDocumentType('rules.pdf', new Uint8Array())).toBeNull();
  });

  it('requires the content the extension names: a zip is not a .docx, a PDF is not a .png, an .xlsx is not a .docx', async () => {
    expect(await acceptedDocumentType('Terms.docx', ZIP)).toBeNull();
    expect(await acceptedDocumentType('logo.png', PDF)).toBeNull();
    expect(await acceptedDocumentType('Terms.docx', ooxml('xl/'))).toBeNull();
    expect(await acceptedDocumentType('old.doc', ooxml('word/'))).toBeNull();
    expect(await acceptedDocumentType('notes.txt', PNG)).toBeNull();
  });

  it('text is valid UTF-8 without NUL bytes', async () => {
    expect(isUtf8Text(bytes('plain, text\n'))).toBe(true);
    expect(isUtf8Text(bytes('a', [0], 'b'))).toBe(false);
    expect(isUtf8Text(bytes([0xc3, 0x28]))).toBe(false);
    expect(await acceptedDocumentType('notes.txt', bytes([0xff, 0xfe], 'x'))).toBeNull();
  });

  it('serves a file stored before the check as opaque bytes', async () => {
    expect(await servedDocumentType('evil.exe', EXE)).toBe('application/octet-stream');
    expect(await servedDocumentType('rules.pdf', PDF)).toBe('application/pdf');
  });
});
