/**
 * Whether a signed-in user's roles let it call an endpoint, by the one policy table the server
 * enforces (endpoint-policy.ts). Screens use it to show an action only to whoever the server will
 * let perform it (the Award Summary in the report selector, Edit and Add Row of Legal Bid Comments),
 * so the web holds no role list of its own.
 */
import { authorize, matchEndpoint } from './endpoint-matcher';

export const mayCall = (roles: readonly string[], method: string, path: string): boolean => {
  const match = matchEndpoint(method, path);
  return match !== null && authorize(roles, false, match.entry) === 'ALLOW';
};
