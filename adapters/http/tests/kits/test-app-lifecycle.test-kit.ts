/**
 * The test app's lifecycle in a test file (test-app.test-kit.ts): a fresh app for each test, or one for all
 * of them, created before and closed after, so a file only says which it wants:
 *
 *   const t = testAppForEachTest();
 *   it('…', async () => { const res = await t.request('GET', '/api/…', { token: await t.signIn('manager') }); });
 *
 * Kept apart from createTestApp because the benchmarks use that outside vitest.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.test-kit';
import { betweenHooks } from '../../../between-hooks.test-kit';

/**
 * The test app of the running test: each test of the calling file (or describe block) gets a fresh one,
 * closed after it. It reads like the app itself; use it inside hooks and tests.
 */
export const testAppForEachTest = (opts: TestAppOptions = {}): TestApp => runningApp(betweenHooks(beforeEach, afterEach, () => createTestApp(opts), (t) => t.close()));

/** One test app for all the tests of the calling file (or describe block), closed after the last. */
export const testAppForAllTests = (opts: TestAppOptions = {}): TestApp => runningApp(betweenHooks(beforeAll, afterAll, () => createTestApp(opts), (t) => t.close()));

/** A TestApp that answers with the app `app()` gives at the moment of the call. */
const runningApp = (app: () => TestApp): TestApp => ({
  get app() {
    return app().app;
  },
  get deps() {
    return app().deps;
  },
  get clock() {
    return app().clock;
  },
  get world() {
    return app().world;
  },
  get dataDir() {
    return app().dataDir;
  },
  signIn: (login) => app().signIn(login),
  request: (method, path, opts) => app().request(method, path, opts),
  idle: () => app().idle(),
  close: () => app().close(),
});
