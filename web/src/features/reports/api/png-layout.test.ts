import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutPng, wrapText, type DrawOp, type Measure, type PngModel } from './png-layout';

/** A stand-in for the canvas's measureText: 8 px a character at 14 px, scaled by the font's size. */
const measure: Measure = (text, font) => text.length * 8 * (Number(/(\d+)px/.exec(font)?.[1] ?? 14) / 14);

type TextOp = Extract<DrawOp, { kind: 'text' }>;
const texts = (ops: DrawOp[]): TextOp[] => ops.filter((o): o is TextOp => o.kind === 'text');

/** The Award Summary of the walk that clipped: long labels and values, a long Bid Summary, long legends. */
const walk: PngModel = {
  title: 'Award Summary - Autumn 2026 Equity Lending Auction',
  logos: 2,
  tables: [
    [
      ['Total Auction', '2026-11-20'],
      ['Auction Revenue (USD at lot FX rates)', '$222,137.00'],
      ['Exclusive Premium %', '12.5%'],
    ],
    [
      ['Portfolios Title', 'US and European equities with two counterparties and a very long description'],
      ['Baseline', '$59,120,000.00'],
    ],
  ],
  summary: `The auction closed with two counterparties bidding on every lot. ${'Strong demand on the specials drove the premium. '.repeat(8)}`,
  charts: [
    { title: 'High Bids by Lendable Assets (USD at lot FX rates)', kind: 'pie', legend: [{ text: 'Northern Securities Lending Ltd: $59,120,000.00', colour: '#123' }] },
    { title: 'High Bids by Revenue', kind: 'pie', legend: [{ text: 'Borrower Two Capital Markets LLC: $222,137.00', colour: '#456' }] },
    { title: 'Revenue by Counterparty', kind: 'pie', legend: [{ text: 'A', colour: '#789' }] },
    { title: 'Revenue Comparison Portfolio 1', kind: 'bar', legend: [], aspect: 0.5 },
  ],
};

/** Every text of the model, as the view shows it. */
const sourceTexts = (m: PngModel): string[] => [m.title, ...m.tables.flat(2).filter((t) => t !== ''), ...m.charts.flatMap((c) => [c.title, ...(c.note ? [c.note] : []), ...c.legend.map((l) => l.text)])];

const expectWhole = (m: PngModel) => {
  const layout = layoutPng(m, measure);
  const drawn = texts(layout.ops);
  // Each label and value is drawn whole (never shortened) ...
  for (const t of sourceTexts(m)) expect(drawn.map((d) => d.text), t).toContain(t);
  // ... the Bid Summary's words all drawn, in order ...
  const summaryWords = m.summary.split(/\s+/).filter(Boolean);
  const drawnSummary = drawn.filter((d) => d.summary).flatMap((d) => d.text.split(' '));
  expect(drawnSummary).toEqual(summaryWords);
  // ... inside the image ...
  for (const d of drawn) {
    expect(d.x, d.text).toBeGreaterThanOrEqual(0);
    expect(d.x + measure(d.text, d.font), d.text).toBeLessThanOrEqual(layout.width);
    expect(d.y, d.text).toBeLessThanOrEqual(layout.height);
  }
  // ... and no text runs into the next text on its line.
  const byLine = new Map<number, TextOp[]>();
  for (const d of drawn) byLine.set(d.y, [...(byLine.get(d.y) ?? []), d]);
  for (const line of byLine.values()) {
    const sorted = [...line].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1].x + measure(sorted[i - 1].text, sorted[i - 1].font), `${sorted[i - 1].text} | ${sorted[i].text}`).toBeLessThanOrEqual(sorted[i].x);
  }
  return layout;
};

describe('Award Summary PNG layout (nothing clipped)', () => {
  it('draws the walk\'s long labels, values, legends and Bid Summary whole, inside the image', () => {
    const layout = expectWhole(walk);
    expect(layout.width).toBeGreaterThanOrEqual(1200);
  });

  it('property: whatever the texts, each is drawn whole and none overlaps another or the edge', () => {
    const text = fc.string({ minLength: 1, maxLength: 90 }).map((s) => s.replace(/\s+/g, 'x'));
    const model = fc.record({
      title: text,
      logos: fc.integer({ min: 0, max: 2 }),
      tables: fc.array(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 4 }), { maxLength: 4 }),
      summary: fc.array(text, { maxLength: 60 }).map((w) => w.join(' ')),
      charts: fc.array(
        fc.record(
          { title: text, kind: fc.constantFrom('pie' as const, 'bar' as const), legend: fc.array(fc.record({ text, colour: fc.constant('#000') }), { maxLength: 5 }), note: text },
          { requiredKeys: ['title', 'kind', 'legend'] },
        ),
        { maxLength: 7 },
      ),
    });
    fc.assert(fc.property(model, (m) => void expectWhole(m)), { numRuns: 150 });
  });

  it('draws a chart with nothing to show as its note, not as an empty chart (it exported an empty 0 to 1 axis)', () => {
    const empty: PngModel = {
      ...walk,
      charts: [
        { title: 'High Bids by Revenue', kind: 'pie', legend: [], note: 'No awards yet.' },
        { title: 'Portfolio 1', kind: 'bar', legend: [], note: 'Not yet entered' },
        { title: 'Total Auction', kind: 'bar', legend: [{ text: 'Awarded Revenue: $10.00', colour: '#123' }], aspect: 0.5 },
      ],
    };
    const layout = expectWhole(empty);
    expect(layout.ops.filter((o) => o.kind === 'chart').map((o) => (o.kind === 'chart' ? o.index : -1))).toEqual([2]);
    expect(texts(layout.ops).map((t) => t.text)).toEqual(expect.arrayContaining(['No awards yet.', 'Not yet entered']));
  });

  it('wraps at word boundaries within the width', () => {
    const lines = wrapText('one two three four five six', 10 * 8, '14px sans-serif', measure);
    expect(lines).toEqual(['one two', 'three four', 'five six']);
    for (const l of lines) expect(measure(l, '14px sans-serif')).toBeLessThanOrEqual(80);
  });
});
