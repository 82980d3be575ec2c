import { describe, expect, it } from 'vitest';
import { formatWallClock } from './wall-clock';

describe('wall clock', () => {
  it('shows New York time to the second, 12-hour, labelled EST (EDT in daylight time)', () => {
    expect(formatWallClock(Date.parse('2026-11-23T15:04:05Z'))).toBe('2026-11-23 10:04:05 am EST');
    expect(formatWallClock(Date.parse('2026-07-01T20:00:00Z'))).toBe('2026-07-01 4:00:00 pm EDT');
  });
});
