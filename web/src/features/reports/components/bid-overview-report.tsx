/**
 * Report 4, Bid Overview (spec §2.5, §4, §5): every confirmed bid with a lot filter, row selection
 * (core/awards selection rules) and the totals; optional columns hidden per the auction's flags. The
 * workbook carries the shown totals lines under its rows (lib/overview-totals.ts).
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { overviewHiddenColumns } from '../../../lib/award-rows';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { bidOverviewWorkbookRows, overviewTotalsLines } from '../../../lib/overview-totals';
import { totalsLineText } from '../../../lib/totals-lines';
import { BidOverviewTable } from '../../../components/bid-overview-table';
import { Button } from '../../../components/button';
import { useOverviewSelection } from '../../../lib/overview-selection';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows } from '../api/report-export';
import { useExport, type ReportProps } from '../hooks/report-context';

export function BidOverviewReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.bids, { params: { id: auction.id } });
  const rows = useMemo(() => [...(data ?? [])].sort((a, b) => compareLotNumbers(a.lotNumber, b.lotNumber) || a.bidId - b.bidId), [data]);
  const [lot, setLot] = useState('');
  const lots = useMemo(() => [...new Map(rows.map((r) => [r.lotNumber, r.lotName])).entries()], [rows]);
  const shown = useMemo(() => (lot === '' ? rows : rows.filter((r) => r.lotNumber === lot)), [rows, lot]);
  const sel = useOverviewSelection(rows, auction.currency);
  // In the auction's currency, each bid at its lot's FX rate (core/money/fx.ts), labelled when converted.
  const totalsLines = overviewTotalsLines(sel.totals);
  const hidden = overviewHiddenColumns(auction);
  const lotId = useId();
  const run = useCallback(() => {
    const chosen = sel.selected.length ? shown.filter((r) => sel.selected.includes(r.bidId)) : shown;
    return exportRows(bidOverviewWorkbookRows(chosen, sel.totals), 'Bid Overview', auction);
  }, [shown, sel.selected, sel.totals, auction]);
  useExport(exportSlot, data ? run : null);
  if (loading) return <p role="status">Loading…</p>;
  return (
    <div>
      <div className="toolbar">
        <label htmlFor={lotId}>Lot</label>
        <select id={lotId} className="input" value={lot} onChange={(e) => setLot(e.target.value)}>
          <option value="">All lots</option>
          {lots.map(([n, name]) => (
            <option key={n} value={n}>
              {n} - {name}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={sel.clear} disabled={sel.selected.length === 0}>
          Clear Selection
        </Button>
      </div>
      <div className="totals" aria-live="polite">
        {totalsLines.map((l) => (
          <span key={l.label}>{totalsLineText(l)}</span>
        ))}
      </div>
      <BidOverviewTable caption="Bid Overview" rows={shown} hidden={hidden} selected={sel.selected} onToggle={sel.toggle} height={Math.max(window.innerHeight - 320, 300)} />
    </div>
  );
}
