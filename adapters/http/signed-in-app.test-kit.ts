/**
 * Set-up shared by the admin HTTP tests: a fresh test app per test, signed in as one login, and
 * short JSON calls against `/api`. Not a test file itself; call from a test file's top level.
 */
import { afterEach, beforeEach } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.test-kit';

/** Before each test: a new app and a token for `login`, handed to `set`; after it: the app is closed. */
export function useSignedInTestApp(login: string, set: (t: TestApp, token: string) => void, opts?: TestAppOptions): void {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp(opts);
    set(current, await current.signIn(login));
  });
  afterEach(async () => {
    await current?.close();
  });
}

/** POST (JSON body) and GET under `/api`, with the token `defaultToken()` unless one is given. */
export const apiCalls = (app: () => TestApp, defaultToken: () => string) => ({
  post: (path: string, json?: unknown, token = defaultToken()) => app().request('POST', `/api${path}`, { token, json }),
  get: (path: string, token = defaultToken()) => app().request('GET', `/api${path}`, { token }),
});

/** The JSON body of a response, typed by the caller. */
export const body = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;
