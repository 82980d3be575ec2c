/**
 * Report 1, Bid Rankings (spec §2.5, §9): per lot the lead, cover and third bids with the percent of
 * the top bid (1 decimal, computed by core/awards) and the bids placed; the four totals. A lot's row is in
 * its own currency; the totals are in the auction's, converted at the lots' FX rates and labelled so when
 * some lot is in another currency, with the per-currency subtotals beside them. The workbook
 * carries the same totals lines (./bid-rankings-workbook.ts).
 */
import { useCallback } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows } from '../api/report-export';
import { bidRankingsTotalsLines, bidRankingsWorkbookRows, RANKING_PLACES as PLACES } from './bid-rankings-workbook';
import { totalsFigureText } from '../../../lib/totals-lines';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';
import { ReportTable } from './report-table';

export function BidRankingsReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.auctionInfo, { params: { auctionId: auction.id } });
  const run = useCallback(async () => {
    // A lot's amounts in the lot's currency; the totals in the auction's, labelled as on the screen.
    if (data) await exportRows(bidRankingsWorkbookRows(data.bidRankings), 'Bid Rankings', auction);
  }, [data, auction]);
  useExport(exportSlot, data ? run : null);
  if (loading || !data) return <p role="status">Loading…</p>;
  const { converted, subtotals } = data.bidRankings;
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
              <td className="num">{moneyIn(r.currency)(r.marketValue)}</td>
              {PLACES.map((p, i) => {
                const b = r.bids[i];
                return [
                  <td key={`${p}-b`}>{b?.bidder ?? ''}</td>,
                  <td key={`${p}-t`}>{b?.bidType ?? ''}</td>,
                  <td key={`${p}-v`} className="num">{b ? moneyIn(r.currency)(b.totalBidValue) : ''}</td>,
                  ...(i > 0 ? [<td key={`${p}-p`} className="num">{b?.percentOfTopBid != null ? `${b.percentOfTopBid}%` : ''}</td>] : []),
                ];
              })}
              <td className="num">{r.bidsPlaced}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <dl className="report-header" aria-label="Bid Rankings totals">
        {bidRankingsTotalsLines(data.bidRankings).map((l) => [<dt key={`${l.label}-t`}>{l.label}</dt>, <dd key={`${l.label}-d`}>{totalsFigureText(l.figure)}</dd>])}
      </dl>
      {converted && (
        <ReportTable label="Bid Rankings subtotals by currency">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="num">Intrinsic Revenue</th>
              <th scope="col" className="num">Discretionary Estimate</th>
            </tr>
          </thead>
          <tbody>
            {subtotals.map((s) => (
              <tr key={s.currency}>
                <td>{s.currency}</td>
                <td className="num">{moneyIn(s.currency)(s.totalIntrinsicRevenue)}</td>
                <td className="num">{moneyIn(s.currency)(s.totalDiscretionaryEstimate)}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
    </div>
  );
}
