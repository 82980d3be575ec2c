import { describe, expect, it } from 'vitest';
import { incompleteSheetRefusal, minBalanceWithoutBid, NO_BIDS_ON_SHEET } from './sheet-completeness';
import { EMPTY_BID_INPUTS, type BidInputs } from '../domain/bid-kinds';

const lots = [
  { id: 1, lotNumber: '1', lotName: 'US Large Cap' },
  { id: 2, lotNumber: '2', lotName: 'US Small Cap' },
];
const row = (lotId: number, over: Partial<BidInputs & { minBalance: string }> = {}) => ({
  lotId,
  ...EMPTY_BID_INPUTS,
  minBalance: '',
  ...over,
});

describe('incompleteSheetRefusal', () => {
  it('refuses a sheet without a single bid', () => {
    expect(incompleteSheetRefusal([row(1), row(2)], lots)).toEqual({ message: NO_BIDS_ON_SHEET, fields: {} });
    expect(incompleteSheetRefusal([], lots)).toEqual({ message: NO_BIDS_ON_SHEET, fields: {} });
    expect(incompleteSheetRefusal([row(1, { basisPoints: '  ' })], lots)?.message).toBe(NO_BIDS_ON_SHEET);
  });

  it('refuses a Minimum Balance Gtee without a bid, naming the lot and pointing at its cell', () => {
    const refusal = incompleteSheetRefusal([row(1, { fixed: '100' }), row(2, { minBalance: '5000' })], lots);
    expect(refusal).toEqual({ message: minBalanceWithoutBid(lots[1]), fields: { 'rows.1.minBalance': minBalanceWithoutBid(lots[1]) } });
    expect(refusal?.message).toContain('lot 2 (US Small Cap)');
    // Even when it is the sheet's only value: the guarantee is named, not "no bids".
    expect(incompleteSheetRefusal([row(2, { minBalance: '5000' })], lots)?.message).toBe(minBalanceWithoutBid(lots[1]));
    // A lot the caller does not know is named by its row.
    expect(incompleteSheetRefusal([row(9, { minBalance: '1' })], lots)?.message).toContain('lot on row 1');
  });

  it('passes a sheet with a bid, a guarantee beside its bid, and empty placeholders', () => {
    expect(incompleteSheetRefusal([row(1, { basisPoints: '10', minBalance: '5000' }), row(2)], lots)).toBeNull();
    expect(incompleteSheetRefusal([row(1), row(2, { allIn: '90' })], lots)).toBeNull();
  });
});
