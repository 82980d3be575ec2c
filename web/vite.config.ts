// Vite build of the React front end: served by the Hono server under /esecauction/.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/esecauction/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Pages are split by area with React.lazy; a bidder never downloads the admin chunk.
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npx vite --config web/vite.config.ts` during development proxies the API to a running server.
    proxy: { '/api': 'http://localhost:8080' },
  },
});
