import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer';

// Two files per core: much of a file's time is spent waiting (PostgreSQL, a server process, a timer), and
// vitest's default (cores - 1) ran this suite one file at a time on a 2-core machine. VITEST_MAX_WORKERS overrides.
const workers = Number(process.env.VITEST_MAX_WORKERS) || 2 * availableParallelism();

/**
 * The test files that change what a later file in the same process would see: a module mocked (`vi.mock`),
 * a global replaced or stubbed (`fetch`, `DecompressionStream`, the browser globals the web files stub).
 * Each runs in a fresh worker; every other file shares its worker's process and modules with the files before
 * it. adapters/test-isolation.test.ts fails when a file outside these mocks a module or replaces a global.
 */
export const ISOLATED_FOLDERS = ['web/'];
export const ISOLATED_FILES = ['lib/use-case-policy.test.ts', 'adapters/highs/highs-solver.test.ts', 'adapters/http/routes/infocentre/document-types.test.ts'];
const ISOLATED = [...ISOLATED_FOLDERS.map((folder) => `${folder}**/*.test.{ts,tsx}`), ...ISOLATED_FILES];

export default defineConfig({
  test: {
    globalSetup: ['vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: workers,
    // As many workers from the start: with fewer, vitest 3.2 ends idle shared workers mid-run and fails the run
    // with "Terminating worker thread" (vitest-dev/vitest#8564).
    minWorkers: workers,
    // Isolation is the pool's, set here at the root (vitest 3.2 reads it nowhere else). The files on `forks` share
    // their worker's process from one file to the next, so zod, hono, kysely, the drivers and the app load once per
    // worker, not once per file (the whole suite with PostgreSQL: 306 CPU-seconds and 206 s wall with a process
    // per file, 176 and 143 s shared; docs/testing.md). The ISOLATED files run on `threads`, a fresh worker each.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    // Long files first, also in a fresh clone (vitest.sequencer.ts), so none runs alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        // One project for every shared file: vitest runs a shared pool's files project by project, each waiting
        // for the one before to end, so two projects would leave cores idle at the end of the first.
        // SQLite files and PostgreSQL schemas are per test file (or per app), so files run in parallel.
        test: { name: 'shared', include: ['{core,contract,adapters,cli,fixtures,lib}/**/*.test.{ts,tsx}'], exclude: ['node_modules', 'dist', ...ISOLATED], pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED, exclude: ['node_modules', 'dist'], pool: 'threads' },
      },
    ],
  },
});
