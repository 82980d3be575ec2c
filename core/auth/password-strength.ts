/**
 * The strength rule for new passwords (OWASP ASVS 5.0 6.2.4 and 6.2.11): besides the 8-128
 * length rule of the forms (core/validation/auth-forms.ts) and the bundled list of breached passwords
 * (an exact match, MSG.PASSWORD_TOO_COMMON), a password must score at least 3 of 4 with the strength
 * estimator (zxcvbn's model: 10^10 guesses), so a common password with a suffix ("Password123!",
 * "Welcome1!", "Qwerty123!") or the user's own name is refused, with the estimator's feedback as the
 * message. The estimator is a port (core/ports/secrets.ts PasswordStrength): core holds the rule, an
 * adapter the dictionaries.
 */
import type { CoreDeps } from '../app/deps';
import type { User } from '../domain/entities';
import { MSG, passwordTooGuessable } from '../domain/messages';
import { fail, type Failure } from '../domain/result';

/** The lowest estimator score a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

/** What the estimator guesses first about a user: its login, names and e-mail address. */
export const passwordUserInputs = (user: Pick<User, 'loginName' | 'firstName' | 'lastName' | 'emailAddress'> | null | undefined): string[] =>
  user ? [user.loginName, user.firstName, user.lastName, user.emailAddress].filter((s): s is string => typeof s === 'string' && s !== '') : [];

/** The refusal of a new password that is on the breached list or too guessable, or null when it may be used. */
export async function weakPasswordRefusal(deps: Pick<CoreDeps, 'commonPasswords' | 'passwordStrength'>, password: string, userInputs: readonly string[]): Promise<Failure<'VALIDATION'> | null> {
  if (await deps.commonPasswords.isCommon(password)) return fail('VALIDATION', MSG.PASSWORD_TOO_COMMON, { password: MSG.PASSWORD_TOO_COMMON });
  const estimate = await deps.passwordStrength.estimate(password, userInputs);
  if (estimate.score >= MIN_PASSWORD_SCORE) return null;
  const message = passwordTooGuessable(estimate.warning, estimate.suggestions);
  return fail('VALIDATION', message, { password: message });
}
