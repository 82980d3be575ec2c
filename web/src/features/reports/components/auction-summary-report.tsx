/**
 * Report 0, Auction Summary (spec §2.5): approved bidders, bids placed by, approved hosts, lot information and a
 * Total row. Each lot's amounts are in its currency; the Total row is in the auction's, converted at the lots'
 * FX rates and labelled so when some lot is in another currency, with a subtotal row per currency.
 */
import { useCallback } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { MSG } from '../../../../../core/domain/messages';
import { formatTotalMarketValue } from '../../../../../core/money/format';
import { convertedTotalLabel } from '../../../../../core/money/fx';
import { lotCountText } from '../../../../../core/domain/lot-count';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows, type ExportRow } from '../api/report-export';
import { amountInput } from '../../../../../core/documents/export-cells';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';
import { ReportTable } from './report-table';

const NameList = ({ title, names }: { title: string; names: readonly string[] }) => (
  <section className="card">
    <h2>{title}</h2>
    {names.length === 0 ? <p>{MSG.NONE}</p> : <ul>{names.map((n, i) => <li key={`${n}-${i}`}>{n}</li>)}</ul>}
  </section>
);

export function AuctionSummaryReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.auctionInfo, { params: { auctionId: auction.id } });
  const run = useCallback(async () => {
    if (!data) return;
    // A lot's amounts in the lot's currency; the total in the auction's.
    const rows: ExportRow[] = data.lots.map((l) => ({
      'Lot Number': l.lotNumber,
      'Lot Name': l.lotName,
      'Market Value': amountInput(l.marketValue, l.currency),
      Currency: l.currency,
      'Term Days': l.termDays,
      'Asset Class': l.assetClass,
      'Discretionary Estimate': amountInput(l.discretionaryEstimate, l.currency),
    }));
    const total = { 'Lot Number': 'Total', 'Lot Name': lotCountText({ lots: data.totalLots, comboLots: data.comboLots }), 'Market Value': amountInput(data.totalMarketValue, data.currency), Currency: data.currency };
    await exportRows([...rows, total], 'Auction Summary', auction);
  }, [data, auction]);
  useExport(exportSlot, data ? run : null);
  if (loading || !data) return <p role="status">Loading…</p>;
  return (
    <div>
      <div className="report-grid">
        <NameList title="Approved Bidders" names={data.approvedBidders} />
        <NameList title="Bids Placed By" names={data.bidsPlacedBy} />
        <NameList title="Approved Hosts" names={data.approvedHosts} />
      </div>
      <h2>Lot Information</h2>
      <ReportTable label="Lot Information">
        <thead>
          <tr>
            <th scope="col">Lot Number</th>
            <th scope="col">Lot Name</th>
            <th scope="col" className="num">Market Value</th>
            <th scope="col">Currency</th>
            <th scope="col" className="num">Term Days</th>
            <th scope="col">Asset Class</th>
            <th scope="col" className="num">Discretionary Estimate</th>
          </tr>
        </thead>
        <tbody>
          {data.lots.map((l) => (
            <tr key={l.id}>
              <td>{l.lotNumber}</td>
              <td>{l.lotName}</td>
              <td className="num">{moneyIn(l.currency)(l.marketValue)}</td>
              <td>{l.currency}</td>
              <td className="num">{l.termDays}</td>
              <td>{l.assetClass}</td>
              <td className="num">{moneyIn(l.currency)(l.discretionaryEstimate)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {data.converted &&
            data.marketValueSubtotals.map((s) => (
              <tr key={s.currency}>
                <td>Subtotal {s.currency}</td>
                <td />
                <td className="num">{formatTotalMarketValue(s.amount, s.currency)}</td>
                <td>{s.currency}</td>
                <td colSpan={3} />
              </tr>
            ))}
          <tr>
            <td>{convertedTotalLabel('Total', data.currency, data.converted)}</td>
            <td>{lotCountText({ lots: data.totalLots, comboLots: data.comboLots })}</td>
            <td className="num">{formatTotalMarketValue(data.totalMarketValue, data.currency)}</td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </ReportTable>
    </div>
  );
}
