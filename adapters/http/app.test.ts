import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './tests/kits/test-app.test-kit';
import { createApp } from './app';
import type { RequestLogEntry } from './request-log';
import { CONTRACT_ROUTES } from '../../contract/index';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'sla-web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>eSecAuction</title><div id="root"></div>');
  await writeFile(join(web, 'assets', 'app-123.js'), 'console.log(1)');
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ lot: i })))};`;
  await writeFile(join(web, 'assets', 'big-456.js'), big);
  // The build writes each text file's .br and .gz beside it (web/vite.config.ts); the server sends them.
  await writeFile(join(web, 'assets', 'big-456.js.br'), brotliCompressSync(big));
  await writeFile(join(web, 'assets', 'big-456.js.gz'), gzipSync(big));
  t = await createTestApp({ webDistDir: web, bodyLimitBytes: 64 * 1024 });
});
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe('the server shell', () => {
  // / goes to the login screen; /favicon.ico to the app icon instead of a 404.
  it.each([
    ['/', 302, '/esecauction/login'],
    ['/favicon.ico', 301, '/esecauction/favicon.svg'],
  ])('redirects %s (%i) to %s', async (path, status, location) => {
    const res = await t.request('GET', path);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(location);
  });

  it('serves the app icon', async () => {
    await writeFile(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const icon = await t.request('GET', '/esecauction/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves the web app with an SPA fallback and never leaves the dist folder', async () => {
    const page = await t.request('GET', '/esecauction/auctions');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await t.request('GET', '/esecauction/assets/app-123.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.request('GET', '/esecauction/assets/missing.js')).status).toBe(404);
    const escape = await t.request('GET', '/esecauction/..%2f..%2fpackage.json');
    expect(await escape.text()).not.toContain('"dependencies"');
  });

  it('sends static text files compressed at build time (brotli, else gzip) and compresses large JSON answers (gzip)', async () => {
    const original = await (await t.request('GET', '/esecauction/assets/big-456.js')).text();
    const br = await t.request('GET', '/esecauction/assets/big-456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(original.length / 5);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(original);
    const gz = await t.request('GET', '/esecauction/assets/big-456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(original);
    const api = await t.request('GET', '/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString('utf8'))).toHaveProperty('openapi');
    const plain = await t.request('GET', '/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('sends security headers', async () => {
    const res = await t.request('GET', '/esecauction/login');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const api = await t.request('GET', '/api/principalroles', { token: await t.signIn('manager') });
    expect(api.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the OpenAPI document publicly, covering both areas', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    for (const p of ['/token', '/auction/usersave', '/auction/{id}', '/auction/lots/upload', '/auction/sendInvites/{auctionId}']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('documents every route of the contract registry, and nothing else', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.sort()).toEqual(CONTRACT_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('turns malformed bodies into 400, never 500', async () => {
    const token = await t.signIn('manager');
    const json = await t.request('POST', '/api/auction/companysave', { token, body: '{"companyName":', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(400);
    const multipart = await t.request('POST', '/api/auction/uploadlogo/ACME', {
      token,
      body: 'not really multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(multipart.status).toBe(400);
    const form = await t.request('POST', '/api/token', { body: '%E0%A4%A', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBeLessThan(500);
  });

  it('limits the request body size', async () => {
    const token = await t.signIn('manager');
    const res = await t.request('POST', '/api/excel/exportExcel', { token, json: [{ a: 'x'.repeat(100 * 1024) }] });
    expect(res.status).toBe(413);
  });

  it('logs one JSON line per request without query strings or tokens', async () => {
    const lines: RequestLogEntry[] = [];
    const app = createApp(t.deps, { log: (e) => lines.push(e) });
    const token = await t.signIn('manager');
    await app.request('/api/auction/resetPassword?loginName=a&passwordResetCode=secret-code');
    await app.request('/api/principalroles', { headers: { authorization: `Bearer ${token}` } });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/auction/resetPassword', status: 400, userId: null });
    expect(lines[1]).toMatchObject({ path: '/api/principalroles', status: 200, userId: t.world.users.manager.id });
    expect(JSON.stringify(lines)).not.toContain('secret-code');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
