import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { readSummaryAmounts, summaryFigureAmount } from './award-summary-amounts';

describe('the Award Summary figures', () => {
  const texts = { baseline1: '1,250,000', baseline2: '', providerDiscretionary1: '0', providerDiscretionary2: '705000.5', auctionRevenue1: '1780000', auctionRevenue2: '910,000.00', bidSummary: 'abc' };

  it('reads every figure as an amount, kept canonical, and leaves the other texts alone', () => {
    expect(readSummaryAmounts(texts)).toEqual({
      ok: true,
      value: { ...texts, baseline1: '1250000', auctionRevenue2: '910000' },
    });
  });

  it('names each figure that is not an amount', () => {
    expect(readSummaryAmounts({ ...texts, baseline1: 'abc', auctionRevenue2: '-5' })).toEqual({
      ok: false,
      fields: { baseline1: MSG.AMOUNT_NOT_NUMERIC, auctionRevenue2: MSG.AMOUNT_MUST_NOT_BE_NEGATIVE },
    });
  });

  it('shows a stored figure as an amount when it is one, else as typed', () => {
    expect(summaryFigureAmount('1,250,000')).toBe('1250000');
    expect(summaryFigureAmount('')).toBeNull();
    expect(summaryFigureAmount('about 1.2m')).toBeNull();
  });
});
