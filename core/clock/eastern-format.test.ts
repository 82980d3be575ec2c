import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { formatEasternDate, formatEasternTime, formatEst, formatMmDdYyyy, termLengthDays } from './eastern-format';

const ny = (ms: number) => DateTime.fromMillis(ms, { zone: 'America/New_York' });

describe('eastern-format (Intl) agrees with luxon', () => {
  it('on every instant from 2000 to 2060, DST changes included', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatEst(iso)).toBe(`${ny(ms).toFormat('yyyy-MM-dd HH:mm')} ${ny(ms).isInDST ? 'EDT' : 'EST'}`);
        expect(formatEasternDate(iso)).toBe(ny(ms).toFormat('yyyy-MM-dd'));
        expect(formatEasternTime(iso)).toBe(ny(ms).toFormat('HH:mm'));
        expect(formatMmDdYyyy(iso)).toBe(ny(ms).toFormat('MM/dd/yyyy'));
      }),
      { numRuns: 2000 },
    );
  });
  it('counts term days on New York calendar dates, both ends included', () => {
    expect(termLengthDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(termLengthDays('2026-11-02T04:30:00.000Z', '2026-11-01T05:00:00.000Z')).toBe(1);
    expect(() => termLengthDays('2026-02-30', '2026-03-01')).toThrow();
  });
});
