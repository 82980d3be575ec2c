/**
 * The close monitor (/closemonitor, issue 28; `monitorClose`: Manager, Client Relations, Client): pick one of
 * the live and upcoming auctions (the dashboard's summary, soonest end first; `?auction=<id>` selects one,
 * else the first) and watch its close live.
 */
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { closeRoutes } from '../../../../../contract/close';
import { PageTitle } from '../../../components/page-title';
import { navigateTo } from '../../../lib/navigation';
import { useRouteQuery } from '../../../lib/use-api-query';
import { PHASE_LABEL } from '../close-format';
import { useCloseMonitor } from '../hooks/use-close-monitor';
import { CloseMonitorView } from './close-monitor-view';

function Monitor({ auctionId }: { auctionId: number }) {
  const { data, loading, error, live } = useCloseMonitor(auctionId);
  if (data) return <CloseMonitorView snapshot={data} live={live} />;
  if (loading) return <p role="status">Loading…</p>;
  return (
    <p role="alert" className="field-error">
      {error || 'The close monitor could not be loaded.'}
    </p>
  );
}

export default function CloseMonitorPage() {
  const id = useId();
  const [params] = useSearchParams();
  const summary = useRouteQuery(closeRoutes.summary, {});
  const auctions = summary.data?.auctions ?? [];
  const asked = Number(params.get('auction'));
  const selected = Number.isSafeInteger(asked) && asked > 0 ? asked : (auctions[0]?.auctionId ?? null);
  return (
    <div className="page">
      <PageTitle text="Close Monitor" />
      <div className="toolbar">
        <label htmlFor={id}>Auction</label>
        <select
          id={id}
          className="input"
          value={selected ?? ''}
          onChange={(e) => navigateTo(`/closemonitor?auction=${e.target.value}`, { replace: true })}
          disabled={auctions.length === 0}
        >
          {selected !== null && !auctions.some((a) => a.auctionId === selected) && <option value={selected}>Auction {selected}</option>}
          {auctions.map((a) => (
            <option key={a.auctionId} value={a.auctionId}>
              {a.auctionName} ({PHASE_LABEL[a.phase]})
            </option>
          ))}
        </select>
      </div>
      {summary.loading && !summary.data && <p role="status">Loading…</p>}
      {summary.error !== null && !summary.loading && <p role="alert" className="field-error">{summary.error || 'The auctions could not be loaded.'}</p>}
      {!summary.loading && selected === null && summary.error === null && <p>No live or upcoming auctions.</p>}
      {selected !== null && <Monitor key={selected} auctionId={selected} />}
    </div>
  );
}
