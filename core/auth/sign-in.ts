/**
 * POST /token: the OAuth2 password grant and refresh_token grant.
 *
 * Decisions (the spec shows only the browser side; OWASP ASVS 5.0 §6.3):
 * - Every refusal of a well-formed password grant admitted to its check (below) answers the same 400
 *   invalid_grant MSG.USERNAME_PASSWORD_IS_NOT_VALID after one password hash check: a wrong password, an unknown
 *   login, a login without a password, a disabled or manager-locked account and a throttled attempt
 *   alike, so neither the answer nor its timing tells whether a login exists or is held.
 * - Nothing locks an account for good. Failures are throttled where they come from: each
 *   (login, address) pair gets PAIR_FREE_FAILURES free failures inside THROTTLE_WINDOW_MS, then every
 *   further failure blocks that pair for a delay that doubles (1 s, 2 s, 4 s … up to 15 min). An
 *   attacker's address slows down; the owner, at another address, is not affected, and one address
 *   (a proxy, an office) never blocks the other logins behind it.
 * - Guessing one login from many addresses: after `settings.maxFailedLogins` failures of the login
 *   inside the window, from every address, the login is locked for `settings.signInLockSeconds` on
 *   the addresses that have failed for it lately and that it has not signed in from within
 *   TRUSTED_ADDRESS_MS (never on an address that has not failed, so a rival cannot pause a
 *   user everywhere). Each further address an attacker brings gets one guess before the lock holds it.
 *   The lock expires on its own; the owner signs in from any address that has not failed, from a
 *   known address, or through the reset link (which clears it; the e-mailed link is never throttled
 *   by sign-in failures, and the one-time-code step after a right password has its own limits only),
 *   and the user and the managers get an e-mail when it starts. A manager's unlock on the user
 *   screen clears it too. docs/security.md "Sign-in throttling" maps this to OWASP ASVS 5.0 V6.3.
 * - The hash check itself is admitted fairly, per address (core/auth/fair-admission.ts through
 *   `deps.passwordChecks`): one check of an address runs at a time and one more waits, a few run at once
 *   in all, and free turns go round the waiting addresses, so a flood from one address neither starves the
 *   others nor holds more than its share of the machine. A request past its address's share, or that
 *   waited too long, is refused with TOO_MANY_REQUESTS and the seconds to wait (HTTP 429, Retry-After).
 *   A refused grant rests its address's turn (a quarter of a second, doubling with the address's failures
 *   in a row up to 4 s), so guesses from one address, over any number of connections, cost the server
 *   about one check every few seconds rather than a core.
 *   Admission is asked right after the form check, before any look-up, on the address alone: it never
 *   depends on the login, so it tells nothing about it, and it never pauses an account, only the surplus
 *   requests of one address while they are many.
 * - A successful sign-in is never delayed; it clears the failures of its pair.
 * - The rows are bounded (login ≤ 255 characters, refused before anything is stored; address ≤ 64)
 *   and purged once they are a day old (at most once a minute, on a failed sign-in).
 * - A stored hash with weaker parameters than the hasher's is replaced on a successful sign-in.
 * - The web app is a public OAuth client (a secret in a browser is not secret): client_id, when sent,
 *   must be the configured one; client_secret, when sent, must match too.
 */
import type { CoreDeps } from '../app/deps';
import type { User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { can } from '../policy/capabilities';
import { validateLogin } from '../validation/auth-forms';
import { issueToken, refreshToken, type TokenResponse } from './tokens';
import type { PasswordCheckOutcome } from '../ports/secrets';

/** Failures of a pair, and of a login, count inside this window (it restarts after a quiet one). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of a (login, address) pair before each further one delays that pair. */
export const PAIR_FREE_FAILURES = 3;
export const PAIR_MAX_DELAY_MS = 15 * 60 * 1000;
/** An address the login signed in from this recently is not held by the login-wide lock. */
export const TRUSTED_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** Failure rows older than this are purged. */
export const FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The delay after the pair's `failures`-th failure: 0, then 1 s doubling up to PAIR_MAX_DELAY_MS. */
export const pairDelayMs = (failures: number): number =>
  failures < PAIR_FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (failures - PAIR_FREE_FAILURES), PAIR_MAX_DELAY_MS);

/** Failure codes of the token endpoint; the HTTP adapter maps them to OAuth2 errors. */
export type SignInCode = 'VALIDATION' | 'INVALID_CLIENT' | 'INVALID_GRANT' | 'UNSUPPORTED_GRANT' | 'TOO_MANY_REQUESTS';

