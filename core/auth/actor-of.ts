/**
 * The actor of an embedding program's call: a user of the store, looked up by login name. An embedder
 * authenticates people its own way (a portal's single sign-on, a batch job's service account) and
 * then acts as one of the application's users, whose roles decide what each use case allows.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';

/** The user with this login name as an actor; NOT_FOUND when none, FORBIDDEN when disabled or locked. */
export async function actorOf(deps: Pick<CoreDeps, 'store'>, loginName: string): Promise<Result<Actor, 'NOT_FOUND' | 'FORBIDDEN'>> {
  const user = await deps.store.users.getByLogin(loginName.trim());
  if (!user) return fail('NOT_FOUND', MSG.NOT_FOUND);
  if (!user.accountEnabled || user.accountLocked) return fail('FORBIDDEN', MSG.FORBIDDEN);
  return ok({ user, roles: user.roles });
}
