import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import {
  comboMarketValue,
  compareInAuctionCurrency,
  convertedTotalLabel,
  fxRateMissing,
  fxRateOf,
  hasForeignLots,
  inAuctionCurrency,
  totalInAuctionCurrency,
} from './fx';
import { divideHalfUp, multiplyDecimalText, scaledOf } from './decimal-arith';
import { moneyOf, subtotalsByCurrency } from './money';

describe('the FX rule: auction-currency units per lot-currency unit', () => {
  it('converts a lot amount by multiplying with its rate; a lot in the auction currency has rate 1', () => {
    // The demo world: EUR 1.0850 into USD. Summer lot 3 is EUR 96,250,000.00 = USD 104,431,250.00.
    expect(fxRateOf({ currency: 'EUR', fxRate: '1.0850' }, 'USD')).toBe('1.0850');
    expect(inAuctionCurrency('96250000.00', '1.0850')).toBe('104431250.00');
    expect(fxRateOf({ currency: 'USD', fxRate: null }, 'USD')).toBe('1');
    expect(fxRateOf({ currency: 'USD', fxRate: '1.0000' }, 'USD')).toBe('1');
    // JPY 80,250,000 at 0.0067 is USD 537,675.00, not USD 80,250,000.
    expect(inAuctionCurrency('80250000', '0.0067')).toBe('537675.00');
    // half-up to cents, away from zero; never "-0.00"
    expect(inAuctionCurrency('0.05', '0.1')).toBe('0.01');
    expect(inAuctionCurrency('-0.05', '0.1')).toBe('-0.01');
    expect(inAuctionCurrency('-0.0001', '1')).toBe('0.00');
  });

  it('refuses, never defaults: a lot in another currency without a rate is a broken invariant', () => {
    expect(() => fxRateOf({ currency: 'EUR', fxRate: null, lotNumber: '7' }, 'USD')).toThrow(/Lot 7 is in EUR but has no FX rate/);
    expect(() => fxRateOf({ currency: 'EUR', fxRate: ' ' }, 'USD')).toThrow();
    expect(fxRateMissing('EUR', 'USD', null)).toBe(true);
    expect(fxRateMissing('EUR', 'USD', '')).toBe(true);
    expect(fxRateMissing('EUR', 'USD', '1.085')).toBe(false);
    expect(fxRateMissing('USD', 'USD', null)).toBe(false);
  });

  it('totals add the converted lines, each to cents', () => {
    expect(totalInAuctionCurrency([])).toBe('0.00');
    expect(totalInAuctionCurrency([{ amount: '0.005', fxRate: '1' }, { amount: '0.005', fxRate: '1' }])).toBe('0.02');
    expect(totalInAuctionCurrency([{ amount: '100.00', fxRate: '1' }, { amount: '100.00', fxRate: '1.0850' }, { amount: '10000', fxRate: '0.0067' }])).toBe('275.50');
  });

  it('an auction in one currency totals exactly as a plain sum of cents', () => {
    const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map((c) => new Dec(c.toString()).div(100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (amounts) => {
        expect(totalInAuctionCurrency(amounts.map((amount) => ({ amount, fxRate: '1' })))).toBe(amounts.reduce((s, a) => s.plus(a), new Dec(0)).toFixed(2));
      }),
    );
  });

  it('compares amounts of different lots in the auction currency, exactly', () => {
    // EUR 100 at 1.085 (USD 108.50) is worth more than USD 108.49 and less than GBP 86 at 1.265 (USD 108.79).
    expect(compareInAuctionCurrency({ amount: '100', fxRate: '1.085' }, { amount: '108.49', fxRate: '1' })).toBe(1);
    expect(compareInAuctionCurrency({ amount: '100', fxRate: '1.085' }, { amount: '86', fxRate: '1.265' })).toBe(-1);
    // exact: a difference far below a cent still orders
    expect(compareInAuctionCurrency({ amount: '1', fxRate: '1.0000001' }, { amount: '1', fxRate: '1' })).toBe(1);
    expect(compareInAuctionCurrency({ amount: '2', fxRate: '0.5' }, { amount: '1', fxRate: '1' })).toBe(0);
  });

  it('is invariant under re-denominating a lot: k x the amount at rate / k is the same value', () => {
    const ks = fc.constantFrom(['2', '0.5'], ['4', '0.25'], ['5', '0.2'], ['10', '0.1'], ['0.5', '2'], ['0.1', '10']);
    const amount = fc.bigInt({ min: 0n, max: 10n ** 14n }).map((c) => new Dec(c.toString()).div(100).toFixed(2));
    const rate = fc.integer({ min: 1, max: 99_999 }).map((r) => new Dec(r).div(10_000).toFixed(4));
    fc.assert(
      fc.property(amount, rate, ks, (a, r, [k, inverse]) => {
        const scaledAmount = multiplyDecimalText(a, k);
        const scaledRate = multiplyDecimalText(r, inverse);
        expect(compareInAuctionCurrency({ amount: scaledAmount, fxRate: scaledRate }, { amount: a, fxRate: r })).toBe(0);
        expect(inAuctionCurrency(scaledAmount, scaledRate)).toBe(inAuctionCurrency(a, r));
      }),
    );
  });

  it('labels converted totals, and only those', () => {
    expect(convertedTotalLabel('Total', 'USD')).toBe('Total in USD at lot FX rates');
    expect(convertedTotalLabel('Total Market Value', 'USD', false)).toBe('Total Market Value');
    expect(hasForeignLots([{ currency: 'USD' }, { currency: 'EUR' }], 'USD')).toBe(true);
    expect(hasForeignLots([{ currency: 'USD' }], 'USD')).toBe(false);
    expect(hasForeignLots([], 'USD')).toBe(false);
  });

  it('subtotals per currency, the auction currency first', () => {
    expect(
      subtotalsByCurrency([moneyOf('1', 'EUR'), moneyOf('2.5', 'USD'), moneyOf('3', 'EUR'), moneyOf('10', 'GBP')], 'USD'),
    ).toEqual([moneyOf('2.50', 'USD'), moneyOf('4.00', 'EUR'), moneyOf('10.00', 'GBP')]);
    expect(subtotalsByCurrency([moneyOf('1', 'JPY'), moneyOf('1', 'EUR')], 'GBP')).toEqual([moneyOf('1.00', 'EUR'), moneyOf('1.00', 'JPY')]);
    expect(subtotalsByCurrency([])).toEqual([]);
  });
});

