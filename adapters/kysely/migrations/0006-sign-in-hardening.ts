/**
 * Sign-in hardening:
 * - `sign_in_throttle`: one row per (login, address) pair, and one per login over every address
 *   (address ''), with the failures inside the current window, a temporary block that expires on its
 *   own, and the last success (an address the owner signed in from is not held by the login-wide
 *   lock). Bounded keys: the login is capped at the edge, the address at 64 characters.
 * - `access_tokens.family_id` (the first token of a sign-in; refreshed tokens carry it, so a replayed
 *   refresh token revokes the family) and `session_expires_at` (the absolute session end that
 *   refreshing cannot move).
 * - indexes that let old failure rows be purged.
 */
import type { Kysely, Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';
import { columnTypes } from './column-types';

export const signInHardening = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    const { ts } = columnTypes(engine);
    const s = db.schema;
    await s
      .createTable('sign_in_throttle')
      .addColumn('login', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('blocked_until', ts)
      .addColumn('last_failure_at', ts)
      .addColumn('last_success_at', ts)
      .addPrimaryKeyConstraint('sign_in_throttle_pk', ['login', 'address'])
      .execute();
    await s.createIndex('sign_in_throttle_failure_idx').on('sign_in_throttle').column('last_failure_at').execute();
    await s.createIndex('login_failures_at_idx').on('login_failures').column('at').execute();
    await s.alterTable('access_tokens').addColumn('family_id', 'integer').execute();
    await s.alterTable('access_tokens').addColumn('session_expires_at', ts).execute();
    await s.createIndex('access_tokens_family_idx').on('access_tokens').column('family_id').execute();
  },
});
