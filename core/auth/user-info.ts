/** GET /auction/userheaderinfo and GET /principalroles. */
import type { CoreDeps } from '../app/deps';
import type { Id } from '../domain/entities';
import type { RoleCode } from '../domain/roles';
import type { Authenticated } from './tokens';

export interface UserHeaderInfo {
  firstName: string;
  lastName: string;
  /** The borrower's name for borrower users, the client's name for client users, else empty. */
  companyName: string;
  /** The client of a CLIENT user (the web sends it with list calls), else null. */
  clientId: Id | null;
  loginName: string;
}

export async function userHeaderInfo(deps: CoreDeps, who: Authenticated): Promise<UserHeaderInfo> {
  const { user } = who;
  let companyName = '';
  if (user.borrowerId !== null) companyName = (await deps.store.borrowers.get(user.borrowerId))?.companyName ?? '';
  else if (user.clientId !== null) companyName = (await deps.store.clients.get(user.clientId))?.clientName ?? '';
  return { firstName: user.firstName, lastName: user.lastName, companyName, clientId: user.clientId, loginName: user.loginName };
}

export const principalRoles = (who: Authenticated): Array<{ authority: RoleCode }> =>
  who.roles.map((authority) => ({ authority }));
