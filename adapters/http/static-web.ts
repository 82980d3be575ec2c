/**
 * Serves the built web app (web/dist) under /esecauction/ with an SPA fallback to index.html.
 * File paths come only from the URL after normalisation and must stay inside the dist folder.
 * Until the web app is built, a plain page says so. Text files (HTML, JS, CSS, SVG, JSON) are sent
 * brotli- or gzip-compressed when the browser accepts it; each file is compressed once and kept.
 */
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

type Encoded = { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
/** Compressed forms of served files, by path and modification time (the dist folder is small). */
const encodedCache = new Map<string, Encoded>();

function encodedOf(key: string, bytes: Buffer): Encoded {
  let e = encodedCache.get(key);
  if (!e) {
    e = {
      br: new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
      gzip: new Uint8Array(gzipSync(bytes, { level: 9 })),
    };
    encodedCache.set(key, e);
  }
  return e;
}

/** The answer for a file: compressed when the type allows and the browser accepts it. */
function fileAnswer(c: Context, path: string, bytes: Buffer, type: string, cache: string, mtimeMs: number): Response {
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': cache, vary: 'Accept-Encoding' };
  const accepts = c.req.header('accept-encoding') ?? '';
  if (COMPRESSIBLE.test(type) && bytes.length > 1024) {
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) return c.body(encodedOf(`${path}:${mtimeMs}`, bytes)[encoding], 200, { ...headers, 'content-encoding': encoding });
  }
  return c.body(new Uint8Array(bytes), 200, headers);
}

async function fileOrNull(path: string): Promise<{ bytes: Buffer; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return { bytes: await readFile(path), mtimeMs: info.mtimeMs };
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
      const file = await fileOrNull(target);
      if (file) {
        const type = TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
        // Vite puts content-hashed files under assets/: cache them for good.
        const cache = rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        return fileAnswer(c, target, file.bytes, type, cache, file.mtimeMs);
      }
      // A missing file with an extension is a 404, not the SPA page (avoids HTML served as JS).
      if (extname(rel)) return c.text('Not found', 404);
    }
    const indexPath = join(root, 'index.html');
    const index = await fileOrNull(indexPath);
    if (!index) return c.html(PLACEHOLDER);
    return fileAnswer(c, indexPath, index.bytes, TYPES['.html'], 'no-cache', index.mtimeMs);
  };
}
