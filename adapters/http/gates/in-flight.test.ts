import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight';

describe('trackInFlight', () => {
  it('answers as the wrapped handler and resolves idle() only after every running request has finished', async () => {
    const releases: Array<() => void> = [];
    const tracked = trackInFlight((n: number) => new Promise<number>((resolve) => releases.push(() => resolve(n * 2))));
    await tracked.idle(); // nothing running: at once
    const first = tracked.fetch(1);
    const second = tracked.fetch(2);
    let idle = false;
    const waiting = tracked.idle().then(() => (idle = true));
    releases[0]?.();
    expect(await first).toBe(2);
    await Promise.resolve();
    expect(idle).toBe(false);
    releases[1]?.();
    expect(await second).toBe(4);
    await waiting;
    expect(idle).toBe(true);
  });

  it('counts a request that throws as finished', async () => {
    const tracked = trackInFlight(async () => {
      throw new Error('boom');
    });
    await expect(tracked.fetch()).rejects.toThrow('boom');
    await tracked.idle();
  });
});
