/**
 * The OpenAPI `operationId` of each contract route, derived from where the contract names it: the
 * export without its `Routes`/`Route` suffix, then the keys down to the route, in camel case
 * (`authRoutes.token` → `authToken`, `infoCentreRoutes.rules.download` → `infoCentreRulesDownload`,
 * `awardHistoryRoute` → `awardHistory`). Names, not counters, so a client generated from the document
 * keeps its method names when routes are added or reordered.
 */
import type { ContractRoute } from '../../contract/route';
import { auctionRoutes } from '../../contract/admin-auctions';
import { exportRoutes } from '../../contract/admin-exports';
import { inviteeRoutes } from '../../contract/admin-invitees';
import { lotRoutes } from '../../contract/admin-lots';
import { borrowerRoutes, clientRoutes } from '../../contract/admin-organisations';
import { userRoutes } from '../../contract/admin-users';
import { authRoutes } from '../../contract/auth';
import { awardHistoryRoute, awardRoutes } from '../../contract/awards';
import { biddingRoutes } from '../../contract/bidding';
import { closeRoutes } from '../../contract/close';
import { auditRoutes } from '../../contract/audit';
import { infoCentreRoutes } from '../../contract/infocentre';
import { reportRoutes } from '../../contract/reports';

/** Every exported route group, under its export name (shorthand keys keep the names the contract gives). */
const CONTRACT = {
  authRoutes,
  borrowerRoutes,
  clientRoutes,
  userRoutes,
  auctionRoutes,
  lotRoutes,
  inviteeRoutes,
  exportRoutes,
  infoCentreRoutes,
  biddingRoutes,
  reportRoutes,
  awardRoutes,
  awardHistoryRoute,
  closeRoutes,
  auditRoutes,
};

const isRoute = (v: object): v is ContractRoute => typeof (v as ContractRoute).method === 'string' && typeof (v as ContractRoute).path === 'string';
const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function collect(value: object, name: string, ids: Map<ContractRoute, string>, taken: Set<string>): void {
  if (isRoute(value)) {
    // A route exported under two names (the client logo) keeps its first.
    if (ids.has(value)) return;
    if (taken.has(name)) throw new Error(`Two contract routes would share the operationId ${name}`);
    ids.set(value, name);
    taken.add(name);
    return;
  }
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (member && typeof member === 'object') collect(member, name + capitalised(key), ids, taken);
  }
}

const OPERATION_IDS: ReadonlyMap<ContractRoute, string> = (() => {
  const ids = new Map<ContractRoute, string>();
  const taken = new Set<string>();
  for (const [exported, value] of Object.entries(CONTRACT)) collect(value, exported.replace(/Routes?$/, ''), ids, taken);
  return ids;
})();

/** The operationId of a contract route; undefined for a route the contract does not export (tests' own). */
export const operationIdOf = (r: ContractRoute): string | undefined => OPERATION_IDS.get(r);
