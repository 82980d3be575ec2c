/**
 * The Bid Matrix view (spec §2.5; not in the selector): lots down, bidders across, each cell the
 * bidder's total bid value on the lot, in the lot's currency (issue 25: no amount in a currency not its own).
 * A bidder's column header opens its Individual Bidder Detail.
 */
import { useMemo } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { compareLotNumbers } from '../../../../../core/domain/lot-number-order';
import { apiCall } from '../../../lib/api-call';
import { useLoad } from '../../../lib/use-load';
import { moneyIn, type ReportProps } from '../hooks/report-context';
import { ReportTable } from './report-table';

export function BidMatrix({ auction, onBidder }: Pick<ReportProps, 'auction'> & { onBidder: (userId: number) => void }) {
  const bids = useLoad(() => apiCall(reportRoutes.bids, { params: { id: auction.id } }), [auction.id]);
  const users = useLoad(() => apiCall(reportRoutes.users, { params: { id: auction.id } }), [auction.id]);
  const lots = useMemo(() => {
    const m = new Map<number, { lotNumber: string; lotName: string; currency: string; byUser: Map<number, string> }>();
    for (const b of bids.data ?? []) {
      const lot = m.get(b.lotId) ?? { lotNumber: b.lotNumber, lotName: b.lotName, currency: b.currency, byUser: new Map() };
      lot.byUser.set(b.userId, b.totalBidValue);
      m.set(b.lotId, lot);
    }
    return [...m.entries()].sort((a, b) => compareLotNumbers(a[1].lotNumber, b[1].lotNumber));
  }, [bids.data]);
  if (bids.loading || users.loading) return <p role="status">Loading…</p>;
  const bidders = users.data ?? [];
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
        {lots.map(([lotId, l]) => (
          <tr key={lotId}>
            <td>{l.lotNumber}</td>
            <td>{l.lotName}</td>
            {bidders.map((u) => (
              <td key={u.id} className="num">
                {l.byUser.has(u.id) ? moneyIn(l.currency)(l.byUser.get(u.id)) : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
