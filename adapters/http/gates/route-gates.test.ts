/**
 * Every gate comes with the route: a test-only route under a path prefix no other route uses,
 * registered through the same `registerRoute` as the application's own, gets the authorization gate
 * (401 without a token, 403 without its capability), the per-user quota (429), the heavy-request gate
 * (one at a time here), the 404/405 answers, and its place in the OpenAPI document with its security,
 * from its definition alone: no table beside the contract names its path.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/kits/test-app.test-kit';
import { createApp } from '../app';
import { registerRoute } from '../wire/contract-route';
import type { AppEnv } from '../context';
import { defineRoute } from '../../../contract/route';
import { IdParams } from '../../../contract/common';
import { MSG } from '../../../core/domain/messages';

const zzRoute = defineRoute({
  method: 'get',
  path: '/zz-new/{id}/thing',
  access: 'award',
  heavy: true,
  expensive: true,
  tags: ['Test'],
  summary: 'A test-only route under a new prefix',
  params: IdParams,
  response: z.object({ id: z.number() }),
});

const QUOTA = 4;
let t: TestApp;
let app: OpenAPIHono<AppEnv>;
/** Ids whose handler has started, in order; a handler of id 1 waits until `release` is called. */
const started: number[] = [];
let release = (): void => undefined;

beforeAll(async () => {
  t = await createTestApp();
  const held = new Promise<void>((resolve) => (release = resolve));
  app = createApp(
    { ...t.deps, http: { ...t.deps.http, heavyRequestsAtOnce: 1, expensiveRequestsPerMinute: QUOTA } },
    {
      failedSignInDelayMs: 0,
      moreRoutes: (api) =>
        registerRoute(api, zzRoute, async ({ params }) => {
          started.push(params.id);
          if (params.id === 1) await held;
          return { ok: true, value: { id: params.id } };
        }),
    },
  );
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, token?: string, method = 'GET') => app.request(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a route under a new prefix', () => {
  it('gets the authorization gate: 401 without a token, 403 for a role without its capability', async () => {
    const anonymous = await get('/api/zz-new/3/thing');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    const manager = await get('/api/zz-new/3/thing', await t.signIn('manager'));
    expect(manager.status).toBe(403);
    expect(await manager.json()).toMatchObject({ error: MSG.FORBIDDEN, code: 'FORBIDDEN' });
    // An MFA-pending token counts as not signed in.
    expect((await get('/api/zz-new/3/thing', await t.signIn('mfauser'))).status).toBe(401);
  });

  it('answers 404 for a malformed id and 405 for another method, before any gate', async () => {
    expect((await get('/api/zz-new/abc/thing')).status).toBe(404);
    expect((await get('/api/zz-new/3/thing', undefined, 'POST')).status).toBe(405);
  });

  it('gets the heavy-request gate (one at a time here) and the quota of expensive requests', async () => {
    const token = await t.signIn('awarder');
    const first = get('/api/zz-new/1/thing', token);
    await settle();
    const second = get('/api/zz-new/2/thing', token);
    await settle();
    expect(started).toEqual([1]); // the second waits for the first's turn
    release();
    expect(await (await first).json()).toEqual({ id: 1 });
    expect(await (await second).json()).toEqual({ id: 2 });
    expect(started).toEqual([1, 2]);
    for (let i = 2; i < QUOTA; i++) expect((await get(`/api/zz-new/${10 + i}/thing`, token)).status).toBe(200);
    const refused = await get('/api/zz-new/99/thing', token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: MSG.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' });
    expect(started).not.toContain(99);
  });

  it('appears in the OpenAPI document with the security of its access', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { security?: unknown }>> };
    expect(doc.paths['/zz-new/{id}/thing']?.get?.security).toEqual([{ bearer: ['award'] }]);
  });

  it('cannot be registered on an API created without gates', () => {
    expect(() => registerRoute(new OpenAPIHono<AppEnv>(), zzRoute, async ({ params }) => ({ ok: true, value: { id: params.id } }))).toThrow(/gatedApi/);
  });
});
