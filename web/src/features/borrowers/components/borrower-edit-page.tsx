import { validateBorrower } from '../../../../../core/validation/organisation-forms';
import { OrganisationEditForm } from '../../../components/organisation-edit-form';
import { useEditRecord } from '../../../lib/use-edit-id';
import { BORROWER_KEYS, loadBorrower, saveBorrower, type BorrowerRow } from '../api/borrowers-api';

const BLANK: BorrowerRow = { id: -1, companyName: '', companyCode: '', active: true };

export default function BorrowerEditPage() {
  const { isNew, form, setForm } = useEditRecord(BLANK, loadBorrower);
  return (
    <OrganisationEditForm
      keys={BORROWER_KEYS}
      what="Borrower"
      isNew={isNew}
      form={form}
      setForm={setForm}
      validate={validateBorrower}
      save={(f) => saveBorrower({ ...f, companyName: f.companyName.trim(), companyCode: f.companyCode.trim() })}
      listPath="/borrowers"
      maxWidth={560}
    />
  );
}
