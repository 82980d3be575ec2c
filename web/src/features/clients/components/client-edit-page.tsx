import { useState } from 'react';
import type { FailureCode } from '../../../../../core/domain/failure-codes';
import { MSG } from '../../../../../core/domain/messages';
import { validateClient } from '../../../../../core/validation/organisation-forms';
import { ClientLogo } from '../../../components/client-logo';
import { FileDropZone } from '../../../components/file-drop-zone';
import { OrganisationEditForm } from '../../../components/organisation-edit-form';
import { TextField } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { useEditRecord } from '../../../lib/use-edit-id';
import { CLIENT_KEYS, loadClient, saveClient, uploadLogo, type ClientRow } from '../api/clients-api';

/** The logo upload's refusals of the file itself (core/admin/client-logo.ts), whose message says why. */
const LOGO_REFUSALS: ReadonlySet<FailureCode> = new Set(['VALIDATION', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

const BLANK: ClientRow = { id: -1, clientName: '', clientCode: '', active: true, logoFile: null, lei: null };

/** Client form; the chosen logo is uploaded after a successful save (the logo is keyed by the shortname). */
export default function ClientEditPage() {
  const record = useEditRecord(BLANK, loadClient);
  const { isNew, form } = record;
  const [logo, setLogo] = useState<File | null>(null);
  const uploadChosenLogo = async (f: ClientRow): Promise<string | null> => {
    if (!logo) return null;
    const up = await uploadLogo(f.clientCode.trim(), logo);
    if (up.ok) return null;
    // A refused file (type, size) says why after the spec's text; any other failure is that text alone.
    const why = up.code && LOGO_REFUSALS.has(up.code) && up.message ? ` ${up.message}` : '';
    return `${MSG.UNABLE_TO_UPLOAD_FILES}${why}`;
  };
  return (
    <OrganisationEditForm
      keys={CLIENT_KEYS}
      record={record}
      validate={validateClient}
      save={saveClient}
      afterSave={uploadChosenLogo}
      maxWidth={640}
      fields={({ form: f, setForm, errors }) => <TextField label="LEI" name="lei" value={f.lei ?? ''} hint="20 characters (ISO 17442)" onChange={(v) => setForm({ ...f, lei: v })} error={errors.lei} />}
    >
      <h2>Logo</h2>
      {!isNew && <ClientLogo clientCode={form.clientCode} clientName={form.clientName} />}
      <FileDropZone accept="image/png,image/jpeg,image/gif,image/webp" label="Choose logo file" file={logo} onFile={setLogo} onReject={() => notify('warning', MSG.LOGO_TYPE)} />
    </OrganisationEditForm>
  );
}
