/** A cash bid with no values entered: what the bids tests' rows start from. Not a test file. */
import { NO_BID_AMOUNTS } from '../domain/bid-kinds';

export const EMPTY_CASH_BID = {
  collateralType: 'Cash',
  ...NO_BID_AMOUNTS,
  minBalGuarantee: null,
  lotSpecificComments: '',
} as const;
