/**
 * The OpenAPI `operationId` of each contract route, derived from where the contract registry
 * (contract/index.ts) names it: the export without its `Routes`/`Route` suffix, then the keys down to
 * the route, in camel case (`authRoutes.token` → `authToken`, `infoCentreRoutes.rules.download` →
 * `infoCentreRulesDownload`, `awardHistoryRoute` → `awardHistory`). Names, not counters, so a client
 * generated from the document keeps its method names when routes are added or reordered.
 */
import type { ContractRoute } from '../../../contract/route';
import { CONTRACT, routesOf } from '../../../contract/index';

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const OPERATION_IDS: ReadonlyMap<ContractRoute, string> = (() => {
  const ids = new Map<ContractRoute, string>();
  const taken = new Set<string>();
  for (const [exported, group] of Object.entries(CONTRACT)) {
    for (const { route, keys } of routesOf(group)) {
      // A route exported under two names (the client logo) keeps its first.
      if (ids.has(route)) continue;
      const name = exported.replace(/Routes?$/, '') + keys.map(capitalised).join('');
      if (taken.has(name)) throw new Error(`Two contract routes would share the operationId ${name}`);
      ids.set(route, name);
      taken.add(name);
    }
  }
  return ids;
})();

/** The operationId of a contract route; undefined for a route the registry does not list (a test's own). */
export const operationIdOf = (r: ContractRoute): string | undefined => OPERATION_IDS.get(r);
