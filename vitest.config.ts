import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer';

export default defineConfig({
  test: {
    include: ['{core,contract,adapters,cli,web,fixtures,lib}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'e2e/**'],
    globalSetup: ['vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // SQLite files and Postgres schemas are per test file, so files may run in parallel.
    pool: 'forks',
    // Two files per core: much of a file's time is spent waiting (PostgreSQL, a server process, a timer), and
    // vitest's default (cores - 1) ran this suite one file at a time on a 2-core machine. VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2 * availableParallelism(),
    minWorkers: 1,
    // Long files first, also in a fresh clone (vitest.sequencer.ts), so none runs alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
  },
});
