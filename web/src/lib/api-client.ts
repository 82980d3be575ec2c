/**
 * The one API client. Every call goes to /api (the auction service base path) and carries
 * `Authorization: <token type> <access token>` while the stored expiry has not passed. When it has,
 * on a 401 and on a network error the session is cleared and the user goes to login — except for
 * calls whose path contains resetPassword (spec §7) and calls marked `public` (token, forgot
 * password), where the screen shows the failure itself.
 */
import { clearSession, getSession, isExpired } from './session';
import { navigateTo } from './navigation';
import { isFailureCode, type FailureCode } from '../../../core/domain/failure-codes';
import { dispositionFileName } from './content-disposition';

export const API_BASE = '/api';

export type ApiOk<T> = { ok: true; status: number; data: T };
export type ApiErr = {
  ok: false;
  status: number;
  /** The server's message (`error`, `error_description` or `message`), or '' when none. */
  message: string;
  /** The server's stable failure code (`code`), when it sent one: screens decide on it, not on the text. */
  code?: FailureCode;
  fields?: Record<string, string>;
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
}

const sendsToLogin = (path: string, opts: RequestOptions): boolean =>
  !opts.public && !path.includes('resetPassword');

const toLogin = (): void => {
  clearSession();
  navigateTo('/login', { replace: true });
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
  const session = getSession();
  const headers: Record<string, string> = {};
  if (!opts.public && session.token) {
    if (isExpired(session)) {
      if (sendsToLogin(path, opts)) toLogin();
      return { ok: false, status: 401, message: '' };
    }
    headers.Authorization = `${session.token.token_type || 'bearer'} ${session.token.access_token}`;
  }
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
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
  } catch {
    if (sendsToLogin(path, opts)) toLogin();
    return { ok: false, status: 0, message: '' };
  }
  if (res.status === 401 && sendsToLogin(path, opts)) {
    toLogin();
    return { ok: false, status: 401, message: '' };
  }
  if (!res.ok) {
    const errBody = await readBody(res, 'json').catch(() => null);
    return { ok: false, status: res.status, ...errorText(errBody) };
  }
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
