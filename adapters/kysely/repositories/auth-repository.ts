import { sql, type Selectable } from 'kysely';
import { isRoleCode, type RoleCode } from '../../../core/domain/roles';
import { toUser } from './user-repository';
import type { AccessToken, AuthRepository, SessionState } from '../../../core/ports/repositories';
import { canonicalInstant, toCount, type RepoContext } from '../codec';
import type { AccessTokensTable, Engine, UsersTable } from '../schema';
import { prepared } from '../prepared';
import { assertUpdated } from './not-found';
import { isIdInRange } from '../../../core/validation/input-id';

/** Ids bound in one statement (well under either engine's limit of bound parameters). */
const IDS_PER_STATEMENT = 1000;

/** The user's role codes as one comma-separated text column (raw SQL: stored column names). */
const roleCodesOfUser = (engine: Engine) =>
  engine === 'postgres'
    ? sql<string | null>`(select string_agg(r.role_code, ',') from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`
    : sql<string | null>`(select group_concat(r.role_code, ',') from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = users.id)`;

const roleCodesOf = (text: string | null): RoleCode[] =>
  (text ?? '')
    .split(',')
    .filter((c): c is RoleCode => isRoleCode(c))
    .sort();

/** A token without a family is the first of its sign-in: its own family. */
const toToken = (r: Selectable<AccessTokensTable>): AccessToken => ({ ...r, familyId: r.familyId ?? r.id });

/** Addresses are bounded before they are stored (a forwarded address is at most 45 characters). */
const boundedAddress = (address: string): string => address.slice(0, 64);

/**
 * One round trip per authenticated request: the token, its user, and the user's role codes
 * aggregated into one text column (raw SQL: stored column names).
 */
const sessionQuery = prepared<string, SessionRow>((db, at, _shape, engine) => {
  const roles = roleCodesOfUser(engine);
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.userId')
    .selectAll('users')
    .select([
      'access_tokens.id as tokenId',
      'access_tokens.refreshHash',
      'access_tokens.accessExpiresAt',
      'access_tokens.refreshExpiresAt',
      'access_tokens.mfaPending',
      'access_tokens.revoked',
      'access_tokens.createdAt',
      'access_tokens.familyId',
      'access_tokens.sessionExpiresAt',
      roles.as('roleCodes'),
    ])
    .where('access_tokens.accessHash', '=', at((accessHash) => accessHash));
});

type SessionRow = Selectable<UsersTable> &
  Pick<Selectable<AccessTokensTable>, 'refreshHash' | 'accessExpiresAt' | 'refreshExpiresAt' | 'mfaPending' | 'revoked' | 'createdAt' | 'familyId' | 'sessionExpiresAt'> & {
    tokenId: number;
    roleCodes: string | null;
  };

