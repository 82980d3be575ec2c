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
} from './format';

describe('currency symbols', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['SEK', 'kr'],
    ['CHF', ''],
    ['AUD', ''],
    ['XYZ', ''],
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
    ['1000', 'CHF', '1,000.00'],
    ['1000', 'SEK', 'kr1,000.00'],
    [null, 'USD', ''],
  ])('formats money %j %s with symbol, separators and 2 decimals (half-up) as %j', (amount, currency, shown) => {
    expect(formatMoney(amount, currency)).toBe(shown);
  });

  it.each([
    ['25000', 'USD', '$25,000'],
    ['25000.50', 'JPY', '¥25,001'],
    ['999.49', 'USD', '$999'],
  ])('formats the fixed amount %s %s with 0 decimals as %s', (amount, currency, shown) => {
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
  ])('formats the total market value %s %s with symbol and separators as %s', (value, currency, shown) => {
    expect(formatTotalMarketValue(value, currency)).toBe(shown);
  });
});

describe('format properties', () => {
  it('formatMoney keeps the exact cents of a 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -1_000_000_000_000_000n, max: 1_000_000_000_000_000n }), (cents) => {
        const neg = cents < 0n;
        const abs = (neg ? -cents : cents).toString().padStart(3, '0');
        const amount = `${neg ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
        const shown = formatMoney(amount, 'USD');
        const back = shown.replace('$', '').replace(/,/g, '');
        expect(back === amount || (cents === 0n && back === '0.00')).toBe(true);
      }),
    );
  });
});
