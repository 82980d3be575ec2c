import { validateBorrower } from '../../../../../core/validation/organisation-forms';
import { OrganisationEditForm } from '../../../components/organisation-edit-form';
import { useEditRecord } from '../../../lib/use-edit-id';
import { BORROWER_KEYS, loadBorrower, saveBorrower, type BorrowerRow } from '../api/borrowers-api';

const BLANK: BorrowerRow = { id: -1, companyName: '', companyCode: '', active: true };

export default function BorrowerEditPage() {
  const record = useEditRecord(BLANK, loadBorrower);
  return <OrganisationEditForm keys={BORROWER_KEYS} record={record} validate={validateBorrower} save={saveBorrower} maxWidth={560} />;
}
