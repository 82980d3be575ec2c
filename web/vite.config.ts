// Vite build of the React front end: served by the Hono server under /esecauction/.
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkPlan } from './chunk-plan';

// import.meta.dirname (Node 20.11+, set by Vite's config loader): no node: import needed.
const root = import.meta.dirname;

const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const STUB = '\0zod-json-schema-stub:';

/**
 * zod 4's classic schemas carry their JSON Schema converters (about 18 KB minified, 5 KB gzip), which
 * only the server's OpenAPI document uses. In the web build those two modules are replaced by stubs
 * with the same export names: `create…` answers a method that throws when called, the rest throw.
 * Parsing is untouched; a call to toJSONSchema in the browser fails loudly instead of silently.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]zod[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && ZOD_JSON_SCHEMA.test(resolved.id) ? STUB + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(STUB)) return null;
      const names = Object.keys((await import(id.slice(STUB.length))) as object);
      const lines = names.map((n) => `export const ${n} = ${n.startsWith('create') ? '() => unavailable' : 'unavailable'};`);
      return [`const unavailable = () => { throw new Error('JSON Schema generation is not in the web bundle (web/vite.config.ts)'); };`, ...lines].join('\n');
    },
  };
}

const CONTRACT_MODULE = /[\\/]contract[\\/][^\\/]+\.ts$/;

/** The nodes of an ESTree, depth first. */
function* nodesOf(node: unknown): Generator<{ type: string; start: number; end: number } & Record<string, unknown>> {
  if (Array.isArray(node)) for (const child of node) yield* nodesOf(child);
  else if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
    yield node as { type: string; start: number; end: number };
    for (const [key, child] of Object.entries(node)) if (key !== 'type') yield* nodesOf(child);
  }
}

/**
 * How the server answers a route by its use case (contract/route.ts `served(route, input, answer)`:
 * the request's reading and the answer's serialiser) is the server's alone. In the web build each
 * `served(route, …)` of a contract module becomes `route`, so the browser never downloads the
 * readers and serialisers; the route's method, path, schemas and access stay as they are.
 */
function contractWithoutServing(): Plugin {
  return {
    name: 'contract-without-serving',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || !code.includes('served(')) return null;
      const out = new MagicString(code);
      for (const node of nodesOf(this.parse(code))) {
        const callee = node.callee as { type: string; name?: string } | undefined;
        const args = node.arguments as { start: number; end: number }[] | undefined;
        if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'served' && args?.length) {
          out.overwrite(node.start, node.end, code.slice(args[0].start, args[0].end));
        }
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

export default defineConfig({
  root,
  base: '/esecauction/',
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    contractWithoutServing(),
    // Text files compressed once, here, at the highest levels (brotli 11, gzip 9); the server sends the
    // `.br` / `.gz` beside each file as the browser accepts (adapters/http/static-web.ts).
    compression({ threshold: 1024 }),
  ],
  build: {
    outDir: `${root}/dist`,
    emptyOutDir: true,
    // Pages are split by area with React.lazy; a bidder never downloads the admin chunk.
    chunkSizeWarningLimit: 800,
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 3 }, format: { comments: false } },
    // Browsers without modulepreload still load every chunk (only without the early fetch): no polyfill in the entry.
    modulePreload: { polyfill: false },
    rollupOptions: { output: { manualChunks: chunkPlan(), onlyExplicitManualChunks: true } },
  },
  server: {
    // `npx vite --config web/vite.config.ts` during development proxies the API to a running server.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
