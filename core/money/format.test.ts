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
  ])('%s -> "%s"', (code, sym) => expect(currencySymbol(code)).toBe(sym));

  it('handles null', () => {
    expect(currencySymbol(null)).toBe('');
    expect(currencySymbol(undefined)).toBe('');
  });
});

describe('number display', () => {
  it('groups thousands', () => {
    expect(groupThousands('1234567.891')).toBe('1,234,567.891');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('999')).toBe('999');
  });

  it('formats money with symbol, separators and 2 decimals (half-up)', () => {
    expect(formatMoney('1234567.891', 'USD')).toBe('$1,234,567.89');
    expect(formatMoney('0.005', 'EUR')).toBe('€0.01');
    expect(formatMoney('-1200', 'GBP')).toBe('-£1,200.00');
    expect(formatMoney('1000', 'CHF')).toBe('1,000.00');
    expect(formatMoney('1000', 'SEK')).toBe('kr1,000.00');
    expect(formatMoney(null, 'USD')).toBe('');
  });

  it('formats fixed amounts with 0 decimals', () => {
    expect(formatFixed('25000', 'USD')).toBe('$25,000');
    expect(formatFixed('25000.50', 'JPY')).toBe('¥25,001');
    expect(formatFixed('999.49', 'USD')).toBe('$999');
  });

  it('formats bps to 2 decimals and all-in as a percentage', () => {
    expect(formatBps('100')).toBe('100.00');
    expect(formatBps('10.255')).toBe('10.26');
    expect(formatBps('')).toBe('');
    expect(formatAllIn('95.5')).toBe('95.50%');
    expect(formatAllIn(null)).toBe('');
  });

  it('shows returned rates with fewer than 3 decimals with 2 decimals, others unchanged', () => {
    expect(formatReturnedRate('10')).toBe('10.00');
    expect(formatReturnedRate('10.5')).toBe('10.50');
    expect(formatReturnedRate('10.25')).toBe('10.25');
    expect(formatReturnedRate('10.125')).toBe('10.125');
    expect(formatReturnedRate(null)).toBe('');
  });

  it('formats total market value with symbol and separators', () => {
    expect(formatTotalMarketValue('12500000', 'USD')).toBe('$12,500,000');
    expect(formatTotalMarketValue('12500000.5', 'GBP')).toBe('£12,500,000.50');
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
