/**
 * A concrete request path for a contract route, for the tests that walk every route of the registry
 * (contract/index.ts): `{id}` / `{auctionId}` become the live auction of the test world, other
 * parameters a plausible value, unknown ones `1`. `override` replaces any parameter's value.
 */
import type { TestApp } from './test-app.test-kit';
import type { ContractRoute } from '../../../../contract/route';

/** What the route-walking tests read of a route: where it is and who may call it. */
export type RouteEntry = Pick<ContractRoute, 'method' | 'path' | 'access' | 'duringMfa'>;

export function policyTestPath(t: TestApp, entry: Pick<RouteEntry, 'path'>, override: Record<string, string> = {}): string {
  const live = String(t.world.auctions.live.id);
  const values: Record<string, string> = {
    id: live,
    auctionId: live,
    clientCode: 'ACME',
    routeName: 'auctions',
    subject: encodeURIComponent('Bid Invite'),
    template: 'collapse',
    approvalFlag: 'false',
    service: 'bids',
    fileName: 'bids.pdf',
    ...override,
  };
  return '/api' + entry.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
}

/** The method of a route as a request sends it (`GET`). */
export const methodOf = (entry: Pick<RouteEntry, 'method'>): string => entry.method.toUpperCase();
