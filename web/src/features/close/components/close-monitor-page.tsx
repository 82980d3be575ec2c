/**
 * The close monitor (/closemonitor; `monitorClose`: Manager, Client Relations, Client): pick an
 * auction and watch its close live. The list (the dashboard's summary) offers the live and upcoming auctions,
 * the soonest end first, and those ended in the last 7 days (the server's RECENT_CLOSES_DAYS), the latest end
 * first, whose final state stays on the monitor; `?auction=<id>` selects one (any auction the user may
 * monitor, however old), else the first live or upcoming one, else the latest close. An auction that ends
 * while the page is open moves to the ended group at once (its phase follows the server's clock).
 */
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { closeRoutes, type MonitorSummary } from '../../../../../contract/close';
import { auctionPhase, serverNowMs } from '../../../../../core/clock/auction-clock';
import { PageTitle } from '../../../components/page-title';
import { navigateTo } from '../../../lib/navigation';
import { useRouteQuery } from '../../../lib/use-api-query';
import { useNow } from '../../../lib/use-now';
import { PHASE_LABEL } from '../close-format';
import { useCloseMonitor } from '../hooks/use-close-monitor';
import { CloseMonitorView } from './close-monitor-view';

type Row = MonitorSummary['auctions'][number];

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

const endOf = (a: Row) => Date.parse(a.auctionEndDate);

/** The summary's auctions at the server's time now: open (soonest end first) and ended (latest end first). */
function groupsAt(summary: MonitorSummary, nowMs: number): { open: Row[]; ended: Row[] } {
  const all = [...summary.auctions, ...summary.recentlyEnded].map((a) => ({ ...a, phase: auctionPhase(a.auctionStartDate, a.auctionEndDate, nowMs) }));
  return {
    open: all.filter((a) => a.phase !== 'ENDED').sort((a, b) => endOf(a) - endOf(b) || a.auctionId - b.auctionId),
    ended: all.filter((a) => a.phase === 'ENDED').sort((a, b) => endOf(b) - endOf(a) || b.auctionId - a.auctionId),
  };
}

const option = (a: Row) => (
  <option key={a.auctionId} value={a.auctionId}>
    {a.auctionName} ({PHASE_LABEL[a.phase]})
  </option>
);

export default function CloseMonitorPage() {
  const id = useId();
  const [params] = useSearchParams();
  const summary = useRouteQuery(closeRoutes.summary, {});
  const browserNow = useNow();
  const { open, ended } = summary.data ? groupsAt(summary.data, serverNowMs(summary.data.serverTime, summary.receivedAtMs, browserNow)) : { open: [], ended: [] };
  const recentDays = summary.data?.recentDays ?? 7;
  const asked = Number(params.get('auction'));
  const selected = Number.isSafeInteger(asked) && asked > 0 ? asked : ((open[0] ?? ended[0])?.auctionId ?? null);
  const listed = [...open, ...ended].some((a) => a.auctionId === selected);
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
          disabled={open.length + ended.length === 0}
          aria-describedby={`${id}-hint`}
        >
          {selected !== null && !listed && <option value={selected}>Auction {selected}</option>}
          {open.length > 0 && <optgroup label="Live and upcoming">{open.map(option)}</optgroup>}
          {ended.length > 0 && <optgroup label={`Ended in the last ${recentDays} days`}>{ended.map(option)}</optgroup>}
        </select>
        <span id={`${id}-hint`} className="field-hint">
          Ended auctions stay on this list for {recentDays} days, with their final state.
        </span>
      </div>
      {summary.loading && !summary.data && <p role="status">Loading…</p>}
      {summary.error !== null && !summary.loading && <p role="alert" className="field-error">{summary.error || 'The auctions could not be loaded.'}</p>}
      {!summary.loading && selected === null && summary.error === null && <p>No live, upcoming or recently ended auctions.</p>}
      {selected !== null && <Monitor key={selected} auctionId={selected} />}
    </div>
  );
}
