import { describe, expect, it } from 'vitest';
import { bidTotalValue, bidTotalValueOn } from '../../../../../core/money/bid-values';
import { sheetEstimate, type SheetEstimateLot } from './sheet-estimate';
import { countedOwnBids } from './own-bids-total';
import { EMPTY_BID_INPUTS, NO_BID_AMOUNTS, perKind, type BidInputs } from '../../../../../core/domain/bid-kinds';

// Three lots of the demo world's Q4 auction (USD auction; EUR at 1.0850, GBP at 1.2650).
const lot = (id: number, currency: string, fxRate: string | null, marketValue: string, grossDividend: string, taxRate: string): SheetEstimateLot => ({
  id,
  lotNumber: String(id),
  currency,
  fxRate,
  marketValue,
  termDays: 180,
  grossDividend,
  taxRate,
});
const LOTS = [lot(1, 'USD', '1.0000', '26750000.00', '2.64', '15.00'), lot(2, 'EUR', '1.0850', '19750000.00', '1.60', '30.00'), lot(3, 'GBP', '1.2650', '36000000.00', '1.84', '0.00')];
const row = (lotId: number, v: Partial<BidInputs>) => ({ lotId, ...EMPTY_BID_INPUTS, ...v });

describe('sheetEstimate', () => {
  it('adds each row’s Estimated Bid Value per currency and converts the total at the lots’ FX rates', () => {
    const e = sheetEstimate([row(1, { basisPoints: '18.5' }), row(2, { fixed: '125,000' }), row(3, { allIn: '105' }), row(2, {})], LOTS, 'USD', bidTotalValueOn);
    // 18.5 bps x 26,750,000 x 180/360 = 24,743.75; all-in 105 on lot 3: 36,000,000 x 1.84% x 5% = 33,120.00.
    expect(e.subtotals).toEqual([
      { amount: '24743.75', currency: 'USD' },
      { amount: '125000.00', currency: 'EUR' },
      { amount: '33120.00', currency: 'GBP' },
    ]);
    // 24,743.75 + 125,000 x 1.085 + 33,120 x 1.265 = 24,743.75 + 135,625.00 + 41,896.80.
    expect(e.convertedTotal).toBe('202265.55');
    expect(e).toMatchObject({ countedRows: 3, unreadableRows: 0, pendingRows: 0 });
  });

  it('without the decimal.js formula, values fixed and bps rows and counts the all-in ones as pending', () => {
    const e = sheetEstimate([row(1, { basisPoints: '18.5' }), row(2, { fixed: '125000' }), row(3, { allIn: '105' })], LOTS, 'USD');
    expect(e.subtotals).toEqual([
      { amount: '24743.75', currency: 'USD' },
      { amount: '125000.00', currency: 'EUR' },
    ]);
    expect(e).toMatchObject({ convertedTotal: '160368.75', countedRows: 2, pendingRows: 1 });
  });

  it('uses the same formula as the Estimated Bid Value the server returns', () => {
    for (const [l, bid] of [
      [LOTS[0], { ...NO_BID_AMOUNTS, basisPointGuarantee: '7.33' }],
      [LOTS[2], { ...NO_BID_AMOUNTS, allIn: '101.2345' }],
    ] as const) {
      const typed = row(l.id, perKind('input', (k) => bid[k.field] ?? ''));
      expect(sheetEstimate([typed], [l], l.currency, bidTotalValueOn).subtotals[0].amount).toBe(bidTotalValue(bid, l));
    }
  });

  it('leaves out and counts the rows the sheet would refuse, and gives no converted total in a one-currency auction', () => {
    const usd = [LOTS[0], { ...LOTS[0], id: 9, lotNumber: '9' }];
    const e = sheetEstimate([row(1, { fixed: 'abc' }), row(1, { fixed: '10', basisPoints: '1' }), row(1, { fixed: '1.234' }), row(1, { fixed: '-5' }), row(77, { fixed: '5' }), row(9, { fixed: '10.5' })], usd, 'USD');
    expect(e).toEqual({ subtotals: [{ amount: '10.50', currency: 'USD' }], convertedTotal: null, countedRows: 1, alternativeRows: 0, unreadableRows: 5, pendingRows: 0, selectionPending: false });
  });

  it('shows nothing for a sheet without bids', () => {
    expect(sheetEstimate([row(1, {}), row(2, {})], LOTS, 'USD')).toEqual({ subtotals: [], convertedTotal: '0.00', countedRows: 0, alternativeRows: 0, unreadableRows: 0, pendingRows: 0, selectionPending: false });
  });

  it('counts a combo lot’s bid instead of the bids on its lots, not on top of them', () => {
    // Combo 6C spans lots 1-3: its 250,000.00 beats their 24,743.75 + 135,625.00 + 41,896.80 = 202,265.55 in dollars.
    const combo = { ...LOTS[0], id: 6, lotNumber: '6C', marketValue: '100000000.00', comboLotIds: [1, 2, 3] };
    const rows = [row(1, { basisPoints: '18.5' }), row(2, { fixed: '125,000' }), row(3, { allIn: '105' })];
    const e = sheetEstimate([...rows, row(6, { fixed: '250,000' })], [...LOTS, combo], 'USD', bidTotalValueOn, countedOwnBids);
    expect(e.subtotals).toEqual([{ amount: '250000.00', currency: 'USD' }]);
    expect(e).toMatchObject({ convertedTotal: '250000.00', countedRows: 1, alternativeRows: 3 });
    // Worth less than its lots together: the lots count, the combo is the alternative left out.
    expect(sheetEstimate([...rows, row(6, { fixed: '200,000' })], [...LOTS, combo], 'USD', bidTotalValueOn, countedOwnBids)).toMatchObject({ convertedTotal: '202265.55', countedRows: 3, alternativeRows: 1 });
    // Without the award rules the sheet says the choice is pending (the web loads them), rather than a total counting both.
    expect(sheetEstimate([...rows, row(6, { fixed: '250,000' })], [...LOTS, combo], 'USD', bidTotalValueOn)).toMatchObject({ selectionPending: true });
    expect(sheetEstimate(rows, [...LOTS, combo], 'USD', bidTotalValueOn)).toMatchObject({ selectionPending: false, countedRows: 3 });
  });
});
