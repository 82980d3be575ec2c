import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { addBidRow, allInTermsNote, buildPlaceBidsRows, deleteBidRow, deleteRowConfirmation, placeholderRow, type SavedBid } from './place-bids-table';
import { EMPTY_CASH_BID } from './empty-bid.test-kit';

const lots = [
  { id: 1, lotNumber: '10' },
  { id: 2, lotNumber: '2' },
  { id: 3, lotNumber: '3' },
];
const saved = (over: Partial<SavedBid>): SavedBid => ({
  id: 50,
  lotId: 2,
  ...EMPTY_CASH_BID,
  ...over,
});

describe('place bids table', () => {
  it('lists saved bids (in the server\'s order) and placeholders in lot order, refilling rates with 2 decimals', () => {
    const rows = buildPlaceBidsRows(
      lots,
      [saved({ id: 61, basisPointGuarantee: '10.5' }), saved({ id: 60, allIn: '95.125', lotSpecificComments: 'x' }), saved({ id: 70, lotId: 1, fixed: '25000', minBalGuarantee: '100' })],
      'Cash',
    );
    // A lot's bids keep the server's order (the order they were made): wire ids are opaque and carry no order.
    expect(rows.map((r) => [r.lotId, r.bidId])).toEqual([
      [2, 61],
      [2, 60],
      [3, -1],
      [1, 70],
    ]);
    expect(rows[1]).toMatchObject({ allIn: '95.125', lotComment: 'x' });
    expect(rows[0]?.basisPoints).toBe('10.50');
    expect(rows[2]).toEqual(placeholderRow(3, 'Cash'));
    expect(rows[3]).toMatchObject({ fixed: '25000', minBalance: '100' });
  });

  it('placeholders carry the fixed collateral, or none when the auction takes Both', () => {
    expect(placeholderRow(1, 'Non_Cash').collateralType).toBe('Non_Cash');
    expect(placeholderRow(1, 'Both').collateralType).toBe('');
  });

  it('adds a row for the same lot after the clicked one', () => {
    const rows = buildPlaceBidsRows(lots, [], 'Cash');
    const added = addBidRow(rows, 0, 'Cash');
    expect(added.map((r) => r.lotId)).toEqual([2, 2, 3, 1]);
  });

  it('deletes a row, keeping a placeholder for a lot that would have none', () => {
    const rows = addBidRow(buildPlaceBidsRows(lots, [saved({ id: 60, fixed: '1' })], 'Cash'), 0, 'Cash');
    expect(deleteBidRow(rows, 1, 'Cash').map((r) => [r.lotId, r.bidId])).toEqual([
      [2, 60],
      [3, -1],
      [1, -1],
    ]);
    const onlyRow = deleteBidRow(buildPlaceBidsRows(lots, [saved({ id: 60, fixed: '1' })], 'Cash'), 0, 'Cash');
    expect(onlyRow[0]).toEqual(placeholderRow(2, 'Cash'));
  });

  it('asks before deleting a row with values', () => {
    expect(deleteRowConfirmation(placeholderRow(1, 'Cash'))).toBeNull();
    expect(deleteRowConfirmation({ ...placeholderRow(1, 'Cash'), lotComment: 'x' })).toBe(MSG.BID_ROW_DELETE_CONFIRMATION);
  });
});

describe('allInTermsNote (the sheet once never showed what the all-in rule reads)', () => {
  it('shows the gross dividend, the tax rate and the point an all-in bid must pass', () => {
    expect(allInTermsNote({ grossDividend: '2.64', taxRate: '15.00' })).toBe('Gross dividend 2.64%, tax rate 15.00%: an all-in bid must be above 85.00%');
    expect(allInTermsNote({ grossDividend: '1.84', taxRate: '0.00' })).toBe('Gross dividend 1.84%, tax rate 0.00%: an all-in bid must be above 100.00%');
  });

  it('counts no tax rate as 0%, as the rule does, and says when the lot has no gross dividend', () => {
    expect(allInTermsNote({ grossDividend: '2.00', taxRate: null })).toBe('Gross dividend 2.00%, tax rate 0.00%: an all-in bid must be above 100.00%');
    expect(allInTermsNote({ grossDividend: null, taxRate: '15.00' })).toBe('No gross dividend: an all-in bid is worth 0 on this lot');
    expect(allInTermsNote({ grossDividend: '0.00', taxRate: '15.00' })).toBe('No gross dividend: an all-in bid is worth 0 on this lot');
  });
});
