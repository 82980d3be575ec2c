import { describe, expect, it } from 'vitest';
import { estOrBlank } from './display-time';

describe('estOrBlank', () => {
  it('shows New York time and blanks what it cannot read', () => {
    expect(estOrBlank('2026-04-01T13:00:00.000Z')).toBe('2026-04-01 09:00 EDT');
    expect([estOrBlank('not a date'), estOrBlank(''), estOrBlank(null)]).toEqual(['', '', '']);
  });
});