describe('combo market value: computed from its lots, in the combo currency', () => {
  const usd = (marketValue: string) => ({ currency: 'USD', fxRate: null, marketValue });
  it('is the plain sum when every lot is in the auction currency', () => {
    expect(comboMarketValue({ currency: 'USD', fxRate: null }, [usd('90500000.00'), usd('79250000.00')], 'USD')).toBe('169750000.00');
    expect(comboMarketValue({ currency: 'USD', fxRate: null }, [], 'USD')).toBe('0.00');
  });
  it('converts each lot into the auction currency, then into the combo currency', () => {
    // Summer 3C: lot 2 USD 55,000,000 + lot 3 EUR 96,250,000 at 1.085 = USD 159,431,250.00
    expect(comboMarketValue({ currency: 'USD', fxRate: '1.0000' }, [usd('55000000.00'), { currency: 'EUR', fxRate: '1.0850', marketValue: '96250000.00' }], 'USD')).toBe('159431250.00');
    // A JPY combo of JPY 80,250,000, CHF 13,750,000 at 1.13 and USD 63,000,000 (Q4 6C): (537,675 + 15,537,500 + 63,000,000) / 0.0067
    expect(
      comboMarketValue(
        { currency: 'JPY', fxRate: '0.0067' },
        [{ currency: 'JPY', fxRate: '0.0067', marketValue: '80250000.00' }, { currency: 'CHF', fxRate: '1.1300', marketValue: '13750000.00' }, usd('63000000.00')],
        'USD',
      ),
    ).toBe('11802264925.37');
  });
  it('divides exactly, half-up, at any size', () => {
    expect(divideHalfUp(scaledOf('1'), scaledOf('3'), 2)).toBe('0.33');
    expect(divideHalfUp(scaledOf('2'), scaledOf('3'), 2)).toBe('0.67');
    expect(divideHalfUp(scaledOf('-2'), scaledOf('3'), 2)).toBe('-0.67');
    expect(divideHalfUp(scaledOf('0.005'), scaledOf('1'), 2)).toBe('0.01');
    expect(divideHalfUp(scaledOf('-0.001'), scaledOf('1'), 2)).toBe('0.00');
    expect(() => divideHalfUp(scaledOf('1'), scaledOf('0.00'), 2)).toThrow();
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (a, b, scale) => {
        const x = new Dec(a.toString()).div(10 ** scale);
        const y = new Dec(b.toString()).div(10_000);
        const expected = new (Dec.clone({ precision: 200 }))(x).div(y).toFixed(2, Dec.ROUND_HALF_UP);
        expect(divideHalfUp(scaledOf(x.toFixed()), scaledOf(y.toFixed()), 2)).toBe(/^-0\.00$/.test(expected) ? '0.00' : expected);
      }),
    );
  });
});
