/**
 * Where the Award Summary's PNG export draws each piece (the export clipped labels and values,
 * "with two co", "$59…", "$222,137."). Pure: it takes what the view shows and a text measure (the
 * canvas's measureText in the browser) and places every text whole. Table columns are as wide as their
 * widest cell, legends as wide as their longest line, the Bid Summary wraps at word boundaries, and the
 * image is as wide and as tall as what it holds. Nothing is shortened.
 */

export type Measure = (text: string, font: string) => number;

export interface ChartModel {
  title: string;
  /** A pie (drawn from its SVG, legend at its right) or a bar chart (drawn from its canvas, legend under it). */
  kind: 'pie' | 'bar';
  /** Legend lines with their swatch colour. */
  legend: readonly { text: string; colour: string }[];
  /** A bar chart's height over width as drawn on screen (its axis labels keep their proportions); 200/360 when absent. */
  aspect?: number;
  /** What the view says instead of the chart (nothing to draw yet): drawn as text, and no chart image. */
  note?: string;
}

export interface PngModel {
  title: string;
  logos: number;
  tables: readonly (readonly (readonly string[])[])[];
  summary: string;
  charts: readonly ChartModel[];
}

export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; font: string; /** A line of the Bid Summary text. */ summary?: true }
  | { kind: 'swatch'; colour: string; x: number; y: number; size: number }
  | { kind: 'logo'; index: number; x: number; y: number; w: number; h: number }
  | { kind: 'chart'; index: number; x: number; y: number; w: number; h: number };

export interface PngLayout {
  width: number;
  height: number;
  ops: DrawOp[];
}

export const FONTS = { title: 'bold 22px sans-serif', cell: '14px sans-serif', heading: 'bold 14px sans-serif', legend: '12px sans-serif' } as const;
const PAD = 20;
const MIN_WIDTH = 1200;
const ROW_H = 20;
const COL_GAP = 24;
const LOGO = { w: 200, h: 50 };
const PIE = 180;
const BAR = { w: 360, h: 200 };
const LEGEND_ROW = 16;
const SWATCH = 10;
const CHART_GAP = 24;
const CHARTS_PER_ROW = 3;

/** Words of `text` in lines no wider than `width` (a word wider than the line gets a line of its own). */
export const wrapText = (text: string, width: number, font: string, measure: Measure): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next, font) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
};

const barHeight = (c: ChartModel): number => Math.round(BAR.w * (c.aspect && c.aspect > 0 ? c.aspect : BAR.h / BAR.w));

interface ChartBox {
  w: number;
  h: number;
}

const chartBox = (c: ChartModel, measure: Measure): ChartBox => {
  const legendW = Math.max(0, ...c.legend.map((l) => SWATCH + 4 + measure(l.text, FONTS.legend)));
  const titleW = measure(c.title, FONTS.heading);
  const legendH = c.legend.length * LEGEND_ROW;
  if (c.note) return { w: Math.ceil(Math.max(titleW, measure(c.note, FONTS.cell), legendW)), h: 24 + ROW_H + 10 + legendH };
  const body = c.kind === 'pie' ? { w: PIE + 10 + legendW, h: Math.max(PIE, legendH) } : { w: Math.max(BAR.w, legendW), h: barHeight(c) + 10 + legendH };
  return { w: Math.ceil(Math.max(titleW, body.w)), h: 24 + body.h };
};

export function layoutPng(m: PngModel, measure: Measure): PngLayout {
  const ops: DrawOp[] = [];
  // Columns of each table as wide as their widest cell.
  const tableCols = m.tables.map((t) => {
    const n = Math.max(0, ...t.map((r) => r.length));
    return Array.from({ length: n }, (_, i) => Math.ceil(Math.max(0, ...t.map((r) => measure(r[i] ?? '', FONTS.cell)))));
  });
  const tablesW = Math.max(0, ...tableCols.map((cols) => cols.reduce((a, w) => a + w + COL_GAP, 0)));
  const boxes = m.charts.map((c) => chartBox(c, measure));
  const colW = Array.from({ length: CHARTS_PER_ROW }, (_, i) => Math.max(0, ...boxes.filter((_, j) => j % CHARTS_PER_ROW === i).map((b) => b.w)));
  const chartsW = colW.reduce((a, w) => a + w, 0) + CHART_GAP * (CHARTS_PER_ROW - 1);
  const contentW = Math.max(MIN_WIDTH - 2 * PAD, tablesW, chartsW, Math.ceil(measure(m.title, FONTS.title)), m.logos > 1 ? 2 * LOGO.w + COL_GAP : LOGO.w);
  const width = contentW + 2 * PAD;

  for (let i = 0; i < m.logos; i++) ops.push({ kind: 'logo', index: i, x: i === 0 ? PAD : width - PAD - LOGO.w, y: 16, w: LOGO.w, h: LOGO.h });
  ops.push({ kind: 'text', text: m.title, x: PAD, y: 100, font: FONTS.title });
  let y = 130;
  m.tables.forEach((t, ti) => {
    const cols = tableCols[ti] ?? [];
    for (const row of t) {
      let x = PAD;
      row.forEach((cell, ci) => {
        if (cell) ops.push({ kind: 'text', text: cell, x, y, font: FONTS.cell });
        x += (cols[ci] ?? 0) + COL_GAP;
      });
      y += ROW_H;
    }
    y += ROW_H;
  });
  if (m.summary) {
    ops.push({ kind: 'text', text: 'Bid Summary', x: PAD, y, font: FONTS.heading });
    y += ROW_H;
    for (const line of wrapText(m.summary, contentW, FONTS.cell, measure)) {
      if (line) ops.push({ kind: 'text', text: line, x: PAD, y, font: FONTS.cell, summary: true });
      y += ROW_H;
    }
    y += ROW_H;
  }
  for (let row = 0; row * CHARTS_PER_ROW < m.charts.length; row++) {
    const inRow = m.charts.slice(row * CHARTS_PER_ROW, (row + 1) * CHARTS_PER_ROW);
    let x = PAD;
    inRow.forEach((c, k) => {
      const i = row * CHARTS_PER_ROW + k;
      ops.push({ kind: 'text', text: c.title, x, y: y + 14, font: FONTS.heading });
      let legendAt: { x: number; y: number };
      if (c.note) {
        // Nothing to draw: the note the view shows, not an empty chart.
        ops.push({ kind: 'text', text: c.note, x, y: y + 24 + 14, font: FONTS.cell });
        legendAt = { x, y: y + 24 + ROW_H + 10 };
      } else {
        legendAt = c.kind === 'pie' ? { x: x + PIE + 10, y: y + 30 } : { x, y: y + 24 + barHeight(c) + 10 };
        ops.push(c.kind === 'pie' ? { kind: 'chart', index: i, x, y: y + 24, w: PIE, h: PIE } : { kind: 'chart', index: i, x, y: y + 24, w: BAR.w, h: barHeight(c) });
      }
      c.legend.forEach((l, j) => {
        ops.push({ kind: 'swatch', colour: l.colour, x: legendAt.x, y: legendAt.y + j * LEGEND_ROW, size: SWATCH });
        ops.push({ kind: 'text', text: l.text, x: legendAt.x + SWATCH + 4, y: legendAt.y + 9 + j * LEGEND_ROW, font: FONTS.legend });
      });
      x += (colW[k] ?? 0) + CHART_GAP;
    });
    y += Math.max(...inRow.map((_, k) => boxes[row * CHARTS_PER_ROW + k]?.h ?? 0)) + 40;
  }
  return { width, height: y + PAD, ops };
}