export const createAuthRepository = (ctx: RepoContext): AuthRepository => {
  const { db } = ctx;
  return {
  async createToken(token) {
    const r = await db
      .insertInto('access_tokens')
      .values({
        userId: token.userId,
        accessHash: token.accessHash,
        refreshHash: token.refreshHash,
        accessExpiresAt: canonicalInstant(token.accessExpiresAt),
        refreshExpiresAt: canonicalInstant(token.refreshExpiresAt),
        mfaPending: token.mfaPending,
        revoked: false,
        createdAt: canonicalInstant(token.createdAt),
        familyId: token.familyId ?? null,
        sessionExpiresAt: token.sessionExpiresAt ? canonicalInstant(token.sessionExpiresAt) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toToken(r);
  },
  async findByAccessHash(accessHash) {
    const r = await db.selectFrom('access_tokens').selectAll().where('accessHash', '=', accessHash).executeTakeFirst();
    return r ? toToken(r) : null;
  },
  async findSession(accessHash) {
    const r = await sessionQuery.first(ctx, accessHash);
    if (!r) return null;
    const { tokenId, refreshHash, accessExpiresAt, refreshExpiresAt, mfaPending, revoked, createdAt, familyId, sessionExpiresAt, roleCodes, ...user } = r;
    const token = toToken({ id: tokenId, userId: user.id, accessHash, refreshHash, accessExpiresAt, refreshExpiresAt, mfaPending, revoked, createdAt, familyId, sessionExpiresAt });
    return { token, user: toUser(user, roleCodesOf(roleCodes)) };
  },
  async findByRefreshHash(refreshHash) {
    const r = await db.selectFrom('access_tokens').selectAll().where('refreshHash', '=', refreshHash).executeTakeFirst();
    return r ? toToken(r) : null;
  },
  async markMfaVerified(tokenId) {
    assertUpdated(
      await db.updateTable('access_tokens').set({ mfaPending: false }).where('id', '=', tokenId).executeTakeFirst(),
      'token',
      tokenId,
    );
  },
  async revoke(tokenId) {
    assertUpdated(
      await db.updateTable('access_tokens').set({ revoked: true }).where('id', '=', tokenId).executeTakeFirst(),
      'token',
      tokenId,
    );
  },
  async revokeAllForUser(userId) {
    await db.updateTable('access_tokens').set({ revoked: true }).where('userId', '=', userId).execute();
  },
  async revokeIfLive(tokenId) {
    const r = await db
      .updateTable('access_tokens')
      .set({ revoked: true })
      .where('id', '=', tokenId)
      .where('revoked', '=', false)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },
  async revokeFamily(familyId) {
    await db
      .updateTable('access_tokens')
      .set({ revoked: true })
      .where((eb) => eb.or([eb('id', '=', familyId), eb('familyId', '=', familyId)]))
      .execute();
  },
  /** One statement per IDS_PER_STATEMENT ids: by the token's primary key, its user by theirs. */
  async sessionStates(tokenIds) {
    const unique = [...new Set(tokenIds)].filter(isIdInRange);
    const states: SessionState[] = [];
    for (let from = 0; from < unique.length; from += IDS_PER_STATEMENT) {
      const rows = await db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.userId')
        .select([
          'access_tokens.id as tokenId',
          'access_tokens.revoked',
          'access_tokens.accessExpiresAt',
          'users.id as userId',
          'users.accountEnabled',
          'users.accountLocked',
          roleCodesOfUser(ctx.engine).as('roleCodes'),
        ])
        .where('access_tokens.id', 'in', unique.slice(from, from + IDS_PER_STATEMENT))
        .execute();
      for (const { roleCodes, ...r } of rows) states.push({ ...r, roles: roleCodesOf(roleCodes) });
    }
    return states;
  },
  async voidResetCodes(userId, at) {
    await db
      .updateTable('password_reset_codes')
      .set({ usedAt: canonicalInstant(at) })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
  },
  async createResetCode(code) {
    return db
      .insertInto('password_reset_codes')
      .values({ userId: code.userId, codeHash: code.codeHash, expiresAt: canonicalInstant(code.expiresAt), usedAt: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  /** Expiry is the caller's check (it owns the clock); the newest matching unused code wins. */
  async findResetCode(userId, codeHash) {
    const r = await db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('userId', '=', userId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return r ?? null;
  },
  async markResetCodeUsed(id, at) {
    assertUpdated(
      await db.updateTable('password_reset_codes').set({ usedAt: canonicalInstant(at) }).where('id', '=', id).executeTakeFirst(),
      'reset code',
      id,
    );
  },
  async recordLoginFailure(key, at) {
    await db.insertInto('login_failures').values({ failureKey: key, at: canonicalInstant(at) }).execute();
  },
  /** Failures at or after `since`. */
  async countLoginFailures(key, since) {
    const r = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('failureKey', '=', key)
      .where('at', '>=', canonicalInstant(since))
      .executeTakeFirst();
    return toCount(r?.n);
  },
  async clearLoginFailures(key) {
    await db.deleteFrom('login_failures').where('failureKey', '=', key).execute();
  },
  async recordSignInFailure(login, address, at, windowStart) {
    const now = canonicalInstant(at);
    const since = canonicalInstant(windowStart);
    const r = await db
      .insertInto('sign_in_throttle')
      .values({ login, address: boundedAddress(address), failures: 1, blockedUntil: null, lastFailureAt: now, lastSuccessAt: null })
      .onConflict((oc) =>
        oc.columns(['login', 'address']).doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('sign_in_throttle.lastFailureAt', '>=', since)
            .then(eb(eb.ref('sign_in_throttle.failures'), '+', 1))
            .else(1)
            .end(),
          lastFailureAt: now,
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
    return r ? { failures: Number(r.failures), blockedUntil: r.blockedUntil, lastFailureAt: r.lastFailureAt, lastSuccessAt: r.lastSuccessAt } : null;
  },
  async blockSignIn(login, address, until) {
    await db
      .updateTable('sign_in_throttle')
      .set({ blockedUntil: canonicalInstant(until) })
      .where('login', '=', login)
      .where('address', '=', boundedAddress(address))
      .execute();
  },
  async recordSignInSuccess(login, address, at) {
    const now = canonicalInstant(at);
    await db
      .insertInto('sign_in_throttle')
      .values({ login, address: boundedAddress(address), failures: 0, blockedUntil: null, lastFailureAt: null, lastSuccessAt: now })
      .onConflict((oc) => oc.columns(['login', 'address']).doUpdateSet({ failures: 0, blockedUntil: null, lastSuccessAt: now }))
      .execute();
  },
  async clearSignInThrottle(login) {
    await db.deleteFrom('sign_in_throttle').where('login', '=', login).where('lastSuccessAt', 'is', null).execute();
    await db.updateTable('sign_in_throttle').set({ failures: 0, blockedUntil: null }).where('login', '=', login).execute();
  },
  async purgeSignInRecords(failuresBefore, successesBefore) {
    const old = canonicalInstant(failuresBefore);
    await db.deleteFrom('login_failures').where('at', '<', old).execute();
    await db
      .deleteFrom('sign_in_throttle')
      .where((eb) =>
        eb.and([
          eb.or([eb('lastFailureAt', 'is', null), eb('lastFailureAt', '<', old)]),
          eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<', old)]),
          eb.or([eb('lastSuccessAt', 'is', null), eb('lastSuccessAt', '<', canonicalInstant(successesBefore))]),
        ]),
      )
      .execute();
  },
  };
};
