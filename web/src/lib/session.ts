/**
 * The browser session: ONE jotai atom kept in sessionStorage (the spec's "session data kept":
 * token response, expiry, user, username, clientId, roles, auctionId, reportAuctionId, auctionName,
 * template, logoURL, AllInFlag). Components read it with `useSession()`; non-React code (the API
 * client) uses `getSession()` / `updateSession()` / `clearSession()` over jotai's default store.
 */
import { getDefaultStore, useAtomValue } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { RoleCode } from '../../../core/domain/roles';
import { isRoleCode } from '../../../core/domain/roles';
import type { ResponseOf } from '../../../contract/route';
import type { signInRoutes } from '../../../contract/sign-in';
import { forgetAllAnswers } from './query-client';

/** The answer of POST /token, kept in the session. */
export type TokenResponse = ResponseOf<typeof signInRoutes.token>;

export interface SessionUser {
  firstName: string;
  lastName: string;
  companyName: string;
  loginName: string;
}

export interface Session {
  token: TokenResponse | null;
  /** Epoch milliseconds after which the token is no longer sent (now + expires_in at sign-in). */
  expiresAt: number | null;
  user: SessionUser | null;
  username: string | null;
  clientId: number | null;
  roles: RoleCode[];
  auctionId: number | null;
  reportAuctionId: number | null;
  auctionName: string | null;
  template: string | null;
  logoURL: string | null;
  allInFlag: boolean;
  /** Signed in with the password, the one-time code still to enter. */
  mfaPending: boolean;
  /**
   * Epoch milliseconds of the session's absolute end (the token answer's session_expires_in at sign-in;
   * refreshing never moves it): the web warns five minutes before it. Null when unknown.
   */
  sessionEndsAt?: number | null;
}

export const EMPTY_SESSION: Session = {
  token: null,
  expiresAt: null,
  user: null,
  username: null,
  clientId: null,
  roles: [],
  auctionId: null,
  reportAuctionId: null,
  auctionName: null,
  template: null,
  logoURL: null,
  allInFlag: false,
  mfaPending: false,
  sessionEndsAt: null,
};

const storage = createJSONStorage<Session>(() => sessionStorage);
const sessionAtom = atomWithStorage<Session>('esecauction.session', EMPTY_SESSION, storage, { getOnInit: true });
const store = getDefaultStore();

export const useSession = (): Session => useAtomValue(sessionAtom, { store });
export const getSession = (): Session => store.get(sessionAtom);
export const updateSession = (patch: Partial<Session>): void => {
  store.set(sessionAtom, { ...store.get(sessionAtom), ...patch });
};
/** Signs the tab out: the session and every cached answer (so the next user sees none of them). */
export const clearSession = (): void => {
  forgetAllAnswers();
  store.set(sessionAtom, EMPTY_SESSION);
  sessionStorage.removeItem('esecauction.session');
};

/** Store a fresh token response; expiry = now + expires_in seconds (spec §9). */
export const storeToken = (token: TokenResponse, nowMs: number = Date.now()): void =>
  updateSession({
    token,
    expiresAt: nowMs + token.expires_in * 1000,
    ...(typeof token.session_expires_in === 'number' ? { sessionEndsAt: nowMs + token.session_expires_in * 1000 } : {}),
  });

export const isExpired = (s: Session, nowMs: number = Date.now()): boolean =>
  s.token === null || s.expiresAt === null || nowMs >= s.expiresAt;

/** Keep only known role codes: an unknown authority grants nothing. */
export const toRoleCodes = (authorities: readonly string[]): RoleCode[] => authorities.filter(isRoleCode);