export interface TokenRequest {
  grant_type?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  client_id?: string;
  client_secret?: string;
  /** The caller's network address, for throttling. */
  clientAddress: string;
}

/** The throttle key of a login: case-insensitive like login names. */
export const throttleLogin = (login: string): string => login.trim().toLowerCase();

const dummyHashes = new WeakMap<object, Promise<string>>();
/** A hash of a random password, made once per hasher, for the paths that check no real hash. */
function dummyHash(deps: CoreDeps): Promise<string> {
  let h = dummyHashes.get(deps.hasher);
  if (!h) {
    h = deps.hasher.hash(deps.secrets.token());
    dummyHashes.set(deps.hasher, h);
  }
  return h;
}

const lastPurge = new WeakMap<object, number>();
async function purgeOldRecords(deps: CoreDeps, nowMs: number): Promise<void> {
  if (nowMs - (lastPurge.get(deps.store) ?? -Infinity) < 60_000) return;
  lastPurge.set(deps.store, nowMs);
  await deps.store.auth.purgeSignInRecords(new Date(nowMs - FAILURE_RETENTION_MS).toISOString(), new Date(nowMs - TRUSTED_ADDRESS_MS).toISOString());
}

/** Answers POST /token for both grants. */
export async function grantToken(deps: CoreDeps, req: TokenRequest): Promise<Result<TokenResponse, SignInCode>> {
  if (req.client_id && req.client_id !== deps.settings.oauthClientId) return fail('INVALID_CLIENT', 'Unknown client.');
  if (req.client_secret && req.client_secret !== deps.settings.oauthClientSecret) return fail('INVALID_CLIENT', 'Unknown client.');
  if (req.grant_type === 'refresh_token') {
    const answer = await refreshToken(deps, req.refresh_token ?? '');
    return answer ? ok(answer) : fail('INVALID_GRANT', MSG.SESSION_EXPIRED);
  }
  if (req.grant_type !== undefined && req.grant_type !== '' && req.grant_type !== 'password') {
    return fail('UNSUPPORTED_GRANT', 'Unsupported grant type.');
  }
  return passwordGrant(deps, req.username ?? '', req.password ?? '', req.clientAddress);
}

/**
 * Whether attempts of this pair are held now, by its own delay or by the login-wide lock. The lock holds
 * only the addresses that have themselves failed for this login lately: an address that has
 * not failed is never paused, so a rival failing from a few addresses cannot keep the owner (a new user
 * on auction day included) from signing in elsewhere; an address the login signed in from lately is not
 * held either.
 */
async function isHeld(deps: CoreDeps, login: string, address: string, nowMs: number): Promise<boolean> {
  const pair = await deps.store.auth.getSignInThrottle(login, address);
  if (pair?.blockedUntil && Date.parse(pair.blockedUntil) > nowMs) return true;
  const whole = await deps.store.auth.getSignInThrottle(login, '');
  if (!whole?.blockedUntil || Date.parse(whole.blockedUntil) <= nowMs) return false;
  const knownAddress = pair?.lastSuccessAt != null && Date.parse(pair.lastSuccessAt) > nowMs - TRUSTED_ADDRESS_MS;
  if (knownAddress) return false;
  return failedLately(pair?.lastFailureAt ?? null, nowMs, deps.settings.signInLockSeconds * 1000);
}

/** A failure of the pair inside the throttle window or the lock's length, whichever is longer. */
const failedLately = (lastFailureAt: string | null, nowMs: number, lockMs: number): boolean =>
  lastFailureAt !== null && Date.parse(lastFailureAt) > nowMs - Math.max(THROTTLE_WINDOW_MS, lockMs);

/** The password grant: checks the form, waits for a turn at the password check (or is refused one), then checks. */
export async function passwordGrant(
  deps: CoreDeps,
  username: string,
  password: string,
  clientAddress: string,
): Promise<Result<TokenResponse, SignInCode>> {
  const form = validateLogin({ username, password });
  if (!form.ok) return form;
  // Before any look-up, on the address alone (see the module comment).
  const turn = await deps.passwordChecks.enter(clientAddress);
  if (!turn.admitted) return { ...fail('TOO_MANY_REQUESTS', MSG.SIGN_IN_BUSY), retryAfterSeconds: turn.retryAfterSeconds };
  // A grant refused after its check rests the address's turn; a failure of the store does not.
  let outcome: PasswordCheckOutcome = 'passed';
  try {
    const granted = await checkedGrant(deps, form.value.username, password, clientAddress);
    if (!granted.ok) outcome = 'failed';
    return granted;
  } finally {
    turn.release(outcome);
  }
}

