import { describe, expect, it } from 'vitest';
import { amountInput, bpsInput, cellOfInput, dateInput, percentInput } from './export-cells';
import { collateralLabel } from './export-labels';

describe('posted export cells', () => {
  it('turns typed cells into numbers and dates in their formats', () => {
    expect(cellOfInput(amountInput('1250000.50', 'GBP'))).toEqual({ value: 1250000.5, format: '"£"#,##0.00' });
    expect(cellOfInput(bpsInput('100'))).toEqual({ value: 100, format: '#,##0.00' });
    expect(cellOfInput(percentInput('25.0', 1))).toEqual({ value: 0.25, format: '0.0%' });
    expect(cellOfInput(dateInput('2026-11-23T14:30:00.000Z'))).toEqual({ date: '2026-11-23T09:30:00', format: 'yyyy-mm-dd hh:mm "EST"' });
  });

  it('leaves empty values empty', () => {
    expect([amountInput(null, 'USD'), bpsInput(''), percentInput(undefined), dateInput(null)]).toEqual([null, null, null, null]);
    expect(cellOfInput(undefined)).toBeNull();
  });

  it('writes plain values as before and anything else as JSON', () => {
    expect(cellOfInput('text')).toBe('text');
    expect(cellOfInput(3)).toBe(3);
    expect(cellOfInput(true)).toBe(true);
    expect(cellOfInput(['a', 1])).toBe('a, 1');
    expect(cellOfInput({ amount: 5, currency: 'USD' })).toBe('{"amount":5,"currency":"USD"}');
    expect(cellOfInput({ bps: '1', extra: 'x' })).toBe('{"bps":"1","extra":"x"}');
    expect(cellOfInput({ percent: '1', decimals: 3 })).toBe('{"percent":"1","decimals":3}');
  });
});

describe('export labels', () => {
  it('shows collateral types as the screens name them', () => {
    expect(collateralLabel('Non_Cash')).toBe('Non Cash');
    expect(collateralLabel('Cash')).toBe('Cash');
    expect(collateralLabel('Both')).toBe('Cash and Non Cash');
    expect(collateralLabel('toString')).toBe('toString');
    expect(collateralLabel(null)).toBe('');
  });
});
