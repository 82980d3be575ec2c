import { useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { NO_ROWS, useLoad } from '../../../lib/use-load';
import { listBorrowers, type BorrowerRow } from '../api/borrowers-api';

const COLUMNS: Column<BorrowerRow>[] = [
  { id: 'companyName', header: 'Borrower Name', value: (r) => r.companyName },
  { id: 'companyCode', header: 'Shortname', value: (r) => r.companyCode },
  { id: 'active', header: 'Active', value: (r) => (r.active ? 'Yes' : 'No') },
];

export default function BorrowersPage() {
  const [, navigate] = useLocation();
  const { data, loading } = useLoad(listBorrowers, []);
  return (
    <div className="page">
      <div className="toolbar">
        <PageTitle text="Borrowers" />
        <span className="spacer" />
        <Button onClick={() => navigate('/companyedit/-1')}>Add</Button>
      </div>
      <DataTable caption="Borrowers" rows={data ?? NO_ROWS} columns={COLUMNS} rowId={(r) => String(r.id)} pageSizes={[10, 20, 30]} searchPlaceholder="Search" onRowClick={(r) => navigate(`/companyedit/${r.id}`)} loading={loading} />
    </div>
  );
}
