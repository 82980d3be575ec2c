/**
 * The longest the event loop was blocked (ms) while `work` ran, sampled by an interval timer every
 * `everyMs`; `lessMs` is taken off each gap (a bench counts only the delay beyond the timer's own period).
 */
export async function longestStallMs(work: () => Promise<unknown>, everyMs: number, lessMs = 0): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - lessMs);
    last = now;
  }, everyMs);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last - lessMs);
}
