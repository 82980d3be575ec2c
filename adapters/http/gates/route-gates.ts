/**
 * Every gate of a route comes with the route: the API is created with its gates (`gatedApi`), and
 * registering a contract route on it (contract-route.ts `registerRoute`) attaches, from the route's own
 * facts (contract/route.ts), the authorization gate (`access`, `duringMfa`: 401/403), the per-user quota
 * of expensive requests (`expensive`: 429) and the heavy-request gate (`heavy`: waits its turn), in that
 * order, before the request is validated. So a route under any path prefix gets all of them, and no
 * table beside the contract says which paths they cover. A route cannot be registered on an API
 * created without gates.
 *
 * A request no route takes answers 404, or 405 when its path is a registered route's under another
 * method (`answerUnrouted`, looked up with Hono's own router over the registered routes).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import type { AppEnv } from '../context';
import type { ContractRoute, HttpMethod } from '../../../contract/route';
import { authorizationGate, type Authenticate } from './auth-middleware';
import { failureResponse } from '../wire/failure';
import { MSG } from '../../../core/domain/messages';

/** The gates of one API, each shared by all its routes (one queue of heavy reads, one quota store per server). */
export interface RouteGates {
  /** Resolves a bearer token for the authorization gate. */
  authenticate: Authenticate;
  /** The per-user quota of expensive requests (rate-limits.ts). */
  quota: MiddlewareHandler<AppEnv>;
  /** The heavy-request gate (heavy-request-gate.ts). */
  heavy: MiddlewareHandler<AppEnv>;
}

interface GatedRoutes {
  gates: RouteGates;
  /** Method and Hono path of each registered route, for the 405 lookup. */
  routes: { method: HttpMethod; path: string }[];
}

const GATED = new WeakMap<OpenAPIHono<AppEnv>, GatedRoutes>();

/** A new API whose contract routes get `gates` when they are registered. */
export function gatedApi(gates: RouteGates, options: ConstructorParameters<typeof OpenAPIHono<AppEnv>>[0] = {}): OpenAPIHono<AppEnv> {
  const api = new OpenAPIHono<AppEnv>(options);
  GATED.set(api, { gates, routes: [] });
  return api;
}

const gatedRoutesOf = (api: OpenAPIHono<AppEnv>): GatedRoutes => {
  const gated = GATED.get(api);
  if (!gated) throw new Error('Contract routes are registered only on an API created by gatedApi (route-gates.ts), so that none goes without its gates');
  return gated;
};

/**
 * The Hono path of a contract path: `{name}` becomes `:name`, and a parameter named `id` or `…Id`
 * matches integers only (`-1` = new), so `POST /auction/lots` never reaches `POST /auction/{id}` and
 * `/report/auctions/abc/lots` is no route (404), as the catalogue's ids are numbers.
 */
export const honoPathOf = (path: string): string =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'id' || name.endsWith('Id') ? `:${name}{-?[0-9]+}` : `:${name}`));

/**
 * The gates `r` declares, in the order they run, and the route recorded for the 405 lookup. Called by
 * `registerRoute`, once per route.
 */
export function gatesFor(api: OpenAPIHono<AppEnv>, r: ContractRoute): MiddlewareHandler<AppEnv>[] {
  const { gates, routes } = gatedRoutesOf(api);
  routes.push({ method: r.method, path: honoPathOf(r.path) });
  return [authorizationGate(gates.authenticate, r), ...(r.expensive ? [gates.quota] : []), ...(r.heavy ? [gates.heavy] : [])];
}

/**
 * The handler of every request to `api` no route took, registered after the last route: 405 when the
 * path is a route's under another method, else 404. The lookup uses Hono's router, built on the first
 * such request (every route is registered by then).
 */
export function answerUnrouted(api: OpenAPIHono<AppEnv>): (c: Context<AppEnv>) => Response {
  const { routes } = gatedRoutesOf(api);
  let router: PatternRouter<HttpMethod> | undefined;
  let known = 0;
  return (c) => {
    if (!router || known !== routes.length) {
      router = new PatternRouter<HttpMethod>();
      // Under one method name, so that one match lists every method of the path.
      for (const r of routes) router.add('ALL', r.path, r.method);
      known = routes.length;
    }
    const path = c.req.path.slice(c.req.routePath.replace(/\/\*$/, '').length) || '/';
    const [matched] = router.match('ALL', path);
    return matched.length > 0
      ? failureResponse(c, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' })
      : failureResponse(c, { code: 'NOT_FOUND', message: MSG.NOT_FOUND });
  };
}
