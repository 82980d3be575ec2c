import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAllIn,
  formatBps,
  formatFixed,
  formatMoney,
  formatReturnedRate,
  formatTotalMarketValue,
  groupThousands,
  minorUnits,
} from './format';
import { roundHalfUpText } from './decimal-arith';
import { CURRENCIES } from '../domain/entities';

describe('currency symbols', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['SEK', 'kr'],
    ['CHF', 'CHF'],
    ['AUD', 'A$'],
    ['XYZ', 'XYZ'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> "%s"', (code, sym) => expect(currencySymbol(code)).toBe(sym));
});

describe('number display', () => {
  it.each([
    ['1234567.891', '1,234,567.891'],
    ['-1000', '-1,000'],
    ['999', '999'],
  ])('groups the thousands of %s as %s', (amount, shown) => {
    expect(groupThousands(amount)).toBe(shown);
  });

  it.each([
    ['1234567.891', 'USD', '$1,234,567.89'],
    ['0.005', 'EUR', '€0.01'],
    ['-1200', 'GBP', '-£1,200.00'],
    ['1000', 'CHF', 'CHF\u00a01,000.00'],
    ['1000', 'SEK', '1,000.00\u00a0kr'],
    ['-1000', 'SEK', '-1,000.00\u00a0kr'],
    ['96250000', 'EUR', '€96,250,000.00'],
    ['60187.50', 'JPY', '¥60,188'],
    ['-0.004', 'USD', '$0.00'],
    ['1234.5', 'AUD', 'A$1,234.50'],
    ['1234.5', null, '1,234.50'],
    ['abc', 'USD', 'abc'],
    [null, 'USD', ''],
  ])('formats money %j %s with symbol, separators and 2 decimals (half-up) as %j', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  // A whole fixed amount shows no decimals; one with cents keeps them (12,345.67 showed as 12,346).
  it.each([
    ['25000', 'USD', '$25,000'],
    ['25000.50', 'JPY', '¥25,001'],
    ['25500000', 'SEK', '25,500,000\u00a0kr'],
    ['25000.00', 'USD', '$25,000'],
    ['25000.001', 'USD', '$25,000'],
    ['12345.67', 'USD', '$12,345.67'],
    ['999.49', 'USD', '$999.49'],
    ['0.5', 'EUR', '€0.50'],
    ['12345.675', 'GBP', '£12,345.68'],
    ['1234.5', 'SEK', '1,234.50\u00a0kr'],
  ])('formats the fixed amount %s %s as %s', (amount, currency, shown) => {
    expect(formatFixed(amount, currency)).toBe(shown);
  });

  it.each([
    ['100', '100.00'],
    ['10.255', '10.26'],
    ['', ''],
  ])('formats bps %j to 2 decimals as %j', (bps, shown) => {
    expect(formatBps(bps)).toBe(shown);
  });

  it.each([
    ['95.5', '95.50%'],
    [null, ''],
  ])('formats all-in %j as the percentage %j', (allIn, shown) => {
    expect(formatAllIn(allIn)).toBe(shown);
  });

  // Fewer than 3 decimals: shown with 2; otherwise unchanged.
  it.each([
    ['10', '10.00'],
    ['10.5', '10.50'],
    ['10.25', '10.25'],
    ['10.125', '10.125'],
    [null, ''],
  ])('shows the returned rate %j as %j', (rate, shown) => {
    expect(formatReturnedRate(rate)).toBe(shown);
  });

  it.each([
    ['12500000', 'USD', '$12,500,000'],
    ['12500000.5', 'GBP', '£12,500,000.50'],
    ['80250000', 'JPY', '¥80,250,000'],
    ['80250000.5', 'JPY', '¥80,250,001'],
  ])('formats the total market value %s %s with symbol and separators as %s', (value, currency, shown) => {
    expect(formatTotalMarketValue(value, currency)).toBe(shown);
  });
});

describe('format properties', () => {
  const centsText = (cents: bigint): string => {
    const neg = cents < 0n;
    const abs = (neg ? -cents : cents).toString().padStart(3, '0');
    return `${neg ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
  };

  it('formatMoney keeps the exact cents of a 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -1_000_000_000_000_000n, max: 1_000_000_000_000_000n }), (cents) => {
        const amount = centsText(cents);
        const shown = formatMoney(amount, 'USD');
        const back = shown.replace('$', '').replace(/,/g, '');
        expect(back === amount || (cents === 0n && back === '0.00')).toBe(true);
      }),
    );
  });

  it("is Intl's own exact output for amounts far beyond what a float holds, in every currency", () => {
    // Node's Intl reads a numeric string as an exact decimal (ES2023): our digits must be exactly its digits.
    const amount = fc.tuple(fc.bigInt({ min: -(10n ** 28n), max: 10n ** 28n }), fc.integer({ min: 0, max: 4 })).map(([units, scale]) => {
      const t = centsText(units * 100n);
      return scale === 0 ? t.replace(/\.00$/, '') : `${t.replace(/\.00$/, '')}.${'7'.repeat(scale)}`;
    });
    fc.assert(
      fc.property(amount, fc.constantFrom(...CURRENCIES), (value, currency) => {
        const digits = currency === 'JPY' ? 0 : 2;
        const rounded = roundHalfUpText(value, digits).replace(/^-(0(\.0+)?)$/, '$1');
        const locale = currency === 'SEK' ? 'en-150' : 'en-US';
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: currency === 'SEK' ? 'narrowSymbol' : 'symbol',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(formatMoney(value, currency)).toBe(intl.format(rounded as Intl.StringNumericLiteral));
      }),
      { numRuns: 2000 },
    );
  });

  it('never shows a float: 2^53 + 1 and a 30-digit amount keep every digit', () => {
    expect(formatMoney('9007199254740993', 'USD')).toBe('$9,007,199,254,740,993.00');
    expect(formatMoney('123456789012345678901234567890.125', 'EUR')).toBe('€123,456,789,012,345,678,901,234,567,890.13');
    expect(formatMoney('0.1', 'USD')).toBe('$0.10');
    expect(formatFixed('0.5', 'JPY')).toBe('¥1');
  });

  it('shows whole units of a currency with minor units when asked, never more decimals than it has', () => {
    expect(formatMoney('1234.567', 'USD', 0)).toBe('$1,235');
    expect(formatMoney('1234.567', 'JPY', 2)).toBe('¥1,235');
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits(null)).toBe(2);
  });
});
