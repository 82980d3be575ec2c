// The library build (`npm run build:lib`): the two public entry points as ES modules for Node 20.19+,
// every dependency left to the installer (the package's `dependencies`, and its optional
// `peerDependencies`: the drivers and renderers, loaded on first use), node:* built-ins untouched.
// zod and papaparse are required on first use too (lib/on-first-use/), not imported with the entry.
// Declarations are bundled per entry by rollup-plugin-dts (lib/dts.config.mjs).
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(`${root}/../package.json`, 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
/** Packages the entries load on first use: each import of one is replaced by the module that requires it then. */
const ON_FIRST_USE: Record<string, string> = { zod: `${root}/on-first-use/zod.ts`, papaparse: `${root}/on-first-use/papaparse.ts` };
const isExternal = (id: string): boolean =>
  !(id in ON_FIRST_USE) && (id.startsWith('node:') || builtinModules.includes(id) || dependencies.some((d) => id === d || id.startsWith(`${d}/`)));

export default defineConfig({
  root,
  logLevel: 'warn',
  resolve: { alias: Object.entries(ON_FIRST_USE).map(([name, module]) => ({ find: new RegExp(`^${name}$`), replacement: module })) },
  build: {
    outDir: `${root}/../dist`,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    ssr: true,
    lib: { entry: { index: `${root}/index.ts`, adapters: `${root}/adapters.ts` }, formats: ['es'] },
    rollupOptions: { external: isExternal, output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
