/** Report 2, Bidder Activity (spec §2.5, §9): the bid wizard log, pages of 10, 20 or all. */
import { useCallback } from 'react';
import { dateInput } from '../../../../../core/documents/export-cells';
import type { z } from 'zod';
import { reportRoutes, type ActivityRow } from '../../../../../contract/reports';
import { DataTable, type Column } from '../../../components/data-table';
import { estOrBlank } from '../../../lib/display-time';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows } from '../api/report-export';
import { useExport, type ReportProps } from '../hooks/report-context';

type Row = z.output<typeof ActivityRow>;
const NO_ROWS: Row[] = [];
const COLUMNS: Column<Row>[] = [
  { id: 'actionTime', header: 'Action Time', value: (r) => r.actionTime, cell: (r) => estOrBlank(r.actionTime) },
  { id: 'companyName', header: 'Company', value: (r) => r.companyName },
  { id: 'bidderName', header: 'Bidder', value: (r) => r.bidderName },
  { id: 'step', header: 'Step', value: (r) => r.step },
  { id: 'action', header: 'Action', value: (r) => r.action },
];

export function BidderActivityReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.bidderActivity, { params: { id: auction.id } });
  const rows = data ?? NO_ROWS;
  const run = useCallback(
    () => exportRows(rows.map((r) => ({ 'Action Time': dateInput(r.actionTime), Company: r.companyName, Bidder: r.bidderName, Step: r.step, Action: r.action })), 'Bidder Activity', auction),
    [rows, auction],
  );
  useExport(exportSlot, data ? run : null);
  return <DataTable caption="Bidder Activity" rows={rows} columns={COLUMNS} rowId={(r) => `${r.actionTime}-${r.bidderName}-${r.step}-${r.action}`} pageSizes={[10, 20, 'all']} loading={loading} />;
}
