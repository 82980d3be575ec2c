/**
 * Bearer tokens: random secrets handed to the client once, stored only as digests, with an expiry.
 * A token issued to a user with MFA enabled starts "MFA pending" until the one-time code is verified.
 *
 * Sessions (OWASP ASVS 5.0 §7):
 * - A sign-in starts a session that ends at most `settings.sessionMaxSeconds` later: every token
 *   refreshed from it carries the same absolute end, and no access or refresh expiry passes it.
 * - A refresh token works once (rotation). The tokens of a sign-in form a family; presenting a refresh
 *   token that was already used (a replay by whoever stole it, or by the owner after the thief used
 *   it) revokes the whole family, so both must sign in again. The rotation is one conditional update,
 *   so two servers cannot both accept the same refresh token.
 * - A session that ends, ends everywhere, open event streams included: `sessionEndOf` says
 *   whether the session a stream was opened with still holds (the same rules as `authenticateBearer`,
 *   and the roles unchanged), which the servers' watch over their open streams checks every second.
 *   A logout, a rotation (a refresh revokes the previous access
 *   token), a reused refresh token (its family revoked), a password reset (every token of the user
 *   revoked), an account disabled or locked and a change of roles all end them within seconds.
 */
import type { CoreDeps } from '../app/deps';
import type { Id, User } from '../domain/entities';
import type { RoleCode } from '../domain/roles';
import { isRoleCode } from '../domain/roles';
import type { AccessToken, SessionState } from '../ports/repositories';
import { ok, type Result } from '../domain/result';
import { refusedUnlessUsable } from '../policy/actor-guard';

/** The OAuth2 token response of POST /token. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  refresh_token: string;
  /**
   * Seconds until the absolute end of the sign-in's session (`settings.sessionMaxSeconds` after the
   * password grant), which no refresh moves: lets the web warn before it. An extra OAuth2
   * response parameter, which clients that do not know it ignore.
   */
  session_expires_in: number;
}

/** Who is calling, as established from a bearer token. */
export interface Authenticated {
  user: User;
  roles: RoleCode[];
  tokenId: Id;
  mfaPending: boolean;
}

const addSeconds = (ms: number, seconds: number): string => new Date(ms + seconds * 1000).toISOString();

/** The session a refreshed token continues. */
export interface SessionOf {
  familyId: Id;
  /** Absolute end of the session (ISO). */
  sessionExpiresAt: string;
}

/**
 * Issues a new access/refresh pair. `mfaPending` is carried over on refresh so a refresh never skips
 * the code; `session` (on refresh) keeps the family and the absolute end of the sign-in's session.
 */
export async function issueToken(deps: CoreDeps, user: User, mfaPending: boolean, session?: SessionOf): Promise<TokenResponse> {
  const now = deps.clock.nowMs();
  const access = deps.secrets.token();
  const refresh = deps.secrets.token();
  const endMs = session ? Date.parse(session.sessionExpiresAt) : now + deps.settings.sessionMaxSeconds * 1000;
  const accessEnd = Math.min(now + deps.settings.tokenTtlSeconds * 1000, endMs);
  await deps.store.auth.createToken({
    userId: user.id,
    accessHash: deps.secrets.digest(access),
    refreshHash: deps.secrets.digest(refresh),
    accessExpiresAt: new Date(accessEnd).toISOString(),
    refreshExpiresAt: new Date(Math.min(now + deps.settings.refreshTtlSeconds * 1000, endMs)).toISOString(),
    mfaPending,
    createdAt: deps.clock.now(),
    sessionExpiresAt: new Date(endMs).toISOString(),
    ...(session ? { familyId: session.familyId } : {}),
  });
  const expiresIn = Math.max(0, Math.floor((accessEnd - now) / 1000));
  const sessionExpiresIn = Math.max(0, Math.floor((endMs - now) / 1000));
  return { access_token: access, token_type: 'bearer', expires_in: expiresIn, refresh_token: refresh, session_expires_in: sessionExpiresIn };
}

/** True while the user may use the account at all. */
export const canUseAccount = (user: Pick<User, 'accountEnabled' | 'accountLocked'>): boolean => user.accountEnabled && !user.accountLocked;

const isLive = (token: Pick<AccessToken, 'revoked'>, expiresAt: string, nowMs: number): boolean =>
  !token.revoked && Date.parse(expiresAt) > nowMs;

/**
 * The caller behind a bearer token, or null when the token is unknown, revoked or expired, or the
 * account has since been disabled or locked.
 */
export async function authenticateBearer(deps: CoreDeps, bearer: string): Promise<Authenticated | null> {
  if (!bearer) return null;
  const session = await deps.store.auth.findSession(deps.secrets.digest(bearer));
  if (!session) return null;
  const { token, user } = session;
  if (!isLive(token, token.accessExpiresAt, deps.clock.nowMs())) return null;
  if (!canUseAccount(user)) return null;
  return { user, roles: user.roles.filter(isRoleCode), tokenId: token.id, mfaPending: token.mfaPending };
}

/**
 * Why the session an event stream was opened with no longer holds: ENDED when its token is unknown,
 * revoked (a logout, a rotation, a reused refresh token, a password reset) or expired, or the account is
 * disabled or locked (what `authenticateBearer` refuses); ROLES_CHANGED when the user's roles differ from
 * `rolesAtOpen`, the roles the stream's answers were computed for. Null while it holds.
 */
export function sessionEndOf(state: SessionState | undefined, rolesAtOpen: readonly RoleCode[], nowMs: number): 'ENDED' | 'ROLES_CHANGED' | null {
  if (!state || !isLive(state, state.accessExpiresAt, nowMs) || !canUseAccount(state)) return 'ENDED';
  const now = new Set(state.roles);
  const before = new Set(rolesAtOpen.filter(isRoleCode));
  return now.size === before.size && [...before].every((r) => now.has(r)) ? null : 'ROLES_CHANGED';
}

/**
 * Exchanges a refresh token for a new pair; the old pair is revoked (rotation). Null when not valid.
 * A refresh token already used revokes its whole family (reuse detection).
 */
export async function refreshToken(deps: CoreDeps, refresh: string): Promise<TokenResponse | null> {
  if (!refresh) return null;
  const token = await deps.store.auth.findByRefreshHash(deps.secrets.digest(refresh));
  if (!token) return null;
  const nowMs = deps.clock.nowMs();
  if (token.revoked) {
    await deps.store.auth.revokeFamily(token.familyId);
    return null;
  }
  if (!isLive(token, token.refreshExpiresAt, nowMs)) return null;
  const sessionEnd = token.sessionExpiresAt ?? addSeconds(Date.parse(token.createdAt), deps.settings.sessionMaxSeconds);
  if (Date.parse(sessionEnd) <= nowMs) return null;
  const user = await deps.store.users.get(token.userId);
  if (!user || !canUseAccount(user)) return null;
  // Only one caller can rotate a token: a second one at the same time is a reuse.
  if (!(await deps.store.auth.revokeIfLive(token.id))) {
    await deps.store.auth.revokeFamily(token.familyId);
    return null;
  }
  return issueToken(deps, user, token.mfaPending, { familyId: token.familyId, sessionExpiresAt: sessionEnd });
}

/** POST /auction/logout (any signed-in token, also before its code is verified): the token stops working at once. */
export async function logout(deps: CoreDeps, who: Authenticated): Promise<Result<void, 'FORBIDDEN'>> {
  const denied = refusedUnlessUsable(who);
  if (denied) return denied;
  await deps.store.auth.revoke(who.tokenId);
  return ok(undefined);
}
