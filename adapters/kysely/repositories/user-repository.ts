import { sql, type Selectable } from 'kysely';
import type { User } from '../../../core/domain/entities';
import { ROLE_CODES, type RoleCode } from '../../../core/domain/roles';
import type { NewUser, UserRepository } from '../../../core/ports/repositories';
import { atomically, fromBool, toBool, type RepoContext } from '../codec';
import type { UsersTable } from '../schema';
import { assertUpdated } from './not-found';

export const roleOrder = (a: RoleCode, b: RoleCode) => ROLE_CODES.indexOf(a) - ROLE_CODES.indexOf(b);

export const toUser = (r: Selectable<UsersTable>, roles: RoleCode[]): User => ({
  id: r.id,
  loginName: r.login_name,
  firstName: r.first_name,
  lastName: r.last_name,
  emailAddress: r.email_address,
  borrowerId: r.borrower_id,
  clientId: r.client_id,
  roles: [...roles].sort(roleOrder),
  bidderId: r.bidder_id,
  accountEnabled: fromBool(r.account_enabled),
  accountLocked: fromBool(r.account_locked),
  failedLoginCount: r.failed_login_count,
  mfaEnabled: fromBool(r.mfa_enabled),
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  country: r.country,
  phone: r.phone,
  fax: r.fax,
});

export const createUserRepository = (ctx: RepoContext): UserRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createUserRepository(c);
  const profile = (u: NewUser) => ({
    login_name: u.loginName,
    first_name: u.firstName,
    last_name: u.lastName,
    email_address: u.emailAddress,
    borrower_id: u.borrowerId,
    client_id: u.clientId,
    bidder_id: u.bidderId,
    account_enabled: toBool(engine, u.accountEnabled),
    address1: u.address1,
    address2: u.address2,
    city: u.city,
    state: u.state,
    zip: u.zip,
    country: u.country,
    phone: u.phone,
    fax: u.fax,
  });

  /** Role codes of the given users, keyed by user id. */
  const rolesOf = async (userIds: number[] | 'all'): Promise<Map<number, RoleCode[]>> => {
    let q = db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['user_roles.user_id as userId', 'roles.role_code as roleCode']);
    if (userIds !== 'all') {
      if (userIds.length === 0) return new Map();
      q = q.where('user_roles.user_id', 'in', userIds);
    }
    const map = new Map<number, RoleCode[]>();
    for (const r of await q.execute()) {
      const list = map.get(r.userId) ?? [];
      list.push(r.roleCode as RoleCode);
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
    await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    const unique = [...new Set(roles)];
    if (unique.length === 0) return;
    const ids = await db.selectFrom('roles').select(['id', 'role_code']).where('role_code', 'in', unique).execute();
    if (ids.length !== unique.length) throw new Error(`Unknown role code in ${unique.join(', ')}`);
    await db.insertInto('user_roles').values(ids.map((r) => ({ user_id: userId, role_id: r.id }))).execute();
  };

  const get = async (id: number) => one(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());

  return {
    async roles() {
      const rows = await db.selectFrom('roles').selectAll().orderBy('id').execute();
      return rows.map((r) => ({
        id: r.id,
        roleCode: r.role_code as RoleCode,
        roleName: r.role_name,
        roleDescription: r.role_description,
        isInternal: fromBool(r.is_internal),
      }));
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
      const rows = await db.selectFrom('users').selectAll().where('borrower_id', '=', borrowerId).orderBy('id').execute();
      return withRoles(rows, 'these');
    },
    async create(user) {
      const outer = atomically(ctx, self, (r) => r.create(user));
      if (outer) return outer;
      const r = await db
        .insertInto('users')
        .values({
          ...profile(user),
          account_locked: toBool(engine, user.accountLocked ?? false),
          failed_login_count: 0,
          mfa_enabled: toBool(engine, user.mfaEnabled ?? false),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_credentials').values({ user_id: r.id }).execute();
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
          account_locked: toBool(engine, user.accountLocked),
          failed_login_count: user.failedLoginCount,
          mfa_enabled: toBool(engine, user.mfaEnabled),
        })
        .where('id', '=', user.id)
        .executeTakeFirst();
      assertUpdated(res, 'user', user.id);
      await replaceRoles(user.id, user.roles);
      return (await get(user.id)) as User;
    },
    async getCredentials(userId) {
      const r = await db.selectFrom('user_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return {
        userId,
        passwordHash: r?.password_hash ?? null,
        otpSecret: r?.otp_secret ?? null,
        otpLastStep: r?.otp_last_step === null || r?.otp_last_step === undefined ? null : Number(r.otp_last_step),
      };
    },
    async setPasswordHash(userId, passwordHash) {
      await upsertCredentials(userId, { password_hash: passwordHash });
    },
    async setOtpSecret(userId, otpSecret) {
      const outer = atomically(ctx, self, (r) => r.setOtpSecret(userId, otpSecret));
      if (outer) return outer;
      await upsertCredentials(userId, { otp_secret: otpSecret, otp_last_step: null });
      assertUpdated(
        await db.updateTable('users').set({ mfa_enabled: toBool(engine, otpSecret !== null) }).where('id', '=', userId).executeTakeFirst(),
        'user',
        userId,
      );
    },
    async setOtpLastStep(userId, step) {
      await upsertCredentials(userId, { otp_last_step: step });
    },
    async advanceOtpLastStep(userId, step) {
      const r = await db
        .updateTable('user_credentials')
        .set({ otp_last_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('otp_last_step', 'is', null), eb('otp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async recordFailedLogin(userId) {
      const r = await db
        .updateTable('users')
        .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
        .where('id', '=', userId)
        .returning('failed_login_count')
        .executeTakeFirst();
      if (!r) assertUpdated({ numUpdatedRows: 0n }, 'user', userId);
      return r ? r.failed_login_count : 0;
    },
    async clearFailedLogins(userId) {
      assertUpdated(await db.updateTable('users').set({ failed_login_count: 0 }).where('id', '=', userId).executeTakeFirst(), 'user', userId);
    },
    async setLocked(userId, locked) {
      assertUpdated(
        await db.updateTable('users').set({ account_locked: toBool(engine, locked) }).where('id', '=', userId).executeTakeFirst(),
        'user',
        userId,
      );
    },
  };

  /** Credentials rows are created with the user; users created before that get one here. */
  async function upsertCredentials(
    userId: number,
    values: { password_hash?: string | null; otp_secret?: string | null; otp_last_step?: number | null },
  ) {
    await db
      .insertInto('user_credentials')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
};
