import { describe, expect, it } from 'vitest';
import { FifoLock, LOCK_SLICE_MS } from './sqlite-dialect';

const busyFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('FifoLock', () => {
  it('serves waiters first come, first served', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) => lock.acquire().then(() => order.push(n)).then(() => lock.release()));
    lock.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(lock.waiting).toBe(0);
  });

  it('hands over inside the turn while it is short, through the event loop once it ran LOCK_SLICE_MS', async () => {
    const lock = new FifoLock();
    // A first handover through the loop starts a fresh turn.
    await lock.acquire();
    busyFor(LOCK_SLICE_MS + 1);
    const first = lock.acquire();
    lock.release();
    await first;

    const seen: string[] = [];
    const quick = lock.acquire().then(() => seen.push('quick waiter'));
    setImmediate(() => seen.push('event loop'));
    lock.release();
    await quick;
    expect(seen).toEqual(['quick waiter']);

    busyFor(LOCK_SLICE_MS + 1);
    const late = lock.acquire().then(() => seen.push('late waiter'));
    setImmediate(() => seen.push('event loop'));
    lock.release();
    await late;
    expect(seen).toEqual(['quick waiter', 'event loop', 'event loop', 'late waiter']);
  });
});
