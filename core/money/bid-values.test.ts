import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInBidValue, annualizedBid, bidKindOf, bidTotalValue, bidValuesOn, cashUpside, estimatedBid, type BidForValue, type LotForValue, type AuctionForValue } from './bid-values';
import { dec } from './decimal';
import { NO_BID_AMOUNTS } from '../domain/bid-kinds';

const lot = { marketValue: '10000000', termDays: 90, grossDividend: '4', taxRate: '30' };
const none = NO_BID_AMOUNTS;

const bidValues = (bid: BidForValue, l: LotForValue, auction: AuctionForValue) => bidValuesOn(l, auction)(bid);

describe('bid values', () => {
  it('knows the bid kind', () => {
    expect(bidKindOf({ ...none, basisPointGuarantee: '10' })).toBe('BPS');
    expect(bidKindOf({ ...none, fixed: '10' })).toBe('FIXED');
    expect(bidKindOf({ ...none, allIn: '10' })).toBe('ALL_IN');
    expect(bidKindOf({ ...none, fixed: '' })).toBeNull();
    expect(bidKindOf(none)).toBeNull();
  });

  it('total value: fixed is itself, bps converts over the lot term', () => {
    expect(bidTotalValue({ ...none, fixed: '25000' }, lot)).toBe('25000.00');
    expect(bidTotalValue({ ...none, basisPointGuarantee: '100' }, lot)).toBe('25000.00');
    expect(bidTotalValue(none, lot)).toBe('0.00');
    // 0.001025 x 10,000,000 x 90/360 = 2,562.50
    expect(estimatedBid({ ...none, basisPointGuarantee: '10.25' }, lot)).toBe('2562.50');
  });

  it('all-in value is the uplift over the net dividend', () => {
    // 10,000,000 x 4% = 400,000 gross; lender keeps 70% net; bid 95% -> 25 points of uplift = 100,000
    expect(allInBidValue('95', lot)).toBe('100000.00');
    expect(bidTotalValue({ ...none, allIn: '95' }, lot)).toBe('100000.00');
    // below the net dividend: negative
    expect(allInBidValue('60', lot)).toBe('-40000.00');
    // no tax rate: uplift over 100%
    expect(allInBidValue('101.5', { ...lot, taxRate: null })).toBe('6000.00');
    // no dividend: nothing to bid on
    expect(allInBidValue('95', { ...lot, grossDividend: null })).toBe('0.00');
  });

  it('annualized bid is bps per year for every type', () => {
    expect(annualizedBid({ ...none, basisPointGuarantee: '10.5' }, lot)).toBe('10.50');
    expect(annualizedBid({ ...none, fixed: '25000' }, lot)).toBe('100.00');
    // 100,000 over 90 days on 10m: 100,000 / 10m x 4 x 10,000 = 400
    expect(annualizedBid({ ...none, allIn: '95' }, lot)).toBe('400.00');
    expect(annualizedBid(none, lot)).toBe('0.00');
  });

  it('cash upside: reinvest bps on cash collateral only', () => {
    // 20 bps x 10,000,000 x 90/360 = 5,000
    expect(cashUpside({ collateralType: 'Cash' }, lot, { reinvest: '20' })).toBe('5000.00');
    expect(cashUpside({ collateralType: 'Non_Cash' }, lot, { reinvest: '20' })).toBe('0.00');
    expect(cashUpside({ collateralType: 'Cash' }, lot, { reinvest: null })).toBe('0.00');
  });

  it('bidValues gathers them', () => {
    expect(bidValues({ ...none, allIn: '95', collateralType: 'Cash' }, lot, { reinvest: '20' })).toEqual({
      kind: 'ALL_IN',
      totalBidValue: '100000.00',
      annualizedBid: '400.00',
      allInBidValue: '100000.00',
      cashUpside: '5000.00',
    });
    expect(bidValues({ ...none, fixed: '1', collateralType: 'Non_Cash' }, lot, { reinvest: '20' }).allInBidValue).toBeNull();
  });

  it('one lot\'s valuer, over any sequence of bids, answers what each formula answers for each bid', () => {
    const amount = (max: number) => fc.integer({ min: 0, max }).map((cents) => dec(cents).div(100).toFixed(2));
    const bid = fc
      .record({
        basisPointGuarantee: fc.option(amount(100_000)),
        fixed: fc.option(amount(1e9)),
        allIn: fc.option(amount(20_000)),
        collateralType: fc.constantFrom('Cash' as const, 'Non_Cash' as const),
      })
      .map((b) => ({ ...NO_BID_AMOUNTS, ...b }));
    const aLot = fc.record({
      marketValue: amount(1e12),
      termDays: fc.integer({ min: 1, max: 3650 }),
      grossDividend: fc.option(amount(2_000)),
      taxRate: fc.option(amount(10_000)),
    });
    fc.assert(
      fc.property(aLot, fc.option(amount(50_000)), fc.array(bid, { maxLength: 12 }), (l, reinvest, bids) => {
        const valuesOf = bidValuesOn(l, { reinvest });
        for (const b of bids) {
          expect(valuesOf(b)).toEqual({
            kind: bidKindOf(b),
            totalBidValue: bidTotalValue(b, l),
            annualizedBid: annualizedBid(b, l),
            allInBidValue: b.allIn === null ? null : allInBidValue(b.allIn, l),
            cashUpside: cashUpside(b, l, { reinvest }),
          });
        }
      }),
    );
  });
});
