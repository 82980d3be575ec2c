/**
 * Who a command acts as. The CLI is an operator's tool (whoever runs it holds the database), so it
 * asks for no sign-in; but every use case checks its actor (core/policy/actor-guard.ts), so each
 * command names one: `--as LOGIN`, else the first usable user holding the capability it needs.
 * A database where nobody may administer users yet gets its first manager from `sla user add`
 * through core's createFirstManager, which needs no actor.
 */
import type { CoreDeps } from '../core/app/deps';
import type { Actor } from '../core/policy/actor';
import type { User } from '../core/domain/entities';
import { can, type Capability } from '../core/policy/capabilities';
import { CliError, EXIT } from './cli-error';

const usable = (u: User): boolean => u.accountEnabled && !u.accountLocked;

/** The actor of a command: `login` when given (the use case then checks its roles), else the first usable holder of `capability`. */
export async function actingUser(deps: CoreDeps, capability: Capability, login?: string): Promise<Actor> {
  if (login !== undefined) {
    const user = await deps.store.users.getByLogin(login.trim());
    if (!user) throw new CliError(`No user with login name "${login}"`, EXIT.NOT_FOUND);
    return { user, roles: user.roles };
  }
  const user = (await deps.store.users.list()).find((u) => usable(u) && can(u.roles, capability));
  if (!user) throw new CliError(`No usable user may ${capability}: create one or pass --as LOGIN`, EXIT.NOT_FOUND);
  return { user, roles: user.roles };
}
