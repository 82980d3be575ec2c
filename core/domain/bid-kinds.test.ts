import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BID_AMOUNT_FIELDS,
  BID_INPUT_FIELDS,
  BID_KIND_FLAGS,
  BID_KINDS,
  BID_KINDS_BY_FLAG_ORDER,
  bidAmountOf,
  bidKindOf,
  NO_BID_AMOUNTS,
  NO_BID_KIND_FLAGS,
  offeredBidKinds,
  perKind,
  sheetBidKinds,
  type BidAmounts,
} from './bid-kinds';

describe('the bid kinds registry', () => {
  it('names every fact of a kind once: codes, fields, inputs, flags, titles and import headers are distinct', () => {
    for (const key of ['code', 'field', 'input', 'auctionFlag', 'flagLabel', 'flagOrder', 'sheetTitle', 'exportLabel', 'rankingLabel'] as const) {
      const values = BID_KINDS.map((k) => k[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const headers = BID_KINDS.flatMap((k) => k.importHeaders);
    expect(new Set(headers).size).toBe(headers.length);
    expect(BID_AMOUNT_FIELDS).toEqual(['basisPointGuarantee', 'fixed', 'allIn']);
    expect(BID_INPUT_FIELDS).toEqual(['basisPoints', 'fixed', 'allIn']);
    expect(BID_KIND_FLAGS).toEqual(['bpsBid', 'dollarBid', 'allInFlag']);
  });

  it('keeps the auction form in the spec order: Dollar Bid, bps Bid, All-In', () => {
    expect(BID_KINDS_BY_FLAG_ORDER.map((k) => k.flagLabel)).toEqual(['Dollar Bid', 'bps Bid', 'All-In']);
  });

  it('builds one entry per kind', () => {
    expect(perKind('code', (k) => k.unit)).toEqual({ BPS: 'bps', FIXED: 'money', ALL_IN: 'percent' });
    expect(NO_BID_AMOUNTS).toEqual({ basisPointGuarantee: null, fixed: null, allIn: null });
  });

  it("a bid's kind is its first filled amount in the registry's order, and bidAmountOf answers that amount", () => {
    const amount = fc.option(fc.constantFrom('', '0', '12.5', '100'), { nil: null });
    fc.assert(
      fc.property(fc.tuple(amount, amount, amount), ([bps, fixed, allIn]) => {
        const bid: BidAmounts = { ...NO_BID_AMOUNTS, basisPointGuarantee: bps, fixed, allIn };
        const first = BID_KINDS.find((k) => bid[k.field] !== null && bid[k.field] !== '');
        expect(bidKindOf(bid)).toBe(first?.code ?? null);
        expect(bidAmountOf(bid)).toEqual(first ? { kind: first.code, amount: bid[first.field] } : null);
      }),
    );
  });

  it('offers the kinds whose flags are set, and basis points and fixed when none is (the rules note)', () => {
    expect(offeredBidKinds({ ...NO_BID_KIND_FLAGS, allInFlag: true }).map((k) => k.code)).toEqual(['ALL_IN']);
    expect(offeredBidKinds(NO_BID_KIND_FLAGS).map((k) => k.code)).toEqual(['BPS', 'FIXED']);
  });

  it('the sheet always shows basis points and fixed, all-in only when offered', () => {
    expect(sheetBidKinds(NO_BID_KIND_FLAGS).map((k) => k.input)).toEqual(['basisPoints', 'fixed']);
    expect(sheetBidKinds({ ...NO_BID_KIND_FLAGS, allInFlag: true }).map((k) => k.input)).toEqual(['basisPoints', 'fixed', 'allIn']);
  });
});
