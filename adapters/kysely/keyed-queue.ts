/**
 * Runs tasks given the same key at most `limit` at a time, the others waiting in the order they were
 * given (first come, first served); tasks of different keys run side by side. A key holds nothing once
 * its last task ended.
 */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function keyedQueue(limit = 1): KeyedQueue {
  const lanes = new Map<string, { running: number; waiting: Array<() => void> }>();
  return async (key, task) => {
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { running: 0, waiting: [] }));
    if (lane.running < limit) lane.running++;
    else {
      const queue = lane.waiting;
      // Woken by a task of this key that ended, which hands its place over.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) lanes.delete(key);
    }
  };
}
