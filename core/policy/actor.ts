/**
 * Who is calling an application service, as the use cases take it: the user as the store holds it.
 * Inside the package the HTTP `Principal` (read from the store for each request's token) and the CLI's
 * acting user are such actors; an embedding program never hands one over: `createCore`'s facade takes
 * only an actor it issued and resolves it to this. Services never trust
 * identities from request bodies, only this.
 */
import type { User } from '../domain/entities';
import type { RoleCode } from '../domain/roles';

export interface Actor {
  user: User;
  roles: readonly RoleCode[];
}
