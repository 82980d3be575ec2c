/** Sign-in calls (spec §7): token, MFA, header info, roles, logout (forgot/reset password: ./password-reset-api.ts). */
import type { ApiResult } from '../../../lib/api-client';
import { apiCall } from '../../../lib/api-call';
import { getSession, storeToken, toRoleCodes, updateSession, type TokenResponse } from '../../../lib/session';
import { OAUTH_CLIENT_ID as CLIENT_ID, OAUTH_CLIENT_SECRET as CLIENT_SECRET } from '../../../lib/oauth-client';
import { sessionRefresher, type RefreshOutcome } from '../../../lib/session-refresh';
import { signInRoutes } from '../../../../../contract/sign-in';
import { infoCentreRoutes } from '../../../../../contract/infocentre';


export const requestToken = async (username: string, password: string): Promise<ApiResult<TokenResponse>> => {
  const res = await apiCall(
    signInRoutes.token,
    { body: { username, password, grant_type: 'password', client_id: CLIENT_ID, client_secret: CLIENT_SECRET } },
    { public: true },
  );
  if (res.ok) {
    storeToken(res.data);
    updateSession({ username });
  }
  return res;
};

/** The longest Retry-After the sign-in waits out by itself; a longer one is only shown. */
export const SIGN_IN_RETRY_MAX_SECONDS = 10;

/**
 * The password grant, sent once more when the server answers 429 (too many sign-ins at once from the
 * user's network, e.g. colleagues behind one proxy): `onBusy` gets the server's message, and the
 * request goes again after the answer's Retry-After (at most SIGN_IN_RETRY_MAX_SECONDS). The second answer,
 * whatever it is, is the result.
 */
export const requestTokenRetrying = async (
  username: string,
  password: string,
  onBusy: (message: string) => void,
  wait: (seconds: number) => Promise<void> = (seconds) => new Promise((resume) => setTimeout(resume, seconds * 1000)),
): Promise<ApiResult<TokenResponse>> => {
  const first = await requestToken(username, password);
  const seconds = first.ok ? 0 : (first.retryAfterSeconds ?? 1);
  if (first.ok || first.status !== 429 || seconds > SIGN_IN_RETRY_MAX_SECONDS) return first;
  onBusy(first.message);
  await wait(seconds);
  return requestToken(username, password);
};

/**
 * Refresh after the one-time code: the verified session gets a fresh token. Through the one
 * refresher (lib/session-refresh.ts), so it never races a silent refresh with the same refresh token.
 */
export const refreshToken = (): Promise<RefreshOutcome> => sessionRefresher.refresh();

export const isOtpPage = () => apiCall(signInRoutes.isOtpPage, {});
/** Answers the text "OTP is valid" when the code is accepted. */
export const verifyCode = (code: string) => apiCall(signInRoutes.verifyCode, { body: code });

/** Load header info and roles, store them; returns whether the user has a company name. */
export const loadUserContext = async (): Promise<ApiResult<{ hasCompanyName: boolean }>> => {
  const [header, roles] = await Promise.all([apiCall(signInRoutes.userHeaderInfo, {}), apiCall(signInRoutes.principalRoles, {})]);
  if (!header.ok) return header;
  if (!roles.ok) return roles;
  const h = header.data;
  updateSession({
    user: { firstName: h.firstName, lastName: h.lastName, companyName: h.companyName, loginName: getSession().username ?? '' },
    clientId: h.clientId,
    roles: toRoleCodes(roles.data.map((r) => r.authority)),
  });
  return { ok: true, status: 200, data: { hasCompanyName: Boolean(h.companyName) } };
};

/** The info centres of the signed-in borrower user (the info-centre area's route, read here for the post-login routing). */
export const findInfocentres = () => apiCall(infoCentreRoutes.list, {});

export const logout = () => apiCall(signInRoutes.logout, {});
