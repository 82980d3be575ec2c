import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bpsCell, dateTimeCell, decimalCell, MAX_EXACT_DIGITS, moneyCell, moneyFormat, percentCell, significantDigits, titleBlock, titleBlockRows } from './sheet-cells';
import { dec } from '../money/decimal';

describe('money formats', () => {
  it('names the currency and its minor units', () => {
    expect(moneyFormat('USD')).toBe('"$"#,##0.00');
    expect(moneyFormat('EUR')).toBe('"€"#,##0.00');
    expect(moneyFormat('GBP')).toBe('"£"#,##0.00');
    expect(moneyFormat('JPY')).toBe('"¥"#,##0');
    expect(moneyFormat('CHF')).toBe('"CHF "#,##0.00');
    expect(moneyFormat('SEK')).toBe('"SEK "#,##0.00');
    expect(moneyFormat('AUD')).toBe('"A$"#,##0.00');
    expect(moneyFormat(null)).toBe('#,##0.00');
  });
});

describe('decimal cells', () => {
  it('writes the number nearest the decimal text, in its format', () => {
    expect(moneyCell('22000000.00', 'EUR')).toEqual({ value: 22000000, format: '"€"#,##0.00' });
    expect(moneyCell('60187.50', 'JPY')).toEqual({ value: 60187.5, format: '"¥"#,##0' });
    expect(moneyCell('-659419.20', 'USD')).toEqual({ value: -659419.2, format: '"$"#,##0.00' });
    expect(bpsCell('12.5')).toEqual({ value: 12.5, format: '#,##0.00' });
    expect(decimalCell('0.10', '0.00')).toEqual({ value: 0.1, format: '0.00' });
  });

  it('is empty without a value and keeps text that is no decimal', () => {
    expect(moneyCell(null, 'USD')).toBeNull();
    expect(moneyCell('', 'USD')).toBeNull();
    expect(bpsCell(undefined)).toBeNull();
    expect(moneyCell('abc', 'USD')).toBe('abc');
  });

  it('counts significant digits without leading and trailing zeros', () => {
    expect(significantDigits('22000000.00')).toBe(2);
    expect(significantDigits('0.00125')).toBe(3);
    expect(significantDigits('-1234567890123.45')).toBe(15);
    expect(significantDigits('x')).toBeNull();
  });

  it(`keeps a decimal of more than ${MAX_EXACT_DIGITS} significant digits as its exact text`, () => {
    expect(moneyCell('9999999999999.99', 'USD')).toEqual({ value: 9999999999999.99, format: '"$"#,##0.00' });
    expect(moneyCell('99999999999999.99', 'USD')).toBe('99999999999999.99');
    expect(bpsCell('99999999999999999999')).toBe('99999999999999999999');
    expect(moneyCell('133749999999999999998662.50', 'USD')).toBe('133749999999999999998662.50');
  });

  it('round-trips every decimal of up to 15 significant digits through the double it writes', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), fc.integer({ min: 0, max: 6 }))
      .map(([neg, digits, scale]) => {
        const s = digits.toString().padStart(scale + 1, '0');
        return `${neg ? '-' : ''}${scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s}`;
      });
    fc.assert(
      fc.property(decimal, (text) => {
        const cell = moneyCell(text, 'USD');
        if (cell === null || typeof cell !== 'object' || !('value' in cell)) return false;
        // The double, read back with 15 significant digits (as a spreadsheet shows it), is exactly the decimal.
        return dec(cell.value.toPrecision(15)).equals(dec(text));
      }),
    );
  });
});

describe('percentages', () => {
  it('hold the fraction, moved exactly from percent', () => {
    expect(percentCell('45.5', 1)).toEqual({ value: 0.455, format: '0.0%' });
    expect(percentCell('95.50')).toEqual({ value: 0.955, format: '0.00%' });
    expect(percentCell('300.00')).toEqual({ value: 3, format: '0.00%' });
    expect(percentCell('0.5')).toEqual({ value: 0.005, format: '0.00%' });
    expect(percentCell('-7')).toEqual({ value: -0.07, format: '0.00%' });
    expect(percentCell(null)).toBeNull();
    expect(percentCell('12345678901234567')).toBe('12345678901234567%');
  });
});

describe('dates', () => {
  it('are New York wall time, in summer and in winter', () => {
    expect(dateTimeCell('2026-07-01T13:30:00.000Z')).toEqual({ date: '2026-07-01T09:30:00', format: 'yyyy-mm-dd hh:mm "EDT"' });
    expect(dateTimeCell('2026-11-23T14:30:05.000Z')).toEqual({ date: '2026-11-23T09:30:05', format: 'yyyy-mm-dd hh:mm "EST"' });
    expect(dateTimeCell('')).toBeNull();
    expect(dateTimeCell('soon')).toBe('soon');
  });
});

describe('title block', () => {
  it('puts the title, the fields, when it was exported and an empty row above the table', () => {
    const t = { title: 'Bids Report - Autumn', fields: [['Client', 'Acme'], ['Auction Name', 'Autumn']] as const, exportedAt: '2026-11-23T14:30:00.000Z' };
    expect(titleBlock(t)).toEqual([
      ['Bids Report - Autumn'],
      ['Client', 'Acme'],
      ['Auction Name', 'Autumn'],
      ['Exported', { date: '2026-11-23T09:30:00', format: 'yyyy-mm-dd hh:mm "EST"' }],
      [],
    ]);
    expect(titleBlockRows(t)).toBe(titleBlock(t).length);
  });
});
