import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('keyedQueue', () => {
  it('runs one key’s tasks one at a time in the order given, other keys side by side, and goes on after a failure', async () => {
    const queue = keyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string, fail = false) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      await tick();
      log.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    };
    const a = [queue('a', task('a1')), queue('a', task('a2', true)), queue('a', task('a3'))];
    const b = queue('b', task('b1'));
    const settled = await Promise.allSettled([...a, b]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(settled[1].status).toBe('rejected');
    const ofA = log.filter((l) => l.endsWith('a1') || l.endsWith('a2') || l.endsWith('a3'));
    expect(ofA).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    // b ran while a's tasks did.
    expect(most).toBe(2);
  });

  it('runs up to `limit` tasks of one key at once, the next starting as one ends', async () => {
    const queue = keyedQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      most = Math.max(most, ++running);
      order.push(n);
      await tick();
      running--;
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => queue('k', task(n))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts a task at once when its key is free, and forgets a key once its last task ended', async () => {
    const queue = keyedQueue();
    let started = false;
    const done = queue('k', async () => {
      started = true;
      return 1;
    });
    expect(started).toBe(true);
    expect(await done).toBe(1);
    let second = false;
    const next = queue('k', async () => {
      second = true;
      return 2;
    });
    expect(second).toBe(true);
    expect(await next).toBe(2);
  });
});
