import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FILE_NAME_FALLBACK, DISPLAY_FILE_NAME_MAX_LENGTH, displayFileName } from './display-file-name';

describe('displayFileName', () => {
  it.each([
    // Bidirectional overrides, isolates and marks go.
    ['\u202Egnp.exe.pdf', 'gnp.exe.pdf'],
    ['report\u2066\u2067\u2068\u2069\u200E\u200F\u061C.pdf', 'report.pdf'],
    ['a\u202A\u202B\u202C\u202Db.pdf', 'ab.pdf'],
    // Control characters, zero-width characters and line separators go.
    ['line\r\nbreak\t\u0000\u0007\u007F\u0085.docx', 'linebreak.docx'],
    ['zero\u200B\u200C\u200D\uFEFFwidth.txt', 'zerowidth.txt'],
    ['sep\u2028\u2029.txt', 'sep.txt'],
    // Ordinary names, accents and other scripts stay as given.
    ['Auction Rules (final) v2.pdf', 'Auction Rules (final) v2.pdf'],
    ['Règles d’enchère – 2026.pdf', 'Règles d’enchère – 2026.pdf'],
    ['قواعد.pdf', 'قواعد.pdf'],
    // Path parts go; the fallback stands in when nothing is left.
    ['C:\\Users\\x\\terms.pdf', 'terms.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['\u202E\u0000  ', DISPLAY_FILE_NAME_FALLBACK],
    ['dir/', DISPLAY_FILE_NAME_FALLBACK],
  ])('shows %j as %j', (raw, shown) => {
    expect(displayFileName(raw)).toBe(shown);
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
