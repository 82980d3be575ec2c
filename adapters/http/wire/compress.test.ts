/**
 * compressAnswers: gzip as hono's compress middleware decides it, and an answer that is not compressed
 * leaves as the very Response the handler made (not rebuilt from its body).
 */
import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `lot ${i}` })) };
let made: Response | null = null;
let sent: Response | null = null;

const app = new Hono();
app.use('*', async (c, next) => {
  await next();
  sent = c.res;
});
app.use('*', compressAnswers({ threshold: 1024 }));
const keep = (res: Response) => (made = res);
app.get('/json', (c) => keep(c.json(big)));
app.get('/small', (c) => keep(c.body('{"a":1}', 200, { 'content-type': 'application/json', 'content-length': '7' })));
app.get('/no-transform', (c) => keep(c.json(big, 200, { 'cache-control': 'no-store, no-transform' })));
app.get('/png', (c) => keep(c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' })));
app.get('/encoded', (c) => keep(c.body('x'.repeat(4096), 200, { 'content-type': 'text/plain', 'content-encoding': 'br' })));
app.get('/vary', (c) => keep(c.json(big, 200, { vary: 'Origin', etag: '"v1"' })));

const get = (path: string, acceptEncoding?: string) => app.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

describe('compressAnswers', () => {
  it('leaves a JSON answer to a client that does not accept gzip as the Response the handler made, with Vary', async () => {
    const res = await get('/json', 'br');
    expect(sent).toBe(made);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(big);
    expect((await get('/json')).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('gzips a JSON answer for a client that accepts it, and adds Accept-Encoding to Vary, an ETag made weak', async () => {
    const res = await get('/json', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
    const vary = await get('/vary', '*');
    expect(vary.headers.get('content-encoding')).toBe('gzip');
    expect(vary.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(vary.headers.get('etag')).toBe('W/"v1"');
  });

  it('leaves alone what hono leaves alone: a declared length under the threshold, no-transform, a type not compressible, an answer already encoded, HEAD', async () => {
    for (const path of ['/small', '/no-transform', '/png', '/encoded']) {
      const res = await get(path, 'gzip');
      expect(res.headers.get('content-encoding'), path).toBe(path === '/encoded' ? 'br' : null);
      expect(res.headers.get('vary'), path).toBeNull();
      expect(sent, path).toBe(made);
    }
    const head = await app.request('/json', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBeNull();
    expect((await get('/json', 'gzip;q=0, *')).headers.get('content-encoding')).toBeNull();
  });
});
