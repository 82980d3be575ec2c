/**
 * gzip for the API's answers, decided as hono's compress middleware decides it (a compressible type, no
 * Content-Encoding or Transfer-Encoding yet, not HEAD or 206, no `Cache-Control: no-transform`, a
 * declared length of at least `threshold` or none; `Vary: Accept-Encoding` on every such answer), but
 * without turning the handler's answer into a web Response when it is not compressed.
 *
 * @hono/node-server answers a Response made from a string (what `c.json()` makes) by writing the
 * string to the socket, unless something asks the Response for its body; hono's middleware adds Vary
 * with `c.header()`, which on a finished context rebuilds the answer from its body as a full web
 * Response that the server then reads back through web streams: about 4% of a bid save's CPU, for
 * clients that do not even accept gzip. Here Vary is set on the answer's own headers, and only an
 * answer that is compressed is rebuilt (through `gzipStream`, node:zlib, streaming as it goes).
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { acceptsGzip, gzipStream } from './json-stream';

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export const compressAnswers = (opts: { threshold: number }): MiddlewareHandler =>
  async function compressAnswers(c, next) {
    await next();
    const headers = c.res.headers;
    const type = headers.get('content-type');
    const length = headers.get('content-length');
    if (
      c.res.status === 206 ||
      c.req.method === 'HEAD' ||
      headers.has('content-encoding') ||
      headers.has('transfer-encoding') ||
      (length !== null && Number(length) < opts.threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const vary = headers.get('vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;
    const body = c.res.body;
    if (!body) return;
    c.res = new Response(body.pipeThrough(gzipStream()), c.res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', 'gzip');
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
