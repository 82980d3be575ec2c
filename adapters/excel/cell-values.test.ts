import { describe, expect, it } from 'vitest';
import { excelDateSerial, storedCell } from './cell-values';

describe('spreadsheet cell values', () => {
  it('counts date serials from 30 Dec 1899, the time as the fraction', () => {
    expect(excelDateSerial('1900-03-01T00:00:00')).toBe(61);
    expect(excelDateSerial('2026-11-23T00:00:00')).toBe(46349);
    expect(excelDateSerial('2026-11-23T18:00:00')).toBe(46349.75);
    expect(excelDateSerial('2026-02-30T00:00:00')).toBeNaN();
    expect(excelDateSerial('2026-11-23')).toBeNaN();
  });

  it('stores formatted numbers and dates with their format, anything else as it is', () => {
    expect(storedCell({ value: 1.5, format: '0.00' })).toEqual({ value: 1.5, numFmt: '0.00' });
    expect(storedCell({ date: '2026-11-23T12:00:00', format: 'yyyy-mm-dd' })).toEqual({ value: 46349.5, numFmt: 'yyyy-mm-dd' });
    expect(storedCell({ date: 'later', format: 'yyyy-mm-dd' })).toEqual({ value: 'later' });
    expect(storedCell({ value: Number.NaN, format: '0.00' })).toEqual({ value: 'NaN' });
    expect(storedCell('x')).toEqual({ value: 'x' });
    expect(storedCell(null)).toEqual({ value: null });
  });
});
