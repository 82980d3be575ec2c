import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './vitest.sequencer';

const ALL = ['{core,contract,adapters,cli,web,fixtures,lib}/**/*.test.{ts,tsx}'];
// Pure code (no database, file, server, timer or global): its files share a worker's loaded modules
// (`isolate: false`), which halves their CPU, since loading the module graph is most of what they cost.
const SHARED_MODULES = ['{core,contract}/**/*.test.ts'];
const EXCLUDE = ['node_modules', 'dist', 'e2e/**'];

// Two files per core: much of a file's time is spent waiting (PostgreSQL, a server process, a timer), and
// vitest's default (cores - 1) ran this suite one file at a time on a 2-core machine. VITEST_MAX_WORKERS overrides.
const workers = Number(process.env.VITEST_MAX_WORKERS) || 2 * availableParallelism();

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    globalSetup: ['vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // SQLite files and Postgres schemas are per test file, so files may run in parallel.
    pool: 'forks',
    maxWorkers: workers,
    // As many as the most: a worker that shares its modules is never ended early ("Terminating worker thread").
    minWorkers: workers,
    // Long files first, also in a fresh clone (vitest.sequencer.ts), so none runs alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_MODULES, isolate: false } },
      // Everything else in a fresh process per file: databases, servers, timers, stubbed globals and module mocks.
      { extends: true, test: { name: 'isolated', include: ALL, exclude: [...EXCLUDE, ...SHARED_MODULES] } },
    ],
  },
});
