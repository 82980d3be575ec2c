/**
 * The one-time-code step (GET /auction/mfa/isOTPPage, POST /auction/mfa/verifycode) and MFA
 * enrolment (user edit screen, `sla user mfa`).
 *
 * A code is accepted once: the matched time step must be later than the last accepted one, checked
 * and recorded by one conditional update (UserRepository.advanceOtpLastStep), so that also holds
 * for simultaneous attempts on several servers sharing one database.
 * Wrong codes are limited like passwords (OTP_FAILURE_LIMIT per window per user) so six digits
 * cannot be guessed.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { validateOneTimeCode } from '../validation/auth-forms';
import { refusedUnlessUsable } from '../policy/actor-guard';
import { useCase } from '../app/use-case';
import type { Authenticated } from './tokens';
import { THROTTLE_WINDOW_MS } from './sign-in';

export const OTP_FAILURE_LIMIT = 5;
/** Issuer shown in authenticator apps. */
export const OTP_ISSUER = 'eSecAuction';

/**
 * GET /auction/mfa/isOTPPage (any signed-in token, also before its code is verified): true when the
 * user has MFA and this token has not yet passed the code step.
 */
export function isOtpPage(_deps: CoreDeps, who: Authenticated): Result<boolean, 'FORBIDDEN'> {
  const denied = refusedUnlessUsable(who);
  if (denied) return denied;
  return ok(who.user.mfaEnabled && who.mfaPending);
}

/**
 * POST /auction/mfa/verifycode (any signed-in token): verifies a code for the calling token; success
 * answers MSG.OTP_IS_VALID. `rawCode`: the code as typed (validateOneTimeCode: trimmed, inner spaces removed).
 */
export async function verifyOtp(
  deps: CoreDeps,
  who: Authenticated,
  rawCode: string,
): Promise<Result<string, 'VALIDATION' | 'INVALID_OTP' | 'TOO_MANY_ATTEMPTS' | 'FORBIDDEN'>> {
  const denied = refusedUnlessUsable(who);
  if (denied) return denied;
  const form = validateOneTimeCode({ code: rawCode });
  if (!form.ok) return form;
  const { code } = form.value;
  if (!who.mfaPending) return ok(MSG.OTP_IS_VALID);
  const key = `otp:${who.user.id}`;
  const since = new Date(deps.clock.nowMs() - THROTTLE_WINDOW_MS).toISOString();
  if ((await deps.store.auth.countLoginFailures(key, since)) >= OTP_FAILURE_LIMIT) {
    return fail('TOO_MANY_ATTEMPTS', MSG.TOO_MANY_ATTEMPTS);
  }
  const creds = await deps.store.users.getCredentials(who.user.id);
  const step = creds.otpSecret ? await deps.otp.verify(code, creds.otpSecret, deps.clock.nowMs()).catch(() => null) : null;
  // "Later than the last used step" is one conditional update: of two servers checking the same code
  // at the same moment, only one moves the step, and only that one accepts the code.
  if (step === null || !(await deps.store.users.advanceOtpLastStep(who.user.id, step))) {
    await deps.store.auth.recordLoginFailure(key, deps.clock.now());
    return fail('INVALID_OTP', MSG.INVALID_OTP);
  }
  await deps.store.auth.markMfaVerified(who.tokenId);
  await deps.store.auth.clearLoginFailures(key);
  return ok(MSG.OTP_IS_VALID);
}

export interface MfaEnrolment {
  /** Base32 secret, shown once. */
  secret: string;
  /** otpauth:// URI for authenticator apps. */
  uri: string;
}

/**
 * Enrols (or re-enrols) a user: a new secret replaces any old one. A manager's act (administerUsers:
 * the user form's MFA switch, `sla user mfa`).
 */
export const enrolMfa = useCase({ name: 'users.enrolMfa', access: 'administerUsers' }, async (deps: CoreDeps, _actor: Actor, userId: Id): Promise<Result<MfaEnrolment, 'NOT_FOUND'>> => {
  const user = await deps.store.users.get(userId);
  if (!user) return fail('NOT_FOUND', MSG.NOT_FOUND);
  const secret = await deps.otp.generateSecret();
  await deps.store.users.setOtpSecret(userId, secret);
  return ok({ secret, uri: await deps.otp.keyUri(user.loginName, OTP_ISSUER, secret) });
});

/** Turns MFA off for a user (clears the secret and the flag). A manager's act (administerUsers), like enrolMfa. */
export const disableMfa = useCase({ name: 'users.disableMfa', access: 'administerUsers' }, async (deps: CoreDeps, _actor: Actor, userId: Id): Promise<Result<void, 'NOT_FOUND'>> => {
  const user = await deps.store.users.get(userId);
  if (!user) return fail('NOT_FOUND', MSG.NOT_FOUND);
  await deps.store.users.setOtpSecret(userId, null);
  return ok(undefined);
});
