import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { holidaySet, isNyBusinessDay, nextNyBusinessDay, nyDateOf, reportDeadline } from './report-deadline';

const ZONE = 'America/New_York';
const none = new Set<string>();
const ny = (wall: string): string => DateTime.fromISO(wall, { zone: ZONE }).toUTC().toISO() as string;

describe('reportDeadline (FINRA Rule 6530(a)(1))', () => {
  it('a loan effected on a business day through 19:00:00 is due the same day at 23:59:59 New York', () => {
    expect(reportDeadline(ny('2026-12-01T10:15:00'), none)).toBe(ny('2026-12-01T23:59:59'));
    expect(reportDeadline(ny('2026-12-01T00:00:00'), none)).toBe(ny('2026-12-01T23:59:59'));
    expect(reportDeadline(ny('2026-12-01T19:00:00.900'), none)).toBe(ny('2026-12-01T23:59:59'));
  });
  it('after 19:00:00 it is due the next business day', () => {
    expect(reportDeadline(ny('2026-12-01T19:00:01'), none)).toBe(ny('2026-12-02T23:59:59'));
    // Friday evening: Monday.
    expect(reportDeadline(ny('2026-12-04T21:30:00'), none)).toBe(ny('2026-12-07T23:59:59'));
  });
  it('on a weekend or a listed holiday it is due the next business day, skipping holidays', () => {
    expect(reportDeadline(ny('2026-12-05T09:00:00'), none)).toBe(ny('2026-12-07T23:59:59'));
    const holidays = holidaySet(['2026-12-24', '2026-12-25']);
    expect(reportDeadline(ny('2026-12-24T09:00:00'), holidays)).toBe(ny('2026-12-28T23:59:59'));
    expect(reportDeadline(ny('2026-12-23T20:00:00'), holidays)).toBe(ny('2026-12-28T23:59:59'));
  });
  it('reads New York wall time across daylight saving changes', () => {
    // 2026-11-01 is the fall-back Sunday; 23:30 UTC on Monday 2 November is 18:30 EST (same day), on 31 October 20:30 UTC 16:30 EDT.
    expect(reportDeadline('2026-11-02T23:30:00.000Z', none)).toBe('2026-11-03T04:59:59.000Z');
    expect(reportDeadline('2026-11-03T00:30:00.000Z', none)).toBe('2026-11-04T04:59:59.000Z');
    // Friday 6 March 2026 20:00 EST → Monday 9 March, which is on daylight time (03:59:59Z the next day).
    expect(reportDeadline(ny('2026-03-06T20:00:00'), none)).toBe('2026-03-10T03:59:59.000Z');
  });
  it('refuses a malformed holiday', () => {
    expect(() => holidaySet(['2026-02-30'])).toThrow(/holiday/);
  });

  const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  const holidayLists = fc.array(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2061-01-31T00:00:00Z'), noInvalidDate: true }), { maxLength: 40 }).map((ds) => new Set(ds.map((d) => nyDateOf(d.toISOString()))));

  it('is never before the effected time, falls on a business day, at 23:59:59 New York (property)', () => {
    fc.assert(
      fc.property(instants, holidayLists, (effected, holidays) => {
        const deadline = reportDeadline(effected, holidays);
        expect(Date.parse(deadline)).toBeGreaterThanOrEqual(Date.parse(effected));
        const wall = DateTime.fromISO(deadline, { zone: ZONE });
        expect(wall.toFormat('HH:mm:ss.SSS')).toBe('23:59:59.000');
        expect(isNyBusinessDay(wall.toISODate() as string, holidays)).toBe(true);
        // Never later than the first business day after the effected date.
        const effectedDate = nyDateOf(effected);
        expect([effectedDate, nextNyBusinessDay(effectedDate, holidays)]).toContain(wall.toISODate());
      }),
    );
  });
  it('is the same day exactly when the effected day is a business day and the time is at most 19:00:00 (property)', () => {
    fc.assert(
      fc.property(instants, holidayLists, (effected, holidays) => {
        const wall = DateTime.fromISO(effected, { zone: ZONE });
        const sameDay = isNyBusinessDay(wall.toISODate() as string, holidays) && wall.toFormat('HH:mm:ss') <= '19:00:00';
        expect(nyDateOf(reportDeadline(effected, holidays)) === wall.toISODate()).toBe(sameDay);
      }),
    );
  });
});
