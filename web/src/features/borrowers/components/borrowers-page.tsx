import { organisationColumns } from '../../../components/organisation-columns';
import { RecordListPage } from '../../../components/record-list-page';
import { BORROWER_KEYS, listBorrowers, type BorrowerRow } from '../api/borrowers-api';

const COLUMNS = organisationColumns<'companyName', 'companyCode', BorrowerRow>(BORROWER_KEYS);

export default function BorrowersPage() {
  return <RecordListPage title="Borrowers" editPath="/companyedit" load={listBorrowers} columns={COLUMNS} />;
}
