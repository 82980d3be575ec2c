import { describe, expect, it } from 'vitest';
import { statementMonths } from './statement-months';

describe('statementMonths', () => {
  it("lists every month the term touches, by New York days, both ends counted", () => {
    // 2026-12-01 00:30 New York is still 2026-12-01 05:30 UTC; the end 2027-03-01 04:00 UTC is 2027-02-28 in New York.
    expect(statementMonths('2026-12-01T05:30:00.000Z', '2027-03-01T04:00:00.000Z')).toEqual(['2026-12', '2027-01', '2027-02']);
    // The end's day counts: a term ending on the 1st touches that month.
    expect(statementMonths('2026-12-15T15:00:00.000Z', '2027-02-01T15:00:00.000Z')).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(statementMonths('2026-12-15T15:00:00.000Z', '2026-12-15T15:00:00.000Z')).toEqual(['2026-12']);
  });
});
