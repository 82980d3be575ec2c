/**
 * Sign-in forms (access-and-administration §5): login, forgot password, reset password,
 * one-time code and the redirect choice. The schemas are the request bodies.
 */
import { z } from 'zod';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';
import { REDIRECT_CHOICES, type RedirectChoice } from '../policy/post-login-route';
import { ok } from '../domain/result';
import { lazySchema } from './lazy-schema';
import {
  addError,
  isBlank,
  okUnlessErrors,
  parseShape,
  validateForm,
  validationFailure,
  type FieldErrors,
  type Validated,
} from './field-failure';

/** Minimum password length for new passwords (ours; the spec gives none). */
export const MIN_PASSWORD_LENGTH = 8;
/**
 * Longest password accepted, in characters (ours, OWASP ASVS 5.0 6.2.9 asks for at least 64): a longer
 * one is refused before it is hashed, at sign-in too (it cannot be anybody's password).
 */
export const MAX_PASSWORD_LENGTH = 128;
/** Longest login name (the one-line text limit of core/validation/text-limit-fields.ts); longer is refused before anything is stored. */
export const MAX_LOGIN_LENGTH = 255;

/** A login name field: `required` when blank, too long past MAX_LOGIN_LENGTH once trimmed. */
const checkLoginName = (fields: FieldErrors, field: string, value: string, required: string): void => {
  if (isBlank(value)) addError(fields, field, required);
  else if (value.trim().length > MAX_LOGIN_LENGTH) addError(fields, field, MSG.TEXT_TOO_LONG);
};

/** The password field: required, at most MAX_PASSWORD_LENGTH characters and at least `min` (new passwords). */
const checkPassword = (fields: FieldErrors, password: string, min = 0): void => {
  const length = [...password].length;
  if (password === '') addError(fields, 'password', MSG.PASSWORD_IS_REQUIRED);
  else if (length < min) addError(fields, 'password', MSG.PASSWORD_TOO_SHORT);
  else if (length > MAX_PASSWORD_LENGTH) addError(fields, 'password', MSG.PASSWORD_TOO_LONG);
};

export const loginFormSchema = lazySchema(() =>
  z.object({
    username: z.string().default(''),
    password: z.string().default(''),
  }),
);
export type LoginForm = z.output<typeof loginFormSchema>;

/** Username is trimmed (people paste it with spaces); the password is taken as typed. */
export const validateLogin = (input: unknown): Validated<LoginForm> =>
  validateForm(
    loginFormSchema,
    input,
    (form, fields) => {
      checkLoginName(fields, 'username', form.username, MSG.USERNAME_IS_REQUIRED);
      checkPassword(fields, form.password);
    },
    (form) => ({ username: form.username.trim(), password: form.password }),
  );

export const forgotPasswordSchema = lazySchema(() => z.object({ loginName: z.string().default('') }));
export type ForgotPasswordForm = z.output<typeof forgotPasswordSchema>;

export const validateForgotPassword = (input: unknown): Validated<ForgotPasswordForm> =>
  validateForm(
    forgotPasswordSchema,
    input,
    (form, fields) => checkLoginName(fields, 'loginName', form.loginName, MSG.LOGIN_NAME_IS_REQUIRED),
    (form) => ({ loginName: form.loginName.trim() }),
  );

export const resetPasswordSchema = lazySchema(() =>
  z.object({
    password: z.string().default(''),
    confirmPassword: z.string().default(''),
    loginName: z.string().default(''),
    passwordResetCode: z.string().default(''),
  }),
);
export type ResetPasswordForm = z.output<typeof resetPasswordSchema>;

/**
 * Password and Confirm Password are required, must match and be 8 to 128 characters (ours).
 * loginName and passwordResetCode come from the e-mailed link; a missing one is an invalid link,
 * reported with the spec's Unable to create/reset password.
 */
export const validateResetPassword = (input: unknown): Validated<ResetPasswordForm> =>
  validateForm(
    resetPasswordSchema,
    input,
    (v, fields) => {
      checkPassword(fields, v.password, MIN_PASSWORD_LENGTH);
      if (v.confirmPassword === '') addError(fields, 'confirmPassword', MSG.CONFIRM_PASSWORD_IS_REQUIRED);
      else if (v.password !== '' && v.password !== v.confirmPassword) addError(fields, 'confirmPassword', MSG.PASSWORDS_DO_NOT_MATCH);
      if (isBlank(v.loginName)) addError(fields, 'loginName', MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
      if (isBlank(v.passwordResetCode)) addError(fields, 'passwordResetCode', MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
    },
    (v) => ({ ...v, loginName: v.loginName.trim(), passwordResetCode: v.passwordResetCode.trim() }),
  );

export const oneTimeCodeSchema = lazySchema(() => z.object({ code: z.string().default('') }));
export type OneTimeCodeForm = z.output<typeof oneTimeCodeSchema>;

/** The code is trimmed and inner spaces removed ("123 456" as some authenticator apps show it). */
export const validateOneTimeCode = (input: unknown): Validated<OneTimeCodeForm> => {
  const shape = parseShape(oneTimeCodeSchema, input);
  if (!shape.ok) return shape;
  const code = shape.value.code.replace(/\s+/g, '');
  const fields: FieldErrors = {};
  if (code === '') addError(fields, 'code', MSG.PLEASE_ENTER_TOKEN);
  return okUnlessErrors(fields, () => ({ code }));
};

/** Redirect page: one of the two choices is required. */
export const validateRedirectChoice = (choice: string | null | undefined): Validated<RedirectChoice> => {
  const found = REDIRECT_CHOICES.find((c) => c.value === choice);
  return found ? ok(found.value) : validationFailure({ choice: MSG.REDIRECT_CHOICE_REQUIRED });
};
