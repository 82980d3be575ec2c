/** A cash bid with no values entered: what the bids tests' rows start from. Not a test file. */
export const EMPTY_CASH_BID = {
  collateralType: 'Cash',
  basisPointGuarantee: null,
  fixed: null,
  allIn: null,
  minBalGuarantee: null,
  lotSpecificComments: '',
} as const;
