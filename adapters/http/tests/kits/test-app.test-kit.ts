/**
 * An in-process app over real adapters and a fresh temporary SQLite database, seeded with the
 * known test world (test-world.ts). For HTTP tests of every area:
 *
 *   const t = await createTestApp();
 *   const token = await t.signIn('manager');
 *   const res = await t.request('POST', '/api/auction/companysave', { token, json: {...} });
 *   await t.close();
 *
 * A test file that wants a fresh app for each of its tests, or one for all of them, takes it from
 * test-app-lifecycle.test-kit.ts (testAppForEachTest, testAppForAllTests), which creates and closes it.
 *
 * The clock is fixed (default 2026-11-22T15:00:00Z) and adjustable: `t.clock.set(ms)`, `t.clock.advance(ms)`.
 * With DATABASE_URL=postgres://… the same tests run on a fresh Postgres schema (dropped on close).
 */
import { prepareOpaqueIds } from '../../wire/opaque-ids';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySqliteTemplate, openPostgresTemplateCopy, seededTemplate, TEST_NOW, testAppEnv } from './seeded-template.test-kit';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../context';
import { createApp } from '../../app';
import { seedTestWorld, type TestWorld } from './test-world.test-kit';
import { createCoreDeps } from '../../../compose';
import { POSTGRES_URL } from '../../../kysely/engines.test-kit';
import { openTempPostgresStore } from '../../../postgres/temp-postgres-store.test-kit';
import { fixedClock } from '../../../../core/ports/clock';
import { passwordCheckGate } from '../../../password-check-gate';
import { issueToken } from '../../../../core/auth/tokens';
import type { UploadReader } from '../../../../core/ports/upload-reader';

export { TEST_NOW };

export interface TestAppOptions {
  /** Start time of the fixed clock (ISO). */
  now?: string;
  /** Seed the test world (default true). */
  seed?: boolean;
  /** Extra environment for createCoreDeps (e.g. SMTP_URL). */
  env?: Record<string, string>;
  /** Request body limit (default 10 MB). */
  bodyLimitBytes?: number;
  /** Folder of a built web app to serve (default none: the placeholder page). */
  webDistDir?: string | null;
  /** Per-user quota of expensive requests a minute (default: high enough never to bind in tests). */
  expensiveRequestsPerMinute?: number;
  /** Pause on failed sign-ins (default 0 in tests; the server uses 400 ms). */
  failedSignInDelayMs?: number;
  /** The reader of uploaded files (default the in-process one; the server's is the worker pool, adapters/workers/upload-pool.ts). */
  uploads?: UploadReader;
}

export interface RequestOptions {
  token?: string;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (strings) or multipart (FormData). */
  form?: Record<string, string> | FormData;
  /** Raw body (text or bytes); set the content-type through `headers`. */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: OpenAPIHono<AppEnv>;
  deps: AppDeps;
  clock: ReturnType<typeof fixedClock>;
  world: TestWorld;
  dataDir: string;
  /** A bearer token for a seeded login (issued directly; MFA users get an MFA-pending token). */
  signIn(login: string): Promise<string>;
  request(method: string, path: string, opts?: RequestOptions): Promise<Response>;
  /** Waits for the work the app does after answering (e-mails of password resets and sign-in locks). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'sla-http-'));
  const clock = fixedClock(Date.parse(opts.now ?? TEST_NOW));
  const env = testAppEnv(dir, opts.env);
  // The default world at the default time starts from a copy of the run's seeded template (seeded-template.test-kit.ts).
  const template = opts.now === undefined && opts.seed !== false && opts.env === undefined ? await seededTemplate() : undefined;
  if (template && !POSTGRES_URL) await copySqliteTemplate(template, env.DATABASE_URL);
  // Like the repository contract suite: SQLite always, Postgres (a fresh schema) when DATABASE_URL says so.
  const store = POSTGRES_URL ? await (template ? openPostgresTemplateCopy(template, POSTGRES_URL) : openTempPostgresStore(POSTGRES_URL)) : undefined;
  // Failed sign-ins do not rest their address here (tests fail many on purpose); sign-in-admission.test.ts tests the rests.
  const passwordChecks = passwordCheckGate({ firstRestMs: 0, maxRestMs: 0 });
  const composed = await createCoreDeps(env, { clock, passwordChecks, ...(store ? { store } : {}), ...(opts.uploads ? { uploads: opts.uploads } : {}) });
  const deps: AppDeps = {
    ...composed.deps,
    clock,
    http: { bodyLimitBytes: opts.bodyLimitBytes ?? 10 * 1024 * 1024, webDistDir: opts.webDistDir ?? null, expensiveRequestsPerMinute: opts.expensiveRequestsPerMinute ?? 1_000_000, validateResponses: true },
  };
  const world = opts.seed === false ? (undefined as unknown as TestWorld) : template ? structuredClone(template.world) : await seedTestWorld(deps);
  const app = createApp(deps, { failedSignInDelayMs: opts.failedSignInDelayMs ?? 0 });
  await prepareOpaqueIds(deps.files, deps.http.opaqueIdSecret);

  const signIn = async (login: string): Promise<string> => {
    const user = await deps.store.users.getByLogin(login);
    if (!user) throw new Error(`No test user ${login}`);
    return (await issueToken(deps, user, user.mfaEnabled)).access_token;
  };

  const request = async (method: string, path: string, o: RequestOptions = {}): Promise<Response> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form instanceof FormData) {
      body = o.form;
    } else if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.body !== undefined) {
      body = typeof o.body === 'string' ? o.body : new Uint8Array(o.body);
    }
    return app.request(path, { method, headers, body });
  };

  return {
    app,
    deps,
    clock,
    world,
    dataDir: dir,
    signIn,
    request,
    idle: () => composed.background.idle(),
    close: async () => {
      await composed.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
