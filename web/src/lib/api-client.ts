/**
 * The one API client. Every call goes to /api (the auction service base path) and carries
 * `Authorization: <token type> <access token>` while the stored expiry has not passed. When it has,
 * on a 401 and on a network error the session is cleared and the user goes to login — except for
 * calls whose path contains resetPassword (spec §7) and calls marked `public` (token, forgot
 * password), where the screen shows the failure itself.
 *
 * So no work is lost to an expired session: before that, the token is refreshed silently (session-refresh.ts): before a call whose
 * access token expires within a minute (or has expired), and once after a 401, the call then sent
 * again once. Only when the refresh is refused (or cannot reach the server) does the user go to
 * login, with the page as returnUrl and the reason noted for the bid sheet's restored draft.
 */
import { clearSession, getSession, isExpired } from './session';
import { BASE, navigateTo } from './navigation';
import { API_BASE } from './api-base';
import { REFRESH_MARGIN_MS, sessionRefresher } from './session-refresh';
import { noteSessionLost, type SessionLostReason } from './session-lost';
import { isFailureCode, type FailureCode } from '../../../core/domain/failure-codes';
import { dispositionFileName } from './content-disposition';
import { forgetHiddenAnswers } from './query-client';

export { API_BASE };

export type ApiOk<T> = { ok: true; status: number; data: T };
export type ApiErr = {
  ok: false;
  status: number;
  /** The server's message (`error`, `error_description` or `message`), or '' when none. */
  message: string;
  /** The server's stable failure code (`code`), when it sent one: screens decide on it, not on the text. */
  code?: FailureCode;
  fields?: Record<string, string>;
  /** A 429's Retry-After: whole seconds after which the call may succeed. */
  retryAfterSeconds?: number;
};
export type ApiResult<T> = ApiOk<T> | ApiErr;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData | string;
  query?: Record<string, string | number | undefined | null>;
  /** How to read a successful answer; default: by content type. `file`: the blob with its Content-Disposition name. */
  as?: 'json' | 'text' | 'blob' | 'file';
  /** A public call: no expiry check, and a 401 is the screen's to show. */
  public?: boolean;
  /** Aborts the call (a screen's load whose screen closed): answered as a failure, never as a lost connection. */
  signal?: AbortSignal;
}

const sendsToLogin = (path: string, opts: RequestOptions): boolean =>
  !opts.public && !path.includes('resetPassword');

/** The page the user is on (under the app's base), to come back to after signing in; '' outside a browser. */
const currentPage = (): string => {
  if (typeof window === 'undefined' || !window.location) return '';
  const { pathname, search } = window.location;
  const inApp = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return inApp === '' || inApp === '/' || inApp.startsWith('/login') ? '' : `${inApp}${search}`;
};

const onLoginPage = (): boolean => typeof window !== 'undefined' && Boolean(window.location?.pathname.startsWith(`${BASE}/login`));

/**
 * True while the page is being left (a reload, a link to another site): the browser then cuts the calls
 * still in flight, which is not a lost connection. Clearing the session then would sign the user out of
 * the page being reloaded (sessionStorage outlives the reload), so such a failure only fails the call.
 */
let leavingPage = false;
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  // Back from the back-forward cache: the same page is in use again.
  window.addEventListener('pageshow', () => (leavingPage = false));
}

const toLogin = (reason: SessionLostReason): void => {
  if (reason === 'network' && leavingPage) return;
  noteSessionLost(reason);
  clearSession();
  // Concurrent calls fail together: the first one's trip (with its returnUrl) is the one kept.
  if (onLoginPage()) return;
  const back = currentPage();
  navigateTo(back ? `/login?returnUrl=${encodeURIComponent(back)}` : '/login', { replace: true });
};

const buildUrl = (path: string, query: RequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
};

const errorText = (body: unknown): { message: string; code?: FailureCode; fields?: Record<string, string> } => {
  if (typeof body === 'string') return { message: body };
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    const message = [o.error_description, o.error, o.message].find((v): v is string => typeof v === 'string' && v !== '') ?? '';
    const fields = o.fields && typeof o.fields === 'object' ? (o.fields as Record<string, string>) : undefined;
    const code = isFailureCode(o.code) ? o.code : undefined;
    return { message, ...(code ? { code } : {}), ...(fields ? { fields } : {}) };
  }
  return { message: '' };
};

const readBody = async (res: Response, as: RequestOptions['as']): Promise<unknown> => {
  if (as === 'blob') return res.blob();
  if (as === 'file') return { blob: await res.blob(), fileName: dispositionFileName(res.headers.get('content-disposition')) };
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (as === 'text') {
    if (isJson) {
      try {
        const v: unknown = JSON.parse(text);
        if (typeof v === 'string') return v;
      } catch {
        /* fall through to the raw text */
      }
    }
    return text;
  }
  if (text === '') return null;
  if (isJson) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
};

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  if (!opts.public && getSession().token && isExpired(getSession(), Date.now() + REFRESH_MARGIN_MS)) {
    const outcome = await sessionRefresher.refresh();
    if (outcome !== 'refreshed' && isExpired(getSession())) {
      if (sendsToLogin(path, opts)) toLogin(outcome === 'network' ? 'network' : 'session');
      return { ok: false, status: outcome === 'network' ? 0 : 401, message: '' };
    }
  }
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    if (typeof opts.body === 'string') headers['Content-Type'] = 'text/plain';
    body = opts.body;
  }
  const method = opts.method ?? (body ? 'POST' : 'GET');
  /** Sends the call with the session's token as it is now; the access token used, or null when none. */
  const send = async (): Promise<{ res: Response | null; used: string | null }> => {
    const token = opts.public ? null : getSession().token;
    const withAuth = token ? { ...headers, Authorization: `${token.token_type || 'bearer'} ${token.access_token}` } : headers;
    try {
      return { res: await fetch(buildUrl(path, opts.query), { method, headers: withAuth, body, signal: opts.signal }), used: token?.access_token ?? null };
    } catch {
      return { res: null, used: token?.access_token ?? null };
    }
  };
  const first = await send();
  let res = first.res;
  // A 401 to a signed-in call: refresh once (unless a concurrent call already did) and send it again once.
  if (res?.status === 401 && first.used !== null && (await sessionRefresher.refreshAfter(first.used)) === 'refreshed') res = (await send()).res;
  if (res === null) {
    if (opts.signal?.aborted) return { ok: false, status: 0, message: '' };
    if (sendsToLogin(path, opts)) toLogin('network');
    return { ok: false, status: 0, message: '' };
  }
  if (res.status === 401 && sendsToLogin(path, opts)) {
    toLogin('session');
    return { ok: false, status: 401, message: '' };
  }
  if (!res.ok) {
    const errBody = await readBody(res, 'json').catch(() => null);
    const retryAfter = Number(res.headers.get('retry-after') ?? '');
    return { ok: false, status: res.status, ...errorText(errBody), ...(res.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) };
  }
  // A write may change what any cached answer says (query-client.ts).
  if (method !== 'GET') forgetHiddenAnswers();
  return { ok: true, status: res.status, data: (await readBody(res, opts.as)) as T };
}

/** Offer a blob to the user as a download named `fileName`. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
