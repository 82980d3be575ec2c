import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chartFigure, revenueComparisons } from './revenue-comparison';
import { NO_FIGURES_YET, NOT_YET_ENTERED } from '../../../../../core/domain/staff-messages';

describe('revenue comparison charts', () => {
  // Plain figures with separators and a symbol are read; anything else is 0.
  it.each([
    ['1,250,000', '1250000'],
    ['$1,780,000.50', '1780000.50'],
    ['USD 1.2bn', '0'],
    ['', '0'],
    [null, '0'],
  ])('reads %j as %j', (shown, figure) => {
    expect(chartFigure(shown)).toBe(figure);
  });
  it('keeps every integer written with thousands separators exactly', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => chartFigure(n.toLocaleString('en-US')) === n.toString()));
  });
  it('gives the two portfolios and the auction totals', () => {
    const charts = revenueComparisons({
      auctionSummary: {
        portfoliosTitle1: 'Equities',
        portfoliosTitle2: '',
        baseline1: '1,000',
        baseline2: '2',
        providerDiscretionary1: '1,100',
        providerDiscretionary2: '3',
        auctionRevenue1: '1,500',
        auctionRevenue2: 'n/a',
      },
      totals: { totalDiscretionaryEstimate: '10.00', totalIntrinsicRevenue: '12.00', awardedRevenue: '11.50' },
    });
    expect(charts.map((c) => c.title)).toEqual(['Equities', 'Portfolio 2', 'Total Auction']);
    expect(charts.map((c) => c.values)).toEqual([
      ['1000', '1100', '1500'],
      ['2', '3', '0'],
      ['10.00', '12.00', '11.50'],
    ]);
  });

  it('before anyone edits the summary, says "Not yet entered" instead of charting $0.00 on an empty 0 to 1 axis', () => {
    const blank = { portfoliosTitle1: '', portfoliosTitle2: '', baseline1: '', baseline2: '', providerDiscretionary1: '', providerDiscretionary2: '', auctionRevenue1: '', auctionRevenue2: '' };
    const charts = revenueComparisons({ auctionSummary: blank, totals: { totalDiscretionaryEstimate: '12500.00', totalIntrinsicRevenue: '0.00', awardedRevenue: '0.00' } });
    expect(charts.map((c) => [c.title, c.note])).toEqual([
      ['Portfolio 1', NOT_YET_ENTERED],
      ['Portfolio 2', NOT_YET_ENTERED],
      ['Total Auction', null],
    ]);
    expect(charts[0]?.values).toEqual([null, null, null]);
    // One figure entered: the others stay "not entered" (null), not 0.
    expect(revenueComparisons({ auctionSummary: { ...blank, baseline1: '1,000' }, totals: { totalDiscretionaryEstimate: '0', totalIntrinsicRevenue: '0.00', awardedRevenue: '0.00' } }).map((c) => [c.values, c.note])).toEqual([
      [['1000', null, null], null],
      [[null, null, null], NOT_YET_ENTERED],
      [['0', '0.00', '0.00'], NO_FIGURES_YET],
    ]);
  });
});
