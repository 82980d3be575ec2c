import type { Instant } from '../domain/entities';

/** The server's notion of now. Tests pass a fixed or adjustable clock. */
export interface Clock {
  /** Current instant as epoch milliseconds. */
  nowMs(): number;
}

export const instantOf = (clock: Clock): Instant => new Date(clock.nowMs()).toISOString();

/** A clock that always answers the given time; `set` and `advance` move it (for tests and seeds). */
export const fixedClock = (startMs: number) => {
  let now = startMs;
  return {
    nowMs: () => now,
    set: (ms: number) => {
      now = ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
};
