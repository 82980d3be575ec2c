import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { FormMessage, TextField } from '../../../components/form-field';
import { getSession, updateSession } from '../../../lib/session';
import { refreshToken, verifyCode } from '../api/auth-api';
import { usePostLogin } from '../hooks/use-post-login';
import { validateOneTimeCode } from '../../../../../core/validation/auth-forms';
import { AuthCard } from './auth-card';
import type { FailureCode } from '../../../../../core/domain/failure-codes';

/** Refusals of the code itself (wrong, empty, too many tries): their message is for the user. */
const CODE_REFUSALS: ReadonlySet<FailureCode> = new Set(['INVALID_OTP', 'VALIDATION', 'TOO_MANY_ATTEMPTS']);

export default function SoftTokenPage() {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const postLogin = usePostLogin();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const checked = validateOneTimeCode({ code });
    if (!checked.ok) return setError(checked.fields?.code ?? MSG.PLEASE_ENTER_TOKEN);
    setError('');
    setBusy(true);
    const res = await verifyCode(checked.value.code);
    if (!res.ok) {
      setBusy(false);
      // A refused code answers with its text; a failed request is a token or session problem.
      if (res.code && CODE_REFUSALS.has(res.code) && res.message) return setFailure(res.message);
      return setFailure(getSession().token ? MSG.ERROR_WITH_TOKEN_VERIFICATION : MSG.SESSION_EXPIRED);
    }
    if (res.data.trim() !== MSG.OTP_IS_VALID) {
      setBusy(false);
      return setFailure(res.data);
    }
    await refreshToken();
    updateSession({ mfaPending: false });
    await postLogin(params.get('returnUrl'));
    setBusy(false);
  };
  return (
    <AuthCard title="One-Time Code">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Code" name="code" value={code} onChange={setCode} error={error} autoComplete="one-time-code" inputMode="numeric" />
        <FormMessage text={failure} />
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          Submit
        </Button>
      </form>
    </AuthCard>
  );
}
