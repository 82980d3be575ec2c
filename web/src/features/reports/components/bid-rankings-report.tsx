/**
 * Report 1, Bid Rankings (spec §2.5, §9): per lot the lead, cover and third bids with the percent of
 * the top bid (1 decimal, computed by core/awards) and the bids placed; the four totals. A lot's row is in
 * its own currency; the totals are in the auction's, converted at the lots' FX rates and labelled so when
 * some lot is in another currency, with the per-currency subtotals beside them (issue 25).
 */
import { useCallback } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows, type ExportRow } from '../api/report-export';
import { amountInput, percentInput } from '../../../../../core/documents/export-cells';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';
import { convertedTotalLabel } from '../../../../../core/money/fx';
import { ReportTable } from './report-table';

const PLACES = ['Lead', 'Cover', 'Third'] as const;

export function BidRankingsReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.auctionInfo, { params: { auctionId: auction.id } });
  const money = moneyIn(data?.bidRankings.currency ?? auction.currency);
  const run = useCallback(async () => {
    if (!data) return;
    // A lot's amounts in the lot's currency; the totals in the auction's.
    const currencyOf = new Map(data.lots.map((l) => [l.id, l.currency]));
    const rows = data.bidRankings.rows.map((r) => {
      const currency = currencyOf.get(r.lotId) ?? data.currency;
      const out: ExportRow = { Lot: r.lotNumber, 'Lot Name': r.lotName, 'Market Value': amountInput(r.marketValue, currency) };
      PLACES.forEach((p, i) => {
        const b = r.bids[i];
        out[`${p} Bidder`] = b?.bidder ?? '';
        out[`${p} Bid Type`] = b?.bidType ?? '';
        out[`${p} Total Bid Value`] = amountInput(b?.totalBidValue, currency);
        if (i > 0) out[`${p} % of Top Bid`] = percentInput(b?.percentOfTopBid, 1);
      });
      out['Bids Placed'] = r.bidsPlaced;
      return out;
    });
    const t = data.bidRankings.totals;
    rows.push({ Lot: 'Total Intrinsic Revenue', 'Lot Name': amountInput(t.totalIntrinsicRevenue, data.currency) });
    rows.push({ Lot: 'Total Discretionary Estimate', 'Lot Name': amountInput(t.totalDiscretionaryEstimate, data.currency) });
    rows.push({ Lot: 'Exclusive Premium %', 'Lot Name': percentInput(t.exclusivePremiumPct, 2) });
    rows.push({ Lot: 'Total Bids Placed', 'Lot Name': t.totalBidsPlaced });
    await exportRows(rows, 'Bid Rankings', auction);
  }, [data, auction]);
  useExport(exportSlot, data ? run : null);
  if (loading || !data) return <p role="status">Loading…</p>;
  const { totals: t, converted, subtotals, currency } = data.bidRankings;
  const label = (text: string) => convertedTotalLabel(text, currency, converted);
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
        <dt>{label('Total Intrinsic Revenue')}</dt>
        <dd>{money(t.totalIntrinsicRevenue)}</dd>
        <dt>{label('Total Discretionary Estimate')}</dt>
        <dd>{money(t.totalDiscretionaryEstimate)}</dd>
        <dt>Exclusive Premium %</dt>
        <dd>{t.exclusivePremiumPct}%</dd>
        <dt>Total Bids Placed</dt>
        <dd>{t.totalBidsPlaced}</dd>
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
