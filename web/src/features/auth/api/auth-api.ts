/** Sign-in calls (spec §7): token, MFA, header info, roles, info centres, forgot/reset password. */
import { api, type ApiResult } from '../../../lib/api-client';
import { getSession, storeToken, toRoleCodes, updateSession, type TokenResponse } from '../../../lib/session';

/**
 * The web is a public OAuth client: its id and "secret" ship in the page, so the secret protects
 * nothing; the server's defaults are used unless the build sets VITE_OAUTH_CLIENT_ID/SECRET.
 */
const CLIENT_ID = import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'esecauction-web';
const CLIENT_SECRET = import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'esecauction-web-secret';

export const requestToken = async (username: string, password: string): Promise<ApiResult<TokenResponse>> => {
  const res = await api<TokenResponse>('/token', {
    public: true,
    form: { username, password, grant_type: 'password', client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
  });
  if (res.ok) {
    storeToken(res.data);
    updateSession({ username });
  }
  return res;
};

/** Refresh after the one-time code: the verified session gets a fresh token. */
export const refreshToken = async (): Promise<ApiResult<TokenResponse>> => {
  const refresh = getSession().token?.refresh_token ?? '';
  const res = await api<TokenResponse>('/token', {
    public: true,
    form: { grant_type: 'refresh_token', refresh_token: refresh, client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
  });
  if (res.ok) storeToken({ ...res.data, refresh_token: res.data.refresh_token ?? refresh });
  return res;
};

export const isOtpPage = () => api<boolean>('/auction/mfa/isOTPPage');
export const verifyCode = (code: string) => api<string>('/auction/mfa/verifycode', { json: { code }, as: 'text' });

interface HeaderInfo {
  firstName: string;
  lastName: string;
  companyName: string | null;
  clientId: number | null;
}

/** Load header info and roles, store them; returns whether the user has a company name. */
export const loadUserContext = async (): Promise<ApiResult<{ hasCompanyName: boolean }>> => {
  const [header, roles] = await Promise.all([api<HeaderInfo>('/auction/userheaderinfo'), api<{ authority: string }[]>('/principalroles')]);
  if (!header.ok) return header;
  if (!roles.ok) return roles;
  const h = header.data;
  updateSession({
    user: { firstName: h.firstName, lastName: h.lastName, companyName: h.companyName ?? '', loginName: getSession().username ?? '' },
    clientId: h.clientId ?? null,
    roles: toRoleCodes(roles.data.map((r) => r.authority)),
  });
  return { ok: true, status: 200, data: { hasCompanyName: Boolean(h.companyName) } };
};

export interface InfoCentreRow {
  id: number;
  template: string | null;
  aicapprovalFlag: boolean;
}
export const findInfocentres = () => api<InfoCentreRow[]>('/auction/findInfocenter');

export const forgotPassword = (loginName: string) => api<unknown>('/auction/forgotPassword', { public: true, json: { loginName } });
export const validateResetLink = (loginName: string, passwordResetCode: string) =>
  api<unknown>('/auction/resetPassword', { public: true, query: { loginName, passwordResetCode } });
export const resetPassword = (body: { password: string; confirmPassword: string; loginName: string; passwordResetCode: string }) =>
  api<unknown>('/auction/resetPassword', { public: true, json: body });

export const logout = () => api<unknown>('/auction/logout', { method: 'POST', public: false });
