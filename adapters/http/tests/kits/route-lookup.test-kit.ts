/**
 * The contract route a request reaches, for tests that start from a concrete request
 * (`POST /award/auctions/7/awardssave`): Hono's router over the registry's routes, with the paths the
 * server registers (route-gates.ts `honoPathOf`: ids are integers), first registered first.
 */
import { PatternRouter } from 'hono/router/pattern-router';
import { CONTRACT_ROUTES } from '../../../../contract/index';
import type { ContractRoute } from '../../../../contract/route';
import { honoPathOf } from '../../gates/route-gates';

const router = new PatternRouter<ContractRoute>();
for (const r of CONTRACT_ROUTES) router.add(r.method.toUpperCase(), honoPathOf(r.path), r);

/** The route `method path` (under /api, without the prefix; a query string is ignored) reaches, or null. */
export function contractRouteAt(method: string, path: string): ContractRoute | null {
  const [matched] = router.match(method.toUpperCase(), path.split('?')[0]);
  return matched[0]?.[0] ?? null;
}
