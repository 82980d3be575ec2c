/**
 * The first manager of a fresh installation: the one user created without an acting user, because
 * nobody could act yet (`sla user add` on an empty database, an embedding program's set-up). Refused
 * (CONFLICT, "A manager already exists") as soon as any usable user may administer users, so it can
 * never add a manager behind an existing one's back; the user it creates must itself be able to
 * administer users. A repeat is a conflict with the database's state, not a question of who calls: it
 * has no caller to refuse.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { User } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, type Result } from '../domain/result';
import { can, rolesFor } from '../policy/capabilities';
import { validateUserSaveRequest, type UserSaveRequestInput } from '../validation/user-form';
import { BLANK_USER, saveUser, type UserSaved } from './users';

const usableAdministrator = (u: User): boolean => u.accountEnabled && !u.accountLocked && can(u.roles, 'administerUsers');

/** True while no usable user may administer users (the only time `createFirstManager` acts). */
export async function needsFirstManager(deps: CoreDeps): Promise<boolean> {
  return !(await deps.store.users.list()).some(usableAdministrator);
}

/** The installation itself, acting once: a manager with no user record (id 0 is never a stored user's). */
const installation = (): Actor => {
  const roles = [...rolesFor('administerUsers')];
  const user: User = { ...BLANK_USER, id: 0, loginName: 'installation', firstName: 'Installation', roles };
  return { user, roles };
};

/**
 * Creates the first manager of a fresh installation, the one use case without an acting user (nobody
 * could act yet), with the user form's validation and messages. FORBIDDEN once any usable user may
 * administer users; the user it creates must itself be able to.
 *
 * @example
 * ```ts
 * unwrap(await core.users.createFirstManager({ loginName: 'manager', firstName: 'Morgan', lastName: 'Lee', emailAddress: 'morgan.lee@agent.example', roles: ['MANAGER'] }));
 * const firstManager = unwrap(await core.actor('manager'));
 * ```
 */
export async function createFirstManager(deps: CoreDeps, input: UserSaveRequestInput): Promise<Result<UserSaved>> {
  if (!(await needsFirstManager(deps))) return fail('CONFLICT', MSG.MANAGER_ALREADY_EXISTS);
  const valid = validateUserSaveRequest({ ...input, id: -1 });
  if (!valid.ok) return valid;
  if (!can(valid.value.roles, 'administerUsers')) return fail('VALIDATION', MSG.UNABLE_TO_CREATE_USER, { roles: MSG.FIRST_USER_MUST_ADMINISTER_USERS });
  return saveUser(deps, installation(), valid.value);
}
