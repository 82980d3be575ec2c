import type { Id, Instant, User } from '../../domain/entities';
import type { RoleCode } from '../../domain/roles';

export interface AccessToken {
  id: Id;
  userId: Id;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  accessHash: string;
  refreshHash: string;
  accessExpiresAt: Instant;
  refreshExpiresAt: Instant;
  /** True until the one-time code is verified, for users with MFA enabled. */
  mfaPending: boolean;
  revoked: boolean;
  createdAt: Instant;
  /** The id of the first token of the sign-in; every refresh carries it (reuse revokes the family). */
  familyId: Id;
  /** The absolute end of the session, which refreshing never moves (null: tokens older than it). */
  sessionExpiresAt: Instant | null;
}

/**
 * What decides whether a signed-in session still holds, read for many tokens at once by the servers'
 * watch over their open event streams.
 */
export interface SessionState {
  tokenId: Id;
  userId: Id;
  revoked: boolean;
  accessExpiresAt: Instant;
  accountEnabled: boolean;
  accountLocked: boolean;
  /** The user's role codes now, sorted (codes core does not know left out). */
  roles: RoleCode[];
}

/** Sign-in throttle state of a (login, address) pair, or of a login over every address (address ''). */
export interface SignInThrottle {
  /** Failures inside the current window (the window starts again after a quiet one). */
  failures: number;
  /** Attempts before this instant are refused without checking the password. */
  blockedUntil: Instant | null;
  lastFailureAt: Instant | null;
  lastSuccessAt: Instant | null;
}

export interface PasswordResetCode {
  id: Id;
  userId: Id;
  codeHash: string;
  expiresAt: Instant;
  usedAt: Instant | null;
}

export interface AuthRepository {
  /** A new token; without `familyId` it starts a new family (its own id). */
  createToken(
    token: Omit<AccessToken, 'id' | 'revoked' | 'familyId' | 'sessionExpiresAt'> & { familyId?: Id; sessionExpiresAt?: Instant | null },
  ): Promise<AccessToken>;
  findByAccessHash(accessHash: string): Promise<AccessToken | null>;
  /** The token with this access hash and its user (with roles), in one query; null when unknown. */
  findSession(accessHash: string): Promise<{ token: AccessToken; user: User } | null>;
  findByRefreshHash(refreshHash: string): Promise<AccessToken | null>;
  markMfaVerified(tokenId: Id): Promise<void>;
  revoke(tokenId: Id): Promise<void>;
  revokeAllForUser(userId: Id): Promise<void>;
  /** Revokes the token unless already revoked, atomically: true when this call revoked it. */
  revokeIfLive(tokenId: Id): Promise<boolean>;
  /** Revokes every token of a family (refresh-token reuse). */
  revokeFamily(familyId: Id): Promise<void>;
  /**
   * The state of each of these tokens and of its user, read together in one statement (one per
   * thousand ids), in no particular order; ids of no token are left out.
   */
  sessionStates(tokenIds: readonly Id[]): Promise<SessionState[]>;
  createResetCode(code: Omit<PasswordResetCode, 'id' | 'usedAt'>): Promise<PasswordResetCode>;
  /** The unused code of a user with this hash, or null. */
  findResetCode(userId: Id, codeHash: string): Promise<PasswordResetCode | null>;
  markResetCodeUsed(id: Id, at: Instant): Promise<void>;
  /** Marks every unused code of the user used (a new link makes older ones void). */
  voidResetCodes(userId: Id, at: Instant): Promise<void>;
  /** Failed sign-in attempts keyed by "login:<name>" or "ip:<address>". */
  recordLoginFailure(key: string, at: Instant): Promise<void>;
  countLoginFailures(key: string, since: Instant): Promise<number>;
  clearLoginFailures(key: string): Promise<void>;
  /**
   * Counts a failed sign-in of the pair, atomically across servers: the count restarts at 1 when
   * the last failure is before `windowStart`. Answers the new count.
   */
  recordSignInFailure(login: string, address: string, at: Instant, windowStart: Instant): Promise<number>;
  getSignInThrottle(login: string, address: string): Promise<SignInThrottle | null>;
  /** Refuses the pair's attempts until `until` (the row must exist: recordSignInFailure first). */
  blockSignIn(login: string, address: string, until: Instant): Promise<void>;
  /** A success: the pair's failures and block go, its last success is `at`. */
  recordSignInSuccess(login: string, address: string, at: Instant): Promise<void>;
  /** Forgets the failures and blocks of a login on every address (manager unlock, password reset). */
  clearSignInThrottle(login: string): Promise<void>;
  /**
   * Deletes failure rows older than `failuresBefore` (login_failures, and throttle rows with no
   * block left), and success marks older than `successesBefore`.
   */
  purgeSignInRecords(failuresBefore: Instant, successesBefore: Instant): Promise<void>;
}
