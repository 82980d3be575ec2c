/** Bids per Lot (issue 30 walk-through): each lot with its number of confirmed bids, never a bid value. */
import type { z } from 'zod';
import { reportRoutes } from '../../../../../contract/reports';
import { DataTable, type Column } from '../../../components/data-table';
import { useRouteQuery } from '../../../lib/use-api-query';
import type { ReportProps } from '../hooks/report-context';

type Row = z.output<typeof reportRoutes.bidsPerLot.response>[number];
const NO_ROWS: Row[] = [];
const COLUMNS: Column<Row>[] = [
  { id: 'lot', header: 'Lot', value: (r) => r.lotNumber },
  { id: 'name', header: 'Lot Name', value: (r) => r.lotName },
  { id: 'bids', header: 'Confirmed Bids', value: (r) => r.confirmedBids },
];

export function BidsPerLotReport({ auction }: ReportProps) {
  const { data, loading } = useRouteQuery(reportRoutes.bidsPerLot, { params: { id: auction.id } });
  return <DataTable caption="Bids per Lot" rows={data ?? NO_ROWS} columns={COLUMNS} rowId={(r) => r.lotNumber} pageSizes={[10, 20, 80]} loading={loading} />;
}
