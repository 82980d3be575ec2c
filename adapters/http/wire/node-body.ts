/**
 * The body limit, and JSON bodies read straight from Node's request.
 *
 * @hono/node-server hands Hono a lightweight request that becomes a full web `Request` (undici) the
 * first time anything touches `c.req.raw.body` or calls `c.req.json()`; hono's `bodyLimit` touches
 * `c.req.raw.body` on every request. Materialising it, and reading the body through web streams, was
 * about 3% of a bid save's CPU plus its garbage. So, on a request from a socket:
 * - no declared length and no chunked body (a GET): no body, nothing to check;
 * - a declared length: over the limit is refused at once (Node never reads past a declared length);
 *   a JSON body is then read from the Node request, lazily, only when the route asks for it (a
 *   refused caller's body is never parsed), into Hono's body cache, so `c.req.json()` and the
 *   validators see it as usual;
 * - a chunked body, or an in-process call: hono's `bodyLimit`, which counts as it reads.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { declaredLength, incomingOf } from './unread-body';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The body as text. A client that closed its connection before the route read the body (it gave up
 * while its request waited for the database) leaves a destroyed request that emits nothing more: that,
 * and a close before the end, reject, so the request ends instead of waiting for ever (and a shutdown
 * waiting for it with it).
 */
function readText(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const gone = () => reject(new Error('The request body did not arrive in full.'));
    if (incoming.destroyed) return gone();
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '')));
    incoming.once('error', reject);
    // After 'end' this settles nothing (a promise settles once).
    incoming.once('close', gone);
  });
}

/** Puts the Node request's body in Hono's body cache as text and JSON, read on first use. */
function cacheBodyOf(c: Context, incoming: IncomingMessage): void {
  let text: Promise<string> | undefined;
  const read = () => (text ??= readText(incoming));
  const cache = c.req.bodyCache as Record<string, unknown>;
  Object.defineProperty(cache, 'text', { enumerable: true, configurable: true, get: read });
  Object.defineProperty(cache, 'json', { enumerable: true, configurable: true, get: () => read().then((t) => JSON.parse(t) as unknown) });
}

export const nodeBodyLimit = (maxSize: number, onTooLarge: (c: Context) => Response | Promise<Response>): MiddlewareHandler => {
  const counting = bodyLimit({ maxSize, onError: onTooLarge });
  return async (c, next) => {
    const incoming = incomingOf(c.env);
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (!incoming || chunked) return counting(c, next);
    const length = declaredLength(c.req.header('content-length'));
    if (length === null || length === 0) return next();
    if (length > maxSize) return onTooLarge(c);
    if (JSON_TYPE.test(c.req.header('content-type') ?? '')) cacheBodyOf(c, incoming);
    return next();
  };
};
