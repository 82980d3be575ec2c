/**
 * Who is calling an application service. The HTTP `Principal` satisfies this shape; the CLI builds
 * one for its acting user. Services never trust identities from request bodies, only this.
 */
import type { User } from '../domain/entities';
import type { RoleCode } from '../domain/roles';

export interface Actor {
  user: User;
  roles: readonly RoleCode[];
}
