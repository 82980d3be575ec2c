import { describe, expect, it } from 'vitest';
import { dayChoices, HALF_HOUR_TIME_CHOICES, MONTH_CHOICES, to12Hour, YEAR_CHOICES } from './time-choices';

describe('to12Hour', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:30', '12:30 am'],
    ['09:05', '9:05 am'],
    ['9:05', '9:05 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['13:30', '1:30 pm'],
    ['23:30', '11:30 pm'],
  ])('%s -> %s', (input, expected) => expect(to12Hour(input)).toBe(expected));

  it('leaves unreadable text alone', () => {
    expect(to12Hour('25:00')).toBe('25:00');
    expect(to12Hour('')).toBe('');
  });
});

describe('choices', () => {
  it('has 48 half-hour times from 12:00 am to 11:30 pm', () => {
    expect(HALF_HOUR_TIME_CHOICES).toHaveLength(48);
    expect(HALF_HOUR_TIME_CHOICES[0]).toEqual({ value: '00:00', label: '12:00 am' });
    expect(HALF_HOUR_TIME_CHOICES[1]).toEqual({ value: '00:30', label: '12:30 am' });
    expect(HALF_HOUR_TIME_CHOICES[24]).toEqual({ value: '12:00', label: '12:00 pm' });
    expect(HALF_HOUR_TIME_CHOICES[47]).toEqual({ value: '23:30', label: '11:30 pm' });
  });

  it('has months JAN..DEC and years 2001..2050', () => {
    expect(MONTH_CHOICES.map((m) => m.label).join(',')).toBe('JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC');
    expect(MONTH_CHOICES[11]).toEqual({ value: 12, label: 'DEC' });
    expect(YEAR_CHOICES).toHaveLength(50);
    expect(YEAR_CHOICES[0]).toEqual({ value: 2001, label: '2001' });
    expect(YEAR_CHOICES[49]).toEqual({ value: 2050, label: '2050' });
  });

  it('has the right number of days per month', () => {
    expect(dayChoices(2026, 2)).toHaveLength(28);
    expect(dayChoices(2028, 2)).toHaveLength(29);
    expect(dayChoices(2026, 4)).toHaveLength(30);
    expect(dayChoices(2026, 12)).toHaveLength(31);
  });
});
