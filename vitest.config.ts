import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{core,contract,adapters,cli,web,fixtures,lib}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // SQLite files and Postgres schemas are per test file, so files may run in parallel.
    pool: 'forks',
  },
});
