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

const SYNC_STORE_SHIM = '\0react-use-sync-external-store';

/**
 * wouter imports `useSyncExternalStore` from the use-sync-external-store shim, for React before 18;
 * the shim's production build hands back React's own hook when React has one (18 and later), yet
 * its fallback and CommonJS wrapper still reach the entry chunk. The web build takes React's hook directly.
 */
function syncStoreFromReact(): Plugin {
  return {
    name: 'sync-store-from-react',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? SYNC_STORE_SHIM : null),
    load: (id) => (id === SYNC_STORE_SHIM ? "export { useSyncExternalStore } from 'react';" : null),
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

type Node = { type: string; start: number; end: number } & Record<string, unknown>;

/** What a route declares only for the OpenAPI document (contract/route.ts): its words, tags and failures. */
const DOCUMENT_ONLY = new Set(['tags', 'summary', 'description', 'failures', 'failureBody']);

/**
 * The OpenAPI document is the server's alone: the browser reads a route's method, path, access and
 * schemas, never its summary, description, tags or failures, nor a schema's `.meta({…})` /
 * `.describe('…')` (read only by the JSON Schema converters, which the web build stubs). In the web
 * build those properties of each `defineRoute({…})` of a contract module go, and `schema.meta({…})` /
 * `schema.describe('…')` become `schema`; parsing is untouched.
 */
function contractWithoutDocument(): Plugin {
  return {
    name: 'contract-without-document',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const out = new MagicString(code);
      let changed = false;
      for (const node of nodesOf(this.parse(code))) {
        if (node.type !== 'CallExpression') continue;
        const callee = node.callee as Node & { name?: string; object?: Node; property?: Node & { name?: string }; computed?: boolean };
        const args = node.arguments as Node[];
        if (callee.type === 'Identifier' && callee.name === 'defineRoute' && args[0]?.type === 'ObjectExpression') {
          const props = args[0].properties as Array<Node & { key?: Node & { name?: string }; computed?: boolean }>;
          props.forEach((p, i) => {
            if (p.type !== 'Property' || p.computed || !DOCUMENT_ONLY.has(p.key?.name ?? '')) return;
            // With the comma after it (before it, for the last property).
            if (i + 1 < props.length) out.remove(p.start, props[i + 1].start);
            else out.remove(i > 0 ? props[i - 1].end : p.start, p.end);
            changed = true;
          });
        } else if (callee.type === 'MemberExpression' && !callee.computed && args.length === 1 && callee.object) {
          const name = callee.property?.name;
          const isMeta = name === 'meta' && args[0].type === 'ObjectExpression';
          const isDescribe = name === 'describe' && args[0].type === 'Literal' && typeof args[0].value === 'string';
          if (!isMeta && !isDescribe) continue;
          out.remove(callee.object.end, node.end);
          changed = true;
        }
      }
      return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

/** The nodes of an ESTree with their parents, depth first. */
function* withParents(node: unknown, parent: Node | null = null): Generator<[Node, Node | null]> {
  if (Array.isArray(node)) for (const child of node) yield* withParents(child, parent);
  else if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
    yield [node as Node, parent];
    for (const [key, child] of Object.entries(node)) if (key !== 'type') yield* withParents(child, node as Node);
  }
}

/** `useCase({ name: '…', access: '…' }, …)` in a core module: its access. */
const USE_CASE_SPEC = /\buseCase\(\s*\{\s*name:\s*['"][\w.]+['"],\s*access:\s*['"](\w+)['"]\s*\}/g;

/** The access of each use case a core module exports, by export name (core/app/use-case.ts `useCase`). */
function accessesOfUseCases(source: string): Map<string, string> {
  const byLocal = new Map<string, string>();
  for (const m of source.matchAll(USE_CASE_SPEC)) {
    const local = [...source.slice(0, m.index).matchAll(/\bconst\s+(\w+)/g)].pop()?.[1];
    if (local) byLocal.set(local, m[1]);
  }
  const out = new Map<string, string>();
  for (const [local, access] of byLocal) if (new RegExp(`export\\s+const\\s+${local}\\b`).test(source)) out.set(local, access);
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of block[1].split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const access = byLocal.get(local);
      if (access) out.set(exported, access);
    }
  }
  return out;
}

/**
 * A contract route names the use case that answers it (contract/route.ts `useCase`) and takes its
 * access; the browser needs only that access. In the web build each use case a contract module
 * imports from core becomes its access (read from its `useCase({ name, access }, …)`), each `useCase:`
 * of a route becomes `access:`, and the import goes, so no use case's code, nor the modules only its
 * code needs, reaches the browser. A use case whose access cannot be read fails the build.
 */
function contractWithoutUseCases(): Plugin {
  return {
    name: 'contract-without-use-cases',
    apply: 'build',
    async transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || !code.includes('useCase')) return null;
      const out = new MagicString(code);
      const nodes = [...withParents(this.parse(code))];
      /** Local name (or namespace) of each imported core binding: its module's accesses. */
      const named = new Map<string, string>();
      const namespaces = new Map<string, Map<string, string>>();
      /** Every binding imported from core, use case or not. */
      const fromCore = new Set<string>();
      for (const [node] of nodes) {
        if (node.type !== 'ImportDeclaration') continue;
        const source = (node.source as { value: string }).value;
        if (!source.includes('/core/')) continue;
        for (const s of node.specifiers as Array<{ local: { name: string } }>) fromCore.add(s.local.name);
        const resolved = await this.resolve(source, id);
        if (!resolved) continue;
        const accesses = accessesOfUseCases(await this.fs.readFile(resolved.id, { encoding: 'utf8' }));
        if (accesses.size === 0) continue;
        const specifiers = node.specifiers as Array<Node & { local: { name: string }; imported?: { name: string } }>;
        const kept: string[] = [];
        for (const s of specifiers) {
          if (s.type === 'ImportNamespaceSpecifier') namespaces.set(s.local.name, accesses);
          else if (s.type === 'ImportSpecifier' && accesses.has(s.imported?.name ?? '')) named.set(s.local.name, accesses.get(s.imported?.name ?? '') ?? '');
          else kept.push(code.slice(s.start, s.end));
        }
        const onlyUseCases = specifiers.every((s) => s.type === 'ImportNamespaceSpecifier' || named.has(s.local.name));
        if (onlyUseCases) out.remove(node.start, node.end);
        else out.overwrite(node.start, node.end, `import { ${kept.join(', ')} } from ${JSON.stringify(source)};`);
      }
      for (const [node, parent] of nodes) {
        if (parent?.type === 'ImportSpecifier' || parent?.type === 'ImportNamespaceSpecifier') continue;
        if (node.type === 'MemberExpression' && !node.computed) {
          const object = node.object as Node & { name?: string };
          const accesses = object.type === 'Identifier' ? namespaces.get(object.name ?? '') : undefined;
          if (!accesses) continue;
          const member = (node.property as { name: string }).name;
          const access = accesses.get(member);
          if (!access) this.error(`${id}: ${object.name}.${member} is no use case whose access the web build can read`);
          out.overwrite(node.start, node.end, JSON.stringify(access));
        } else if (node.type === 'Identifier' && named.has(node.name as string)) {
          const isKey = (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) || (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed);
          if (isKey) continue;
          if (parent?.type === 'Property' && parent.shorthand) out.overwrite(node.start, node.end, `${String(node.name)}: ${JSON.stringify(named.get(node.name as string))}`);
          else out.overwrite(node.start, node.end, JSON.stringify(named.get(node.name as string)));
        } else if (node.type === 'Property' && !node.computed && (node.key as Node & { name?: string }).name === 'useCase') {
          const key = node.key as Node;
          const value = node.value as Node & { name?: string };
          if (value.type === 'Identifier' && fromCore.has(value.name ?? '') && !named.has(value.name ?? '')) {
            this.error(`${id}: useCase ${value.name} is no use case whose access the web build can read (useCase({ name, access }, body))`);
          }
          if (node.shorthand) out.overwrite(node.start, node.end, 'access: useCase');
          else out.overwrite(key.start, key.end, 'access');
        }
      }
      if (namespaces.size === 0 && named.size === 0 && !code.includes('useCase:') && !code.includes('useCase,')) return null;
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
    syncStoreFromReact(),
    contractWithoutServing(),
    contractWithoutUseCases(),
    contractWithoutDocument(),
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
