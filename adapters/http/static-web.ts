/**
 * Serves the built web app (web/dist) under /esecauction/ with an SPA fallback to index.html.
 * File paths come only from the URL after normalisation and must stay inside the dist folder.
 * Until the web app is built, a plain page says so.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
};

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>eSecAuction</title></head>
<body><main><h1>eSecAuction</h1><p>The web application is not built yet. Run <code>npm run build</code> and restart the server.</p>
<p>The API is available under <a href="/api/openapi.json">/api/openapi.json</a>.</p></main></body></html>`;

async function fileOrNull(path: string): Promise<Buffer | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

/** Handler for GET /esecauction/*. `base` is the URL prefix, e.g. "/esecauction". */
export function staticWeb(distDir: string | null, base = '/esecauction') {
  const root = distDir ? resolve(distDir) : null;
  return async (c: Context): Promise<Response> => {
    if (!root) return c.html(PLACEHOLDER);
    let rel = c.req.path.slice(base.length);
    try {
      rel = decodeURIComponent(rel);
    } catch {
      rel = '/';
    }
    const target = normalize(join(root, rel));
    const inside = target === root || target.startsWith(root + sep);
    if (inside && rel !== '/' && rel !== '') {
      const bytes = await fileOrNull(target);
      if (bytes) {
        const type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
        // Vite puts content-hashed files under assets/: cache them for good.
        const cache = rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        return c.body(new Uint8Array(bytes), 200, { 'content-type': type, 'cache-control': cache });
      }
      // A missing file with an extension is a 404, not the SPA page (avoids HTML served as JS).
      if (extname(rel)) return c.text('Not found', 404);
    }
    const index = await fileOrNull(join(root, 'index.html'));
    if (!index) return c.html(PLACEHOLDER);
    return c.body(new Uint8Array(index), 200, { 'content-type': TYPES['.html'] as string, 'cache-control': 'no-cache' });
  };
}
