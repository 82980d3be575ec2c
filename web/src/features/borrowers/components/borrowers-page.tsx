import { organisationColumns } from '../../../components/organisation-columns';
import { RecordListPage } from '../../../components/record-list-page';
import { NO_ROWS } from '../../../lib/use-api-query';
import { BORROWER_KEYS, useBorrowers, type BorrowerRow } from '../api/borrowers-api';

const COLUMNS = organisationColumns<'companyName', 'companyCode', BorrowerRow>(BORROWER_KEYS);

export default function BorrowersPage() {
  const { data, loading } = useBorrowers();
  return <RecordListPage title="Borrowers" editPath="/companyedit" rows={data ?? NO_ROWS} loading={loading} columns={COLUMNS} />;
}
