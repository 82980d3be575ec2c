/**
 * Counts the requests the application is still handling, so a shutdown closes the database only after
 * the last of them has finished. `server.close()` alone is not enough: a client that gives up (closes
 * its socket) ends the connection while its handler is still in its transaction, and closing the store
 * under it turned a finished save into a 500 ("The database connection is not open").
 */
export interface InFlight<F extends (...args: never[]) => unknown> {
  fetch: F;
  /** Resolves once no request is being handled (at once when none is). */
  idle(): Promise<void>;
}

export function trackInFlight<A extends unknown[], R>(fetch: (...args: A) => R | Promise<R>): InFlight<(...args: A) => Promise<R>> {
  let running = 0;
  const waiters: Array<() => void> = [];
  return {
    async fetch(...args) {
      running++;
      try {
        return await fetch(...args);
      } finally {
        running--;
        if (running === 0) for (const wake of waiters.splice(0)) wake();
      }
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
