import type { AuthRepository } from '../../../core/ports/repositories';
import { canonicalInstant, toCount, withoutId, type RepoContext } from '../codec';
import { assertUpdated } from './not-found';

export const createAuthRepository = ({ db }: RepoContext): AuthRepository => ({
  async createToken(token) {
    return db
      .insertInto('accessTokens')
      .values({
        ...withoutId(token),
        accessExpiresAt: canonicalInstant(token.accessExpiresAt),
        refreshExpiresAt: canonicalInstant(token.refreshExpiresAt),
        revoked: false,
        createdAt: canonicalInstant(token.createdAt),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  async findByAccessHash(accessHash) {
    return (await db.selectFrom('accessTokens').selectAll().where('accessHash', '=', accessHash).executeTakeFirst()) ?? null;
  },
  async findByRefreshHash(refreshHash) {
    return (await db.selectFrom('accessTokens').selectAll().where('refreshHash', '=', refreshHash).executeTakeFirst()) ?? null;
  },
  async markMfaVerified(tokenId) {
    assertUpdated(await db.updateTable('accessTokens').set({ mfaPending: false }).where('id', '=', tokenId).executeTakeFirst(), 'token', tokenId);
  },
  async revoke(tokenId) {
    assertUpdated(await db.updateTable('accessTokens').set({ revoked: true }).where('id', '=', tokenId).executeTakeFirst(), 'token', tokenId);
  },
  async revokeAllForUser(userId) {
    await db.updateTable('accessTokens').set({ revoked: true }).where('userId', '=', userId).execute();
  },
  async createResetCode({ userId, codeHash, expiresAt }) {
    return db
      .insertInto('passwordResetCodes')
      .values({ userId, codeHash, expiresAt: canonicalInstant(expiresAt), usedAt: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  /** Expiry is the caller's check (it owns the clock); the newest matching unused code wins. */
  async findResetCode(userId, codeHash) {
    const r = await db
      .selectFrom('passwordResetCodes')
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
      await db.updateTable('passwordResetCodes').set({ usedAt: canonicalInstant(at) }).where('id', '=', id).executeTakeFirst(),
      'reset code',
      id,
    );
  },
  async recordLoginFailure(failureKey, at) {
    await db.insertInto('loginFailures').values({ failureKey, at: canonicalInstant(at) }).execute();
  },
  /** Failures at or after `since`. */
  async countLoginFailures(failureKey, since) {
    const r = await db
      .selectFrom('loginFailures')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('failureKey', '=', failureKey)
      .where('at', '>=', canonicalInstant(since))
      .executeTakeFirst();
    return toCount(r?.n);
  },
  async clearLoginFailures(failureKey) {
    await db.deleteFrom('loginFailures').where('failureKey', '=', failureKey).execute();
  },
});
