/**
 * nodeBodyLimit on a real socket (@hono/node-server): JSON read from the Node request into Hono's
 * body cache, the declared length checked before anything is read, chunked bodies counted.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeBodyLimit } from './node-body';

const LIMIT = 1024;
let server: ServerType;
let base: string;
/** What the /late route's read of the body came to, once it has read it. */
let lateRead: Promise<string> | null = null;
let releaseLate: (() => void) | null = null;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', nodeBodyLimit(LIMIT, (c) => c.json({ error: 'too large' }, 413)));
  app.post('/json', async (c) => {
    // Read from the Node request (not through a web Request) when the body's length is declared.
    const fromNode = Object.keys(c.req.bodyCache).includes('json');
    try {
      return c.json({ fromNode, got: await c.req.json(), again: await c.req.json() });
    } catch (e) {
      return c.json({ malformed: (e as Error).name }, 400);
    }
  });
  app.post('/text', async (c) => c.json({ text: await c.req.text() }));
  // Reads the body only when the test says so (as a save reads it after the database answered who the caller is).
  app.post('/late', async (c) => {
    await new Promise<void>((resolve) => (releaseLate = resolve));
    lateRead = c.req.json().then(
      () => 'read',
      () => 'refused',
    );
    return c.json({ read: await lateRead });
  });
  app.get('/get', (c) => c.json({ ok: true }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }, chunked = false) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers, ...(chunked ? { duplex: 'half' } : {}) });

const streamOf = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

describe('nodeBodyLimit', () => {
  it('gives a JSON body to c.req.json(), read once (twice answers the same), a byte-order mark dropped', async () => {
    const res = await post('/json', JSON.stringify({ rows: [1, 2, 3], name: 'Løt' }));
    expect(await res.json()).toEqual({ fromNode: true, got: { rows: [1, 2, 3], name: 'Løt' }, again: { rows: [1, 2, 3], name: 'Løt' } });
    const bom = await post('/json', '\uFEFF{"a":1}');
    expect(await bom.json()).toMatchObject({ got: { a: 1 } });
  });

  it('answers the same body as text, and refuses malformed JSON as a SyntaxError', async () => {
    expect(await (await post('/text', '{"a":1}')).json()).toEqual({ text: '{"a":1}' });
    const bad = await post('/json', '{"a":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ malformed: 'SyntaxError' });
  });

  it('refuses a declared length over the limit before reading, and lets a body at the limit through', async () => {
    const over = await post('/json', JSON.stringify({ pad: 'x'.repeat(LIMIT) }));
    expect(over.status).toBe(413);
    const at = JSON.stringify({ pad: 'x'.repeat(LIMIT - 10) });
    expect(at.length).toBe(LIMIT);
    expect((await post('/json', at)).status).toBe(200);
  });

  it('counts a chunked body (no declared length) and refuses it past the limit', async () => {
    const small = await post('/json', streamOf(['{"a":', '2}']), { 'content-type': 'application/json' }, true);
    expect(await small.json()).toMatchObject({ fromNode: false, got: { a: 2 } });
    const big = await post('/json', streamOf(['{"pad":"', 'x'.repeat(LIMIT), '"}']), { 'content-type': 'application/json' }, true);
    expect(big.status).toBe(413);
  });

  it('refuses the body of a client that closed its connection before the route read it, instead of waiting for ever', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const body = '{"a":1}';
    socket.write(`POST /late HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    await expect.poll(() => releaseLate).not.toBeNull();
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseLate?.();
    await expect.poll(() => lateRead, { timeout: 1000 }).not.toBeNull();
    expect(await Promise.race([lateRead, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000))])).toBe('refused');
  });

  it('passes a request without a body', async () => {
    expect(await (await fetch(`${base}/get`)).json()).toEqual({ ok: true });
  });
});
