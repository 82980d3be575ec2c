/**
 * Whether a signed-in user's roles let it call a route, by the access the route declares (its
 * contract definition, the same the server enforces). Screens use it to show an action only to
 * whoever the server will let perform it (the Award Summary in the report selector, Edit and Add Row
 * of Legal Bid Comments), so the web holds no role list and no path of its own.
 */
import { authorize, type AccessRule } from '../../../../../core/policy/access';

export const mayCall = (roles: readonly string[], route: AccessRule): boolean => authorize(roles, false, route) === 'ALLOW';
