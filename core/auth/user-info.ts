/** GET /auction/userheaderinfo and GET /principalroles. */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Id } from '../domain/entities';
import { ok, type Result } from '../domain/result';
import type { RoleCode } from '../domain/roles';
import { refusedUnlessUsable } from '../policy/actor-guard';

export interface UserHeaderInfo {
  firstName: string;
  lastName: string;
  /** The borrower's name for borrower users, the client's name for client users, else empty. */
  companyName: string;
  /** The client of a CLIENT user (the web sends it with list calls), else null. */
  clientId: Id | null;
  loginName: string;
}

/** GET /auction/userheaderinfo (any signed-in user): the header's name, company and client of the caller. */
export async function userHeaderInfo(deps: CoreDeps, who: Actor): Promise<Result<UserHeaderInfo, 'FORBIDDEN'>> {
  const denied = refusedUnlessUsable(who);
  if (denied) return denied;
  const { user } = who;
  let companyName = '';
  if (user.borrowerId !== null) companyName = (await deps.store.borrowers.get(user.borrowerId))?.companyName ?? '';
  else if (user.clientId !== null) companyName = (await deps.store.clients.get(user.clientId))?.clientName ?? '';
  return ok({ firstName: user.firstName, lastName: user.lastName, companyName, clientId: user.clientId, loginName: user.loginName });
}

/** GET /principalroles (any signed-in user): the caller's role codes. */
export function principalRoles(_deps: CoreDeps, who: Actor): Result<Array<{ authority: RoleCode }>, 'FORBIDDEN'> {
  const denied = refusedUnlessUsable(who);
  if (denied) return denied;
  return ok(who.roles.map((authority) => ({ authority })));
}
