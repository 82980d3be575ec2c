/**
 * A revenue bar chart drawn with uPlot (bars path, width at most 50 px, colours from the charts'
 * palette, one per bar). Figures arrive as exact decimal strings; the canvas needs numbers.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_BAR_WIDTH, chartColour } from '../../../core/domain/chart-palette';

interface Props {
  title: string;
  labels: readonly string[];
  values: readonly string[];
  format: (v: string) => string;
  width?: number;
  height?: number;
}

export function BarChart({ title, labels, values, format, width, height = 260 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const ys = values.map((v) => Number(v) || 0);
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
  }, [labels, values, title, width, height]);
  return (
    <figure className="chart-card" data-chart="bar">
      <h3>{title}</h3>
      <div ref={ref} role="img" aria-label={`${title}: ${labels.map((l, i) => `${l} ${format(values[i] ?? '0')}`).join(', ')}`} />
      <ul className="pie-legend">
        {labels.map((l, i) => (
          <li key={l}>
            <span className="swatch" style={{ background: chartColour(i) }} aria-hidden="true" />
            {l}: {format(values[i] ?? '0')}
          </li>
        ))}
      </ul>
    </figure>
  );
}
