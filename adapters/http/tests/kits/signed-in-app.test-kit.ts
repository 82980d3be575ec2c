/**
 * Set-up shared by the admin HTTP tests: one login signed in before each test of a test app
 * (test-app-lifecycle.test-kit.ts), and short JSON calls against `/api` with its token. Not a test
 * file itself; call from a test file's top level, after the app:
 *
 *   const t = testAppForEachTest();
 *   const manager = signedInForEachTest(t, 'manager');
 *   const res = await manager.post('/auction/lotsave', { … });
 */
import { beforeEach } from 'vitest';
import type { TestApp } from './test-app.test-kit';

export interface SignedInUser {
  /** The login's token in the running test (sign in again, e.g. after moving the clock, by assigning it). */
  token: string;
  /** POST (JSON body) under `/api`, with the login's token unless another is given. */
  post(path: string, json?: unknown, token?: string): Promise<Response>;
  /** GET under `/api`, with the login's token unless another is given. */
  get(path: string, token?: string): Promise<Response>;
}

export const signedInForEachTest = (t: TestApp, login: string): SignedInUser => {
  const user: SignedInUser = {
    token: '',
    post: (path, json, token = user.token) => t.request('POST', `/api${path}`, { token, json }),
    get: (path, token = user.token) => t.request('GET', `/api${path}`, { token }),
  };
  beforeEach(async () => {
    user.token = await t.signIn(login);
  });
  return user;
};

/** The JSON body of a response, typed by the caller. */
export const body = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;
