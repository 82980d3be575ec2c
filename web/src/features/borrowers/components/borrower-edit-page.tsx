import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { validateBorrower } from '../../../../../core/validation/organisation-forms';
import { FormActions } from '../../../components/form-actions';
import { Checkbox, TextField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { SAVE_CLOSE_DELAY_MS, sleep } from '../../../lib/navigation';
import { useEditRecord } from '../../../lib/use-edit-id';
import { saveFailureText } from '../../../lib/save-feedback';
import { loadBorrower, saveBorrower, type BorrowerRow } from '../api/borrowers-api';

const BLANK: BorrowerRow = { id: -1, companyName: '', companyCode: '', active: true };

export default function BorrowerEditPage() {
  const { isNew, form, setForm } = useEditRecord(BLANK, loadBorrower);
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateBorrower(form);
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return;
    setSaving(true);
    const res = await saveBorrower({ ...form, companyName: form.companyName.trim(), companyCode: form.companyCode.trim() });
    if (!res.ok) {
      setSaving(false);
      setErrors(res.fields ?? {});
      return notify('error', saveFailureText(res));
    }
    notify('success', MSG.SAVED_SUCCESSFULLY);
    await sleep(SAVE_CLOSE_DELAY_MS);
    navigate('/borrowers');
  };
  const title = isNew ? 'Create Borrower' : 'Edit Borrower';
  return (
    <div className="page">
      <PageTitle text={title} />
      <form className="card" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 560 }}>
        <TextField label="Borrower Name" name="companyName" value={form.companyName} onChange={(v) => setForm({ ...form, companyName: v })} error={errors.companyName} />
        <TextField label="Shortname" name="companyCode" value={form.companyCode} onChange={(v) => setForm({ ...form, companyCode: v })} error={errors.companyCode} />
        <Checkbox label="Active" checked={form.active} onChange={(v) => setForm({ ...form, active: v })} />
        <FormActions saving={saving} onClose={() => navigate('/borrowers')} />
      </form>
    </div>
  );
}
