import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import type { Holding } from './holding';
import { compareHoldings, holdingMarketValue, holdingsValueByCurrency, needsAttention } from './holding-values';
import type { CurrencyCode } from '../domain/entities';

const holding = (quantity: string, price: string, currency: CurrencyCode = 'USD'): Holding => ({
  id: 1,
  lotId: 7,
  isin: 'US0378331005',
  cusip: null,
  sedol: null,
  figi: null,
  issuerName: 'Apple Inc.',
  issuerLei: null,
  quantity,
  quantityKind: 'SHARES',
  price,
  currency,
});
const lot = { id: 7, lotNumber: '1', lotName: 'US large caps', currency: 'USD' as const, marketValue: '1000000.00' };

describe('holding values', () => {
  it('values a holding at quantity × price, exactly', () => {
    expect(holdingMarketValue(holding('3', '0.1'))).toBe('0.3');
    expect(holdingMarketValue(holding('64000000', '0.984375'))).toBe('63000000');
  });

  it('sums per currency, exactly, whatever the order', () => {
    const amount = fc.tuple(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 0, max: 6 })).map(([n, scale]) => new Dec(n).div(10 ** scale).toFixed());
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount, fc.constantFrom<CurrencyCode>('USD', 'EUR')), { maxLength: 30 }), (rows) => {
        const hs = rows.map(([q, p, c]) => holding(q, p, c));
        const sums = holdingsValueByCurrency(hs);
        const reversed = holdingsValueByCurrency([...hs].reverse());
        expect(reversed).toEqual(sums);
        for (const { currency, amount: sum } of sums) {
          const expected = hs.filter((h) => h.currency === currency).reduce((s, h) => s.plus(new Dec(h.quantity).times(h.price)), new Dec(0));
          expect(new Dec(sum).equals(expected)).toBe(true);
        }
      }),
    );
  });

  it('compares with the lot\'s market value within the tolerance', () => {
    expect(compareHoldings(lot, [], '0.5')).toMatchObject({ status: 'NO_HOLDINGS', holdingsCount: 0 });
    const within = compareHoldings(lot, [holding('5000', '199.01')], '0.5');
    expect(within).toMatchObject({ status: 'WITHIN_TOLERANCE', holdingsValue: '995050', difference: '-4950', differencePct: '0.495' });
    expect(needsAttention(within)).toBe(false);
    const beyond = compareHoldings(lot, [holding('5000', '198.99')], '0.5');
    expect(beyond).toMatchObject({ status: 'BEYOND_TOLERANCE', differencePct: '0.505' });
    expect(needsAttention(beyond)).toBe(true);
  });

  it('does not compare holdings in another currency: it says which', () => {
    const c = compareHoldings(lot, [holding('5000', '200'), holding('10', '5', 'EUR')], '0.5');
    expect(c).toMatchObject({ status: 'OTHER_CURRENCIES', holdingsValue: '1000000', otherCurrencies: [{ currency: 'EUR', amount: '50' }] });
    expect(needsAttention(c)).toBe(true);
  });

  it('a market value of 0 matches only holdings worth 0', () => {
    expect(compareHoldings({ ...lot, marketValue: '0' }, [holding('1', '0')], '0.5')).toMatchObject({ status: 'WITHIN_TOLERANCE', differencePct: null });
    expect(compareHoldings({ ...lot, marketValue: '0' }, [holding('1', '1')], '0.5')).toMatchObject({ status: 'BEYOND_TOLERANCE' });
  });
});
