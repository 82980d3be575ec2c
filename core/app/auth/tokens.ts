/**
 * Bearer tokens: random secrets handed to the client once, stored only as digests, with an expiry.
 * A token issued to a user with MFA enabled starts "MFA pending" until the one-time code is verified.
 */
import type { CoreDeps } from '../deps';
import type { Id, User } from '../../domain/entities';
import type { RoleCode } from '../../domain/roles';
import { isRoleCode } from '../../domain/roles';
import type { AccessToken } from '../../ports/repositories';

/** The OAuth2 token response of POST /token. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  refresh_token: string;
}

/** Who is calling, as established from a bearer token. */
export interface Authenticated {
  user: User;
  roles: RoleCode[];
  tokenId: Id;
  mfaPending: boolean;
}

const addSeconds = (ms: number, seconds: number): string => new Date(ms + seconds * 1000).toISOString();

/** Issues a new access/refresh pair. `mfaPending` is carried over on refresh so a refresh never skips the code. */
export async function issueToken(deps: CoreDeps, user: User, mfaPending: boolean): Promise<TokenResponse> {
  const now = deps.clock.nowMs();
  const access = deps.secrets.token();
  const refresh = deps.secrets.token();
  await deps.store.auth.createToken({
    userId: user.id,
    accessHash: deps.secrets.digest(access),
    refreshHash: deps.secrets.digest(refresh),
    accessExpiresAt: addSeconds(now, deps.settings.tokenTtlSeconds),
    refreshExpiresAt: addSeconds(now, deps.settings.refreshTtlSeconds),
    mfaPending,
    createdAt: deps.clock.now(),
  });
  return { access_token: access, token_type: 'bearer', expires_in: deps.settings.tokenTtlSeconds, refresh_token: refresh };
}

/** True while the user may use the account at all. */
export const canUseAccount = (user: User): boolean => user.accountEnabled && !user.accountLocked;

const isLive = (token: AccessToken, expiresAt: string, nowMs: number): boolean =>
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

/** Exchanges a refresh token for a new pair; the old pair is revoked (rotation). Null when not valid. */
export async function refreshToken(deps: CoreDeps, refresh: string): Promise<TokenResponse | null> {
  if (!refresh) return null;
  const token = await deps.store.auth.findByRefreshHash(deps.secrets.digest(refresh));
  if (!token || !isLive(token, token.refreshExpiresAt, deps.clock.nowMs())) return null;
  const user = await deps.store.users.get(token.userId);
  if (!user || !canUseAccount(user)) return null;
  await deps.store.auth.revoke(token.id);
  return issueToken(deps, user, token.mfaPending);
}

/** POST /auction/logout: the token stops working at once. */
export async function logout(deps: CoreDeps, tokenId: Id): Promise<void> {
  await deps.store.auth.revoke(tokenId);
}
