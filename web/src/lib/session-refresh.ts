/**
 * Silent refresh of the access token. The server issues a refresh token with every access
 * token (POST /token, grant refresh_token): each works once (rotation), presenting a used one revokes
 * the whole sign-in (reuse detection), and no refresh passes the session's absolute end
 * (core/auth/tokens.ts). So the web must never send the same refresh token twice:
 *
 * - one refresh at a time: concurrent callers share the run under way (`singleFlight`);
 * - a call answered 401 refreshes only when no other call has already replaced the token it was sent
 *   with (`refreshAfter`), and retries once;
 * - a refresh token the server refused is never sent again (it would only be refused again).
 *
 * The API client refreshes before a call whose access token is within `REFRESH_MARGIN_MS` of its
 * expiry (or past it), and after a 401; `useSessionKeeper` also refreshes an open, visible page just
 * before the expiry. The session in sessionStorage is per tab, so two tabs never share a refresh token
 * unless the browser duplicated a tab (then the first to refresh wins and the other signs in again).
 */
import { signInRoutes } from '../../../contract/sign-in';
import { API_BASE } from './api-base';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from './oauth-client';
import { getSession, storeToken, type Session, type TokenResponse } from './session';

/** Refresh when the access token has less than this left (a call then never races the expiry). */
export const REFRESH_MARGIN_MS = 60_000;

/** refreshed: a new token is stored; refused: the server said no (sign in again); network: no answer. */
export type RefreshOutcome = 'refreshed' | 'refused' | 'network';

export type ExchangeResult = { ok: true; token: TokenResponse } | { ok: false; refused: boolean };

/** One run at a time: a call while a run is under way gets that run's promise. */
export const singleFlight = <T>(run: () => Promise<T>): (() => Promise<T>) => {
  let current: Promise<T> | null = null;
  return () => {
    if (current === null) {
      current = run().finally(() => {
        current = null;
      });
    }
    return current;
  };
};

export interface RefresherDeps {
  read: () => Pick<Session, 'token'>;
  /** POST /token with the refresh token. */
  exchange: (refreshToken: string) => Promise<ExchangeResult>;
  store: (token: TokenResponse) => void;
}

export interface Refresher {
  /** Refresh now, or join the refresh under way. */
  refresh: () => Promise<RefreshOutcome>;
  /**
   * After a 401 to a call sent with `usedAccessToken`: 'refreshed' at once when the session already
   * holds another token (a concurrent call refreshed), else a (shared) refresh.
   */
  refreshAfter: (usedAccessToken: string) => Promise<RefreshOutcome>;
}

export function createRefresher(deps: RefresherDeps): Refresher {
  let refused: string | null = null;
  const refresh = singleFlight(async (): Promise<RefreshOutcome> => {
    const token = deps.read().token?.refresh_token ?? '';
    if (token === '' || token === refused) return 'refused';
    let res: ExchangeResult;
    try {
      res = await deps.exchange(token);
    } catch {
      return 'network';
    }
    if (res.ok) {
      deps.store(res.token);
      return 'refreshed';
    }
    if (res.refused) refused = token;
    return res.refused ? 'refused' : 'network';
  });
  const refreshAfter = async (usedAccessToken: string): Promise<RefreshOutcome> => {
    const now = deps.read().token?.access_token;
    if (now !== undefined && now !== usedAccessToken) return 'refreshed';
    return refresh();
  };
  return { refresh, refreshAfter };
}

const isTokenResponse = (v: unknown): v is TokenResponse => {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return typeof o.access_token === 'string' && typeof o.refresh_token === 'string' && typeof o.expires_in === 'number';
};

/**
 * The refresh grant over fetch (not the API client, which refreshes through this module). 400/401 are
 * the server's refusal (invalid_grant: used, revoked, expired or past the session's end); anything
 * else (a network error, 429, 5xx) leaves the refresh token untouched for a later try.
 */
export const exchangeRefreshToken = async (refreshToken: string): Promise<ExchangeResult> => {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${signInRoutes.token.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: OAUTH_CLIENT_ID, client_secret: OAUTH_CLIENT_SECRET }).toString(),
    });
  } catch {
    return { ok: false, refused: false };
  }
  if (!res.ok) return { ok: false, refused: res.status === 400 || res.status === 401 };
  const body: unknown = await res.json().catch(() => null);
  return isTokenResponse(body) ? { ok: true, token: body } : { ok: false, refused: false };
};

/** The browser's refresher over the session atom. */
export const sessionRefresher: Refresher = createRefresher({ read: getSession, exchange: exchangeRefreshToken, store: (t) => storeToken(t) });
