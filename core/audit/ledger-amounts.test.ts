/**
 * A bid kind added later changes no chained entry: the ledger's bid state holds a kind that was
 * in ledger version 1 always, and a later kind only when the bid is of it (ledger-entry.ts ledgerAmountsOf).
 */
import { describe, expect, it } from 'vitest';
import { BID_KINDS, NO_BID_AMOUNTS, type BidAmounts } from '../domain/bid-kinds';
import { canonicalJson } from './canonical-json';
import { BidStateSchema, ledgerAmountsOf } from './ledger-entry';

const withLaterKind = [...BID_KINDS, { field: 'rebateBps', inLedgerV1: false }];
const bps: BidAmounts = { ...NO_BID_AMOUNTS, basisPointGuarantee: '25.5' };

describe("the ledger's bid amounts", () => {
  it('hold every version-1 kind, null when unset', () => {
    expect(ledgerAmountsOf(bps)).toEqual({ basisPointGuarantee: '25.5', fixed: null, allIn: null });
  });

  it('leave out a kind added later unless the bid is of it, so entries of older bids read and hash as before', () => {
    expect(canonicalJson(ledgerAmountsOf(bps, withLaterKind))).toBe(canonicalJson(ledgerAmountsOf(bps)));
    const rebate = { ...NO_BID_AMOUNTS, rebateBps: '12' } as BidAmounts;
    expect(ledgerAmountsOf(rebate, withLaterKind)).toEqual({ basisPointGuarantee: null, fixed: null, allIn: null, rebateBps: '12' });
  });

  it("an entry's bid state without any later kind parses under today's schema", () => {
    const state = {
      id: 1,
      lotId: 2,
      borrowerId: 3,
      userId: 4,
      superBidderId: null,
      collateralType: 'Cash',
      ...ledgerAmountsOf(bps),
      minBalGuarantee: null,
      lotSpecificComments: '',
      confirmed: false,
      bidDate: '2026-11-25T12:00:00.000Z',
    };
    expect(BidStateSchema.parse(state)).toEqual(state);
  });
});
