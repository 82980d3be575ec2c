import { describe, expect, it } from 'vitest';
import { bidsExportFileName, bidsExportRows, bidsPdfLines, bidTypeLabel, EXPORT_COLUMNS, type ExportBid } from './bids-export';
import { EMPTY_CASH_BID } from './empty-bid.test-kit';

const bid = (over: Partial<ExportBid>): ExportBid => ({
  lotNumber: '1',
  lotName: 'US Large Cap',
  marketValue: '10000000',
  currency: 'USD',
  ...EMPTY_CASH_BID,
  estimatedBid: '0.00',
  ...over,
});

describe('bids export', () => {
  const bids = [
    bid({ lotNumber: '10', fixed: '25000', estimatedBid: '25000.00', collateralType: 'Non_Cash', currency: 'EUR' }),
    bid({ lotNumber: '2', basisPointGuarantee: '100', estimatedBid: '25000.00', minBalGuarantee: '5000000', lotSpecificComments: 'c' }),
    bid({ lotNumber: '2A', allIn: '95.5', estimatedBid: '100000.00' }),
  ];

  it('builds workbook rows ordered by lot: type labels, amounts in the lot\'s currency and the bid in its kind\'s format', () => {
    const usd = '"$"#,##0.00';
    expect(bidsExportRows(bids, '')).toEqual([
      {
        Lot: '2',
        'Lot Name': 'US Large Cap',
        'Lot Size': { value: 10_000_000, format: usd },
        'Collateral Type': 'Cash',
        'Bid Type': 'Basis points',
        Bid: { value: 100, format: '#,##0.00' },
        'Bid Value': { value: 25_000, format: usd },
        'Minimum Balance Gtee': { value: 5_000_000, format: usd },
        'Lot Specific Comments': 'c',
      },
      expect.objectContaining({ Lot: '2A', 'Bid Type': 'All-In points', Bid: { value: 0.955, format: '0.00%' }, 'Bid Value': { value: 100_000, format: usd } }),
      expect.objectContaining({
        Lot: '10',
        'Bid Type': 'Fixed (EUR)',
        Bid: { value: 25_000, format: '"€"#,##0.00' },
        'Lot Size': { value: 10_000_000, format: '"€"#,##0.00' },
        'Collateral Type': 'Non Cash',
        'Minimum Balance Gtee': null,
      }),
    ]);
    // toEqual ignores key order; the sheet's columns follow it.
    expect(Object.keys(bidsExportRows(bids, '')[0] ?? {})).toEqual([...EXPORT_COLUMNS]);
  });

  it('adds Additional Comments to the first row only when supplemental comments exist', () => {
    const rows = bidsExportRows(bids, 'Please call us');
    expect(rows[0]?.['Additional Comments']).toBe('Please call us');
    expect(rows[1]).not.toHaveProperty('Additional Comments');
    expect(bidsExportRows(bids, '   ')[0]).not.toHaveProperty('Additional Comments');
    expect(bidsExportRows([], 'x')).toEqual([]);
  });

  it('builds PDF lines', () => {
    expect(bidsPdfLines(bids)[0]).toEqual({ lot: '2', lotSize: '$10,000,000', bidType: 'Basis points', bid: '100.00', bidValue: '$25,000.00' });
  });

  it('names a fixed amount by its currency: the spec\'s Fixed Dollar for US dollars only', () => {
    const fixed = (lotNumber: string, currency: string) => bid({ lotNumber, currency, fixed: '25000', estimatedBid: '25000.00' });
    const lines = bidsPdfLines([fixed('1', 'USD'), fixed('2', 'GBP'), fixed('3', 'CHF'), fixed('4', 'JPY')]);
    expect(lines.map((l) => l.bidType)).toEqual(['Fixed Dollar', 'Fixed (GBP)', 'Fixed (CHF)', 'Fixed (JPY)']);
    expect(bidsExportRows([fixed('2', 'GBP')], '')[0]?.['Bid Type']).toBe('Fixed (GBP)');
    // Basis points and all-in points are no amount of a currency.
    expect([bidTypeLabel('BPS', 'GBP'), bidTypeLabel('ALL_IN', 'JPY')]).toEqual(['Basis points', 'All-In points']);
  });

  it('names the file: auction name plus Bids, spaces to underscores', () => {
    expect(bidsExportFileName('Spring 2026')).toBe('Spring_2026_Bids');
    expect(bidsExportFileName('Spring 2026', 'xlsx')).toBe('Spring_2026_Bids.xlsx');
    expect(bidsExportFileName(' Q1/Q2: Euro ', 'pdf')).toBe('Q1_Q2__Euro_Bids.pdf');
  });
});
