import { validateBorrower } from '../../../../../core/validation/organisation-forms';
import { BORROWER_TYPE_LABELS, BORROWER_TYPES, type BorrowerType } from '../../../../../core/parties/parties';
import { OrganisationEditForm } from '../../../components/organisation-edit-form';
import { SelectField, TextField } from '../../../components/form-field';
import { useEditRecord } from '../../../lib/use-edit-id';
import { BORROWER_KEYS, loadBorrower, saveBorrower, type BorrowerRow } from '../api/borrowers-api';

const BLANK: BorrowerRow = { id: -1, companyName: '', companyCode: '', active: true, lei: null, borrowerType: 'OTHER', mpid: null };
const TYPE_OPTIONS = BORROWER_TYPES.map((t) => ({ value: t, label: BORROWER_TYPE_LABELS[t] }));

export default function BorrowerEditPage() {
  const record = useEditRecord(BLANK, loadBorrower);
  return (
    <OrganisationEditForm
      keys={BORROWER_KEYS}
      record={record}
      validate={validateBorrower}
      save={saveBorrower}
      maxWidth={560}
      fields={({ form, setForm, errors }) => (
        <>
          <SelectField label="Borrower Type" name="borrowerType" value={form.borrowerType} options={TYPE_OPTIONS} onChange={(v) => setForm({ ...form, borrowerType: v as BorrowerType })} error={errors.borrowerType} />
          <TextField label="LEI" name="lei" value={form.lei ?? ''} hint="20 characters (ISO 17442)" onChange={(v) => setForm({ ...form, lei: v })} error={errors.lei} />
          <TextField label="MPID" name="mpid" value={form.mpid ?? ''} hint="4 letters" onChange={(v) => setForm({ ...form, mpid: v })} error={errors.mpid} />
        </>
      )}
    />
  );
}
