import { describe, expect, it } from 'vitest';
import { biddingTimeOf, infoCentreSummary } from './info-centre-summary';

const auction = {
  auctionStartDate: '2026-11-23T14:00:00.000Z',
  auctionEndDate: '2026-11-23T20:30:00.000Z',
  termStartDate: '2026-12-01T05:00:00.000Z',
  termEndDate: '2027-05-30T04:00:00.000Z',
  currency: 'USD',
  collateralType: 'Both',
  clientName: 'Northern Pension Fund',
} as const;

describe('info centre summary', () => {
  it('computes the Auction Details and Asset Details values', () => {
    const s = infoCentreSummary(
      auction,
      [
        { marketValue: '1000000.00', currency: 'USD', fxRate: null, assetClass: 'US Equity', comboFlag: false },
        { marketValue: '2500000.50', currency: 'USD', fxRate: '1.0000', assetClass: 'Corporate Bonds', comboFlag: false },
        { marketValue: '3500000.50', currency: 'EUR', fxRate: '1.0850', assetClass: 'US Equity', comboFlag: true },
      ],
    );
    expect(s).toEqual({
      clientLender: 'Northern Pension Fund',
      auctionDate: '2026-11-23',
      biddingTime: '9:00 am - 3:30 pm EST',
      termStartDate: '2026-12-01',
      termEndDate: '2027-05-30',
      termLength: '181 days',
      totalMarketValueLabel: 'Total Market Value',
      totalMarketValue: '$3,500,000.50',
      totalLots: '2 (plus 1 combo lot)',
      assetClasses: 'US Equity, Corporate Bonds',
      acceptedCollateral: 'Cash and Non Cash',
    });
  });

  it('adds lots of several currencies in the auction currency, labelled as a conversion', () => {
    const s = infoCentreSummary(auction, [
      { marketValue: '26750000.00', currency: 'USD', fxRate: '1.0000', assetClass: 'A', comboFlag: false },
      { marketValue: '80250000.00', currency: 'JPY', fxRate: '0.0067', assetClass: 'A', comboFlag: false },
      { marketValue: '19750000.00', currency: 'EUR', fxRate: '1.0850', assetClass: 'A', comboFlag: false },
    ]);
    // 26,750,000 + 537,675 + 21,428,750 (not 126,750,000: yen are not dollars)
    expect(s.totalMarketValue).toBe('$48,716,425');
    expect(s.totalMarketValueLabel).toBe('Total Market Value in USD at lot FX rates');
    const eur = infoCentreSummary({ ...auction, currency: 'EUR' }, [{ marketValue: '1000.50', currency: 'EUR', fxRate: null, assetClass: 'A', comboFlag: false }]);
    expect(eur).toMatchObject({ totalMarketValue: '€1,000.50', totalMarketValueLabel: 'Total Market Value' });
  });
});

describe('Bidding Time', () => {
  it('names both dates when the auction runs over several days', () => {
    expect(biddingTimeOf('2026-11-20T15:00:00.000Z', '2026-11-21T15:00:00.000Z')).toBe('2026-11-20 10:00 am - 2026-11-21 10:00 am EST');
  });

  it('shows EDT for an auction in daylight time, and labels each end of one that crosses the change', () => {
    expect(biddingTimeOf('2026-07-15T13:00:00.000Z', '2026-07-15T19:30:00.000Z')).toBe('9:00 am - 3:30 pm EDT');
    expect(biddingTimeOf('2026-10-31T14:00:00.000Z', '2026-11-02T15:00:00.000Z')).toBe('2026-10-31 10:00 am EDT - 2026-11-02 10:00 am EST');
  });
});
