import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { requireApprovedBorrowersChecked, requireLotSelection } from './selection-rules';

describe('selection rules', () => {
  it('needs a lot to delete', () => {
    expect(requireLotSelection([])).toMatchObject({ ok: false, message: MSG.WARNING_THIS_IS_NO_LOT_SELECTED });
    expect(requireLotSelection([3, 3, 4])).toEqual({ ok: true, value: [3, 4] });
  });

  it('needs an approved borrower to e-mail', () => {
    expect(requireApprovedBorrowersChecked([])).toMatchObject({ ok: false, message: MSG.YOU_MUST_CHECK_THE_APPROVED_BORROWERS_TO_SEND });
    expect(requireApprovedBorrowersChecked([7])).toEqual({ ok: true, value: [7] });
  });
});
