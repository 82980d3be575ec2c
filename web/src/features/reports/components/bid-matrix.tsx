/**
 * The Bid Matrix view (spec §2.5; not in the selector): lots down, bidders across, each cell the
 * bidder's total bid value on the lot, in the lot's currency (no amount in a currency not its own).
 * A bidder's column header opens its Individual Bidder Detail.
 *
 * Each lot's high bid is marked (bold, "High bid" for screen readers), chosen by core's rule
 * (core/awards topRowPerLot: the highest value in the auction's currency, ties to the value saved first), and
 * the selector's Export downloads the matrix as a workbook, with the high bidder and high bid per lot.
 */
import { useCallback, useMemo } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { topRowPerLot } from '../../../../../core/awards/award-rules';
import { amountInput } from '../../../../../core/documents/export-cells';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { exportRows, type ExportRow } from '../../../lib/export-rows';
import { useRouteQuery } from '../../../lib/use-api-query';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';
import { ReportTable } from './report-table';

interface MatrixLot {
  lotId: number;
  lotNumber: string;
  lotName: string;
  currency: string;
  byUser: Map<number, string>;
  /** The user whose bid is the lot's high bid. */
  highUserId: number | null;
}

export function BidMatrix({ auction, exportSlot, onBidder }: Pick<ReportProps, 'auction' | 'exportSlot'> & { onBidder: (userId: number) => void }) {
  const bids = useRouteQuery(reportRoutes.bids, { params: { id: auction.id } });
  const users = useRouteQuery(reportRoutes.users, { params: { id: auction.id } });
  const lots = useMemo((): MatrixLot[] => {
    const rows = bids.data ?? [];
    const high = new Map(topRowPerLot(rows).map((r) => [r.lotId, r.userId]));
    const m = new Map<number, MatrixLot>();
    for (const b of rows) {
      const lot = m.get(b.lotId) ?? { lotId: b.lotId, lotNumber: b.lotNumber, lotName: b.lotName, currency: b.currency, byUser: new Map(), highUserId: high.get(b.lotId) ?? null };
      lot.byUser.set(b.userId, b.totalBidValue);
      m.set(b.lotId, lot);
    }
    return [...m.values()].sort((a, b) => compareLotNumbers(a.lotNumber, b.lotNumber));
  }, [bids.data]);
  const bidders = useMemo(() => users.data ?? [], [users.data]);
  const run = useCallback(() => {
    const label = new Map(bidders.map((u) => [u.id, u.label]));
    const rows: ExportRow[] = lots.map((l) => ({
      Lot: l.lotNumber,
      'Lot Name': l.lotName,
      ...Object.fromEntries(bidders.map((u) => [u.label, amountInput(l.byUser.get(u.id), l.currency)])),
      'High Bidder': l.highUserId === null ? '' : (label.get(l.highUserId) ?? ''),
      'High Bid': amountInput(l.highUserId === null ? null : l.byUser.get(l.highUserId), l.currency),
    }));
    return exportRows(rows, 'Bid Matrix', auction);
  }, [lots, bidders, auction]);
  useExport(exportSlot, bids.data && users.data ? run : null);
  if (bids.loading || users.loading) return <p role="status">Loading…</p>;
  return (
    <ReportTable label="Bid Matrix">
      <thead>
        <tr>
          <th scope="col">Lot</th>
          <th scope="col">Lot Name</th>
          {bidders.map((u) => (
            <th key={u.id} scope="col" className="num">
              <button type="button" className="btn-link" onClick={() => onBidder(u.id)} title="Open Individual Bidder Detail">
                {u.label}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lots.map((l) => (
          <tr key={l.lotId}>
            <td>{l.lotNumber}</td>
            <td>{l.lotName}</td>
            {bidders.map((u) => {
              const value = l.byUser.has(u.id) ? moneyIn(l.currency)(l.byUser.get(u.id)) : '';
              return (
                <td key={u.id} className={l.highUserId === u.id ? 'num high-bid' : 'num'}>
                  {l.highUserId === u.id ? (
                    <strong>
                      {value}
                      <span className="sr-only"> (high bid)</span>
                    </strong>
                  ) : (
                    value
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
