import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineEasternDateTime,
  easternDateParts,
  easternMidnightOf,
  easternMidnightToday,
  formatEasternDate,
  formatEst,
  formatMmDdYyyy,
  termLengthDays,
} from './eastern-time';

describe('formatEst', () => {
  // New York wall time, labelled EST, or EDT in daylight time (the real offset).
  it.each([
    // Winter.
    ['2026-01-15T14:30:00.000Z', '2026-01-15 09:30 EST'],
    // July: New York is on EDT (UTC-4); digits are local time, labelled EDT.
    ['2026-07-15T14:30:00.000Z', '2026-07-15 10:30 EDT'],
    // Both sides of the 2026-03-08 spring-forward.
    ['2026-03-08T06:59:00.000Z', '2026-03-08 01:59 EST'],
    ['2026-03-08T07:00:00.000Z', '2026-03-08 03:00 EDT'],
    // Both sides of the 2026-11-01 fall-back.
    ['2026-11-01T05:30:00.000Z', '2026-11-01 01:30 EDT'], // first 01:30 (EDT): the label tells the two apart
    ['2026-11-01T06:30:00.000Z', '2026-11-01 01:30 EST'], // second 01:30 (EST)
    ['2026-11-01T07:00:00.000Z', '2026-11-01 02:00 EST'],
  ])('shows %s as %s', (instant, shown) => {
    expect(formatEst(instant)).toBe(shown);
  });

  it('uses the New York calendar day, not the UTC one', () => {
    expect(formatEasternDate('2026-11-22T03:00:00.000Z')).toBe('2026-11-21');
    expect(formatMmDdYyyy('2026-11-22T03:00:00.000Z')).toBe('11/21/2026');
    expect(formatMmDdYyyy('2026-02-03T15:00:00.000Z')).toBe('02/03/2026');
  });
});

describe('easternMidnightToday', () => {
  // 00:00 New York of today.
  it.each([
    ['2026-01-10T12:00:00Z', '2026-01-10T05:00:00.000Z'],
    ['2026-07-10T12:00:00Z', '2026-07-10T04:00:00.000Z'],
    // 01:00 UTC on the 11th is still the 10th in New York.
    ['2026-07-11T01:00:00Z', '2026-07-10T04:00:00.000Z'],
    // The DST days themselves: midnight is before the change.
    ['2026-03-08T12:00:00Z', '2026-03-08T05:00:00.000Z'],
    ['2026-11-01T12:00:00Z', '2026-11-01T04:00:00.000Z'],
  ])('at %s is %s', (now, midnight) => {
    expect(easternMidnightToday(Date.parse(now))).toBe(midnight);
  });

  it('easternMidnightOf reads dates and instants', () => {
    expect(easternMidnightOf('2026-03-09')).toBe('2026-03-09T04:00:00.000Z');
    expect(easternMidnightOf('2026-03-09T20:00:00.000Z')).toBe('2026-03-09T04:00:00.000Z');
    expect(easternMidnightOf('nonsense')).toBeNull();
    expect(easternMidnightOf('2026-02-30')).toBeNull();
  });
});

describe('combineEasternDateTime', () => {
  it.each([
    ['2026-01-15', '09:30', '2026-01-15T14:30:00.000Z'],
    ['2026-07-15', '13:00', '2026-07-15T17:00:00.000Z'],
    // The date of an instant is its New York date (03:00Z on the 22nd is the 21st in New York).
    ['2026-11-22T03:00:00.000Z', '10:00', '2026-11-21T15:00:00.000Z'],
    // Spring-forward 2026-03-08: a missing wall time moves forward one hour.
    ['2026-03-08', '01:30', '2026-03-08T06:30:00.000Z'],
    ['2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
    // Fall-back 2026-11-01: a repeated wall time means the first (EDT) one.
    ['2026-11-01', '00:30', '2026-11-01T04:30:00.000Z'],
    ['2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '03:00', '2026-11-01T08:00:00.000Z'],
    // Unreadable parts: null.
    ['', '10:00', null],
    ['2026-01-15', '24:00', null],
    ['2026-01-15', '9.30', null],
  ])('combines %j and %j into %j', (date, time, instant) => {
    expect(combineEasternDateTime(date, time)).toBe(instant);
  });

  it('round-trips through easternDateParts for every half hour of a year (DST gaps excepted)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 47 }), (dayOffset, slot) => {
        const date = new Date(Date.UTC(2026, 0, 1 + dayOffset)).toISOString().slice(0, 10);
        const time = `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
        const iso = combineEasternDateTime(date, time);
        expect(iso).not.toBeNull();
        const parts = easternDateParts(iso as string);
        if (date === '2026-03-08' && time.startsWith('02:')) return; // does not exist in New York
        expect(parts.date).toBe(date);
        expect(parts.time).toBe(time);
      }),
    );
  });
});

describe('easternDateParts', () => {
  it('gives form pieces in New York time', () => {
    expect(easternDateParts('2026-07-04T01:15:00.000Z')).toEqual({
      year: 2026,
      month: 7,
      day: 3,
      hour: 21,
      minute: 15,
      date: '2026-07-03',
      time: '21:15',
    });
  });
});

describe('termLengthDays', () => {
  it('counts both ends', () => {
    expect(termLengthDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(termLengthDays('2026-01-01', '2026-03-31')).toBe(90);
    expect(termLengthDays('2026-03-31', '2026-01-01')).toBe(90); // absolute
  });

  it('is not skewed by DST: midnights across the spring-forward and the fall-back', () => {
    // 2026-03-01 00:00 EST .. 2026-03-31 00:00 EDT is 29 days 23 hours of elapsed time.
    expect(termLengthDays('2026-03-01T05:00:00.000Z', '2026-03-31T04:00:00.000Z')).toBe(31);
    // 2026-10-25 00:00 EDT .. 2026-11-05 00:00 EST is 11 days 1 hour.
    expect(termLengthDays('2026-10-25T04:00:00.000Z', '2026-11-05T05:00:00.000Z')).toBe(12);
  });

  it('uses New York dates of instants', () => {
    // 2026-01-02T03:00Z is Jan 1 in New York.
    expect(termLengthDays('2026-01-01T05:00:00.000Z', '2026-01-02T03:00:00.000Z')).toBe(1);
  });

  it('property: equals the calendar-day distance + 1 for stored Eastern midnights', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 800 }), (a, span) => {
        const start = new Date(Date.UTC(2024, 0, 1 + a)).toISOString().slice(0, 10);
        const end = new Date(Date.UTC(2024, 0, 1 + a + span)).toISOString().slice(0, 10);
        const s = easternMidnightOf(start) as string;
        const e = easternMidnightOf(end) as string;
        expect(termLengthDays(s, e)).toBe(span + 1);
      }),
    );
  });
});
