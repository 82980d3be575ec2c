/**
 * What every HTTP route receives: the application's dependencies (`AppDeps`) and, after the
 * authorization gate, the signed-in `Principal` (`principalOf(c)`).
 */
import type { Context } from 'hono';
import type { CoreDeps } from '../../core/app/deps';
import type { Id, User } from '../../core/domain/entities';
import type { RoleCode } from '../../core/domain/roles';
import type { AuctionWatch } from './live/auction-watch';
import type { SessionWatch } from './live/session-watch';

export interface HttpConfig {
  /** Maximum request body size in bytes. */
  bodyLimitBytes: number;
  /** Folder of the built web app (web/dist), or null when not built. */
  webDistDir: string | null;
  /** Per-user quota of expensive requests a minute (rate-limits.ts); default DEFAULT_EXPENSIVE_REQUESTS_PER_MINUTE. */
  expensiveRequestsPerMinute?: number;
  /** Heavy reads (reports, exports) running at once (heavy-request-gate.ts); default DEFAULT_HEAVY_REQUESTS_AT_ONCE. */
  heavyRequestsAtOnce?: number;
  /** Addresses of trusted reverse proxies (TRUST_PROXY): only their X-Forwarded-For / -Proto are believed. */
  trustedProxies?: readonly string[];
  /**
   * Parse every 200 answer of a contract route with its response schema (adapters/http/wire/contract-route.ts):
   * on in tests (test-app.ts), off in production.
   */
  validateResponses?: boolean;
  /** Tells the close monitors' and countdowns' streams of changes (live/auction-watch.ts); createApp makes one when absent. */
  auctionWatch?: AuctionWatch;
  /** Ends the live streams whose session no longer holds (live/session-watch.ts); createApp makes one when absent. */
  sessionWatch?: SessionWatch;
  /** OPAQUE_ID_SECRET: the key of the opaque bid ids (opaque-ids.ts); unset, a key kept in the file store. */
  opaqueIdSecret?: string;
}

export interface AppDeps extends CoreDeps {
  http: HttpConfig;
}

export interface Principal {
  user: User;
  roles: RoleCode[];
  tokenId: Id;
  /** True while a user with MFA has not yet verified the one-time code. */
  mfaPending: boolean;
}

/** Hono environment type: `new OpenAPIHono<AppEnv>()`. */
export type AppEnv = {
  Variables: {
    /**
     * Set by the authorization gate (gates/auth-middleware.ts) when the bearer token is valid; absent on an
     * anonymous request to a public route. Handlers read it with `principalOf`; only middleware that also
     * serves anonymous requests (request log, per-user quota) reads this variable itself.
     */
    principal?: Principal;
    /** deps.http.validateResponses, for registerRoute. */
    validateResponses: boolean;
  };
};

/**
 * The signed-in caller of a route that is not public: the actor a handler passes to the use cases (a
 * `Principal` is core's `Actor` with its token id and MFA state). The route's authorization gate has
 * set it before the handler runs; a handler of a public route has no caller, and asking is a bug.
 */
export function principalOf(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new Error('principalOf: no signed-in caller (a public route, or a handler without its authorization gate)');
  return principal;
}
