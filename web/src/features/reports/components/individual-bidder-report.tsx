/**
 * Report 5, Individual Bidder Detail (spec §2.5): bidder dropdown ("company - login name"), Convert
 * Bids (fixed bids also in bps, Yes/No), the bids, the Exclusive total, additional comments and the
 * note "Bids placed by {super bidder} on MM/DD/YYYY." when a super bidder placed them.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { overviewHiddenColumns } from '../../../../../core/awards/award-rows';
import { BidOverviewTable } from '../../../components/bid-overview-table';
import { apiCall } from '../../../lib/api-call';
import { useLoad } from '../../../lib/use-load';
import { exportRows } from '../api/report-export';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';

export function IndividualBidderReport({ auction, exportSlot, initialBidderId }: ReportProps & { initialBidderId?: number | null }) {
  const users = useLoad(() => apiCall(reportRoutes.users, { params: { id: auction.id } }), [auction.id]);
  const [bidderId, setBidderId] = useState<number | null>(initialBidderId ?? null);
  const [convert, setConvert] = useState<'true' | 'false'>('false');
  useEffect(() => {
    if (bidderId === null && users.data?.[0]) setBidderId(users.data[0].id);
  }, [users.data, bidderId]);
  const detail = useLoad(
    async () =>
      bidderId === null
        ? { ok: false as const, status: 0, message: '' }
        : apiCall(reportRoutes.individualBidDetail, { params: { id: auction.id }, query: { bidderId: String(bidderId), convertToBps: convert } }),
    [auction.id, bidderId, convert],
  );
  const d = bidderId === null ? null : detail.data;
  const money = moneyIn(auction.currency);
  const bidderSel = useId();
  const convertSel = useId();
  const run = useCallback(
    () =>
      exportRows(
        (d?.rows ?? []).map((r) => ({
          Lot: r.lotNumber,
          'Lot Name': r.lotName,
          'Lot Size': r.lotSize,
          'Collateral Type': r.collateralType,
          'Fixed Cash Bid': r.fixedCashBid ?? '',
          'Bps Bid': r.bpsBid ?? '',
          'Total Bid Value': r.totalBidValue,
          Comments: r.comments,
        })),
        'Individual Bidder Detail',
        auction.auctionName,
      ),
    [d, auction.auctionName],
  );
  useExport(exportSlot, d ? run : null);
  return (
    <div>
      <div className="toolbar">
        <label htmlFor={bidderSel}>Bidder</label>
        <select id={bidderSel} className="input" value={bidderId ?? ''} onChange={(e) => setBidderId(Number(e.target.value))}>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.label}
            </option>
          ))}
        </select>
        <label htmlFor={convertSel}>Convert Bids</label>
        <select id={convertSel} className="input" value={convert} onChange={(e) => setConvert(e.target.value === 'true' ? 'true' : 'false')}>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      </div>
      {users.data && users.data.length === 0 && <p>No bids.</p>}
      {d && (
        <>
          {d.note && <p className="note">{d.note}</p>}
          <BidOverviewTable caption={`Bids of ${d.bidder?.label ?? ''}`} rows={d.rows} hidden={overviewHiddenColumns(auction)} />
          <div className="totals">
            <span>Exclusive total: {money(d.exclusiveTotal)}</span>
          </div>
          <h2>Additional Comments</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{d.additionalComments || '—'}</p>
        </>
      )}
    </div>
  );
}
