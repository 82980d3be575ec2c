import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { FormMessage, TextField } from '../../../components/form-field';
import { notify } from '../../../components/toast';
import { SAVE_CLOSE_DELAY_MS, sleep } from '../../../lib/navigation';
import { resetPassword, validateResetLink } from '../api/password-reset-api';
import { validateResetPassword } from '../../../../../core/validation/auth-forms';
import { AuthCard } from './auth-card';

/** Reached from the e-mailed link (query loginName and passwordResetCode); the link is checked first. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const loginName = params.get('loginName') ?? '';
  const passwordResetCode = params.get('passwordResetCode') ?? '';
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');

  const checkedLink = useRef('');
  useEffect(() => {
    // Check each link once (navigate's identity may change between renders).
    const key = `${loginName}\n${passwordResetCode}`;
    if (checkedLink.current === key) return;
    checkedLink.current = key;
    void validateResetLink(loginName, passwordResetCode).then((res) => {
      if (!res.ok) {
        notify('error', MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
        navigate('/login', { replace: true });
      }
    });
  }, [loginName, passwordResetCode, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateResetPassword({ password, confirmPassword, loginName, passwordResetCode });
    const fields = checked.ok ? {} : (checked.fields ?? {});
    setErrors(fields);
    setFailure(fields.loginName ?? fields.passwordResetCode ?? '');
    if (!checked.ok) return;
    const res = await resetPassword({ password, confirmPassword, loginName, passwordResetCode });
    if (!res.ok) return setFailure(res.message || MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
    setDone(MSG.PASSWORD_IS_RESET_SUCCESSFULLY);
    notify('success', MSG.PASSWORD_IS_RESET_SUCCESSFULLY);
    await sleep(SAVE_CLOSE_DELAY_MS);
    navigate('/login', { replace: true });
  };
  return (
    <AuthCard title="Reset Password">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Password" name="password" type="password" value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" />
        <TextField label="Confirm Password" name="confirmPassword" type="password" value={confirmPassword} onChange={setConfirm} error={errors.confirmPassword} autoComplete="new-password" />
        <FormMessage text={failure} />
        {done && <p role="status">{done}</p>}
        <Button type="submit" style={{ width: '100%' }}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
