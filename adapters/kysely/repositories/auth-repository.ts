import { sql, type Selectable } from 'kysely';
import { isRoleCode, type RoleCode } from '../../../core/domain/roles';
import { toUser } from './user-repository';
import type { AccessToken, AuthRepository, PasswordResetCode } from '../../../core/ports/repositories';
import { canonicalInstant, fromBool, fromTs, fromTsOrNull, toBool, toCount, type RepoContext } from '../codec';
import type { AccessTokensTable, PasswordResetCodesTable } from '../schema';
import { assertUpdated } from './not-found';

const toToken = (r: Selectable<AccessTokensTable>): AccessToken => ({
  id: r.id,
  userId: r.user_id,
  accessHash: r.access_hash,
  refreshHash: r.refresh_hash,
  accessExpiresAt: fromTs(r.access_expires_at),
  refreshExpiresAt: fromTs(r.refresh_expires_at),
  mfaPending: fromBool(r.mfa_pending),
  revoked: fromBool(r.revoked),
  createdAt: fromTs(r.created_at),
  familyId: r.family_id ?? r.id,
  sessionExpiresAt: fromTsOrNull(r.session_expires_at),
});

/** Addresses are bounded before they are stored (a forwarded address is at most 45 characters). */
const boundedAddress = (address: string): string => address.slice(0, 64);

const toResetCode = (r: Selectable<PasswordResetCodesTable>): PasswordResetCode => ({
  id: r.id,
  userId: r.user_id,
  codeHash: r.code_hash,
  expiresAt: fromTs(r.expires_at),
  usedAt: fromTsOrNull(r.used_at),
});

