import { describe, expect, it } from 'vitest';
import { extractPdfText } from './pdf-text.test-kit';
import { pdfmakeRenderer, toWinAnsi } from './pdfmake-renderer';

describe('pdfmakeRenderer', () => {
  it('renders every block kind, readable back as text', async () => {
    const bytes = await pdfmakeRenderer().render({
      title: 'Bid Confirmation: Autumn Equities Auction',
      footer: 'Confidential',
      blocks: [
        { kind: 'heading', text: 'Summary' },
        { kind: 'paragraph', text: 'All bids are final once confirmed.', bold: true },
        { kind: 'keyValues', rows: [['Borrower', 'Alpha Securities'], ['Collateral', 'Cash']] },
        { kind: 'table', header: ['Lot', 'Name', 'BPS'], rows: [['L001', 'US Large Cap, Tranche A', '12.50'], ['L002', 'EUR Govvies', '7.25']] },
      ],
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await extractPdfText(bytes);
    for (const expected of ['Bid Confirmation: Autumn Equities Auction', 'Summary', 'All bids are final once confirmed.', 'Alpha Securities', 'US Large Cap, Tranche A', '12.50', 'Confidential', 'Page 1 of 1']) {
      expect(text).toContain(expected);
    }
  });

  it('paginates long tables', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`L${String(i + 1).padStart(3, '0')}`, `Lot ${i + 1}`]);
    const bytes = await pdfmakeRenderer().render({ title: 'Long', blocks: [{ kind: 'table', header: ['Lot', 'Name'], rows }] });
    const text = await extractPdfText(bytes);
    expect(text).toContain('L120');
    expect(text.split('\n').length).toBeGreaterThan(1);
  });
});

describe('toWinAnsi', () => {
  it('keeps Western European text and currency symbols, replaces other scripts', async () => {
    expect(toWinAnsi('Totals €1,000 — £2 ¥3 café’s')).toBe('Totals €1,000 — £2 ¥3 café’s');
    expect(toWinAnsi('Žluťoučký 日本')).toBe('Žlu?ou?ký ??');
    const text = await extractPdfText(await pdfmakeRenderer().render({ title: 'Bids of 日本 Securities', blocks: [] }));
    expect(text).toContain('Bids of ?? Securities');
  });
});
