import { sql, type Selectable } from 'kysely';
import type { User } from '../../../core/domain/entities';
import { ROLE_CODES, type RoleCode } from '../../../core/domain/roles';
import type { NewUser, UserRepository } from '../../../core/ports/repositories';
import { atomically, withoutId, type RepoContext } from '../codec';
import type { UsersTable } from '../schema';
import { assertUpdated } from './not-found';

const roleOrder = (a: RoleCode, b: RoleCode) => ROLE_CODES.indexOf(a) - ROLE_CODES.indexOf(b);

type UserRow = Selectable<UsersTable>;

const toUser = (r: UserRow, roles: RoleCode[]): User => ({ ...r, roles: [...roles].sort(roleOrder) });

export const createUserRepository = (ctx: RepoContext): UserRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createUserRepository(c);
  /** Profile columns of a user: roles live in user_roles; lock, failure count and MFA are set by their own calls. */
  const profile = ({ roles: _roles, accountLocked: _locked, mfaEnabled: _mfa, failedLoginCount: _failures, ...u }: NewUser & Partial<User>) =>
    withoutId(u);

  /** Role codes of the given users, keyed by user id. */
  const rolesOf = async (userIds: number[] | 'all'): Promise<Map<number, RoleCode[]>> => {
    let q = db
      .selectFrom('userRoles')
      .innerJoin('roles', 'roles.id', 'userRoles.roleId')
      .select(['userRoles.userId', 'roles.roleCode']);
    if (userIds !== 'all') {
      if (userIds.length === 0) return new Map();
      q = q.where('userRoles.userId', 'in', userIds);
    }
    const map = new Map<number, RoleCode[]>();
    for (const r of await q.execute()) {
      const list = map.get(r.userId) ?? [];
      list.push(r.roleCode);
      map.set(r.userId, list);
    }
    return map;
  };

  const withRoles = async (rows: UserRow[], scope: 'all' | 'these'): Promise<User[]> => {
    const roles = await rolesOf(scope === 'all' ? 'all' : rows.map((r) => r.id));
    return rows.map((r) => toUser(r, roles.get(r.id) ?? []));
  };

  const one = async (row: UserRow | undefined): Promise<User | null> =>
    row ? ((await withRoles([row], 'these'))[0] ?? null) : null;

  const replaceRoles = async (userId: number, roles: RoleCode[]) => {
    await db.deleteFrom('userRoles').where('userId', '=', userId).execute();
    const unique = [...new Set(roles)];
    if (unique.length === 0) return;
    const ids = await db.selectFrom('roles').select('id').where('roleCode', 'in', unique).execute();
    if (ids.length !== unique.length) throw new Error(`Unknown role code in ${unique.join(', ')}`);
    await db.insertInto('userRoles').values(ids.map((r) => ({ userId, roleId: r.id }))).execute();
  };

  const get = async (id: number) => one(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());

  return {
    async roles() {
      return db.selectFrom('roles').selectAll().orderBy('id').execute();
    },
    list: async () => withRoles(await db.selectFrom('users').selectAll().orderBy('id').execute(), 'all'),
    get,
    async getByLogin(loginName) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
        .executeTakeFirst();
      return one(row);
    },
    async listByBorrower(borrowerId) {
      const rows = await db.selectFrom('users').selectAll().where('borrowerId', '=', borrowerId).orderBy('id').execute();
      return withRoles(rows, 'these');
    },
    async create(user) {
      const outer = atomically(ctx, self, (r) => r.create(user));
      if (outer) return outer;
      const r = await db
        .insertInto('users')
        .values({
          ...profile(user),
          accountLocked: user.accountLocked ?? false,
          failedLoginCount: 0,
          mfaEnabled: user.mfaEnabled ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('userCredentials').values({ userId: r.id }).execute();
      await replaceRoles(r.id, user.roles);
      return (await get(r.id)) as User;
    },
    async update(user) {
      const outer = atomically(ctx, self, (r) => r.update(user));
      if (outer) return outer;
      const res = await db
        .updateTable('users')
        .set({
          ...profile(user),
          accountLocked: user.accountLocked,
          failedLoginCount: user.failedLoginCount,
          mfaEnabled: user.mfaEnabled,
        })
        .where('id', '=', user.id)
        .executeTakeFirst();
      assertUpdated(res, 'user', user.id);
      await replaceRoles(user.id, user.roles);
      return (await get(user.id)) as User;
    },
    async getCredentials(userId) {
      const r = await db.selectFrom('userCredentials').selectAll().where('userId', '=', userId).executeTakeFirst();
      return {
        userId,
        passwordHash: r?.passwordHash ?? null,
        otpSecret: r?.otpSecret ?? null,
        otpLastStep: r?.otpLastStep === null || r?.otpLastStep === undefined ? null : Number(r.otpLastStep),
      };
    },
    async setPasswordHash(userId, passwordHash) {
      await upsertCredentials(userId, { passwordHash });
    },
    async setOtpSecret(userId, otpSecret) {
      const outer = atomically(ctx, self, (r) => r.setOtpSecret(userId, otpSecret));
      if (outer) return outer;
      await upsertCredentials(userId, { otpSecret, otpLastStep: null });
      assertUpdated(
        await db.updateTable('users').set({ mfaEnabled: otpSecret !== null }).where('id', '=', userId).executeTakeFirst(),
        'user',
        userId,
      );
    },
    async setOtpLastStep(userId, step) {
      await upsertCredentials(userId, { otpLastStep: step });
    },
    async recordFailedLogin(userId) {
      const r = await db
        .updateTable('users')
        .set((eb) => ({ failedLoginCount: eb('failedLoginCount', '+', 1) }))
        .where('id', '=', userId)
        .returning('failedLoginCount')
        .executeTakeFirst();
      if (!r) assertUpdated({ numUpdatedRows: 0n }, 'user', userId);
      return r ? r.failedLoginCount : 0;
    },
    async clearFailedLogins(userId) {
      assertUpdated(await db.updateTable('users').set({ failedLoginCount: 0 }).where('id', '=', userId).executeTakeFirst(), 'user', userId);
    },
    async setLocked(userId, locked) {
      assertUpdated(
        await db.updateTable('users').set({ accountLocked: locked }).where('id', '=', userId).executeTakeFirst(),
        'user',
        userId,
      );
    },
  };

  /** Credentials rows are created with the user; users created before that get one here. */
  async function upsertCredentials(
    userId: number,
    values: { passwordHash?: string | null; otpSecret?: string | null; otpLastStep?: number | null },
  ) {
    await db
      .insertInto('userCredentials')
      .values({ userId, ...values })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
  }
};
