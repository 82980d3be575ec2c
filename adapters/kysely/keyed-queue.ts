/**
 * Runs tasks given the same key one after another, in the order they were given (first come, first
 * served); tasks of different keys run side by side. A key holds nothing once its last task ended.
 */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function keyedQueue(): KeyedQueue {
  // The end of the last task given for each key, settled either way (a failed task does not stop the next).
  const tails = new Map<string, Promise<void>>();
  return async (key, task) => {
    const before = tails.get(key);
    const run = before ? before.then(task) : task();
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
