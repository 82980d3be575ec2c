/**
 * Report 5, Individual Bidder Detail (spec §2.5): bidder dropdown ("company - login name"), Convert
 * Bids (fixed bids also in bps, Yes/No), the bids, the Exclusive total, additional comments and the
 * note "Bids placed by {super bidder} on MM/DD/YYYY." when a super bidder placed them. Each bid is in its
 * lot's currency (the Currency column, also in the export); the Exclusive total is in the auction's, at the
 * lots' FX rates, labelled so when converted, with the per-currency subtotals.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { overviewHiddenColumns } from '../../../lib/award-rows';
import { amountInput, bpsInput } from '../../../../../core/documents/export-cells';
import { collateralLabel } from '../../../../../core/documents/export-labels';
import { BidOverviewTable } from '../../../components/bid-overview-table';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows } from '../api/report-export';
import { useExport, type ReportProps } from '../hooks/report-context';
import { convertedTotalText, CurrencySubtotals } from '../../../components/money-totals';

export function IndividualBidderReport({ auction, exportSlot, initialBidderId }: ReportProps & { initialBidderId?: number | null }) {
  const users = useRouteQuery(reportRoutes.users, { params: { id: auction.id } });
  const [bidderId, setBidderId] = useState<number | null>(initialBidderId ?? null);
  const [convert, setConvert] = useState<'true' | 'false'>('false');
  useEffect(() => {
    if (bidderId === null && users.data?.[0]) setBidderId(users.data[0].id);
  }, [users.data, bidderId]);
  const detail = useRouteQuery(reportRoutes.individualBidDetail, { params: { id: auction.id }, query: { bidderId: String(bidderId), convertToBps: convert } }, { enabled: bidderId !== null });
  const d = bidderId === null ? null : detail.data;
  const bidderSel = useId();
  const convertSel = useId();
  const run = useCallback(
    () =>
      exportRows(
        (d?.rows ?? []).map((r) => ({
          Lot: r.lotNumber,
          'Lot Name': r.lotName,
          'Lot Size': amountInput(r.lotSize, r.currency),
          Currency: r.currency,
          'Collateral Type': collateralLabel(r.collateralType),
          'Fixed Cash Bid': amountInput(r.fixedCashBid, r.currency),
          'Bps Bid': bpsInput(r.bpsBid),
          'Total Bid Value': amountInput(r.totalBidValue, r.currency),
          Comments: r.comments,
        })),
        'Individual Bidder Detail',
        auction,
      ),
    [d, auction],
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
            <span>{convertedTotalText('Exclusive total', d.exclusiveTotal, d.currency, d.converted)}</span>
            <CurrencySubtotals subtotals={d.subtotals} currency={d.currency} />
          </div>
          <h2>Additional Comments</h2>
          <p style={{ whiteSpace: 'pre-wrap' }}>{d.additionalComments || '—'}</p>
        </>
      )}
    </div>
  );
}