/** The password grant once admitted: the throttle, the account and the password, then a token. */
async function checkedGrant(deps: CoreDeps, username: string, password: string, clientAddress: string): Promise<Result<TokenResponse, SignInCode>> {
  const login = throttleLogin(username);
  const nowMs = deps.clock.nowMs();

  const held = await isHeld(deps, login, clientAddress, nowMs);
  const user = await deps.store.users.getByLogin(username);
  const usable = user !== null && user.accountEnabled && !user.accountLocked;
  const stored = !held && usable ? (await deps.store.users.getCredentials(user.id)).passwordHash : null;
  // One hash check on every path, so the time does not tell a held, disabled or unknown login apart.
  const valid = stored !== null ? await deps.hasher.verify(password, stored) : (await deps.hasher.verify(password, await dummyHash(deps)), false);
  if (!valid || !user) {
    if (!held) await countFailure(deps, login, clientAddress, user, nowMs);
    return fail('INVALID_GRANT', MSG.USERNAME_PASSWORD_IS_NOT_VALID);
  }

  await deps.store.auth.recordSignInSuccess(login, clientAddress, deps.clock.now());
  if (stored !== null && deps.hasher.needsRehash(stored)) {
    await deps.store.users.setPasswordHash(user.id, await deps.hasher.hash(password));
  }
  return ok(await issueToken(deps, user, user.mfaEnabled));
}

async function countFailure(deps: CoreDeps, login: string, address: string, user: User | null, nowMs: number): Promise<void> {
  await purgeOldRecords(deps, nowMs);
  const at = new Date(nowMs).toISOString();
  const windowStart = new Date(nowMs - THROTTLE_WINDOW_MS).toISOString();
  const pairFailures = await deps.store.auth.recordSignInFailure(login, address, at, windowStart);
  const delay = pairDelayMs(pairFailures);
  if (delay > 0) await deps.store.auth.blockSignIn(login, address, new Date(nowMs + delay).toISOString());

  const before = await deps.store.auth.getSignInThrottle(login, '');
  const loginFailures = await deps.store.auth.recordSignInFailure(login, '', at, windowStart);
  const alreadyLocked = before?.blockedUntil != null && Date.parse(before.blockedUntil) > nowMs;
  if (loginFailures >= deps.settings.maxFailedLogins && !alreadyLocked) {
    const until = new Date(nowMs + deps.settings.signInLockSeconds * 1000);
    await deps.store.auth.blockSignIn(login, '', until.toISOString());
    if (user) deps.background.run('sign-in lock e-mail', () => mailLockNotice(deps, user, loginFailures, until));
  }
}

/** Tells the user and the managers that the login is locked for a while, and what to do. */
async function mailLockNotice(deps: CoreDeps, user: User, failures: number, until: Date): Promise<void> {
  const minutes = Math.round(deps.settings.signInLockSeconds / 60);
  const managers = (await deps.store.users.list()).filter((u) => u.accountEnabled && u.emailAddress && can(u.roles, 'administerUsers'));
  const forgot = `${deps.settings.publicUrl.replace(/\/+$/, '')}/esecauction/forgotpassword`;
  if (user.emailAddress) {
    await deps.mailer.send({
      to: [user.emailAddress],
      subject: 'eSecAuction: sign-in to your account is paused',
      text:
        `Dear ${user.firstName} ${user.lastName},\n\n` +
        `There were ${failures} failed sign-in attempts for the eSecAuction login ${user.loginName} in the last ` +
        `${THROTTLE_WINDOW_MS / 60_000} minutes. Sign-in from new places is paused for ${minutes} minutes (until ${until.toISOString()} UTC).\n\n` +
        `You can still sign in from where you signed in before. Otherwise set a new password through ${forgot}, ` +
        `which also lifts the pause, or ask the auction manager to unlock your account.\n\n` +
        `If these attempts were not yours, nothing is needed: your password stays unchanged.\n`,
    });
  }
  const to = managers.map((m) => m.emailAddress).filter((a) => a !== user.emailAddress);
  if (to.length > 0) {
    await deps.mailer.send({
      to,
      subject: `eSecAuction: sign-in of ${user.loginName} paused after failed attempts`,
      text:
        `There were ${failures} failed sign-in attempts for the login ${user.loginName} (${user.firstName} ${user.lastName}) ` +
        `in the last ${THROTTLE_WINDOW_MS / 60_000} minutes. Sign-in from new places is paused for ${minutes} minutes ` +
        `(until ${until.toISOString()} UTC); it ends on its own. To lift it now, open the user in Users, untick Account Locked and save.\n`,
    });
  }
}
