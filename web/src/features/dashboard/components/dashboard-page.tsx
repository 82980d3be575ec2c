/** Placeholder dashboard with static sample charts (spec §2), drawn with uPlot. */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PageTitle } from '../../../components/page-title';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
// Static sample data: nothing here comes from the server.
const SAMPLE_BIDS = [12, 18, 9, 22, 30, 26, 19, 24, 31, 28, 35, 40];
const SAMPLE_REVENUE = [1.2, 1.5, 1.1, 1.9, 2.4, 2.2, 1.8, 2.0, 2.6, 2.5, 2.9, 3.3];

function Chart({ title, label, values, color }: { title: string; label: string; values: number[]; color: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const plot = new uPlot(
      {
        title,
        width: 460,
        height: 240,
        scales: { x: { time: false } },
        axes: [{ label: 'Month' }, { label }],
        series: [{ label: 'Month' }, { label, stroke: color, width: 2, fill: `${color}22` }],
      },
      [MONTHS, values],
      ref.current,
    );
    return () => plot.destroy();
  }, [title, label, values, color]);
  return <figure ref={ref} aria-label={`${title} (sample data)`} className="card" style={{ margin: 0 }} />;
}

export default function DashboardPage() {
  return (
    <div className="page">
      <PageTitle text="Dashboard" />
      <p className="muted">Sample charts with static data.</p>
      <div className="row" style={{ alignItems: 'flex-start' }}>
        <Chart title="Bids per month" label="Bids" values={SAMPLE_BIDS} color="#1f5f9e" />
        <Chart title="Revenue per month (USD millions)" label="USD m" values={SAMPLE_REVENUE} color="#13703a" />
      </div>
    </div>
  );
}
