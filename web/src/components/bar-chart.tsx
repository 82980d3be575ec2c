/**
 * A revenue bar chart drawn with uPlot (bars path, width at most 50 px, colours from the charts'
 * palette, one per bar). Figures arrive as exact decimal strings; the canvas needs numbers. A figure
 * not entered is null (the legend says so), and with a `note` the chart is not drawn: the note says why
 * (nothing entered, nothing above zero), never an empty axis.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_BAR_WIDTH, chartColour } from './chart-palette';

interface Props {
  title: string;
  labels: readonly string[];
  /** null: not entered (drawn as no bar). */
  values: readonly (string | null)[];
  format: (v: string) => string;
  /** Said instead of drawing the chart (nothing to draw); the chart is drawn when absent. */
  note?: string | null;
  /** The legend's words for a figure not entered. */
  missing?: string;
  width?: number;
  height?: number;
}

export function BarChart({ title, labels, values, format, note = null, missing = '—', width, height = 260 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || note !== null) return;
    const xs = labels.map((_, i) => i);
    const ys = values.map((v) => Number(v ?? 0) || 0);
    const colours = labels.map((_, i) => chartColour(i));
    const bars = uPlot.paths.bars!({
      size: [0.6, CHART_BAR_WIDTH],
      disp: { fill: { unit: 3, values: () => colours }, stroke: { unit: 3, values: () => colours } },
    });
    const plot = new uPlot(
      {
        // Fits its card unless a width is given.
        width: width ?? Math.max(el.clientWidth, 240),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          // Bars are named by the legend below (long captions do not fit under 50 px bars).
          { values: () => [], size: 8, ticks: { show: false } },
          { size: 80, values: (_u, splits) => splits.map((s) => s.toLocaleString('en-US')) },
        ],
        series: [{}, { label: title, paths: bars, points: { show: false }, fill: colours[0] }],
      },
      [xs, ys],
      el,
    );
    return () => plot.destroy();
  }, [labels, values, title, width, height, note]);
  const shown = (v: string | null | undefined) => (v === null || v === undefined ? missing : format(v));
  // Nothing entered at all: the note says it; a legend of "not entered" lines would only repeat it.
  const legend = labels.map((l, i) => ({ l, i, v: values[i] ?? null })).filter((e) => note === null || e.v !== null);
  return (
    <figure className="chart-card" data-chart="bar">
      <h3>{title}</h3>
      {note === null ? (
        <div ref={ref} role="img" aria-label={`${title}: ${labels.map((l, i) => `${l} ${shown(values[i])}`).join(', ')}`} />
      ) : (
        <p className="muted chart-empty">{note}</p>
      )}
      <ul className="pie-legend">
        {legend.map(({ l, i, v }) => (
          <li key={l}>
            <span className="swatch" style={{ background: chartColour(i) }} aria-hidden="true" />
            {l}: {shown(v)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
