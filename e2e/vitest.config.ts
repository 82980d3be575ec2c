// Browser tests: the real server (bin/start.mjs) over a fresh seeded SQLite database, driven with
// playwright-core through Debian's Chromium. One file at a time: they share the server.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
