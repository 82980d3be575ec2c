import { describe, expect, it } from 'vitest';
import { acceptedDocumentType, isUtf8Text, servedDocumentType, sniffContent } from './document-type';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

const PDF = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
/** The start of an OOXML package: a zip local header naming [Content_Types].xml, then a part of `folder`. */
const ooxml = (folder: string) => bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], '\u0000[Content_Types].xml<Types/>', [0x50, 0x4b, 0x03, 0x04], `${folder}document.xml`);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.');
const ELF = bytes([0x7f], 'ELF', [2, 1, 1, 0]);
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], 'payload/run.sh');

describe('info-centre document types (issue 27)', () => {
  it('accepts each allowed type when its name and content agree, served as its MIME type', () => {
    expect(acceptedDocumentType('Auction Rules.pdf', PDF)).toBe('application/pdf');
    expect(acceptedDocumentType('logo.PNG', PNG)).toBe('image/png');
    expect(acceptedDocumentType('photo.jpg', JPEG)).toBe('image/jpeg');
    expect(acceptedDocumentType('photo.jpeg', JPEG)).toBe('image/jpeg');
    expect(acceptedDocumentType('anim.gif', GIF)).toBe('image/gif');
    expect(acceptedDocumentType('pic.webp', WEBP)).toBe('image/webp');
    expect(acceptedDocumentType('old.doc', OLE2)).toBe('application/msword');
    expect(acceptedDocumentType('old.xls', OLE2)).toBe('application/vnd.ms-excel');
    expect(acceptedDocumentType('old.ppt', OLE2)).toBe('application/vnd.ms-powerpoint');
    expect(acceptedDocumentType('Terms.docx', ooxml('word/'))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(acceptedDocumentType('Lots.xlsx', ooxml('xl/'))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(acceptedDocumentType('Deck.pptx', ooxml('ppt/'))).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(acceptedDocumentType('lots.csv', bytes('\ufeffLot,Name\n1,Café\n'))).toBe('text/csv');
    expect(acceptedDocumentType('notes.txt', bytes('Settlement on T+1.\r\n'))).toBe('text/plain');
  });

  it('refuses executables and other types whatever their name', () => {
    expect(acceptedDocumentType('evil.exe', EXE)).toBeNull();
    expect(acceptedDocumentType('evil.exe', PDF)).toBeNull();
    expect(acceptedDocumentType('rules.pdf', EXE)).toBeNull();
    expect(acceptedDocumentType('rules.txt', EXE)).toBeNull();
    expect(acceptedDocumentType('rules.pdf', ELF)).toBeNull();
    expect(acceptedDocumentType('page.html', bytes('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(acceptedDocumentType('image.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(acceptedDocumentType('rules', PDF)).toBeNull();
    expect(acceptedDocumentType('rules.pdf', new Uint8Array())).toBeNull();
  });

  it('requires the content the extension names: a zip is not a .docx, a PDF is not a .png, an .xlsx is not a .docx', () => {
    expect(acceptedDocumentType('Terms.docx', ZIP)).toBeNull();
    expect(acceptedDocumentType('logo.png', PDF)).toBeNull();
    expect(acceptedDocumentType('Terms.docx', ooxml('xl/'))).toBeNull();
    expect(acceptedDocumentType('old.doc', ooxml('word/'))).toBeNull();
    expect(acceptedDocumentType('notes.txt', PNG)).toBeNull();
  });

  it('text is valid UTF-8 without NUL bytes', () => {
    expect(isUtf8Text(bytes('plain, text\n'))).toBe(true);
    expect(isUtf8Text(bytes('a', [0], 'b'))).toBe(false);
    expect(isUtf8Text(bytes([0xc3, 0x28]))).toBe(false);
    expect(sniffContent(bytes([0xff, 0xfe], 'x'))).toBeNull();
  });

  it('serves a file stored before the check as opaque bytes', () => {
    expect(servedDocumentType('evil.exe', EXE)).toBe('application/octet-stream');
    expect(servedDocumentType('rules.pdf', PDF)).toBe('application/pdf');
  });
});
