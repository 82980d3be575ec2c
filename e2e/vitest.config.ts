// Browser tests: the real server (bin/start.mjs) over a fresh seeded SQLite database, driven with
// playwright-core through Debian's Chromium. Files run in parallel, one worker per core (E2E_WORKERS to
// change it); each worker has its own server (e2e/global-setup.ts), which its files share one at a time.
// isolate: false keeps a worker's process and module cache from one file to the next, so playwright-core,
// exceljs, mailparser and the rest load once per worker, not once per file; each file still launches its
// own Chromium (e2e/browser.ts journeyBrowser), and no shared module keeps state between files.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from '../vitest.sequencer';

const workers = Number(process.env.E2E_WORKERS) || availableParallelism();

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // As many workers from the start: with fewer, vitest 3.2 ends an idle worker mid-run and fails the run with
    // "Terminating worker thread" (vitest-dev/vitest#8564), as in the unit suite.
    minWorkers: workers,
    // Long journeys first, also in a fresh clone (vitest.sequencer.ts), so none runs alone at the end.
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    isolate: false,
  },
});
