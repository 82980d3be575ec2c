import { useState, type FormEvent } from 'react';
import { Link, useSearchParams, useLocation } from 'wouter';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { Button } from '../../../components/button';
import { FormMessage, TextField } from '../../../components/form-field';
import { clearSession, updateSession } from '../../../lib/session';
import { isOtpPage, requestTokenRetrying } from '../api/auth-api';
import { usePostLogin } from '../hooks/use-post-login';
import { validateLogin } from '../../../../../core/validation/auth-forms';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const postLogin = usePostLogin();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateLogin({ username, password });
    setErrors(checked.ok ? {} : (checked.fields ?? {}));
    setFailure('');
    if (!checked.ok) return;
    setBusy(true);
    clearSession();
    // A 429 (too many sign-ins at once from this network) shows the server's words and is sent once more after Retry-After.
    const res = await requestTokenRetrying(checked.value.username, checked.value.password, setFailure);
    if (!res.ok) {
      setBusy(false);
      setFailure(res.message || MSG.USERNAME_PASSWORD_IS_NOT_VALID);
      return;
    }
    setFailure('');
    const otp = await isOtpPage();
    if (!otp.ok) {
      setBusy(false);
      setFailure(MSG.UNABLE_TO_CHECK_FOR_MFA_STATUS);
      return;
    }
    const returnUrl = params.get('returnUrl');
    if (otp.data === true) {
      updateSession({ mfaPending: true });
      navigate(returnUrl ? `/softtoken?returnUrl=${encodeURIComponent(returnUrl)}` : '/softtoken', { replace: true });
      return;
    }
    await postLogin(returnUrl);
    setBusy(false);
  };

  return (
    <AuthCard title="Sign in">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Username" name="username" value={username} onChange={setUsername} error={errors.username} autoComplete="username" />
        <TextField label="Password" name="password" type="password" value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" />
        <FormMessage text={failure} />
        <Button type="submit" disabled={busy} style={{ width: '100%' }}>
          Login
        </Button>
      </form>
      <p className="row" style={{ justifyContent: 'space-between' }}>
        <Link href="/forgotpassword">Forgot Password</Link>
        <Link href="/forgotpassword">Create Password</Link>
      </p>
    </AuthCard>
  );
}
