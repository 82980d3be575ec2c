/**
 * Serves the built web app (web/dist) under /esecauction/ with an SPA fallback to index.html, through
 * @hono/node-server's `serveStatic` (its MIME table, its path checks: no `..`, no encoded separators).
 * Text files are compressed once, at build time (vite-plugin-compression2 writes `.br` and `.gz` beside
 * each file, web/vite.config.ts) and sent as the browser accepts (`precompressed`). Until the web app is
 * built, a plain page says so.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { extname, relative, resolve } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>eSecAuction</title></head>
<body><main><h1>eSecAuction</h1><p>The web application is not built yet. Run <code>npm run build</code> and restart the server.</p>
<p>The API is available under <a href="/api/openapi.json">/api/openapi.json</a>.</p></main></body></html>`;

/** Vite puts content-hashed files under assets/: cached for good. Everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const passOn = async () => {};

/** Handler for GET /esecauction/*. `base` is the URL prefix, e.g. "/esecauction". */
export function staticWeb(distDir: string | null, base = '/esecauction'): MiddlewareHandler {
  if (!distDir) return async (c) => c.html(PLACEHOLDER);
  // serveStatic takes a root relative to the working directory.
  const root = relative(process.cwd(), resolve(distDir)) || '.';
  const files = serveStatic({ root, precompressed: true, rewriteRequestPath: (p) => p.slice(base.length) });
  const index = serveStatic({ root, path: 'index.html', precompressed: true });
  return async (c) => {
    const rel = c.req.path.slice(base.length);
    if (rel !== '' && rel !== '/') {
      c.header('Cache-Control', rel.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      const file = await files(c, passOn);
      if (file) return file;
      // A missing file with an extension is a 404, not the SPA page (avoids HTML served as JS).
      if (extname(rel)) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    }
    c.header('Cache-Control', 'no-cache');
    return (await index(c, passOn)) ?? c.html(PLACEHOLDER);
  };
}
