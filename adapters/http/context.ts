/**
 * What every HTTP route receives: the application's dependencies (`AppDeps`) and, after the
 * authentication middleware, the signed-in `Principal` (`c.get('principal')`).
 */
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
    principal: Principal;
    /** deps.http.validateResponses, for registerRoute. */
    validateResponses: boolean;
  };
};
