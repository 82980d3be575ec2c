/**
 * The upload pool's own budgets (the reading itself, and its byte and row budgets, are checked for the
 * pool and the in-process reader alike by adapters/uploads/upload-reader.contract.test.ts): a read
 * past its wall time ends its worker and the next read is served by a fresh one; a read past the heap
 * limit ends its worker only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { falseSizeWorkbook, hugeCellWorkbook, workbookWithSheet } from '../excel/hostile-xlsx.test-kit';
import { holdingsTemplateHeader } from '../../core/holdings/holdings-file';
import { uploadReader } from '../uploads/upload-reader';
import { createUploadPool } from './upload-pool';
import { HOLDINGS_PER_MESSAGE } from './upload-worker';

const LIMITS = { maxRows: 20_000, maxColumns: 50 };
/** The nice value of each thread of this process (/proc/self/task/<tid>/stat, field 19), by thread id. */
const threadNiceness = (): Map<string, number> =>
  new Map(readdirSync('/proc/self/task').map((tid) => [tid, Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16])]));

const small = workbookWithSheet('<worksheet><sheetData><row r="1"><c r="A1"><v>42</v></c></row></sheetData></worksheet>');

describe('upload pool', () => {
  it('terminates a read past its time budget, refuses it for time, and serves the next read with a fresh worker', async () => {
    // No byte cap: 4,000 MiB of elements (4 MB zipped) take minutes to parse, far past the 10 s budget. The
    // budget leaves the fresh worker's first small read (its modules still loading, at nice 19 while the
    // rest of the suite keeps both cores busy, so it gets about 1.5% of a core) time to finish: 300 ms
    // and then 2 s refused it in loaded runs.
    const pool = createUploadPool({ threads: 1, budgetMs: 10_000, maxInflatedBytes: Number.MAX_SAFE_INTEGER });
    try {
      await pool.ready();
      const [before] = pool.threadIds();
      expect(await pool.uploads.readXlsx(falseSizeWorkbook(4000, { filler: 'elements' }), LIMITS)).toEqual({ ok: false, refused: 'budget', budget: 'time' });
      expect(await pool.uploads.readXlsx(small, LIMITS)).toMatchObject({ ok: true, rows: [['42']] });
      expect(pool.threadIds()).not.toContain(before);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("takes a read's own time budget in place of the pool's (the holdings file's)", async () => {
    const pool = createUploadPool({ threads: 1, budgetMs: 600_000, maxInflatedBytes: Number.MAX_SAFE_INTEGER });
    try {
      await pool.ready();
      const started = performance.now();
      expect(await pool.uploads.readXlsx(falseSizeWorkbook(4000, { filler: 'elements' }), { ...LIMITS, budgetMs: 2_000 })).toEqual({ ok: false, refused: 'budget', budget: 'time' });
      // Minutes of parsing at the pool's budget: stopped at the read's own.
      expect(performance.now() - started).toBeLessThan(60_000);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('refuses a read that needs more than the worker heap for memory, and keeps serving', async () => {
    // A cell of 512 MiB of text, with no byte cap: far more than a 32 MB heap holds.
    const pool = createUploadPool({ threads: 1, budgetMs: 300_000, maxHeapMb: 32, maxInflatedBytes: Number.MAX_SAFE_INTEGER });
    try {
      await pool.ready();
      expect(await pool.uploads.readXlsx(hugeCellWorkbook(512), LIMITS)).toEqual({ ok: false, refused: 'budget', budget: 'memory' });
      expect(await pool.uploads.readXlsx(small, LIMITS)).toMatchObject({ ok: true, rows: [['42']] });
    } finally {
      await pool.close();
    }
  }, 300_000);

  it('hands the holdings file\'s holdings over in slices, all of them in file order, as the in-process reader answers them', async () => {
    const lots = [1, 2, 3].map((n) => ({ id: 10 + n, lotNumber: String(n), comboFlag: false }));
    const count = 2 * HOLDINGS_PER_MESSAGE + 7;
    const lines = Array.from({ length: count }, (_, i) => `${(i % 3) + 1},US0378331005,,,,Issuer ${i},,${i + 1},SHARES,1.5,USD`);
    const csv = new TextEncoder().encode([holdingsTemplateHeader().join(','), ...lines].join('\n'));
    const limits = { maxRows: 10_000, maxColumns: 50 };
    const pool = createUploadPool({ threads: 1, budgetMs: 120_000 });
    try {
      await pool.ready();
      const read = await pool.uploads.readHoldingsFile('csv', csv, limits, lots);
      expect(read).toEqual(await uploadReader().readHoldingsFile('csv', csv, limits, lots));
      expect(read.ok && read.checked.ok && read.checked.value.holdings.map((h) => h.quantity)).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
    } finally {
      await pool.close();
    }
  }, 120_000);

  it.runIf(process.platform === 'linux')('reads at the lowest priority, and leaves the rest of the server at its own', async () => {
    const before = threadNiceness();
    const pool = createUploadPool({ threads: 1 });
    try {
      await pool.ready();
      expect(await pool.uploads.readXlsx(small, LIMITS)).toMatchObject({ ok: true });
      const added = [...threadNiceness()].filter(([tid]) => !before.has(tid));
      expect(added.filter(([, nice]) => nice === 19)).toHaveLength(1);
      expect(threadNiceness().get(String(process.pid))).toBe(before.get(String(process.pid)));
    } finally {
      await pool.close();
    }
  }, 60_000);
});
