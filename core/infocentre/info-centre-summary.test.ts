import { describe, expect, it } from 'vitest';
import { infoCentreSummary } from './info-centre-summary';

describe('info centre summary', () => {
  it('computes the Auction Details and Asset Details values', () => {
    const s = infoCentreSummary(
      {
        auctionStartDate: '2026-11-23T14:00:00.000Z',
        auctionEndDate: '2026-11-23T20:30:00.000Z',
        termStartDate: '2026-12-01T05:00:00.000Z',
        termEndDate: '2027-05-30T04:00:00.000Z',
        currency: 'USD',
        collateralType: 'Both',
        clientName: 'Northern Pension Fund',
      },
      [
        { marketValue: '1000000.00', assetClass: 'US Equity', comboFlag: false },
        { marketValue: '2500000.50', assetClass: 'Corporate Bonds', comboFlag: false },
        { marketValue: '3500000.50', assetClass: 'US Equity', comboFlag: true },
      ],
    );
    expect(s).toEqual({
      clientLender: 'Northern Pension Fund',
      auctionDate: '2026-11-23',
      biddingTime: '9:00 am - 3:30 pm EST',
      termStartDate: '2026-12-01',
      termEndDate: '2027-05-30',
      termLength: '181 days',
      totalMarketValue: '$3,500,000.50',
      totalLots: '2',
      assetClasses: 'US Equity, Corporate Bonds',
      acceptedCollateral: 'Cash and Non Cash',
    });
  });
});
