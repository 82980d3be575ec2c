/**
 * A small SVG pie chart (uPlot draws no pies) with a legend, in the charts' 15-colour palette.
 * Slice geometry uses floating point; the figures shown (legend) are the exact decimal strings.
 */
import { chartColour } from './chart-palette';

interface Props {
  title: string;
  labels: readonly string[];
  values: readonly string[];
  /** How a value is shown in the legend. */
  format: (v: string) => string;
  size?: number;
}

const point = (r: number, angle: number): [number, number] => [r + r * Math.sin(angle), r - r * Math.cos(angle)];

export function PieChart({ title, labels, values, format, size = 180 }: Props) {
  const nums = values.map((v) => Math.max(Number(v) || 0, 0));
  const total = nums.reduce((a, b) => a + b, 0);
  const r = size / 2;
  let angle = 0;
  const slices = nums.map((n, i) => {
    const sweep = total > 0 ? (n / total) * 2 * Math.PI : 0;
    const start = angle;
    angle += sweep;
    if (sweep <= 0) return null;
    if (sweep >= 2 * Math.PI - 1e-9) return <circle key={i} cx={r} cy={r} r={r} fill={chartColour(i)} />;
    const [x1, y1] = point(r, start);
    const [x2, y2] = point(r, start + sweep);
    const large = sweep > Math.PI ? 1 : 0;
    return <path key={i} d={`M${r},${r} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z`} fill={chartColour(i)} stroke="#fff" strokeWidth={1} />;
  });
  return (
    <figure className="chart-card" data-chart="pie">
      <h3>{title}</h3>
      {total > 0 ? (
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={`${title}: ${labels.map((l, i) => `${l} ${format(values[i] ?? '0')}`).join(', ')}`}>
          {slices}
        </svg>
      ) : (
        <p className="muted chart-empty">No awards yet.</p>
      )}
      <ul className="pie-legend">
        {labels.map((l, i) => (
          <li key={l}>
            <span className="swatch" style={{ background: chartColour(i) }} aria-hidden="true" />
            {l || '(none)'}: {format(values[i] ?? '0')}
          </li>
        ))}
      </ul>
    </figure>
  );
}
