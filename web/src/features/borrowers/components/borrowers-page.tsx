import type { Column } from '../../../components/data-table';
import { RecordListPage } from '../../../components/record-list-page';
import { listBorrowers, type BorrowerRow } from '../api/borrowers-api';

const COLUMNS: Column<BorrowerRow>[] = [
  { id: 'companyName', header: 'Borrower Name', value: (r) => r.companyName },
  { id: 'companyCode', header: 'Shortname', value: (r) => r.companyCode },
  { id: 'active', header: 'Active', value: (r) => (r.active ? 'Yes' : 'No') },
];

export default function BorrowersPage() {
  return <RecordListPage title="Borrowers" editPath="/companyedit" load={listBorrowers} columns={COLUMNS} />;
}
