/**
 * A pool's error that belongs to no task (piscina emits `error` on the pool then) is reported, and the
 * process goes on: an EventEmitter's `error` without a listener would throw, which ends a server.
 */
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';

describe('worker pool', () => {
  it('reports an error outside any task instead of throwing it, and keeps serving', async () => {
    const seen: unknown[] = [];
    const pool = createWorkerPool<{ kind: 'none' }, unknown>('upload-worker', 1, 64, (e) => seen.push(e));
    try {
      const failure = new Error('worker ended after its task was stopped');
      expect(() => pool.emit('error', failure)).not.toThrow();
      expect(seen).toEqual([failure]);
    } finally {
      await pool.destroy();
    }
  });

  it('has a listener by default, so the emitted error is not thrown', async () => {
    const pool = createWorkerPool<{ kind: 'none' }, unknown>('upload-worker', 1, 64);
    try {
      expect(pool.listenerCount('error')).toBe(1);
    } finally {
      await pool.destroy();
    }
  });
});
