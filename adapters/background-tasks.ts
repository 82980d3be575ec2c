import type { BackgroundTasks } from '../core/ports/background';

export interface TrackedBackgroundTasks extends BackgroundTasks {
  /** Resolves once every task started so far (and any they started) has settled. */
  idle(): Promise<void>;
}

/**
 * Runs tasks after the caller has answered, one after another in the order given (e-mails are few;
 * one at a time keeps their rate checks, such as the reset-link limit, free of races within a server).
 */
export function backgroundTasks(log: (line: string) => void = (l) => console.error(l)): TrackedBackgroundTasks {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    run(name, task) {
      pending++;
      tail = tail
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log(`background task ${name} failed: ${err instanceof Error ? err.message : String(err)}`),
        )
        .finally(() => {
          pending--;
        });
    },
    async idle() {
      while (pending > 0) await tail;
    },
  };
}