export const createAuthRepository = ({ db, engine }: RepoContext): AuthRepository => ({
  async createToken(token) {
    const r = await db
      .insertInto('access_tokens')
      .values({
        user_id: token.userId,
        access_hash: token.accessHash,
        refresh_hash: token.refreshHash,
        access_expires_at: canonicalInstant(token.accessExpiresAt),
        refresh_expires_at: canonicalInstant(token.refreshExpiresAt),
        mfa_pending: toBool(engine, token.mfaPending),
        revoked: toBool(engine, false),
        created_at: canonicalInstant(token.createdAt),
        family_id: token.familyId ?? null,
        session_expires_at: token.sessionExpiresAt ? canonicalInstant(token.sessionExpiresAt) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toToken(r);
  },
  async findByAccessHash(accessHash) {
    const r = await db.selectFrom('access_tokens').selectAll().where('access_hash', '=', accessHash).executeTakeFirst();
    return r ? toToken(r) : null;
  },
  async findSession(accessHash) {
    // One round trip per authenticated request: the token, its user, and the user's role codes
    // aggregated into one text column.
    const roles =
      engine === 'postgres'
        ? sql<string | null>`(select string_agg(r.role_code, ',') from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`
        : sql<string | null>`(select group_concat(r.role_code, ',') from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`;
    const r = await db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .selectAll('users')
      .select([
        'access_tokens.id as t_id',
        'access_tokens.access_hash as t_access_hash',
        'access_tokens.refresh_hash as t_refresh_hash',
        'access_tokens.access_expires_at as t_access_expires_at',
        'access_tokens.refresh_expires_at as t_refresh_expires_at',
        'access_tokens.mfa_pending as t_mfa_pending',
        'access_tokens.revoked as t_revoked',
        'access_tokens.created_at as t_created_at',
        'access_tokens.family_id as t_family_id',
        'access_tokens.session_expires_at as t_session_expires_at',
        roles.as('role_codes'),
      ])
      .where('access_tokens.access_hash', '=', accessHash)
      .executeTakeFirst();
    if (!r) return null;
    const token = toToken({
      id: r.t_id,
      user_id: r.id,
      access_hash: r.t_access_hash,
      refresh_hash: r.t_refresh_hash,
      access_expires_at: r.t_access_expires_at,
      refresh_expires_at: r.t_refresh_expires_at,
      mfa_pending: r.t_mfa_pending,
      revoked: r.t_revoked,
      created_at: r.t_created_at,
      family_id: r.t_family_id,
      session_expires_at: r.t_session_expires_at,
    });
    const codes = (r.role_codes ?? '').split(',').filter((c): c is RoleCode => isRoleCode(c));
    return { token, user: toUser(r, codes) };
  },
  async findByRefreshHash(refreshHash) {
    const r = await db.selectFrom('access_tokens').selectAll().where('refresh_hash', '=', refreshHash).executeTakeFirst();
    return r ? toToken(r) : null;
  },
  async markMfaVerified(tokenId) {
    assertUpdated(
      await db.updateTable('access_tokens').set({ mfa_pending: toBool(engine, false) }).where('id', '=', tokenId).executeTakeFirst(),
      'token',
      tokenId,
    );
  },
  async revoke(tokenId) {
    assertUpdated(
      await db.updateTable('access_tokens').set({ revoked: toBool(engine, true) }).where('id', '=', tokenId).executeTakeFirst(),
      'token',
      tokenId,
    );
  },
  async revokeAllForUser(userId) {
    await db.updateTable('access_tokens').set({ revoked: toBool(engine, true) }).where('user_id', '=', userId).execute();
  },
  async revokeIfLive(tokenId) {
    const r = await db
      .updateTable('access_tokens')
      .set({ revoked: toBool(engine, true) })
      .where('id', '=', tokenId)
      .where('revoked', '=', toBool(engine, false))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },
  async revokeFamily(familyId) {
    await db
      .updateTable('access_tokens')
      .set({ revoked: toBool(engine, true) })
      .where((eb) => eb.or([eb('id', '=', familyId), eb('family_id', '=', familyId)]))
      .execute();
  },
  async voidResetCodes(userId, at) {
    await db
      .updateTable('password_reset_codes')
      .set({ used_at: canonicalInstant(at) })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  },
  async createResetCode(code) {
    const r = await db
      .insertInto('password_reset_codes')
      .values({ user_id: code.userId, code_hash: code.codeHash, expires_at: canonicalInstant(code.expiresAt), used_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toResetCode(r);
  },
  /** Expiry is the caller's check (it owns the clock); the newest matching unused code wins. */
  async findResetCode(userId, codeHash) {
    const r = await db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return r ? toResetCode(r) : null;
  },
  async markResetCodeUsed(id, at) {
    assertUpdated(
      await db.updateTable('password_reset_codes').set({ used_at: canonicalInstant(at) }).where('id', '=', id).executeTakeFirst(),
      'reset code',
      id,
    );
  },
  async recordLoginFailure(key, at) {
    await db.insertInto('login_failures').values({ failure_key: key, at: canonicalInstant(at) }).execute();
  },
  /** Failures at or after `since`. */
  async countLoginFailures(key, since) {
    const r = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('failure_key', '=', key)
      .where('at', '>=', canonicalInstant(since))
      .executeTakeFirst();
    return toCount(r?.n);
  },
  async clearLoginFailures(key) {
    await db.deleteFrom('login_failures').where('failure_key', '=', key).execute();
  },
  async recordSignInFailure(login, address, at, windowStart) {
    const now = canonicalInstant(at);
    const since = canonicalInstant(windowStart);
    const r = await db
      .insertInto('sign_in_throttle')
      .values({ login, address: boundedAddress(address), failures: 1, blocked_until: null, last_failure_at: now, last_success_at: null })
      .onConflict((oc) =>
        oc.columns(['login', 'address']).doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('sign_in_throttle.last_failure_at', '>=', since)
            .then(eb(eb.ref('sign_in_throttle.failures'), '+', 1))
            .else(1)
            .end(),
          last_failure_at: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(r.failures);
  },
  async getSignInThrottle(login, address) {
    const r = await db
      .selectFrom('sign_in_throttle')
      .selectAll()
      .where('login', '=', login)
      .where('address', '=', boundedAddress(address))
      .executeTakeFirst();
    return r
      ? {
          failures: Number(r.failures),
          blockedUntil: fromTsOrNull(r.blocked_until),
          lastFailureAt: fromTsOrNull(r.last_failure_at),
          lastSuccessAt: fromTsOrNull(r.last_success_at),
        }
      : null;
  },
  async blockSignIn(login, address, until) {
    await db
      .updateTable('sign_in_throttle')
      .set({ blocked_until: canonicalInstant(until) })
      .where('login', '=', login)
      .where('address', '=', boundedAddress(address))
      .execute();
  },
  async recordSignInSuccess(login, address, at) {
    const now = canonicalInstant(at);
    await db
      .insertInto('sign_in_throttle')
      .values({ login, address: boundedAddress(address), failures: 0, blocked_until: null, last_failure_at: null, last_success_at: now })
      .onConflict((oc) => oc.columns(['login', 'address']).doUpdateSet({ failures: 0, blocked_until: null, last_success_at: now }))
      .execute();
  },
  async clearSignInThrottle(login) {
    await db.deleteFrom('sign_in_throttle').where('login', '=', login).where('last_success_at', 'is', null).execute();
    await db.updateTable('sign_in_throttle').set({ failures: 0, blocked_until: null }).where('login', '=', login).execute();
  },
  async purgeSignInRecords(failuresBefore, successesBefore) {
    const old = canonicalInstant(failuresBefore);
    await db.deleteFrom('login_failures').where('at', '<', old).execute();
    await db
      .deleteFrom('sign_in_throttle')
      .where((eb) =>
        eb.and([
          eb.or([eb('last_failure_at', 'is', null), eb('last_failure_at', '<', old)]),
          eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', old)]),
          eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', canonicalInstant(successesBefore))]),
        ]),
      )
      .execute();
  },
});
