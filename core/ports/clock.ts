import type { Instant } from '../domain/entities';

/** The server's notion of now. Tests pass a fixed or adjustable clock. */
export interface Clock {
  /** Current instant as epoch milliseconds (for arithmetic and phase checks). */
  nowMs(): number;
  /** Current instant as stored and sent (ISO-8601 UTC). */
  now(): Instant;
}

/** A Clock reading the given millisecond source; `now()` is always the same instant as `nowMs()`. */
export const clockOf = (nowMs: () => number): Clock => ({
  nowMs,
  now: () => new Date(nowMs()).toISOString(),
});

/** A clock that always answers the given time; `set` and `advance` move it (for tests and seeds). */
export const fixedClock = (startMs: number) => {
  let now = startMs;
  return {
    ...clockOf(() => now),
    set: (ms: number) => {
      now = ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
};
