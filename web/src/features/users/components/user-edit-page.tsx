import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { ROLE_CODES, ROLE_NAMES, isInternalRole, type RoleCode } from '../../../../../core/domain/roles';
import { FormActions } from '../../../components/form-actions';
import { Checkbox, FormMessage, SelectField, TextField } from '../../../components/form-field';
import { PageTitle } from '../../../components/page-title';
import { notify } from '../../../components/toast';
import { SAVE_CLOSE_DELAY_MS, sleep } from '../../../lib/navigation';
import { useEditId } from '../../../lib/use-edit-id';
import { can } from '../../../lib/access';
import { loadUserForm, saveUser, type UserEditAnswer, type UserForm } from '../api/users-api';
import { userSaveSchema, validateUser } from '../../../../../core/validation/user-form';
import { withoutKeys } from '../../../lib/save-feedback';

// The blank form is the save schema's defaults (one source with the server), plus MFA off.
const BLANK: UserForm = { ...userSaveSchema.parse({}), roles: [], mfaEnabled: false };

const ADDRESS_FIELDS = [
  ['address1', 'Address 1'],
  ['address2', 'Address 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['country', 'Country'],
  ['phone', 'Phone'],
  ['fax', 'Fax'],
] as const;

interface IdSelectProps {
  label: string;
  name: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: readonly { id: number; label: string }[];
  /** The empty choice: none. */
  placeholder: string;
  error: string | undefined;
}

/** A select of records by id, whose empty choice is none (null). */
function IdSelectField({ value, onChange, options, ...rest }: IdSelectProps) {
  return (
    <SelectField
      {...rest}
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      options={options.map((o) => ({ value: String(o.id), label: o.label }))}
    />
  );
}

export default function UserEditPage() {
  const editId = useEditId();
  const isNew = editId < 0;
  const [, navigate] = useLocation();
  const [form, setForm] = useState<UserForm>(BLANK);
  const [lists, setLists] = useState<Pick<UserEditAnswer, 'companies' | 'clients' | 'roles' | 'biddersInfoList'>>({ companies: [], clients: [], roles: [], biddersInfoList: [] });
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  // Roles are read-only for a user holding an internal role (spec §2 User form), as loaded.
  const [rolesReadOnly, setRolesReadOnly] = useState(false);

  useEffect(() => {
    void loadUserForm(editId).then((r) => {
      if (!r.ok) return;
      const d = r.data;
      setLists({ companies: d.companies, clients: d.clients, roles: d.roles, biddersInfoList: d.biddersInfoList });
      if (!isNew) {
        const { companies: _c, clients: _l, roles: _r, biddersInfoList: _b, roleCodes, esecAucCompany: _e, esecAucClient: _ec, userRoles: _u, isBorrower: _i, ...fields } = d;
        const u: UserForm = { ...BLANK, ...fields, roles: roleCodes };
        setForm(u);
        setRolesReadOnly(u.roles.some((code) => isInternalRole(code)));
      }
    });
  }, [isNew, editId]);

  const set = <K extends keyof UserForm>(k: K, v: UserForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => withoutKeys(e, [k]));
  };
  const toggleRole = (code: RoleCode, on: boolean) => set('roles', on ? [...form.roles, code] : form.roles.filter((r) => r !== code));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateUser(form);
    const failText = isNew ? MSG.UNABLE_TO_CREATE_USER : MSG.USER_EDIT_HAS_ERRORS;
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    setFailure(checked.ok ? '' : failText);
    if (!checked.ok) return;
    setSaving(true);
    const res = await saveUser({ ...form, loginName: form.loginName.trim(), emailAddress: form.emailAddress.trim() });
    if (!res.ok) {
      setSaving(false);
      if (res.fields && Object.keys(res.fields).length) {
        setErrors(res.fields);
        setFailure(failText);
        return;
      }
      return notify('error', res.code === 'CONFLICT' ? MSG.UNABLE_TO_SAVE_LOGIN_NAME_ALREADY_EXISTS : res.message || MSG.UNABLE_TO_SAVE);
    }
    notify('success', MSG.SAVED_SUCCESSFULLY);
    // A new MFA secret is shown once; the manager passes it on, so the screen stays open.
    if (res.data?.mfaEnrolment) {
      setSaving(false);
      return setEnrolment(res.data.mfaEnrolment);
    }
    await sleep(SAVE_CLOSE_DELAY_MS);
    navigate('/users');
  };

  const roleChoices: { roleCode: RoleCode; roleName: string }[] = lists.roles.length
    ? lists.roles
    : ROLE_CODES.map((c) => ({ roleCode: c, roleName: ROLE_NAMES[c] }));
  const title = isNew ? 'Create User' : 'Edit User';
  return (
    <div className="page">
      <PageTitle text={title} />
      <form className="card" onSubmit={(e) => void submit(e)} noValidate>
        <FormMessage text={failure} />
        <div className="grid-2">
          <TextField label="First Name" name="firstName" value={form.firstName} onChange={(v) => set('firstName', v)} error={errors.firstName} />
          <TextField label="Last Name" name="lastName" value={form.lastName} onChange={(v) => set('lastName', v)} error={errors.lastName} />
          <TextField label="Email" name="emailAddress" type="email" value={form.emailAddress} onChange={(v) => set('emailAddress', v)} error={errors.emailAddress} />
          <TextField label="Login Name" name="loginName" value={form.loginName} onChange={(v) => set('loginName', v)} error={errors.loginName} />
          <IdSelectField label="Borrower" name="borrowerId" value={form.borrowerId} onChange={(id) => set('borrowerId', id)} options={lists.companies.map((c) => ({ id: c.id, label: c.companyName }))} placeholder="None" error={errors.borrowerId} />
          <IdSelectField label="Client" name="clientId" value={form.clientId} onChange={(id) => set('clientId', id)} options={lists.clients.map((c) => ({ id: c.id, label: c.clientName }))} placeholder="None" error={errors.clientId} />
        </div>
        <fieldset aria-describedby={errors.roles ? 'roles-err' : undefined}>
          <legend>Roles{rolesReadOnly ? ' (read-only for internal users)' : ''}</legend>
          {roleChoices.map((r) => (
            <Checkbox key={r.roleCode} label={r.roleName} checked={form.roles.includes(r.roleCode)} disabled={rolesReadOnly} onChange={(on) => toggleRole(r.roleCode, on)} />
          ))}
          <FormMessage id="roles-err" text={errors.roles} />
        </fieldset>
        {can(form.roles, 'bidOnBehalf') && (
          <IdSelectField label="Bidder" name="bidderId" value={form.bidderId} onChange={(id) => set('bidderId', id)} options={lists.biddersInfoList.map((b) => ({ id: b.id, label: b.description }))} placeholder="Select bidder" error={errors.bidderId} />
        )}
        <fieldset>
          <legend>Account</legend>
          <Checkbox label="Account enabled" checked={form.accountEnabled} onChange={(v) => set('accountEnabled', v)} />
          <Checkbox label="Account locked" checked={form.accountLocked} onChange={(v) => set('accountLocked', v)} />
          <Checkbox label="One-time code (MFA) required" checked={form.mfaEnabled} onChange={(v) => set('mfaEnabled', v)} />
          {enrolment && (
            <p role="status">
              MFA enrolled. Secret: <code>{enrolment.secret}</code> (authenticator URI: <code>{enrolment.uri}</code>)
            </p>
          )}
        </fieldset>
        <div className="grid-2">
          {ADDRESS_FIELDS.map(([k, label]) => (
            <TextField key={k} label={label} name={k} value={form[k]} onChange={(v) => set(k, v)} error={errors[k]} />
          ))}
        </div>
        <FormActions saving={saving} onClose={() => navigate('/users')} />
      </form>
    </div>
  );
}
