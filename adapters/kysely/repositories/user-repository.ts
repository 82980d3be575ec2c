import { sql, type Selectable } from 'kysely';
import type { User, UserCredentials } from '../../../core/domain/entities';
import { ROLE_CODES, type RoleCode } from '../../../core/domain/roles';
import type { NewUser, UserRepository } from '../../../core/ports/repositories';
import { atomically, pick, type RepoContext } from '../codec';
import type { UsersTable } from '../schema';
import { assertUpdated } from './not-found';

export const roleOrder = (a: RoleCode, b: RoleCode) => ROLE_CODES.indexOf(a) - ROLE_CODES.indexOf(b);

export const toUser = (r: Selectable<UsersTable>, roles: RoleCode[]): User => ({ ...r, roles: [...roles].sort(roleOrder) });

/** The user's own columns, written as they are (`userRow`). */
const PROFILE = [
  'loginName',
  'firstName',
  'lastName',
  'emailAddress',
  'borrowerId',
  'clientId',
  'bidderId',
  'accountEnabled',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'fax',
] as const;

/** The users row of `user`; a new user is unlocked and without MFA unless it says otherwise. */
const userRow = (user: NewUser, failedLoginCount: number) => ({
  ...pick(user, PROFILE),
  accountLocked: user.accountLocked ?? false,
  failedLoginCount,
  mfaEnabled: user.mfaEnabled ?? false,
});

export const createUserRepository = (ctx: RepoContext): UserRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createUserRepository(c);
  /** Role codes of the given users, keyed by user id. */
  const rolesOf = async (userIds: number[] | 'all'): Promise<Map<number, RoleCode[]>> => {
    let q = db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.roleId')
      .select(['user_roles.userId', 'roles.roleCode']);
    if (userIds !== 'all') {
      if (userIds.length === 0) return new Map();
      q = q.where('user_roles.userId', 'in', userIds);
    }
    const map = new Map<number, RoleCode[]>();
    for (const r of await q.execute()) {
      const list = map.get(r.userId) ?? [];
      list.push(r.roleCode);
      map.set(r.userId, list);
    }
    return map;
  };

  const withRoles = async (rows: Selectable<UsersTable>[], scope: 'all' | 'these'): Promise<User[]> => {
    const roles = await rolesOf(scope === 'all' ? 'all' : rows.map((r) => r.id));
    return rows.map((r) => toUser(r, roles.get(r.id) ?? []));
  };

  const one = async (row: Selectable<UsersTable> | undefined): Promise<User | null> =>
    row ? ((await withRoles([row], 'these'))[0] ?? null) : null;

  const replaceRoles = async (userId: number, roles: RoleCode[]) => {
    await db.deleteFrom('user_roles').where('userId', '=', userId).execute();
    const unique = [...new Set(roles)];
    if (unique.length === 0) return;
    const ids = await db.selectFrom('roles').select('id').where('roleCode', 'in', unique).execute();
    if (ids.length !== unique.length) throw new Error(`Unknown role code in ${unique.join(', ')}`);
    await db.insertInto('user_roles').values(ids.map((r) => ({ userId, roleId: r.id }))).execute();
  };

  const get = async (id: number) => one(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());

  return {
    roles: () => db.selectFrom('roles').selectAll().orderBy('id').execute(),
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
        .values(userRow(user, 0))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_credentials').values({ userId: r.id }).execute();
      await replaceRoles(r.id, user.roles);
      return (await get(r.id)) as User;
    },
    async update(user) {
      const outer = atomically(ctx, self, (r) => r.update(user));
      if (outer) return outer;
      const res = await db
        .updateTable('users')
        .set(userRow(user, user.failedLoginCount))
        .where('id', '=', user.id)
        .executeTakeFirst();
      assertUpdated(res, 'user', user.id);
      await replaceRoles(user.id, user.roles);
      return (await get(user.id)) as User;
    },
    async getCredentials(userId) {
      const r = await db.selectFrom('user_credentials').selectAll().where('userId', '=', userId).executeTakeFirst();
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
    async advanceOtpLastStep(userId, step) {
      const r = await db
        .updateTable('user_credentials')
        .set({ otpLastStep: step })
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('otpLastStep', 'is', null), eb('otpLastStep', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
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
    values: Partial<Omit<UserCredentials, 'userId'>>,
  ) {
    await db
      .insertInto('user_credentials')
      .values({ userId, ...values })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
  }
};
