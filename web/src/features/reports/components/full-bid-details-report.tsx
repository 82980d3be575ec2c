/**
 * Report 8, Full Bid Details (spec §2.8): header, the 13 columns, lot header rows grouping the bids,
 * the Additional Bidder Comments section, Export (the server's workbook, merged lot rows from row 6);
 * with no bids the spec's warning.
 */
import { Fragment, useCallback, useMemo } from 'react';
import { reportRoutes } from '../../../../../contract/reports';
import { FULL_BID_DETAIL_HEADERS } from '../../../../../core/domain/report-columns';
import { formatAllIn, formatBps, formatFixed } from '../../../../../core/money/format';
import { HeaderRow } from '../../../components/table-parts';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportServerWorkbook } from '../api/report-export';
import { moneyIn, useExport, type ReportProps } from '../hooks/report-context';
import { ReportHeader } from './report-header';
import { ReportTable } from './report-table';

const REPORT = 'Full Bid Details';

export function FullBidDetailsReport({ auction, exportSlot, inSelector }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.fullBidDetails, { params: { id: auction.id } });
  const run = useCallback(() => exportServerWorkbook('exportFullBidDetails', auction.id, REPORT, auction.auctionName), [auction.id, auction.auctionName]);
  useExport(exportSlot, run);
  const groups = useMemo(() => {
    const m = new Map<number, NonNullable<typeof data>['rows']>();
    for (const r of data?.rows ?? []) m.set(r.lotId, [...(m.get(r.lotId) ?? []), r]);
    return [...m.values()];
  }, [data]);
  if (loading || !data) return <p role="status">Loading…</p>;
  return (
    <div>
      <ReportHeader report={REPORT} auction={auction} onExport={inSelector ? undefined : run} />
      {data.warning && (
        <p role="alert" className="warning">
          {data.warning}
        </p>
      )}
      <ReportTable label={REPORT} fitWindow>
        <thead>
          <HeaderRow titles={FULL_BID_DETAIL_HEADERS} />
        </thead>
        <tbody>
          {groups.map((rows) => {
            const first = rows[0];
            const money = moneyIn(first.currency);
            return (
              <Fragment key={first.lotId}>
                <tr className="lot-header">
                  <td colSpan={FULL_BID_DETAIL_HEADERS.length}>
                    Lot {first.lotNumber} - {first.lotName}
                  </td>
                </tr>
                {rows.map((r) => (
                  <tr key={r.bidId}>
                    <td className="num">{money(r.lotSize)}</td>
                    <td className="num">{r.termDays}</td>
                    <td>{r.bidder}</td>
                    <td>{r.collateralType}</td>
                    <td className="num">{formatFixed(r.fixedCashBid, r.currency)}</td>
                    <td className="num">{formatBps(r.bpsBid)}</td>
                    <td className="num">{formatBps(r.annualizedBid)}</td>
                    <td className="num">{formatAllIn(r.allInBid)}</td>
                    <td className="num">{money(r.allInBidValue)}</td>
                    <td className="num">{money(r.balGtee)}</td>
                    <td className="num">{money(r.totalBidValue)}</td>
                    <td title={r.comments}>{r.comments}</td>
                    <td title={r.awardAnalysis}>{r.awardAnalysis}</td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
          {data.additionalComments.length > 0 && (
            <>
              <tr className="lot-header">
                <td colSpan={FULL_BID_DETAIL_HEADERS.length}>Additional Bidder Comments</td>
              </tr>
              {data.additionalComments.map((c) => (
                <tr key={`${c.bidder}-${c.loginName}`}>
                  <td colSpan={3}>
                    {c.bidder} ({c.loginName})
                  </td>
                  <td colSpan={FULL_BID_DETAIL_HEADERS.length - 3} style={{ whiteSpace: 'pre-wrap' }}>
                    {c.comments}
                  </td>
                </tr>
              ))}
            </>
          )}
        </tbody>
      </ReportTable>
    </div>
  );
}
