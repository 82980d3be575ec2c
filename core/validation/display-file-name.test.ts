import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FILE_NAME_FALLBACK, DISPLAY_FILE_NAME_MAX_LENGTH, displayFileName } from './display-file-name';

describe('displayFileName', () => {
  it('removes bidirectional overrides, isolates and marks', () => {
    expect(displayFileName('\u202Egnp.exe.pdf')).toBe('gnp.exe.pdf');
    expect(displayFileName('report\u2066\u2067\u2068\u2069\u200E\u200F\u061C.pdf')).toBe('report.pdf');
    expect(displayFileName('a\u202A\u202B\u202C\u202Db.pdf')).toBe('ab.pdf');
  });

  it('removes control characters, zero-width characters and line separators', () => {
    expect(displayFileName('line\r\nbreak\t\u0000\u0007\u007F\u0085.docx')).toBe('linebreak.docx');
    expect(displayFileName('zero\u200B\u200C\u200D\uFEFFwidth.txt')).toBe('zerowidth.txt');
    expect(displayFileName('sep\u2028\u2029.txt')).toBe('sep.txt');
  });

  it('keeps ordinary names, accents and other scripts as given', () => {
    expect(displayFileName('Auction Rules (final) v2.pdf')).toBe('Auction Rules (final) v2.pdf');
    expect(displayFileName('Règles d’enchère – 2026.pdf')).toBe('Règles d’enchère – 2026.pdf');
    expect(displayFileName('قواعد.pdf')).toBe('قواعد.pdf');
  });

  it('drops path parts and falls back when nothing is left', () => {
    expect(displayFileName('C:\\Users\\x\\terms.pdf')).toBe('terms.pdf');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('\u202E\u0000  ')).toBe(DISPLAY_FILE_NAME_FALLBACK);
    expect(displayFileName('dir/')).toBe(DISPLAY_FILE_NAME_FALLBACK);
  });

  it('caps the length, keeping the extension', () => {
    const shown = displayFileName(`${'a'.repeat(500)}.pdf`);
    expect([...shown]).toHaveLength(DISPLAY_FILE_NAME_MAX_LENGTH);
    expect(shown.endsWith('.pdf')).toBe(true);
    expect([...displayFileName('😀'.repeat(300))]).toHaveLength(DISPLAY_FILE_NAME_MAX_LENGTH);
  });

  it('never returns an invisible or control character, never exceeds the cap, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const shown = displayFileName(raw);
        // eslint-disable-next-line no-control-regex
        expect(shown).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\\/]/u);
        expect([...shown].length).toBeGreaterThan(0);
        expect([...shown].length).toBeLessThanOrEqual(DISPLAY_FILE_NAME_MAX_LENGTH);
        expect(displayFileName(shown)).toBe(shown);
      }),
    );
  });
});
