import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import {
  MAX_LOGIN_LENGTH,
  MAX_PASSWORD_LENGTH,
  validateForgotPassword,
  validateLogin,
  validateOneTimeCode,
  validateRedirectChoice,
  validateResetPassword,
} from './auth-forms';

describe('login form', () => {
  it('requires both fields with the spec messages', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: MSG.USERNAME_IS_REQUIRED,
      fields: { username: MSG.USERNAME_IS_REQUIRED, password: MSG.PASSWORD_IS_REQUIRED },
    });
    expect(validateLogin({})).toMatchObject({ ok: false, fields: { username: MSG.USERNAME_IS_REQUIRED } });
  });

  it('trims the username but not the password', () => {
    expect(validateLogin({ username: ' ann ', password: ' pw ' })).toEqual({ ok: true, value: { username: 'ann', password: ' pw ' } });
  });

  it('rejects wrong types as invalid values', () => {
    expect(validateLogin({ username: 5, password: 'x' })).toMatchObject({ ok: false, fields: { username: MSG.INVALID_VALUE } });
    expect(validateLogin('nonsense')).toMatchObject({ ok: false, code: 'VALIDATION' });
  });
});

describe('forgot and reset password', () => {
  it('requires the login name', () => {
    expect(validateForgotPassword({ loginName: '' })).toMatchObject({ ok: false, fields: { loginName: MSG.LOGIN_NAME_IS_REQUIRED } });
    expect(validateForgotPassword({ loginName: ' bob ' })).toEqual({ ok: true, value: { loginName: 'bob' } });
  });

  const link = { loginName: 'bob', passwordResetCode: 'abc' };
  it('requires, matches and sizes the passwords', () => {
    expect(validateResetPassword({ ...link })).toMatchObject({
      fields: { password: MSG.PASSWORD_IS_REQUIRED, confirmPassword: MSG.CONFIRM_PASSWORD_IS_REQUIRED },
    });
    expect(validateResetPassword({ ...link, password: 'short', confirmPassword: 'short' })).toMatchObject({
      fields: { password: MSG.PASSWORD_TOO_SHORT },
    });
    expect(validateResetPassword({ ...link, password: 'longenough1', confirmPassword: 'longenough2' })).toMatchObject({
      fields: { confirmPassword: MSG.PASSWORDS_DO_NOT_MATCH },
    });
    expect(validateResetPassword({ ...link, password: 'longenough1', confirmPassword: 'longenough1' }).ok).toBe(true);
  });

  it('allows 128 characters (emoji count as one) and refuses 129; the login form refuses them too, and logins over 255', () => {
    const max = '😀'.repeat(MAX_PASSWORD_LENGTH);
    expect(validateResetPassword({ ...link, password: max, confirmPassword: max }).ok).toBe(true);
    expect(validateResetPassword({ ...link, password: `${max}x`, confirmPassword: `${max}x` })).toMatchObject({ fields: { password: MSG.PASSWORD_TOO_LONG } });
    expect(validateLogin({ username: 'ann', password: max }).ok).toBe(true);
    expect(validateLogin({ username: 'ann', password: `${max}x` })).toMatchObject({ fields: { password: MSG.PASSWORD_TOO_LONG } });
    expect(validateLogin({ username: 'a'.repeat(MAX_LOGIN_LENGTH + 1), password: 'x' })).toMatchObject({ fields: { username: MSG.TEXT_TOO_LONG } });
    expect(validateForgotPassword({ loginName: 'a'.repeat(MAX_LOGIN_LENGTH + 1) })).toMatchObject({ fields: { loginName: MSG.TEXT_TOO_LONG } });
  });

  it('treats a link without its values as invalid', () => {
    expect(validateResetPassword({ password: 'longenough1', confirmPassword: 'longenough1' })).toMatchObject({
      fields: { loginName: MSG.UNABLE_TO_CREATE_RESET_PASSWORD, passwordResetCode: MSG.UNABLE_TO_CREATE_RESET_PASSWORD },
    });
  });
});

describe('one-time code and redirect choice', () => {
  it('requires a token', () => {
    expect(validateOneTimeCode({ code: '  ' })).toMatchObject({ ok: false, message: MSG.PLEASE_ENTER_TOKEN, fields: { code: MSG.PLEASE_ENTER_TOKEN } });
    expect(validateOneTimeCode({ code: ' 123 456 ' })).toEqual({ ok: true, value: { code: '123456' } });
  });

  it('requires a selection', () => {
    expect(validateRedirectChoice(null)).toMatchObject({ ok: false, message: MSG.REDIRECT_CHOICE_REQUIRED });
    expect(validateRedirectChoice('reportcentre')).toEqual({ ok: true, value: 'reportcentre' });
  });
});
