// Vite build of the React front end: served by the Hono server under /esecauction/.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// import.meta.dirname (Node 20.11+, set by Vite's config loader): no node: import needed.
const root = import.meta.dirname;

export default defineConfig({
  root,
  base: '/esecauction/',
  plugins: [react()],
  build: {
    outDir: `${root}/dist`,
    emptyOutDir: true,
    // Pages are split by area with React.lazy; a bidder never downloads the admin chunk.
    chunkSizeWarningLimit: 800,
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 3 }, format: { comments: false } },
    // Browsers without modulepreload still load every chunk (only without the early fetch): no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    // `npx vite --config web/vite.config.ts` during development proxies the API to a running server.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
