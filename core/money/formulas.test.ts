import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import {
  bpsFromFixed,
  bpsFromFixedExact,
  discretionaryEstimate,
  exclusivePremiumPct,
  fixedFromBps,
  impliedAnnualGuarantee,
  percentOfTopBid,
  totalMarketValue,
} from './formulas';

/** Integer hundredths -> "1234.56". */
const hundredths = (n: bigint): string => {
  const s = n.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

describe('worked examples', () => {
  it('fixed 25,000 on a 10,000,000 lot of 90 days <-> 100 bps', () => {
    // 25,000 / 10,000,000 = 0.0025; x 360/90 = 0.01; x 10,000 = 100
    expect(bpsFromFixed('25000', '10000000', 90)).toBe('100.00');
    // 100 / 10,000 = 0.01; x 10,000,000 = 100,000; x 90/360 = 25,000
    expect(fixedFromBps('100', '10000000', 90)).toBe('25000.00');
  });

  it('bps with 2 decimals: 10.25 bps on 1,000,000 for 30 days', () => {
    // 0.001025 x 1,000,000 = 1,025; x 30/360 = 85.41666... -> 85.42
    expect(fixedFromBps('10.25', '1000000', 30)).toBe('85.42');
  });

  it('rounds bps half-up to 2 decimals', () => {
    // 1,000 / 3,000,000 x 360/7 x 10,000 = 171.428571... -> 171.43
    expect(bpsFromFixed('1000', '3000000', 7)).toBe('171.43');
    // 1 / 80,000 x 360/360 x 10,000 = 0.125 -> 0.13 (half-up, not half-even)
    expect(bpsFromFixed('1', '80000', 360)).toBe('0.13');
  });

  it('rounds money half-up to cents', () => {
    // 1 bps x 50 x 360/360 = 0.005 -> 0.01
    expect(fixedFromBps('1', '50', 360)).toBe('0.01');
  });

  it('answers zero for a zero market value or a zero-day term', () => {
    expect(bpsFromFixed('100', '0', 90)).toBe('0.00');
    expect(bpsFromFixed('100', '1000', 0)).toBe('0.00');
  });

  it('implied annual guarantee is the same formula as the fixed bid', () => {
    expect(impliedAnnualGuarantee).toBe(fixedFromBps);
    expect(impliedAnnualGuarantee('100', '10000000', 90)).toBe('25000.00');
  });

  it('discretionary estimate = bps / 10,000 x MV / 360 x term length', () => {
    // 15 / 10,000 x 20,000,000 = 30,000; / 360 = 83.333...; x 91 = 7,583.33
    expect(discretionaryEstimate('15', '20000000', 91)).toBe('7583.33');
    expect(discretionaryEstimate(null, '20000000', 91)).toBe('0.00');
  });

  it('exclusive premium % to 2 decimals, 0 when the estimate is 0', () => {
    expect(exclusivePremiumPct('110000', '100000')).toBe('10.00');
    expect(exclusivePremiumPct('1', '3')).toBe('-66.67');
    expect(exclusivePremiumPct('5000', '0')).toBe('0');
    expect(exclusivePremiumPct('0', '0.00')).toBe('0');
  });

  it('percent of top bid to 1 decimal', () => {
    expect(percentOfTopBid('20000', '25000')).toBe('80.0');
    expect(percentOfTopBid('1', '3')).toBe('33.3');
    expect(percentOfTopBid('1', '0')).toBe('0.0');
  });

  it('total market value excludes combo lots', () => {
    const usd = { currency: 'USD', fxRate: null };
    expect(
      totalMarketValue(
        [
          { marketValue: '10000000.50', comboFlag: false, ...usd },
          { marketValue: '2500000', comboFlag: false, ...usd },
          { marketValue: '99999999', comboFlag: true, ...usd },
        ],
        'USD',
      ),
    ).toBe('12500000.5');
    expect(totalMarketValue([], 'USD')).toBe('0');
  });

  it('total market value adds lots of several currencies in the auction currency, exactly', () => {
    // USD 1,000,000 + EUR 1,000,000 at 1.085 + JPY 80,250,000 at 0.0067 (not JPY counted as dollars)
    expect(
      totalMarketValue(
        [
          { marketValue: '1000000', comboFlag: false, currency: 'USD', fxRate: null },
          { marketValue: '1000000.00', comboFlag: false, currency: 'EUR', fxRate: '1.0850' },
          { marketValue: '80250000.00', comboFlag: false, currency: 'JPY', fxRate: '0.0067' },
          { marketValue: '5', comboFlag: false, currency: 'GBP', fxRate: '1.26501' },
        ],
        'USD',
      ),
    ).toBe('2622681.32505');
  });
});

describe('properties over realistic ranges', () => {
  const marketValue = fc.bigInt({ min: 10_000_000n, max: 1_000_000_000_000n }).map(hundredths); // 100,000 .. 10bn
  const days = fc.integer({ min: 1, max: 3650 });
  const fixed = fc.bigInt({ min: 0n, max: 10_000_000_000n }).map(hundredths); // 0 .. 100m

  it('fixed -> bps -> fixed round-trips within a cent (unrounded bps)', () => {
    fc.assert(
      fc.property(fixed, marketValue, days, (f, mv, d) => {
        const back = fixedFromBps(bpsFromFixedExact(f, mv, d).toFixed(), mv, d);
        expect(dec(back).minus(f).abs().lte('0.01')).toBe(true);
      }),
    );
  });

  it('fixed -> bps (2 decimals) -> fixed stays within half a hundredth of a bp of value', () => {
    fc.assert(
      fc.property(fixed, marketValue, days, (f, mv, d) => {
        const back = fixedFromBps(bpsFromFixed(f, mv, d), mv, d);
        // 0.005 bps of value on this lot, plus half a cent of rounding
        const bound = dec(mv).times(d).div(360).times('0.005').div(10_000).plus('0.005');
        expect(dec(back).minus(f).abs().lte(bound)).toBe(true);
      }),
    );
  });

  it('bps -> fixed -> bps round-trips within 0.01 bps plus what half a cent is worth in bps', () => {
    const bps = fc.bigInt({ min: 0n, max: 100_000n }).map(hundredths); // 0 .. 1,000 bps
    fc.assert(
      fc.property(bps, marketValue, days, (b, mv, d) => {
        const back = bpsFromFixed(fixedFromBps(b, mv, d), mv, d);
        const halfCentInBps = dec('0.005').div(mv).times(360).div(d).times(10_000);
        expect(dec(back).minus(b).abs().lte(halfCentInBps.plus('0.01'))).toBe(true);
      }),
    );
  });

  it('bps -> fixed -> bps is exact to 0.01 bps on a 10m+ lot of 30+ days', () => {
    const bps = fc.bigInt({ min: 0n, max: 100_000n }).map(hundredths);
    const bigLot = fc.bigInt({ min: 1_000_000_000n, max: 1_000_000_000_000n }).map(hundredths);
    fc.assert(
      fc.property(bps, bigLot, fc.integer({ min: 30, max: 3650 }), (b, mv, d) => {
        expect(dec(bpsFromFixed(fixedFromBps(b, mv, d), mv, d)).minus(b).abs().lte('0.01')).toBe(true);
      }),
    );
  });

  it('total market value is the sum of the non-combo lots in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ marketValue, comboFlag: fc.boolean(), currency: fc.constant('USD'), fxRate: fc.constant(null) })), (lots) => {
        const expected = lots.filter((l) => !l.comboFlag).reduce((a, l) => a.plus(l.marketValue), dec(0));
        expect(dec(totalMarketValue(lots, 'USD')).eq(expected)).toBe(true);
        expect(totalMarketValue([...lots].reverse(), 'USD')).toBe(totalMarketValue(lots, 'USD'));
      }),
    );
  });
});
