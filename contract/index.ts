/**
 * THE registry of the HTTP contract: every route group under its export name, and every route once.
 * A route's facts (method, path, wire shapes, access, heavy, expensive) live on its definition in the
 * group's module; this list is what the operationIds (adapters/http/wire/operation-ids.ts), the completeness
 * tests (contract/registry.test.ts, adapters/http/registered-routes.test.ts) and the policy-walking
 * tests (role matrix, robustness) read, so a new route only needs adding to its group.
 *
 * Server side and tests only: the web imports the groups it calls directly, keeping its bundles small.
 */
import type { ContractRoute } from './route';
import { auctionRoutes } from './admin-auctions';
import { exportRoutes } from './admin-exports';
import { inviteeRoutes } from './admin-invitees';
import { lotRoutes } from './admin-lots';
import { borrowerRoutes, clientRoutes } from './admin-organisations';
import { userRoutes } from './admin-users';
import { authRoutes } from './auth';
import { awardHistoryRoute, awardRoutes } from './awards';
import { biddingRoutes } from './bidding';
import { closeRoutes } from './close';
import { auditRoutes } from './audit';
import { infoCentreRoutes } from './infocentre';
import { reportRoutes } from './reports';
import { openApiRoute } from './openapi';
import { billingRoutes } from './billing';
import { loanRoutes } from './loans';
import { holdingRoutes } from './holdings';

/** Every route group under its export name (the names derive the operationIds: keep them stable). */
export const CONTRACT = {
  authRoutes,
  borrowerRoutes,
  clientRoutes,
  userRoutes,
  auctionRoutes,
  lotRoutes,
  holdingRoutes,
  inviteeRoutes,
  exportRoutes,
  infoCentreRoutes,
  biddingRoutes,
  reportRoutes,
  awardRoutes,
  awardHistoryRoute,
  closeRoutes,
  auditRoutes,
  billingRoutes,
  loanRoutes,
  openApiRoute,
};

export const isContractRoute = (v: object): v is ContractRoute =>
  typeof (v as ContractRoute).method === 'string' && typeof (v as ContractRoute).path === 'string';

/** Each route of `value` (a route or a nested group of them) with its key path, depth first, in declaration order. */
export function* routesOf(value: object, keys: readonly string[] = []): Generator<{ route: ContractRoute; keys: readonly string[] }> {
  if (isContractRoute(value)) {
    yield { route: value, keys };
    return;
  }
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    if (member && typeof member === 'object') yield* routesOf(member, [...keys, key]);
  }
}

/** Every contract route once, in declaration order (a route exported under two names, the client logo, counts once). */
export const CONTRACT_ROUTES: readonly ContractRoute[] = [...new Set([...routesOf(CONTRACT)].map((r) => r.route))];
