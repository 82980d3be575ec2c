import { describe, expect, it } from 'vitest';
import { countOf, MSG, unableToDelete, unableToSaveError } from './messages';

describe('composed messages', () => {
  it('never doubles an "Unable to" opening', () => {
    expect(unableToDelete(MSG.LOT_HAS_BIDS)).toBe('Unable to delete. There are bids placed for this lot.');
    expect(unableToDelete('Lot is locked.')).toBe('Unable to delete. Lot is locked.');
    expect(unableToDelete('')).toBe(MSG.UNABLE_TO_DELETE);
    expect(unableToSaveError(MSG.UNABLE_TO_SAVE_AUCTION_NAME_ALREADY_EXISTS)).toBe(MSG.UNABLE_TO_SAVE_AUCTION_NAME_ALREADY_EXISTS);
    expect(unableToSaveError('disk full')).toBe('Unable to save. ERROR : disk full');
  });

  it('counts in the singular for one', () => {
    expect([countOf(0, 'recipient'), countOf(1, 'recipient'), countOf(2, 'recipient'), countOf(1, 'lot')]).toEqual(['0 recipients', '1 recipient', '2 recipients', '1 lot']);
  });
});
