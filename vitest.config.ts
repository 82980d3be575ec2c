import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer';

// Two files per core: much of a file's time is spent waiting (PostgreSQL, a server process, a timer), and
// vitest's default (cores - 1) ran this suite one file at a time on a 2-core machine. VITEST_MAX_WORKERS overrides.
const workers = Number(process.env.VITEST_MAX_WORKERS) || 2 * availableParallelism();

export default defineConfig({
  test: {
    globalSetup: ['vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: workers,
    // As many workers from the start: with fewer, vitest 3.2 ends idle shared workers mid-run and fails the run
    // with "Terminating worker thread" (vitest-dev/vitest#8564).
    minWorkers: workers,
    // Isolation is the pool's, set here at the root (vitest 3.2 reads it nowhere else): the pure files share their
    // worker thread's modules from one file to the next; every other file gets a fresh process.
    poolOptions: { threads: { isolate: false }, forks: { isolate: true } },
    // Long files first, also in a fresh clone (vitest.sequencer.ts), so none runs alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        // The domain and the contract: no I/O, no mock, no global they change. Loading zod, luxon and decimal.js
        // once per worker rather than once per file took their 88 files from 45 to 16 CPU-seconds.
        test: { name: 'pure', include: ['{core,contract}/**/*.test.{ts,tsx}'], pool: 'threads' },
      },
      {
        extends: true,
        // SQLite files and Postgres schemas are per test file, so files may run in parallel.
        test: { name: 'io', include: ['{adapters,cli,web,fixtures,lib}/**/*.test.{ts,tsx}'], exclude: ['node_modules', 'dist', 'e2e/**'], pool: 'forks' },
      },
    ],
  },
});
