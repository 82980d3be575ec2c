/** The process's password-check gate: turns handed over on release, a wait that runs out, Retry-After, the default size. */
import { describe, expect, it } from 'vitest';
import { defaultPasswordChecksAtOnce, passwordCheckGate } from './password-check-gate';
import type { PasswordCheckTurn } from '../core/ports/secrets';

const admitted = (t: PasswordCheckTurn) => {
  if (!t.admitted) throw new Error(`refused (retry after ${t.retryAfterSeconds} s)`);
  return t;
};

/** Whether a promise has settled by the next turn of the event loop. */
const settled = async (p: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

describe('password-check gate', () => {
  it("hands a released turn to the address's waiting request; refuses a third at once with Retry-After; another address starts at once", async () => {
    const gate = passwordCheckGate({ atOnce: 2 });
    const first = admitted(await gate.enter('203.0.113.66'));
    const second = gate.enter('203.0.113.66');
    expect(await settled(second)).toBe(false);
    const third = await gate.enter('203.0.113.66');
    expect(third).toEqual({ admitted: false, retryAfterSeconds: expect.any(Number) as number });
    expect(third.admitted === false && third.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const owner = admitted(await gate.enter('198.51.100.7'));
    first.release('passed');
    first.release('passed'); // twice is once
    const next = admitted(await second);
    owner.release('passed');
    next.release('passed');
    admitted(await gate.enter('203.0.113.66')).release('passed');
  });

  it('refuses a request that waited longer than maxWaitMs, and frees its place', async () => {
    const gate = passwordCheckGate({ atOnce: 1, maxWaitMs: 30 });
    const busy = admitted(await gate.enter('a'));
    const waited = await gate.enter('b');
    expect(waited.admitted).toBe(false);
    const again = gate.enter('b');
    busy.release('passed');
    admitted(await again).release('passed');
  });

  it("rests a failed check's address, doubling in a row, while other addresses start at once; a passed check ends the row", async () => {
    const gate = passwordCheckGate({ atOnce: 2, firstRestMs: 40, maxRestMs: 80 });
    admitted(await gate.enter('guesser')).release('failed');
    // The address rests: its next request waits; another address is not held.
    const next = gate.enter('guesser');
    expect(await settled(next)).toBe(false);
    admitted(await gate.enter('owner')).release('passed');
    admitted(await next).release('failed');
    const third = gate.enter('guesser');
    const waitedFrom = Date.now();
    admitted(await third).release('passed');
    // The second failure in a row rested the address twice as long (80 ms, the most here).
    expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(70);
    admitted(await gate.enter('guesser')).release('passed');
  });

  it('defaults to the cores, at least 2, leaving one thread of the pool free', () => {
    expect(defaultPasswordChecksAtOnce({})).toBeGreaterThanOrEqual(2);
    expect(defaultPasswordChecksAtOnce({})).toBeLessThanOrEqual(3);
    expect(defaultPasswordChecksAtOnce({ UV_THREADPOOL_SIZE: '2' })).toBe(2);
  });
});
