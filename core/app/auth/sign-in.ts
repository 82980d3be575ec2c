/**
 * POST /token: the OAuth2 password grant and refresh_token grant.
 *
 * Decisions (the spec shows only the browser side):
 * - Wrong credentials, unknown login and a login without a password all answer the same
 *   MSG.USERNAME_PASSWORD_IS_NOT_VALID, so the answer does not tell whether a login exists.
 * - Each wrong password of an existing account counts; at `settings.maxFailedLogins` the account
 *   is locked (MSG.ACCOUNT_LOCKED) until a manager unlocks it or the user resets the password.
 * - Attempts are also limited per login name and per client address: after
 *   `LOGIN_FAILURE_LIMIT` failures inside `LOGIN_FAILURE_WINDOW_MS` every further attempt from that
 *   address / for that login is refused with MSG.TOO_MANY_ATTEMPTS before the password is even
 *   checked (so guessing cannot continue). Successful sign-ins are never counted and never delayed;
 *   the HTTP adapter also pauses before answering a failed one (AppOptions.failedSignInDelayMs).
 * - The web app is a public OAuth client (a secret in a browser is not secret): client_id, when sent,
 *   must be the configured one; client_secret, when sent, must match too.
 */
import type { CoreDeps } from '../deps';
import { MSG } from '../../domain/messages';
import { fail, ok, type Result } from '../../domain/result';
import { validateLogin } from '../../validation/auth-forms';
import { issueToken, refreshToken, type TokenResponse } from './tokens';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failure codes of the token endpoint; the HTTP adapter maps them to OAuth2 errors. */
export type SignInCode = 'VALIDATION' | 'INVALID_CLIENT' | 'INVALID_GRANT' | 'LOCKED' | 'FORBIDDEN' | 'TOO_MANY_ATTEMPTS' | 'UNSUPPORTED_GRANT';

export interface TokenRequest {
  grant_type?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  client_id?: string;
  client_secret?: string;
  /** The caller's network address, for attempt limiting. */
  clientAddress: string;
}

const loginKey = (login: string) => `login:${login.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

async function tooManyFailures(deps: CoreDeps, keys: string[]): Promise<boolean> {
  const since = new Date(deps.clock.nowMs() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  for (const key of keys) {
    if ((await deps.store.auth.countLoginFailures(key, since)) >= LOGIN_FAILURE_LIMIT) return true;
  }
  return false;
}

async function recordFailure(deps: CoreDeps, keys: string[]): Promise<void> {
  const at = deps.clock.now();
  for (const key of keys) await deps.store.auth.recordLoginFailure(key, at);
}

const dummyHashes = new WeakMap<object, Promise<string>>();
/** A hash of a random password, made once per hasher, for the unknown-login path. */
function dummyHash(deps: CoreDeps): Promise<string> {
  let h = dummyHashes.get(deps.hasher);
  if (!h) {
    h = deps.hasher.hash(deps.secrets.token());
    dummyHashes.set(deps.hasher, h);
  }
  return h;
}

/** Answers POST /token for both grants. */
export async function grantToken(deps: CoreDeps, req: TokenRequest): Promise<Result<TokenResponse, SignInCode>> {
  if (req.client_id && req.client_id !== deps.settings.oauthClientId) return fail('INVALID_CLIENT', 'Unknown client.');
  if (req.client_secret && req.client_secret !== deps.settings.oauthClientSecret) return fail('INVALID_CLIENT', 'Unknown client.');
  if (req.grant_type === 'refresh_token') {
    const answer = await refreshToken(deps, req.refresh_token ?? '');
    return answer ? ok(answer) : fail('INVALID_GRANT', MSG.YOUR_SESSION_EXPIRED_PLEASE_LOGIN_AGAIN);
  }
  if (req.grant_type !== undefined && req.grant_type !== '' && req.grant_type !== 'password') {
    return fail('UNSUPPORTED_GRANT', 'Unsupported grant type.');
  }
  return passwordGrant(deps, req.username ?? '', req.password ?? '', req.clientAddress);
}

/** The password grant: checks limits, the account and the password, then issues a token. */
export async function passwordGrant(
  deps: CoreDeps,
  username: string,
  password: string,
  clientAddress: string,
): Promise<Result<TokenResponse, SignInCode>> {
  const form = validateLogin({ username, password });
  if (!form.ok) return form;
  username = form.value.username;

  const keys = [loginKey(username), addressKey(clientAddress)];
  if (await tooManyFailures(deps, keys)) return fail('TOO_MANY_ATTEMPTS', MSG.TOO_MANY_ATTEMPTS);

  const user = await deps.store.users.getByLogin(username);
  if (!user) {
    // Spend the same hashing time as for a real account, so timing does not reveal which logins exist.
    await deps.hasher.verify(password, await dummyHash(deps));
    await recordFailure(deps, keys);
    return fail('INVALID_GRANT', MSG.USERNAME_PASSWORD_IS_NOT_VALID);
  }
  if (user.accountLocked) return fail('LOCKED', MSG.ACCOUNT_LOCKED);
  if (!user.accountEnabled) return fail('FORBIDDEN', MSG.ACCOUNT_DISABLED);

  const { passwordHash } = await deps.store.users.getCredentials(user.id);
  const valid = passwordHash !== null && (await deps.hasher.verify(password, passwordHash));
  if (!valid) {
    await recordFailure(deps, keys);
    const failures = await deps.store.users.recordFailedLogin(user.id);
    if (failures >= deps.settings.maxFailedLogins) {
      await deps.store.users.setLocked(user.id, true);
      return fail('LOCKED', MSG.ACCOUNT_LOCKED);
    }
    return fail('INVALID_GRANT', MSG.USERNAME_PASSWORD_IS_NOT_VALID);
  }

  await deps.store.users.clearFailedLogins(user.id);
  await deps.store.auth.clearLoginFailures(loginKey(username));
  return ok(await issueToken(deps, user, user.mfaEnabled));
}
