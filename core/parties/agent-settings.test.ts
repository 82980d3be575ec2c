import { describe, expect, it } from 'vitest';
import { agentOf, DEFAULT_NEW_YORK_HOLIDAYS, holidayListOf, isCalendarDate, newYorkHolidays } from './agent-settings';

describe('the agent and its holiday calendar', () => {
  it('the default holidays are weekdays of 2026 and 2027, sorted, each once', () => {
    expect(holidayListOf(DEFAULT_NEW_YORK_HOLIDAYS)).toEqual({ ok: true, value: [...DEFAULT_NEW_YORK_HOLIDAYS] });
    expect(DEFAULT_NEW_YORK_HOLIDAYS.every((d) => /^202[67]-/.test(d))).toBe(true);
    expect(DEFAULT_NEW_YORK_HOLIDAYS).toContain('2026-11-26'); // Thanksgiving
    expect(DEFAULT_NEW_YORK_HOLIDAYS).toContain('2027-03-26'); // Good Friday
    expect(newYorkHolidays({})).toBe(DEFAULT_NEW_YORK_HOLIDAYS);
  });

  it('keeps a list sorted without repeats, and refuses a date that is not one or a weekend day', () => {
    expect(holidayListOf(['2026-12-25', ' 2026-01-01', '2026-12-25', ''])).toEqual({ ok: true, value: ['2026-01-01', '2026-12-25'] });
    expect(holidayListOf(['2026-02-30'])).toMatchObject({ ok: false });
    expect(holidayListOf(['2026-07-04'])).toMatchObject({ ok: false, message: expect.stringContaining('weekend') });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('checks the agent\'s LEI when it is set', () => {
    expect(agentOf({ name: ' Agent Bank ', lei: '5493001kjtiigc8y1r12', venueName: 'Auctions' })).toEqual({ ok: true, value: { name: 'Agent Bank', lei: '5493001KJTIIGC8Y1R12', venueName: 'Auctions' } });
    expect(agentOf({ name: 'Agent Bank', lei: '5493001KJTIIGC8Y1R13', venueName: 'Auctions' })).toMatchObject({ ok: false });
    expect(agentOf({ name: 'Agent Bank', lei: null, venueName: '' })).toMatchObject({ ok: false });
  });
});
