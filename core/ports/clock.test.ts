import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';

describe('Clock', () => {
  it('answers now() as the ISO instant of nowMs(), also after it moves', () => {
    const clock = fixedClock(Date.UTC(2026, 10, 23, 14, 30));
    expect(clock.now()).toBe('2026-11-23T14:30:00.000Z');
    clock.advance(1500);
    expect(clock.now()).toBe(new Date(clock.nowMs()).toISOString());
    expect(clock.now()).toBe('2026-11-23T14:30:01.500Z');
  });
});
