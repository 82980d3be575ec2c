/**
 * The web's session and API client under Node, for tests: an in-memory sessionStorage installed first
 * (Node has none, and the session module reads it when loaded), the app's navigations recorded.
 */
import type { TokenResponse } from './session';
import { MemoryStorage } from './memory-storage.test-kit';

export type SessionModule = typeof import('./session');
export type ClientModule = typeof import('./api-client');

/** Token pair `n`: access token "A<n>", refresh token "R<n>", the access token valid `expiresIn` seconds. */
export const tokenOf = (n: number, expiresIn = 1800): TokenResponse => ({
  access_token: `A${n}`,
  token_type: 'bearer',
  expires_in: expiresIn,
  refresh_token: `R${n}`,
  session_expires_in: 43_200,
});

/** A fresh in-memory sessionStorage; install it before loading any module that reads the session. */
export const installSessionStorage = (): MemoryStorage => {
  const storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  return storage;
};

/** Installs the storage, then loads the session and API client modules; every navigation the app asks for is pushed onto `visited`. */
export async function loadSessionClient(visited: string[]): Promise<{ session: SessionModule; client: ClientModule }> {
  installSessionStorage();
  const session = await import('./session');
  const client = await import('./api-client');
  (await import('./navigation')).registerNavigate((to) => visited.push(to));
  return { session, client };
}

/** `username` signed in on token pair 1, valid for its 30 minutes. */
export const signInAs = (session: SessionModule, username: string): void =>
  session.updateSession({ token: tokenOf(1), expiresAt: Date.now() + 1_800_000, username });
