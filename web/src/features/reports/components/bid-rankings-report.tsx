/**
 * Report 1, Bid Rankings (spec §2.5, §9): per lot the lead, cover and third bids with the percent of
 * the top bid (1 decimal, computed by core/awards) and the bids placed; the four totals.
 */
import { useCallback } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { apiCall } from '../../../lib/api-call';
import { useLoad } from '../../../lib/use-load';
import { exportRows } from '../api/report-export';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';
import { ReportTable } from './report-table';

const PLACES = ['Lead', 'Cover', 'Third'] as const;

export function BidRankingsReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useLoad(() => apiCall(reportRoutes.auctionInfo, { params: { auctionId: auction.id } }), [auction.id]);
  const money = moneyIn(data?.currency ?? auction.currency);
  const run = useCallback(async () => {
    if (!data) return;
    const rows = data.bidRankings.rows.map((r) => {
      const out: Record<string, string | number> = { Lot: r.lotNumber, 'Lot Name': r.lotName, 'Market Value': r.marketValue };
      PLACES.forEach((p, i) => {
        const b = r.bids[i];
        out[`${p} Bidder`] = b?.bidder ?? '';
        out[`${p} Bid Type`] = b?.bidType ?? '';
        out[`${p} Total Bid Value`] = b?.totalBidValue ?? '';
        if (i > 0) out[`${p} % of Top Bid`] = b?.percentOfTopBid ?? '';
      });
      out['Bids Placed'] = r.bidsPlaced;
      return out;
    });
    const t = data.bidRankings.totals;
    rows.push({ Lot: 'Total Intrinsic Revenue', 'Lot Name': t.totalIntrinsicRevenue });
    rows.push({ Lot: 'Total Discretionary Estimate', 'Lot Name': t.totalDiscretionaryEstimate });
    rows.push({ Lot: 'Exclusive Premium %', 'Lot Name': t.exclusivePremiumPct });
    rows.push({ Lot: 'Total Bids Placed', 'Lot Name': t.totalBidsPlaced });
    await exportRows(rows, 'Bid Rankings', auction.auctionName);
  }, [data, auction.auctionName]);
  useExport(exportSlot, data ? run : null);
  if (loading || !data) return <p role="status">Loading…</p>;
  const t = data.bidRankings.totals;
  return (
    <div>
      <ReportTable label="Bid Rankings">
        <thead>
          <tr>
            <th scope="col">Lot</th>
            <th scope="col">Lot Name</th>
            <th scope="col" className="num">Market Value</th>
            {PLACES.map((p, i) => (
              <th key={p} scope="col" colSpan={i === 0 ? 3 : 4}>
                {p} Bid
              </th>
            ))}
            <th scope="col" className="num">Bids Placed</th>
          </tr>
        </thead>
        <tbody>
          {data.bidRankings.rows.map((r) => (
            <tr key={r.lotId}>
              <td>{r.lotNumber}</td>
              <td>{r.lotName}</td>
              <td className="num">{money(r.marketValue)}</td>
              {PLACES.map((p, i) => {
                const b = r.bids[i];
                return [
                  <td key={`${p}-b`}>{b?.bidder ?? ''}</td>,
                  <td key={`${p}-t`}>{b?.bidType ?? ''}</td>,
                  <td key={`${p}-v`} className="num">{b ? money(b.totalBidValue) : ''}</td>,
                  ...(i > 0 ? [<td key={`${p}-p`} className="num">{b?.percentOfTopBid != null ? `${b.percentOfTopBid}%` : ''}</td>] : []),
                ];
              })}
              <td className="num">{r.bidsPlaced}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <dl className="report-header" aria-label="Bid Rankings totals">
        <dt>Total Intrinsic Revenue</dt>
        <dd>{money(t.totalIntrinsicRevenue)}</dd>
        <dt>Total Discretionary Estimate</dt>
        <dd>{money(t.totalDiscretionaryEstimate)}</dd>
        <dt>Exclusive Premium %</dt>
        <dd>{t.exclusivePremiumPct}%</dd>
        <dt>Total Bids Placed</dt>
        <dd>{t.totalBidsPlaced}</dd>
      </dl>
    </div>
  );
}
