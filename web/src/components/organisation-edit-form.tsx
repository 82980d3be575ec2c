/**
 * The Borrower and Client edit form: Name, Shortname and Active (core/validation/organisation-forms),
 * then the screen's own fields (children); Save checks with core, sends, says "Saved successfully."
 * and goes back to the list.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../../core/domain/messages';
import type { Validated } from '../../../core/validation/field-failure';
import type { ApiResult } from '../lib/api-client';
import { SAVE_CLOSE_DELAY_MS, sleep } from '../lib/navigation';
import { saveFailureText } from '../lib/save-feedback';
import { FormActions } from './form-actions';
import { Checkbox, TextField } from './form-field';
import type { Organisation, OrganisationKeys } from './organisation-columns';
import { PageTitle } from './page-title';
import { notify } from './toast';

interface OrganisationEditFormProps<N extends string, C extends string, F extends Organisation<N, C>> {
  keys: OrganisationKeys<N, C>;
  /** useEditRecord's answer. */
  record: { isNew: boolean; form: F; setForm: (form: F) => void };
  validate: (form: F) => Validated<unknown>;
  /** Sends the form (the name and shortname trimmed). */
  save: (form: F) => Promise<ApiResult<unknown>>;
  /** After a successful save (the client's logo upload): the failure's text, or null when done. */
  afterSave?: (form: F) => Promise<string | null>;
  maxWidth: number;
  /** The screen's own fields that the save checks (the LEI, the borrower's type and MPID), with their errors. */
  fields?: (p: { form: F; setForm: (form: F) => void; errors: Record<string, string> }) => ReactNode;
  children?: ReactNode;
}

export function OrganisationEditForm<N extends string, C extends string, F extends Organisation<N, C>>(props: OrganisationEditFormProps<N, C, F>) {
  const { keys } = props;
  const { isNew, form, setForm } = props.record;
  const [, navigate] = useLocation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = props.validate(form);
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return;
    setSaving(true);
    const res = await props.save({ ...form, [keys.nameKey]: form[keys.nameKey].trim(), [keys.codeKey]: form[keys.codeKey].trim() });
    if (!res.ok) {
      setSaving(false);
      setErrors(res.fields ?? {});
      return notify('error', saveFailureText(res));
    }
    const failure = props.afterSave ? await props.afterSave(form) : null;
    if (failure !== null) {
      setSaving(false);
      return notify('error', failure);
    }
    notify('success', MSG.SAVED_SUCCESSFULLY);
    await sleep(SAVE_CLOSE_DELAY_MS);
    navigate(keys.listPath);
  };
  return (
    <div className="page">
      <PageTitle text={`${isNew ? 'Create' : 'Edit'} ${keys.what}`} />
      <form className="card" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: props.maxWidth }}>
        <TextField label={keys.nameLabel} name={keys.nameKey} value={form[keys.nameKey]} onChange={(v) => setForm({ ...form, [keys.nameKey]: v })} error={errors[keys.nameKey]} />
        <TextField label="Shortname" name={keys.codeKey} value={form[keys.codeKey]} onChange={(v) => setForm({ ...form, [keys.codeKey]: v })} error={errors[keys.codeKey]} />
        <Checkbox label="Active" checked={form.active} onChange={(v) => setForm({ ...form, active: v })} />
        {props.fields?.({ form, setForm, errors })}
        {props.children}
        <FormActions saving={saving} onClose={() => navigate(keys.listPath)} />
      </form>
    </div>
  );
}
