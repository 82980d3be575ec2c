// The library build (`npm run build:lib`): the two public entry points as ES modules for Node 20.19+,
// every dependency left to the installer (the package's `dependencies`, and its optional
// `peerDependencies`: the drivers and renderers, loaded on first use), node:* built-ins untouched.
// Declarations are bundled per entry by rollup-plugin-dts (lib/dts.config.mjs).
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(`${root}/../package.json`, 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string): boolean =>
  id.startsWith('node:') || builtinModules.includes(id) || dependencies.some((d) => id === d || id.startsWith(`${d}/`));

export default defineConfig({
  root,
  logLevel: 'warn',
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
