/**
 * Security headers and the trusted-proxy rule, over a real socket: Permissions-Policy on every answer;
 * HSTS only when the request came over TLS through a trusted proxy; X-Forwarded-For believed only
 * from a trusted proxy.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../app';
import { testAppForAllTests } from '../tests/kits/test-app-lifecycle.test-kit';
import { clientAddress, trustedProxiesFrom } from './client-address';

const t = testAppForAllTests();
const servers: ServerType[] = [];

const listen = (fetch: (r: Request) => Response | Promise<Response>): Promise<string> =>
  new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
    servers.push(server);
  });

afterAll(() => {
  for (const s of servers) s.close();
});

describe('security headers', () => {
  it('sends Permissions-Policy always, and HSTS only for TLS requests relayed by a trusted proxy', async () => {
    const trusted = await listen(createApp({ ...t.deps, http: { ...t.deps.http, trustedProxies: trustedProxiesFrom('loopback') } }).fetch);
    const untrusted = await listen(createApp({ ...t.deps, http: { ...t.deps.http, trustedProxies: [] } }).fetch);
    const plain = await fetch(`${trusted}/api/openapi.json`);
    expect(plain.headers.get('permissions-policy')).toContain('camera=()');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await fetch(`${trusted}/api/openapi.json`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const forged = await fetch(`${untrusted}/api/openapi.json`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('client address', () => {
  it('believes X-Forwarded-For only from a trusted proxy, taking the right-most untrusted entry', async () => {
    const echo = (proxies: string[]) => {
      const app = new Hono();
      app.get('/', (c) => c.text(clientAddress(c, proxies)));
      return app.fetch;
    };
    const trusted = await listen(echo(trustedProxiesFrom('loopback, 10.0.0.2')));
    const untrusted = await listen(echo([]));
    const xff = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' };
    expect(await (await fetch(trusted, { headers: xff })).text()).toBe('203.0.113.9');
    expect(await (await fetch(untrusted, { headers: xff })).text()).toMatch(/127\.0\.0\.1$/);
    expect(await (await fetch(trusted)).text()).toMatch(/127\.0\.0\.1$/);
  });
});
