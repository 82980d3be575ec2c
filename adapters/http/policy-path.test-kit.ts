/**
 * A concrete request path for an endpoint policy template, for the tests that walk the whole
 * policy table: `{id}` / `{auctionId}` become the live auction of the test world, other
 * parameters a plausible value, unknown ones `1`. `override` replaces any parameter's value.
 */
import type { TestApp } from './test-app.test-kit';
import type { EndpointPolicy } from '../../core/policy/endpoint-policy';

export function policyTestPath(t: TestApp, entry: EndpointPolicy, override: Record<string, string> = {}): string {
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
    provider: 'provider',
    'second-logo': 'partner',
    'report-export': 'report',
    ...override,
  };
  return '/api' + entry.path.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
}
