import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { forgotPassword } from '../api/password-reset-api';
import { validateForgotPassword } from '../../../../../core/validation/auth-forms';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  const [loginName, setLoginName] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const checked = validateForgotPassword({ loginName });
    if (!checked.ok) return setError(checked.fields?.loginName ?? MSG.LOGIN_NAME_IS_REQUIRED);
    setError('');
    setBusy(true);
    const res = await forgotPassword(checked.value.loginName);
    setBusy(false);
    setResult(res.ok ? { ok: true, text: MSG.PASSWORD_RESET_REQUESTED } : { ok: false, text: MSG.UNABLE_TO_SEND_EMAIL });
  };
  return (
    <AuthCard title="Forgot Password">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Login Name" name="loginName" value={loginName} onChange={setLoginName} error={error} autoComplete="username" />
        {result && (
          <p role="status" className={result.ok ? '' : 'field-error'}>
            {result.text}
          </p>
        )}
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          Submit
        </Button>
      </form>
      <p>
        <Link href="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
