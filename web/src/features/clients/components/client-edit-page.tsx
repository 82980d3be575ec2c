import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { FailureCode } from '../../../../../core/domain/failure-codes';
import { MSG } from '../../../../../core/domain/messages';
import { validateClient } from '../../../../../core/validation/organisation-forms';
import { FormActions } from '../../../components/form-actions';
import { ClientLogo } from '../../../components/client-logo';
import { FileDropZone } from '../../../components/file-drop-zone';
import { Checkbox, TextField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { SAVE_CLOSE_DELAY_MS, sleep } from '../../../lib/navigation';
import { useEditRecord } from '../../../lib/use-edit-id';
import { saveFailureText } from '../../../lib/save-feedback';
import { loadClient, saveClient, uploadLogo, type ClientRow } from '../api/clients-api';

/** The logo upload's refusals of the file itself (core/admin/client-logo.ts), whose message says why. */
const LOGO_REFUSALS: ReadonlySet<FailureCode> = new Set(['VALIDATION', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

const BLANK: ClientRow = { id: -1, clientName: '', clientCode: '', active: true, logoFile: null };

/** Client form; the chosen logo is uploaded after a successful save (the logo is keyed by the shortname). */
export default function ClientEditPage() {
  const { isNew, form, setForm } = useEditRecord(BLANK, loadClient);
  const [, navigate] = useLocation();
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateClient(form);
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    if (!checked.ok) return;
    setSaving(true);
    const clientCode = form.clientCode.trim();
    const res = await saveClient({ ...form, clientName: form.clientName.trim(), clientCode });
    if (!res.ok) {
      setSaving(false);
      setErrors(res.fields ?? {});
      return notify('error', saveFailureText(res));
    }
    if (logo) {
      const up = await uploadLogo(clientCode, logo);
      if (!up.ok) {
        setSaving(false);
        // A refused file (type, size) says why after the spec's text; any other failure is that text alone.
        const why = up.code && LOGO_REFUSALS.has(up.code) && up.message ? ` ${up.message}` : '';
        return notify('error', `${MSG.UNABLE_TO_UPLOAD_FILES}${why}`);
      }
    }
    notify('success', MSG.SAVED_SUCCESSFULLY);
    await sleep(SAVE_CLOSE_DELAY_MS);
    navigate('/clients');
  };
  const title = isNew ? 'Create Client' : 'Edit Client';
  return (
    <div className="page">
      <PageTitle text={title} />
      <form className="card" onSubmit={(e) => void submit(e)} noValidate style={{ maxWidth: 640 }}>
        <TextField label="Client Name" name="clientName" value={form.clientName} onChange={(v) => setForm({ ...form, clientName: v })} error={errors.clientName} />
        <TextField label="Shortname" name="clientCode" value={form.clientCode} onChange={(v) => setForm({ ...form, clientCode: v })} error={errors.clientCode} />
        <Checkbox label="Active" checked={form.active} onChange={(v) => setForm({ ...form, active: v })} />
        <h2>Logo</h2>
        {!isNew && <ClientLogo clientCode={form.clientCode} clientName={form.clientName} />}
        <FileDropZone accept="image/png,image/jpeg,image/gif,image/webp" label="Choose logo file" file={logo} onFile={setLogo} onReject={() => notify('warning', MSG.LOGO_TYPE)} />
        <FormActions saving={saving} onClose={() => navigate('/clients')} />
      </form>
    </div>
  );
}
