/** Report 3, Bidder Comments (spec §2.5, §9): confirmed supplemental comments, pages of 10, 20 or 80. */
import { useCallback } from 'react';
import type { z } from 'zod';
import { reportRoutes, type BidderCommentRow } from '../../../../../contract/reports';
import { DataTable, type Column } from '../../../components/data-table';
import { useRouteQuery } from '../../../lib/use-api-query';
import { exportRows } from '../api/report-export';
import { useExport, type ReportProps } from '../hooks/report-context';

type Row = z.output<typeof BidderCommentRow>;
const NO_ROWS: Row[] = [];
const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'company', header: 'Company / Participant', value: (r) => `${r.esecAucCompany.companyName} / ${r.esecAucUser.loginName}` },
  { id: 'note', header: 'Note', value: (r) => r.bidderComments, cell: (r) => <span style={{ whiteSpace: 'pre-wrap' }}>{r.bidderComments}</span> },
];

export function BidderCommentsReport({ auction, exportSlot }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.bidderComments, { params: { id: auction.id } });
  const rows = data ?? NO_ROWS;
  const run = useCallback(
    () =>
      exportRows(
        rows.map((r) => ({ Name: r.name, 'Company / Participant': `${r.esecAucCompany.companyName} / ${r.esecAucUser.loginName}`, Note: r.bidderComments })),
        'Bidder Comments',
        auction,
      ),
    [rows, auction],
  );
  useExport(exportSlot, data ? run : null);
  return <DataTable caption="Bidder Comments" rows={rows} columns={COLUMNS} rowId={(r) => `${r.esecAucUser.loginName}`} pageSizes={[10, 20, 80]} loading={loading} />;
}
