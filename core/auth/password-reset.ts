/**
 * Forgot / reset password (POST /auction/forgotPassword, GET and POST /auction/resetPassword, and
 * `sla user reset-password`).
 *
 * - The e-mailed link carries a random code; only its digest is stored. It expires after
 *   `settings.resetTtlSeconds` and works once.
 * - The request answers the same whether or not the login exists (no account discovery); the
 *   service result says what happened so the CLI can print it. At most 5 links per login and hour
 *   are e-mailed (the attempt log of AuthRepository, key "reset:<userId>").
 * - Requesting a link voids the user's older unused links.
 * - The HTTP route answers before this runs and runs it in the background (same time for known and
 *   unknown logins); the CLI awaits it.
 * - A successful reset revokes every token of the user, unlocks the account and clears the sign-in
 *   throttle of the login (the reset is how a user held by the temporary lock gets back in).
 */
import { passwordUserInputs, weakPasswordRefusal } from './password-strength';
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Id, User } from '../domain/entities';
import { useCase } from '../app/use-case';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { validateForgotPassword, validateResetPassword } from '../validation/auth-forms';
import { throttleLogin } from './sign-in';

export const RESET_REQUEST_LIMIT = 5;
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;

/** The link the e-mail carries (the web's /resetpassword screen). */
export const resetLink = (publicUrl: string, loginName: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/esecauction/resetpassword?loginName=${encodeURIComponent(loginName)}&passwordResetCode=${encodeURIComponent(code)}`;

export interface ResetRequested {
  /** The address the link went to, or null when no usable account has this login. */
  sentTo: string | null;
}

/** Creates a reset code for the login and e-mails the link. */
export async function requestPasswordReset(
  deps: CoreDeps,
  loginName: string,
): Promise<Result<ResetRequested, 'VALIDATION' | 'MAIL_FAILED'>> {
  const form = validateForgotPassword({ loginName: loginName ?? '' });
  if (!form.ok) return form;
  const login = form.value.loginName;
  const user = await deps.store.users.getByLogin(login);
  if (!user || !user.accountEnabled || !user.emailAddress) return ok({ sentTo: null });
  // At most RESET_REQUEST_LIMIT e-mails per login and window: nobody can flood a mailbox. The answer stays the same.
  const key = `reset:${user.id}`;
  const since = new Date(deps.clock.nowMs() - RESET_REQUEST_WINDOW_MS).toISOString();
  if ((await deps.store.auth.countLoginFailures(key, since)) >= RESET_REQUEST_LIMIT) return ok({ sentTo: null });
  await deps.store.auth.recordLoginFailure(key, deps.clock.now());
  const code = deps.secrets.token();
  // A new link voids the older ones: only the latest e-mail works.
  await deps.store.auth.voidResetCodes(user.id, deps.clock.now());
  await deps.store.auth.createResetCode({
    userId: user.id,
    codeHash: deps.secrets.digest(code),
    expiresAt: new Date(deps.clock.nowMs() + deps.settings.resetTtlSeconds * 1000).toISOString(),
  });
  const link = resetLink(deps.settings.publicUrl, user.loginName, code);
  const hours = Math.round(deps.settings.resetTtlSeconds / 3600);
  try {
    await deps.mailer.send({
      to: [user.emailAddress],
      subject: 'eSecAuction: set or reset your password',
      text:
        `Dear ${user.firstName} ${user.lastName},\n\n` +
        `A request was made to set or reset the password of the eSecAuction login ${user.loginName}.\n` +
        `Open this link to choose a new password (it works once and expires in ${hours} hours):\n\n${link}\n\n` +
        `If you did not ask for this, ignore this e-mail; your password stays unchanged.\n`,
    });
  } catch {
    return fail('MAIL_FAILED', MSG.UNABLE_TO_SEND_EMAIL);
  }
  return ok({ sentTo: user.emailAddress });
}

type LinkCheck = Result<{ user: User; codeId: number }, 'VALIDATION'>;

async function checkLink(deps: CoreDeps, loginName: string, code: string): Promise<LinkCheck> {
  const invalid = fail('VALIDATION', MSG.UNABLE_TO_CREATE_RESET_PASSWORD);
  if (!loginName || !code) return invalid;
  const user = await deps.store.users.getByLogin(loginName.trim());
  if (!user || !user.accountEnabled) return invalid;
  const row = await deps.store.auth.findResetCode(user.id, deps.secrets.digest(code));
  if (!row || row.usedAt !== null || Date.parse(row.expiresAt) <= deps.clock.nowMs()) return invalid;
  return ok({ user, codeId: row.id });
}

/** GET /auction/resetPassword: is the link still good? */
export async function validateResetLink(deps: CoreDeps, loginName: string, code: string): Promise<Result<true, 'VALIDATION'>> {
  const check = await checkLink(deps, loginName, code);
  return check.ok ? ok(true) : check;
}

export interface ResetPasswordInput {
  password?: string;
  confirmPassword?: string;
  loginName?: string;
  passwordResetCode?: string;
}

/** POST /auction/resetPassword: sets the password through a valid link. */
export async function resetPassword(deps: CoreDeps, input: ResetPasswordInput): Promise<Result<string, 'VALIDATION'>> {
  const form = validateResetPassword(input);
  if (!form.ok) {
    // A link without its login or code is an invalid link, not a field the user can fix.
    const badLink = form.fields?.loginName ?? form.fields?.passwordResetCode;
    return badLink && !form.fields?.password && !form.fields?.confirmPassword ? fail('VALIDATION', MSG.UNABLE_TO_CREATE_RESET_PASSWORD) : form;
  }
  const check = await checkLink(deps, form.value.loginName, form.value.passwordResetCode);
  if (!check.ok) return check;
  const { user, codeId } = check.value;
  const weak = await weakPasswordRefusal(deps, form.value.password, passwordUserInputs(user));
  if (weak) return weak;
  const hash = await deps.hasher.hash(form.value.password);
  await deps.store.transaction(async (tx) => {
    await tx.users.setPasswordHash(user.id, hash);
    await tx.auth.markResetCodeUsed(codeId, deps.clock.now());
    await tx.auth.revokeAllForUser(user.id);
    await tx.users.setLocked(user.id, false);
    await tx.users.clearFailedLogins(user.id);
    await tx.auth.clearSignInThrottle(throttleLogin(user.loginName));
  });
  return ok(MSG.PASSWORD_IS_RESET_SUCCESSFULLY);
}

/**
 * Sets a user's password directly (`sla user add --password`, `sla user reset-password --password`):
 * the reset form's rules, and the reset's effects. A manager's act (administerUsers).
 */
export const setPassword = useCase({ name: 'users.setPassword', access: 'administerUsers' }, async (deps: CoreDeps, _actor: Actor, userId: Id, password: string): Promise<Result<void, 'VALIDATION'>> => {
  const check = validateResetPassword({ password, confirmPassword: password, loginName: String(userId), passwordResetCode: 'direct' });
  if (!check.ok) return check;
  const weak = await weakPasswordRefusal(deps, password, passwordUserInputs(await deps.store.users.get(userId)));
  if (weak) return weak;
  const hash = await deps.hasher.hash(password);
  await deps.store.transaction(async (tx) => {
    await tx.users.setPasswordHash(userId, hash);
    await tx.auth.revokeAllForUser(userId);
    await tx.users.setLocked(userId, false);
    await tx.users.clearFailedLogins(userId);
  });
  return ok(undefined);
});
